import CairoRender
import Foundation
import PangoText
import Render
import Testing
import Typesetting

let sharedRenderer = CairoRenderer()

/// Max channel distance (0...1) between two colours.
func distance(_ a: Color, _ b: Color) -> Double {
    max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
}

@Suite("Rendering the banner card at scale 2")
struct CardRenderingTests {
    let card = BannerCard(renderer: sharedRenderer)

    @Test("the canvas is size × scale device pixels and drawing reports no issues")
    func canvasSize() {
        let rendering = sharedRenderer.render(card.list, scale: 2)
        #expect(rendering.bitmap.width == 750)
        #expect(rendering.bitmap.height == 336)
        #expect(rendering.issues.isEmpty)
    }

    @Test("two renders give byte-identical PNGs")
    func deterministic() {
        let first = sharedRenderer.renderPNG(card.list, scale: 2).png
        let second = CairoRenderer().renderPNG(card.list, scale: 2).png
        #expect(!first.isEmpty)
        #expect(first == second)
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("pixel probes find background, card, border, rounded corner and image colours")
    func pixelProbes() {
        let bitmap = sharedRenderer.render(card.list, scale: 2).bitmap
        func at(_ x: Double, _ y: Double) -> Color { bitmap.pixel(x: Int(x * 2), y: Int(y * 2)) }
        #expect(distance(at(4, 4), BannerCard.background) < 0.01)
        #expect(distance(at(card.card.minX + 20, card.card.maxY - 6), BannerCard.cardColor) < 0.01)
        // The 1 pt border covers two whole device pixels on the left edge.
        #expect(distance(at(card.card.minX + 0.25, card.card.midY), BannerCard.borderColor) < 0.01)
        #expect(distance(at(card.card.minX + 0.75, card.card.midY), BannerCard.borderColor) < 0.01)
        // Outside the 12 pt corner radius the background shows.
        #expect(distance(at(card.card.minX + 1, card.card.minY + 1), BannerCard.background) < 0.01)
        // Aspect-fill crops the 2:3 image to the square frame: top half blue, bottom half orange.
        #expect(distance(at(card.image.midX, card.image.minY + 20), BannerCard.imageTop) < 0.01)
        #expect(distance(at(card.image.midX, card.image.maxY - 20), BannerCard.imageBottom) < 0.01)
        // Rounded image corners show the card behind them.
        #expect(distance(at(card.image.minX + 0.5, card.image.minY + 0.5), BannerCard.cardColor) < 0.01)
    }

    @Test("text is drawn inside its measured frames in its own colours")
    func textInk() {
        let bitmap = sharedRenderer.render(card.list, scale: 2).bitmap
        func darkest(in rect: Rect) -> Color {
            var best = Color.white
            for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
                for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                    let c = bitmap.pixel(x: x, y: y)
                    if c.red + c.green + c.blue < best.red + best.green + best.blue { best = c }
                }
            }
            return best
        }
        #expect(distance(darkest(in: card.title), BannerCard.titleColor) < 0.08)
        #expect(distance(darkest(in: card.subtitle), BannerCard.subtitleColor) < 0.08)
        // Between the title and the subtitle (the 8 pt gap) there is no ink.
        let gap = Rect(x: card.title.minX, y: card.title.maxY + 2, width: card.title.width, height: 4)
        #expect(distance(darkest(in: gap), BannerCard.cardColor) < 0.01)
    }

    @Test("the render matches the committed golden PNG within anti-aliasing tolerance")
    func golden() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/banner-card@2x.png")
        let png = sharedRenderer.renderPNG(card.list, scale: 2).png
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" {
            try Data(png).write(to: url)
        }
        let golden = try #require(Bitmap(png: Array(try Data(contentsOf: url))),
                                  "missing golden: run with TRELLIS_UPDATE_GOLDENS=1")
        let rendered = try #require(Bitmap(png: png))
        // Glyph anti-aliasing may shift by a level or two between library builds; shapes may not.
        let difference = rendered.difference(from: golden, tolerance: 24)
        #expect(rendered.width == golden.width && rendered.height == golden.height)
        #expect(difference.differingPixels <= rendered.width * rendered.height / 1000,
                "\(difference.differingPixels) pixels differ by more than 24/255 (max \(difference.maxDelta))")
    }
}

@Suite("Rendering off the main thread")
struct ConcurrentRenderingTests {
    @Test("concurrent renders with one renderer give the same bytes as a serial render")
    func concurrentRenders() async {
        let card = BannerCard(renderer: sharedRenderer)
        let expected = sharedRenderer.renderPNG(card.list, scale: 2).png
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for index in 0..<8 {
                group.addTask {
                    // Mix scales so pooled surfaces of different sizes are taken and given back.
                    index.isMultiple(of: 2) ? sharedRenderer.renderPNG(card.list, scale: 2).png
                        : sharedRenderer.renderPNG(card.list, scale: 1).png
                }
            }
            var all: [[UInt8]] = []
            for await png in group { all.append(png) }
            return all
        }
        let atScale1 = sharedRenderer.renderPNG(card.list, scale: 1).png
        #expect(results.filter { $0 == expected }.count == 4)
        #expect(results.filter { $0 == atScale1 }.count == 4)
    }
}
