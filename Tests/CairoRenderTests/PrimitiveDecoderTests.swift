import CairoRender
import Foundation
import Render
import Testing
import Typesetting

@Suite("JSON display lists: shadows, gradients, borders, paths, assets")
struct PrimitiveDecoderTests {
    @Test("every new primitive decodes to its display item")
    func roundTrip() throws {
        let list = try DisplayListDecoder.decode(Data("""
            {"size": [100, 50], "items": [
              {"type": "shadow", "rect": [10, 10, 40, 20], "radii": 6, "color": "#000", "offset": [0, 4], "blur": 12, "opacity": 0.3},
              {"type": "gradient", "rect": [0, 0, 100, 50], "colors": ["#F00", "#00F"], "angle": 90},
              {"type": "gradient", "rect": [0, 0, 100, 50], "stops": [{"color": "#FFF", "location": 0.2}, {"color": "#000", "location": 1}],
               "start": [0, 0], "end": [1, 1]},
              {"type": "borders", "rect": [0, 0, 100, 50], "bottom": {"width": 0.5, "color": "#C6C6C8"}, "left": {"width": 3, "color": "#0A84FF"}},
              {"type": "fillPath", "path": "M0 0 H10 V10 Z", "color": "#000", "rule": "evenOdd"},
              {"type": "strokePath", "path": "M4 12l5 5L20 6", "color": "#0A84FF", "lineWidth": 2, "cap": "round", "join": "bevel"},
              {"type": "image", "frame": [0, 0, 24, 24], "asset": "star", "assets": "icons"}
            ]}
            """.utf8), baseDirectory: URL(fileURLWithPath: "/base"))
        #expect(list.items[0] == .shadow(Rect(x: 10, y: 10, width: 40, height: 20), radii: CornerRadii(6),
                                         shadow: Shadow(color: .black, offset: Point(x: 0, y: 4), blur: 12, opacity: 0.3)))
        #expect(list.items[1] == .gradient(Rect(x: 0, y: 0, width: 100, height: 50),
                                           gradient: LinearGradient(colors: [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)], angle: 90)))
        #expect(list.items[2] == .gradient(Rect(x: 0, y: 0, width: 100, height: 50), gradient: LinearGradient(
            stops: [GradientStop(.white, at: 0.2), GradientStop(.black, at: 1)],
            direction: .points(start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))))
        #expect(list.items[3] == .borders(Rect(x: 0, y: 0, width: 100, height: 50),
                                          Borders(bottom: BorderSide(width: 0.5, color: Color(rgb: 0xC6C6C8)),
                                                  left: BorderSide(width: 3, color: Color(rgb: 0x0A84FF)))))
        #expect(list.items[4] == .fillPath(try VectorPath(svg: "M0 0 H10 V10 Z"), color: .black, rule: .evenOdd))
        #expect(list.items[5] == .strokePath(try VectorPath(svg: "M4 12l5 5L20 6"), color: Color(rgb: 0x0A84FF), lineWidth: 2,
                                             cap: .round, join: .bevel))
        #expect(list.items[6] == .image(.asset(name: "star", folder: "/base/icons"), frame: Rect(x: 0, y: 0, width: 24, height: 24)))
    }

    @Test("bad new primitives are one error naming the JSON path", arguments: [
        (##"{"type": "shadow", "rect": [0, 0, 1, 1], "blur": -2}"##, "$.items[0].blur: blur -2.0 must not be negative"),
        (##"{"type": "shadow", "rect": [0, 0, 1, 1], "opacity": 2}"##, "$.items[0].opacity: opacity 2.0 is not within 0...1"),
        (##"{"type": "gradient", "rect": [0, 0, 1, 1]}"##, "$.items[0].stops: missing (or give 'colors')"),
        (##"{"type": "gradient", "rect": [0, 0, 1, 1], "colors": []}"##, "$.items[0].colors: a gradient needs at least one colour"),
        (##"{"type": "gradient", "rect": [0, 0, 1, 1], "colors": ["#000"], "angle": 4, "start": [0, 0]}"##,
         "$.items[0]: give either 'angle' or 'start'/'end', not both"),
        (##"{"type": "gradient", "rect": [0, 0, 1, 1], "colors": ["#000"], "start": [0, 0]}"##, "$.items[0].end: missing"),
        (##"{"type": "gradient", "rect": [0, 0, 1, 1], "stops": [{"color": "#000", "location": 3}]}"##,
         "$.items[0].stops[0].location: location 3.0 is not within 0...1"),
        (##"{"type": "borders", "rect": [0, 0, 1, 1]}"##, "$.items[0]: give at least one of top, right, bottom, left"),
        (##"{"type": "borders", "rect": [0, 0, 1, 1], "top": {"width": -1, "color": "#000"}}"##,
         "$.items[0].top.width: width -1.0 must not be negative"),
        (##"{"type": "fillPath", "path": "M0 0 L 5 x", "color": "#000"}"##,
         "$.items[0].path: path data at character 9: expected a number, got 'x'"),
        (##"{"type": "fillPath", "path": "M0 0", "color": "#000", "rule": "odd"}"##, "$.items[0].rule: 'odd' is not one of nonZero, evenOdd"),
        (##"{"type": "strokePath", "path": "M0 0", "color": "#000", "lineWidth": 0}"##, "$.items[0].lineWidth: lineWidth 0.0 must be positive"),
        (##"{"type": "strokePath", "path": "M0 0", "color": "#000", "join": "sharp"}"##, "$.items[0].join: 'sharp' is not one of miter, round, bevel"),
        (##"{"type": "image", "frame": [0, 0, 1, 1], "asset": "a/b"}"##,
         "$.items[0].asset: 'a/b' is not an asset name (the file name without @2x/@3x and .png, no folders)"),
        (##"{"type": "image", "frame": [0, 0, 1, 1], "asset": "a", "path": "b.png"}"##, "$.items[0]: give one of 'path', 'base64' or 'asset', not 'path' and 'asset'"),
        (##"{"type": "image", "frame": [0, 0, 1, 1], "path": "b.png", "assets": "x"}"##, "$.items[0].assets: 'assets' only goes with 'asset'"),
    ])
    func badInput(item: String, message: String) {
        let json = ##"{"size": [10, 10], "items": ["## + item + "]}"
        #expect(decodingError(json)?.description == message)
    }
}
