import CairoRender
import Foundation
import JSONPaths
import Render
import Testing
import Typesetting

@Suite("Display items written as JSON")
struct DisplayItemJSONTests {
    static let red = Color(rgb: 0xFF3B30)
    static let ink = Color(rgb: 0x1C1C1E, alpha: 128.0 / 255)

    static var everyKind: [DisplayItem] {
        var path = VectorPath()
        path.move(to: Point(x: 1, y: 2))
        path.line(to: Point(x: 10.5, y: 2))
        path.quad(to: Point(x: 12, y: 8), control: Point(x: 14, y: 3))
        path.cubic(to: Point(x: 1, y: 9), control1: Point(x: 8, y: 12), control2: Point(x: 3, y: 12))
        path.close()
        var bold = TextAttributes(size: 15)
        bold.weight = .semibold
        bold.color = red
        bold.italic = true
        return [
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(4), color: red),
            .stroke(Rect(x: 1, y: 2, width: 3, height: 4), radii: CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4),
                    color: ink, lineWidth: 2),
            .border(Rect(x: 0, y: 0, width: 20, height: 8), color: ink, width: 0.5),
            .text(AttributedText(runs: [TextRun("Total ", TextAttributes()), TextRun("12 €", bold)]),
                  frame: Rect(x: 4, y: 4, width: 80, height: 20)),
            .image(.path("/tmp/a.png"), frame: Rect(x: 0, y: 0, width: 5, height: 5), contentMode: .aspectFit),
            .image(.bytes([137, 80, 78, 71, 1]), frame: Rect(x: 0, y: 0, width: 5, height: 5)),
            .image(.asset(name: "avatar", folder: "/assets"), frame: Rect(x: 0, y: 0, width: 5, height: 5),
                   radii: CornerRadii(2.5)),
            .pushClip(Rect(x: 0, y: 0, width: 50, height: 50), radii: CornerRadii(8)),
            .pushOpacity(0.5),
            .arc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 4.5, color: red, lineWidth: 6, cap: .round),
            .shadow(Rect(x: 0, y: 0, width: 30, height: 30), radii: CornerRadii(6),
                    shadow: Shadow(color: ink, offset: Point(x: 0, y: 3), blur: 10, opacity: 0.25)),
            .gradient(Rect(x: 0, y: 0, width: 30, height: 30),
                      gradient: LinearGradient(stops: [GradientStop(red, at: 0), GradientStop(ink, at: 0.75)],
                                               direction: .points(start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))),
            .gradient(Rect(x: 0, y: 0, width: 30, height: 30), gradient: LinearGradient(colors: [red, ink], angle: 135)),
            .borders(Rect(x: 0, y: 0, width: 30, height: 30),
                     Borders(top: BorderSide(width: 1, color: red), bottom: BorderSide(width: 2, color: ink))),
            .fillPath(path, color: red, rule: .evenOdd),
            .strokePath(path, color: ink, lineWidth: 1.5, cap: .square, join: .bevel),
            .pushTransform(AffineTransform(a: 1, b: 0.5, c: -0.5, d: 1, tx: 3, ty: 4)),
            .pop, .pop, .pop,
        ]
    }

    @Test("every kind of item reads back as the same item")
    func roundTrip() throws {
        let items = Self.everyKind
        let document = JSONValue.object([("size", .array([.number(100), .number(50)])), ("items", .array(items.map(\.json)))])
        let list = try DisplayListDecoder.decode(Data(document.serialized(pretty: false)))
        #expect(list.items.count == items.count)
        for (decoded, item) in zip(list.items, items) {
            #expect(decoded == item, "\(item.json.jsonText)")
        }
    }

    @Test("a path's SVG data reads back as the same path")
    func svgData() throws {
        guard case .fillPath(let path, _, _) = Self.everyKind.first(where: { $0.kindName == "fillPath" }) else {
            Issue.record("no path item")
            return
        }
        #expect(path.svgData == "M1.0 2.0 L10.5 2.0 Q14.0 3.0 12.0 8.0 C8.0 12.0 3.0 12.0 1.0 9.0 Z")
        #expect(try VectorPath(svg: path.svgData) == path)
    }
}
