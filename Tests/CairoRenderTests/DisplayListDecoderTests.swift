import CairoRender
import Foundation
import Render
import Testing
import Typesetting

func decode(_ json: String) throws(DisplayListDecodingError) -> DisplayList {
    try DisplayListDecoder.decode(Data(json.utf8))
}

/// The error `json` decodes to, or nil when it decodes.
func decodingError(_ json: String) -> DisplayListDecodingError? {
    do {
        _ = try decode(json)
        return nil
    } catch {
        return error
    }
}

@Suite("JSON display lists")
struct DisplayListDecoderTests {
    @Test("every primitive decodes to its display item")
    func everyPrimitive() throws {
        let list = try decode("""
            {"size": [100, 50], "background": "#fff", "items": [
              {"type": "fill", "rect": [0, 0, 10, 10], "radii": 4, "color": "#FF000080"},
              {"type": "stroke", "rect": [0, 0, 10, 10], "radii": [1, 2, 3, 4], "color": "#000", "lineWidth": 2},
              {"type": "border", "rect": [0, 0, 10, 10], "color": "#000"},
              {"type": "text", "frame": [0, 0, 80, 20], "text": "Hi", "size": 13, "weight": "semibold",
               "paragraph": {"alignment": "center", "maxLines": 2, "lineBreak": "tail"}},
              {"type": "text", "frame": [0, 0, 80, 20], "family": "Liberation Sans",
               "runs": [{"text": "a"}, {"text": "b", "italic": true, "underline": true}]},
              {"type": "image", "frame": [0, 0, 10, 10], "path": "/tmp/x.png", "contentMode": "aspectFit"},
              {"type": "pushClip", "rect": [0, 0, 5, 5]},
              {"type": "pushOpacity", "opacity": 0.5},
              {"type": "pushTransform", "rotate": 0.5},
              {"type": "pushTransform", "matrix": [1, 0, 0, 1, 3, 4]},
              {"type": "pop"}, {"type": "pop"}, {"type": "pop"}, {"type": "pop"}
            ]}
            """)
        #expect(list.size == Size(width: 100, height: 50))
        #expect(list.background == .white)
        #expect(list.items.map(\.kindName) == ["fill", "stroke", "border", "text", "text", "image", "pushClip",
                                               "pushOpacity", "pushTransform", "pushTransform", "pop", "pop", "pop", "pop"])
        #expect(list.items[0] == .fill(Rect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(4),
                                       color: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        guard case let .text(text, _) = list.items[3], case let .text(runs, _) = list.items[4] else {
            Issue.record("expected text items")
            return
        }
        #expect(text.runs[0].attributes.weight == .semibold)
        #expect(text.paragraph == ParagraphStyle(alignment: .center, lineBreakMode: .truncateTail, maxLines: 2))
        #expect(runs.runs.map(\.attributes.family) == ["Liberation Sans", "Liberation Sans"])
        #expect(runs.runs[1].attributes.italic && runs.runs[1].attributes.underline)
        #expect(list.validate().isEmpty)
    }

    @Test("bad input is one error naming the JSON path", arguments: [
        ("{\"size\": [1, 1], \"items\": [", "$"),
        ("[]", "$"),
        ("{\"items\": []}", "$.size"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"circle\"}]}", "$.items[0].type"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"fill\", \"rect\": [0, 0, 1], \"color\": \"#000\"}]}",
         "$.items[0].rect"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"fill\", \"rect\": [0, 0, 1, \"x\"], \"color\": \"#000\"}]}",
         "$.items[0].rect[3]"),
        ("{\"size\": [1, 1], \"items\": [{}, {\"type\": \"fill\", \"rect\": [0, 0, 1, 1], \"color\": \"red\"}]}",
         "$.items[0].type"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"pop\"}, {\"type\": \"fill\", \"rect\": [0, 0, 1, 1], \"color\": \"red\"}]}",
         "$.items[1].color"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"text\", \"frame\": [0, 0, 1, 1], \"text\": \"a\", \"colour\": \"#000\"}]}",
         "$.items[0].colour"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"image\", \"frame\": [0, 0, 1, 1]}]}", "$.items[0].path"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"pushOpacity\", \"opacity\": 2}]}", "$.items[0].opacity"),
        ("{\"size\": [0, 1], \"items\": []}", "$.size"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"text\", \"frame\": [0, 0, 1, 1], \"text\": \"a\", \"weight\": \"heavyish\"}]}",
         "$.items[0].weight"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"text\", \"frame\": [0, 0, 1, 1], \"text\": \"a\", \"weight\": 0}]}",
         "$.items[0].weight"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"text\", \"frame\": [0, 0, 1, 1], \"text\": \"a\", \"weight\": true}]}",
         "$.items[0].weight"),
        ("{\"size\": [1, 1], \"items\": [{\"type\": \"text\", \"frame\": [0, 0, 1, 1], \"text\": \"a\", \"paragraph\": {\"lineBreak\": \"wrap\"}}]}",
         "$.items[0].paragraph.lineBreak"),
    ])
    func badInput(json: String, path: String) {
        let error = decodingError(json)
        #expect(error?.path.description == path)
        #expect(error.map { !$0.description.contains("\n") } == true)
    }
}

@Suite("Drawing bad data")
struct BadDrawingTests {
    @Test("an unreadable image draws a visible placeholder and is reported with its item index")
    func placeholder() {
        let list = DisplayList(size: Size(width: 40, height: 40), background: .white, items: [
            .fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black),
            .image(.path("/nonexistent/banner.png"), frame: Rect(x: 0, y: 0, width: 40, height: 40)),
            .image(.bytes([1, 2, 3]), frame: Rect(x: 0, y: 0, width: 0, height: 0)),
        ])
        let rendering = sharedRenderer.render(list, scale: 1)
        #expect(rendering.issues.map(\.index) == [1, 2])
        #expect(rendering.issues[0].message.contains("/nonexistent/banner.png"))
        // Placeholder: light grey fill with a darker cross through the centre.
        #expect(distance(rendering.bitmap.pixel(x: 30, y: 5), Color(rgb: 0xE5E5EA)) < 0.01)
        #expect(distance(rendering.bitmap.pixel(x: 20, y: 20), Color(rgb: 0x8E8E93)) < 0.1)
    }

    @Test("non-finite geometry is skipped and unbalanced push/pop repaired, each reported")
    func repairs() {
        let list = DisplayList(size: Size(width: 10, height: 10), background: .white, items: [
            .pop,
            .fill(Rect(x: .nan, y: 0, width: 5, height: 5), color: .black),
            .pushTransform(AffineTransform.scale(x: 0, y: 0)),
            .pushOpacity(0.5),
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black),
        ])
        let rendering = sharedRenderer.render(list, scale: 1)
        #expect(rendering.issues.map(\.index) == [0, 1, 2, 3, 2])
        // The half-transparent black group still composites over white.
        let pixel = rendering.bitmap.pixel(x: 5, y: 5)
        #expect(abs(pixel.red - 0.5) < 0.01)
    }

    @Test("an unusable canvas size or scale still renders one pixel, with issues")
    func canvasSize() {
        let rendering = sharedRenderer.render(DisplayList(size: Size(width: .nan, height: -3)), scale: .nan)
        #expect(rendering.bitmap.width == 1 && rendering.bitmap.height == 1)
        #expect(rendering.issues.count == 3)
    }

    @Test("opacity groups composite once: overlapping children do not show through each other")
    func opacityGroup() {
        var list = DisplayList(size: Size(width: 10, height: 10), background: .white)
        list.group(.pushOpacity(0.5)) { group in
            group.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(rgb: 0xFF0000)))
            group.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(rgb: 0x0000FF)))
        }
        let pixel = sharedRenderer.render(list, scale: 1).bitmap.pixel(x: 5, y: 5)
        #expect(abs(pixel.red - 0.5) < 0.01 && abs(pixel.blue - 1) < 0.01)
    }

    @Test("clips and transforms apply to the items until their pop", arguments: [1.0, 2.0, 3.0])
    func clipAndTransform(scale: Double) {
        var list = DisplayList(size: Size(width: 20, height: 20), background: .white)
        list.group(.pushClip(Rect(x: 0, y: 0, width: 10, height: 20))) { clip in
            clip.group(.pushTransform(.translation(x: 5, y: 0))) {
                $0.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black))
            }
        }
        let bitmap = sharedRenderer.render(list, scale: scale).bitmap
        func at(_ x: Double, _ y: Double) -> Color { bitmap.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(at(2, 5) == .white)   // left of the translated fill
        #expect(at(7, 5) == .black)   // inside fill and clip
        #expect(at(12, 5) == .white)  // clipped away
        #expect(at(7, 15) == .white)  // below the fill
    }
}

@Suite("Reused pixel buffers")
struct SurfaceReuseTests {
    @Test("a render never shows pixels of an earlier render of the same size")
    func noLeftovers() {
        let renderer = CairoRenderer(measurer: sharedRenderer.measurer)
        let size = Size(width: 20, height: 20)
        let ink = DisplayList(size: size, background: .black,
                              items: [.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: Color(rgb: 0xFF0000))])
        _ = renderer.renderPNG(ink, scale: 1)
        #expect(renderer.render(DisplayList(size: size, background: .white), scale: 1).bitmap.pixel(x: 10, y: 10) == .white)
        _ = renderer.renderPNG(ink, scale: 1)
        #expect(renderer.render(DisplayList(size: size), scale: 1).bitmap.pixel(x: 10, y: 10) == .clear)
        _ = renderer.renderPNG(ink, scale: 1)
        let translucent = renderer.render(DisplayList(size: size, background: Color(rgb: 0x0000FF, alpha: 0.5)), scale: 1)
        #expect(abs(translucent.bitmap.pixel(x: 10, y: 10).alpha - 0.5) < 0.01)
        #expect(translucent.bitmap.pixel(x: 10, y: 10).red == 0)
    }
}
