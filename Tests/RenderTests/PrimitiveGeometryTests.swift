import Testing
import Render
import Typesetting

@Suite("Primitive geometry")
struct PrimitiveGeometryTests {
    @Test("SVG path data reads absolute and relative moves, lines, H/V, quadratic and cubic curves and close")
    func svgPathData() throws {
        let path = try VectorPath(svg: "M4 12l5,5L20 6 h-2v3 Q1 2 3 4 c1 1 2 2 3 3z m1-1e1 .5.5")
        #expect(path.elements == [
            .move(Point(x: 4, y: 12)), .line(Point(x: 9, y: 17)), .line(Point(x: 20, y: 6)),
            .line(Point(x: 18, y: 6)), .line(Point(x: 18, y: 9)),
            .quad(control: Point(x: 1, y: 2), to: Point(x: 3, y: 4)),
            .cubic(control1: Point(x: 4, y: 5), control2: Point(x: 5, y: 6), to: Point(x: 6, y: 7)),
            .close,
            // After `z` the current point is the sub-path's start (4, 12); `m` pairs after the first are lines.
            .move(Point(x: 5, y: 2)), .line(Point(x: 5.5, y: 2.5)),
        ])
    }

    @Test("bad SVG path data is an error naming the character", arguments: [
        ("", 0, "empty path data"),
        ("L 1 2", 0, "path data must start with M or m"),
        ("M 1", 3, "expected a number, got the end"),
        ("M 1 2 A 1 1 0 0 1 3 3", 6, "unsupported command 'A'"),
        ("M 1 2 L x 3", 8, "expected a number, got 'x'"),
        ("M 1 2 Z 3", 8, "expected a command letter, got '3'"),
    ])
    func badPathData(data: String, offset: Int, message: String) {
        do {
            _ = try VectorPath(svg: data)
            Issue.record("'\(data)' parsed")
        } catch {
            #expect(error.offset == offset, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test("the asset variant nearest the render scale is drawn, the larger on a tie", arguments: [
        ([1, 2, 3], 1.0, 1), ([1, 2, 3], 2.0, 2), ([1, 2, 3], 3.0, 3), ([1, 2, 3], 2.5, 3),
        ([1], 3.0, 1), ([2, 3], 1.0, 2), ([1, 3], 2.0, 3), ([3], 1.0, 3),
    ])
    func assetVariant(available: [Int], scale: Double, expected: Int) {
        #expect(AssetVariants.pick(available: available, renderScale: scale) == expected)
        #expect(AssetVariants.fileName("star", scale: expected) == (expected == 1 ? "star.png" : "star@\(expected)x.png"))
    }

    @Test("no variant, no asset")
    func noVariant() {
        #expect(AssetVariants.pick(available: [], renderScale: 2) == nil)
    }

    @Test("a CSS angle's gradient line runs through the centre and reaches the corners", arguments: [
        (0.0, Point(x: 50, y: 20), Point(x: 50, y: 0)),     // to top
        (90.0, Point(x: 0, y: 10), Point(x: 100, y: 10)),   // to right
        (180.0, Point(x: 50, y: 0), Point(x: 50, y: 20)),   // to bottom
    ])
    func gradientAngle(angle: Double, start: Point, end: Point) {
        let line = LinearGradient(colors: [.black, .white], angle: angle).line(in: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(abs(line.start.x - start.x) < 1e-9 && abs(line.start.y - start.y) < 1e-9, "\(line)")
        #expect(abs(line.end.x - end.x) < 1e-9 && abs(line.end.y - end.y) < 1e-9, "\(line)")
    }

    @Test("a 45° gradient line is long enough for the far corners to take the end colours")
    func diagonalGradient() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 20)
        let line = LinearGradient(colors: [.black, .white], angle: 45).line(in: rect)
        // The top-right corner projects onto the end of the line.
        let dx = line.end.x - line.start.x, dy = line.end.y - line.start.y
        let share = ((100 - line.start.x) * dx + (0 - line.start.y) * dy) / (dx * dx + dy * dy)
        #expect(abs(share - 1) < 1e-9)
    }

    @Test("unit-point gradients map to the rectangle; stops are kept in location order")
    func gradientPoints() {
        let gradient = LinearGradient(stops: [GradientStop(.white, at: 1), GradientStop(.black, at: 0)],
                                      direction: .points(start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        #expect(gradient.stops.map(\.location) == [0, 1])
        let line = gradient.line(in: Rect(x: 10, y: 10, width: 40, height: 20))
        #expect(line.start == Point(x: 10, y: 20) && line.end == Point(x: 50, y: 20))
    }

    @Test("per-edge border bands are mitred quadrilaterals inside the rectangle")
    func borderBands() {
        let red = Color(rgb: 0xFF0000), blue = Color(rgb: 0x0000FF)
        let borders = Borders(top: BorderSide(width: 4, color: red), left: BorderSide(width: 2, color: blue))
        let bands = borders.bands(in: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(bands.count == 2)
        #expect(bands[0].side.color == red)
        #expect(bands[0].corners == [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 4), Point(x: 2, y: 4)])
        #expect(bands[1].corners == [Point(x: 0, y: 10), Point(x: 0, y: 0), Point(x: 2, y: 4), Point(x: 2, y: 10)])
    }

    @Test("border widths larger than the rectangle are limited to it; invisible sides have no band")
    func oversizedBorders() {
        let black = Color.black
        let bands = Borders(top: BorderSide(width: 30, color: black), bottom: BorderSide(width: 30, color: black),
                            left: BorderSide(width: 1, color: .clear))
            .bands(in: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(bands.count == 1)
        #expect(bands[0].corners[2].y == 10)
    }

    @Test("a shadow's painted colour carries its opacity; non-finite shadows are invalid")
    func shadowColour() {
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 2), blur: 8, opacity: 0.5)
        #expect(shadow.paintedColor.alpha == 0.25)
        #expect(shadow.sigma == 4 && shadow.reach == 12)
        #expect(!Shadow(blur: .nan).isValid && !Shadow(blur: -1).isValid && shadow.isValid)
    }

    @Test("a circle path passes through its four compass points")
    func circlePath() {
        let points = VectorPath.circle(center: Point(x: 10, y: 10), radius: 5).points
        for expected in [Point(x: 10, y: 5), Point(x: 15, y: 10), Point(x: 10, y: 15), Point(x: 5, y: 10)] {
            #expect(points.contains(expected))
        }
    }
}
