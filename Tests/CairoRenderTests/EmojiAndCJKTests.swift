import CairoRender
import PangoText
import Render
import Testing
import Typesetting

/// Emoji and CJK through the pinned fonts (Noto Color Emoji, Noto Sans CJK).
@Suite("Emoji and CJK")
struct EmojiAndCJKTests {
    let measurer = sharedRenderer.measurer

    func render(_ text: AttributedText, width: Double = 120, height: Double = 40) -> Bitmap {
        let list = DisplayList(size: Size(width: width, height: height), background: .white,
                               items: [.text(text, frame: Rect(x: 0, y: 0, width: width, height: height))])
        return sharedRenderer.render(list, scale: 2).bitmap
    }

    /// Pixels whose channels differ a lot: color, not the grey of antialiased black ink.
    func coloredPixels(_ bitmap: Bitmap) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = bitmap.pixel(x: x, y: y)
                if max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.3 { result.append((x, y)) }
            }
        }
        return result
    }

    @Test("color emoji draw in color, about the size of the text", arguments: ["🎉", "👍", "📚", "⏰"])
    func emojiDrawInColor(emoji: String) throws {
        let colored = coloredPixels(render(AttributedText(emoji, TextAttributes(size: 17))))
        try #require(colored.count > 40, "only \(colored.count) colored pixels")
        let width = (colored.map(\.x).max()! - colored.map(\.x).min()! + 1)
        let height = (colored.map(\.y).max()! - colored.map(\.y).min()! + 1)
        // At @2x a 17 pt emoji is about 34 device pixels, never the 109 px of the bitmap strike.
        #expect(width <= 44 && height <= 44, "\(width)×\(height) px")
        #expect(width >= 20 || height >= 20, "\(width)×\(height) px")
    }

    @Test("emoji of the Emoticons block draw in colour in regular and bold text, though DejaVu Sans has outlines of them",
          arguments: ["😂", "😀", "🙂"], [FontWeight.regular, .bold])
    func emoticonsDrawInColor(emoji: String, weight: FontWeight) {
        let colored = coloredPixels(render(AttributedText("a" + emoji, TextAttributes(family: "DejaVu Sans", size: 17,
                                                                                      weight: weight))))
        #expect(colored.count > 40, "only \(colored.count) colored pixels")
    }

    @Test("an emoji does not change the line height", arguments: [12.0, 17.0, 20.0, 34.0])
    func emojiKeepTheLineHeight(size: Double) {
        let plain = measurer.measure(AttributedText("Hi", TextAttributes(size: size)), width: 0, mode: .undefined, scale: 3)
        let party = measurer.measure(AttributedText("Hi 🎉", TextAttributes(size: size)), width: 0, mode: .undefined, scale: 3)
        #expect(party.height == plain.height)
        #expect(party.firstBaseline == plain.firstBaseline)
        #expect(party.width > plain.width + size * 0.8)
    }

    @Test("CJK shapes with a CJK font and breaks between characters")
    func cjkBreaks() throws {
        let text = AttributedText("ありがとうございます。本当にありがとう。", TextAttributes(size: 17))
        let layout = measurer.measure(text, width: 100, mode: .exactly, scale: 2)
        #expect(layout.lines.count >= 3)
        for line in layout.lines { #expect(line.width <= 100) }
        // Full-width glyphs: each character advances one em.
        let one = measurer.measure(AttributedText("あ", TextAttributes(size: 17)), width: 0, mode: .undefined, scale: 1)
        let five = measurer.measure(AttributedText("ありがとう", TextAttributes(size: 17)), width: 0, mode: .undefined, scale: 1)
        #expect(abs(one.contentWidth - 17) < 0.5)
        #expect(abs(five.contentWidth - 85) < 1)
        #expect(measurer.availableFamilies.contains("noto sans cjk jp"))
        #expect(measurer.availableFamilies.contains("noto color emoji"))
    }

    @Test("emoji, CJK, Arabic and Hebrew render to the same bytes every time")
    func deterministic() {
        let text = AttributedText("Hi 🎉👍 ありがとう مرحبا שלום", TextAttributes(size: 17))
        let first = render(text, width: 300, height: 60)
        let second = CairoRenderer(measurer: PangoMeasurer()).render(
            DisplayList(size: Size(width: 300, height: 60), background: .white,
                        items: [.text(text, frame: Rect(x: 0, y: 0, width: 300, height: 60))]), scale: 2).bitmap
        #expect(first.pngData() == second.pngData())
        #expect(coloredPixels(first).count > 40)
    }
}
