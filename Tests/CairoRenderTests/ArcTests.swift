import CairoRender
import Foundation
import Render
import Testing
import Typesetting

/// The `.arc` primitive: a stroked circular arc, angles clockwise from 12 o'clock.
@Suite("Arcs")
struct ArcTests {
    static let red = Color(rgb: 0xFF0000)
    static let center = Point(x: 50, y: 50)

    /// A 100×100 white canvas at `scale` with one red arc of radius 30 and width 10 around (50, 50).
    func canvas(from start: Double, to end: Double, cap: LineCap = .butt, scale: Double = 1) -> Bitmap {
        let arc = DisplayItem.arc(center: Self.center, radius: 30, startAngle: start, endAngle: end,
                                  color: Self.red, lineWidth: 10, cap: cap)
        return sharedRenderer.render(DisplayList(size: Size(width: 100, height: 100), background: .white, items: [arc]),
                                     scale: scale).bitmap
    }

    /// The pixel at `angle` (clockwise from 12 o'clock) and `radius` from the centre, in points.
    func probe(_ bitmap: Bitmap, angle: Double, radius: Double = 30, scale: Double = 1) -> Color {
        let point = ArcGeometry.point(center: Self.center, radius: radius, angle: angle)
        return bitmap.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    }

    func isRed(_ color: Color) -> Bool { color.red > 0.9 && color.green < 0.1 && color.blue < 0.1 }
    func isWhite(_ color: Color) -> Bool { color == .white }

    @Test("a quarter arc from 12 to 3 o'clock inks that quadrant only", arguments: [1.0, 2.0])
    func quarterFromTwelveToThree(scale: Double) {
        let bitmap = canvas(from: 0, to: .pi / 2, scale: scale)
        for angle in [0.15, Double.pi / 4, Double.pi / 2 - 0.15] {
            #expect(isRed(probe(bitmap, angle: angle, scale: scale)), "angle \(angle)")
        }
        // The rest of the circle, the centre, and points off the ring inside the quadrant.
        for angle in [Double.pi, 3 * Double.pi / 2, 3.5 * Double.pi / 2, Double.pi / 2 + 0.3, -0.3] {
            #expect(isWhite(probe(bitmap, angle: angle, scale: scale)), "angle \(angle)")
        }
        #expect(isWhite(probe(bitmap, angle: .pi / 4, radius: 40, scale: scale)))
        #expect(isWhite(probe(bitmap, angle: .pi / 4, radius: 20, scale: scale)))
        #expect(isWhite(bitmap.pixel(x: Int(50 * scale), y: Int(50 * scale))))
    }

    @Test("the line is lineWidth wide, centred on the radius")
    func lineWidthIsCentredOnTheCircle() {
        let bitmap = canvas(from: 0, to: .pi / 2)
        // At 45°, radii 27 and 33 are inside the 10-point band around 30 (25...35); 23 and 37 are outside.
        #expect(isRed(probe(bitmap, angle: .pi / 4, radius: 27)))
        #expect(isRed(probe(bitmap, angle: .pi / 4, radius: 33)))
        #expect(isWhite(probe(bitmap, angle: .pi / 4, radius: 23)))
        #expect(isWhite(probe(bitmap, angle: .pi / 4, radius: 37)))
    }

    @Test("the start and end angles are respected: a later start leaves the first part empty")
    func startAngleIsRespected() {
        let bitmap = canvas(from: .pi / 2, to: .pi)   // 3 o'clock to 6 o'clock
        #expect(isRed(probe(bitmap, angle: 3 * Double.pi / 4)))
        #expect(isWhite(probe(bitmap, angle: .pi / 4)))
        #expect(isWhite(probe(bitmap, angle: 5 * Double.pi / 4)))
        // 3 o'clock is at x = 80 on the centre line; 6 o'clock at y = 80 on the vertical.
        #expect(isRed(bitmap.pixel(x: 78, y: 53)))
        #expect(isWhite(bitmap.pixel(x: 78, y: 46)))
    }

    @Test("an end angle below the start draws counter-clockwise")
    func counterClockwise() {
        let bitmap = canvas(from: 0, to: -.pi / 2)    // 12 o'clock back to 9 o'clock
        #expect(isRed(probe(bitmap, angle: -.pi / 4)))
        #expect(isWhite(probe(bitmap, angle: .pi / 4)))
        #expect(isWhite(probe(bitmap, angle: .pi)))
    }

    @Test("round caps extend past the end points; butt caps stop there")
    func caps() {
        let butt = canvas(from: 0, to: .pi / 2, cap: .butt)
        let round = canvas(from: 0, to: .pi / 2, cap: .round)
        // Just before 12 o'clock (3 points along the circle from the start point): inside a round cap
        // of radius 5, outside the butt end.
        let beforeStart = -0.1
        #expect(isWhite(probe(butt, angle: beforeStart)))
        #expect(isRed(probe(round, angle: beforeStart)))
        let afterEnd = Double.pi / 2 + 0.1
        #expect(isWhite(probe(butt, angle: afterEnd)))
        #expect(isRed(probe(round, angle: afterEnd)))
    }

    @Test("a sweep of 2π is the whole circle, whatever the start")
    func fullCircle() {
        for start in [0, 1.0] {
            let bitmap = canvas(from: start, to: start + 2 * .pi)
            for step in 0..<12 {
                #expect(isRed(probe(bitmap, angle: Double(step) * .pi / 6)), "start \(start) step \(step)")
            }
            #expect(isWhite(bitmap.pixel(x: 50, y: 50)))
        }
    }

    @Test("a bad radius, line width or angle is skipped and reported with its index")
    func badArcsAreReported() {
        let good = DisplayItem.arc(center: Self.center, radius: 30, startAngle: 0, endAngle: 1, color: Self.red, lineWidth: 4)
        let items: [DisplayItem] = [
            .arc(center: Self.center, radius: 0, startAngle: 0, endAngle: 1, color: Self.red, lineWidth: 4),
            .arc(center: Self.center, radius: 30, startAngle: 0, endAngle: 1, color: Self.red, lineWidth: -1),
            .arc(center: Self.center, radius: 30, startAngle: .nan, endAngle: 1, color: Self.red, lineWidth: 4),
            good,
        ]
        let rendering = sharedRenderer.render(DisplayList(size: Size(width: 100, height: 100), items: items), scale: 1)
        #expect(rendering.issues.map(\.index) == [0, 1, 2])
    }

    @Test("JSON arcs decode with defaults and their angle convention")
    func decodesFromJSON() throws {
        let list = try decode("""
            {"size": [100, 100], "items": [
              {"type": "arc", "center": [50, 50], "radius": 30, "startAngle": 0, "endAngle": 6.2832,
               "color": "#C6C6C8", "lineWidth": 8},
              {"type": "arc", "center": [50, 50], "radius": 30, "startAngle": 0, "endAngle": 1.5708,
               "color": "#0A84FF", "lineWidth": 8, "cap": "round"}
            ]}
            """)
        #expect(list.items == [
            .arc(center: Point(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 6.2832,
                 color: Color(rgb: 0xC6C6C8), lineWidth: 8, cap: .butt),
            .arc(center: Point(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 1.5708,
                 color: Color(rgb: 0x0A84FF), lineWidth: 8, cap: .round),
        ])
        #expect(list.items.map(\.kindName) == ["arc", "arc"])
    }

    @Test("bad JSON arcs name the JSON path", arguments: [
        (##"{"type": "arc", "radius": 3, "startAngle": 0, "endAngle": 1, "color": "#000"}"##, "$.items[0].center"),
        (##"{"type": "arc", "center": [1], "radius": 3, "startAngle": 0, "endAngle": 1, "color": "#000"}"##, "$.items[0].center"),
        (##"{"type": "arc", "center": [1, 1], "radius": -3, "startAngle": 0, "endAngle": 1, "color": "#000"}"##, "$.items[0].radius"),
        (##"{"type": "arc", "center": [1, 1], "radius": 3, "endAngle": 1, "color": "#000"}"##, "$.items[0].startAngle"),
        (##"{"type": "arc", "center": [1, 1], "radius": 3, "startAngle": 0, "endAngle": "1", "color": "#000"}"##, "$.items[0].endAngle"),
        (##"{"type": "arc", "center": [1, 1], "radius": 3, "startAngle": 0, "endAngle": 1, "color": "#000", "lineWidth": 0}"##, "$.items[0].lineWidth"),
        (##"{"type": "arc", "center": [1, 1], "radius": 3, "startAngle": 0, "endAngle": 1, "color": "#000", "cap": "triangle"}"##, "$.items[0].cap"),
        (##"{"type": "arc", "center": [1, 1], "radius": 3, "startAngle": 0, "endAngle": 1, "color": "#000", "sweep": 1}"##, "$.items[0].sweep"),
    ])
    func badJSON(item: String, path: String) {
        let error = decodingError(#"{"size": [10, 10], "items": ["# + item + "]}")
        #expect(error?.path.description == path, "\(String(describing: error))")
    }
}
