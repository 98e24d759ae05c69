import PangoText
import Testing
import Typesetting

let dejaVu17 = TextAttributes(family: "DejaVu Sans", size: 17)

@Suite("Pango measurer: sizes, pixel grid and baselines")
struct PangoMeasurerTests {
    let measurer = sharedMeasurer

    @Test("the pinned fonts.conf is found and loaded")
    func pinnedConfiguration() {
        #expect(FontConfiguration.bundledFile != nil)
        #expect(measurer.configurationDiagnostics.isEmpty)
        #expect(measurer.availableFamilies.isSuperset(of: ["dejavu sans", "liberation sans", "noto sans arabic"]))
        // Only the pinned packages are visible, whatever else the host has installed.
        #expect(!measurer.availableFamilies.contains { $0.hasPrefix("noto sans thai") })
    }

    @Test("sizes are rounded up to the pixel grid at scales 1, 2 and 3; the content size does not change",
          arguments: [1.0, 2.0, 3.0])
    func pixelGrid(scale: Double) {
        let text = AttributedText("Проверьте автомобиль", TextAttributes(size: 17, weight: .semibold))
        let layout = measurer.measure(text, width: 0, mode: .undefined, scale: scale)
        let reference = measurer.measure(text, width: 0, mode: .undefined, scale: 1)
        #expect(layout.contentWidth == reference.contentWidth)
        #expect(layout.contentHeight == reference.contentHeight)
        #expect(layout.width == (layout.contentWidth * scale).rounded(.up) / scale)
        #expect(layout.height == (layout.contentHeight * scale).rounded(.up) / scale)
        #expect(layout.width >= layout.contentWidth && layout.width - layout.contentWidth < 1 / scale)
        #expect((layout.width * scale).rounded() == layout.width * scale)
    }

    @Test("the first baseline is the font's ascent; the next is one line height lower")
    func baselines() {
        let layout = measurer.measure(AttributedText("Hello\nworld", dejaVu17), width: 0, mode: .undefined, scale: 1)
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em, no line gap.
        #expect(abs(layout.firstBaseline - 0.928 * 17) < 0.02)
        #expect(abs(layout.lines[0].height - 1.164 * 17) < 0.02)
        #expect(abs(layout.lastBaseline - layout.firstBaseline - layout.lines[0].height) < 0.001)
        #expect(layout.lines.map(\.baseline) == [layout.firstBaseline, layout.lastBaseline])
    }

    @Test("line-height normal includes the font's line gap, split above and below (CSS)")
    func lineGap() {
        let layout = measurer.measure(AttributedText("Hello", TextAttributes(family: "Liberation Sans", size: 20)),
                                      width: 0, mode: .undefined, scale: 1)
        // Liberation Sans: ascent 1854, descent 434, line gap 67 per 2048 units.
        let unit = 20.0 / 2048
        #expect(abs(layout.contentHeight - (1854 + 434 + 67) * unit) < 0.02)
        #expect(abs(layout.firstBaseline - (1854 + 33.5) * unit) < 0.02)
    }

    @Test("a larger run in the line lowers the baseline")
    func mixedSizesBaseline() {
        let small = AttributedText("abc", dejaVu17)
        let mixed = AttributedText(runs: [TextRun("abc", dejaVu17),
                                          TextRun("XYZ", TextAttributes(family: "DejaVu Sans", size: 34))])
        let a = measurer.measure(small, width: 0, mode: .undefined, scale: 1)
        let b = measurer.measure(mixed, width: 0, mode: .undefined, scale: 1)
        #expect(abs(b.firstBaseline - 2 * a.firstBaseline) < 0.05)
    }

    @Test("explicit line heights and line spacing place the lines")
    func explicitLineHeight() {
        let points = measurer.measure(AttributedText("a\nb", dejaVu17, paragraph: ParagraphStyle(lineHeight: .points(30))),
                                      width: 0, mode: .undefined, scale: 1)
        #expect(points.lines.map(\.y) == [0, 30])
        #expect(points.contentHeight == 60)
        let multiple = measurer.measure(AttributedText("a\nb", dejaVu17,
                                                       paragraph: ParagraphStyle(lineHeight: .multiple(2))),
                                        width: 0, mode: .undefined, scale: 1)
        #expect(multiple.contentHeight == 68)
        let spaced = measurer.measure(AttributedText("a\nb", dejaVu17, paragraph: ParagraphStyle(lineSpacing: 10)),
                                      width: 0, mode: .undefined, scale: 1)
        let plain = measurer.measure(AttributedText("a\nb", dejaVu17), width: 0, mode: .undefined, scale: 1)
        #expect(abs(spaced.contentHeight - plain.contentHeight - 10) < 0.01)
    }

    @Test("runs are applied at their UTF-8 byte offsets")
    func runOffsets() {
        let bold = TextAttributes(family: "DejaVu Sans", size: 17, weight: .bold)
        let mixed = AttributedText(runs: [TextRun("Привет 👋 ", dejaVu17), TextRun("мир", bold)])
        let layout = measurer.measure(mixed, width: 0, mode: .undefined, scale: 1)
        let first = measurer.measure(AttributedText("Привет 👋 ", dejaVu17), width: 0, mode: .undefined, scale: 1)
        let second = measurer.measure(AttributedText("мир", bold), width: 0, mode: .undefined, scale: 1)
        #expect(layout.lines[0].range == 0..<mixed.string.utf8.count)
        // The trailing space of the first run counts inside the line, not at its end.
        let space = measurer.measure(AttributedText("a a", dejaVu17), width: 0, mode: .undefined, scale: 1).contentWidth
            - 2 * measurer.measure(AttributedText("a", dejaVu17), width: 0, mode: .undefined, scale: 1).contentWidth
        #expect(abs(layout.contentWidth - (first.contentWidth + space + second.contentWidth)) < 0.05)
    }

    @Test("letter spacing widens the text by one spacing per character, the last included (CSS, UIKit)")
    func letterSpacing() {
        var spaced = dejaVu17
        spaced.letterSpacing = 2
        let plain = measurer.measure(AttributedText("abcdef", dejaVu17), width: 0, mode: .undefined, scale: 1)
        let wide = measurer.measure(AttributedText("abcdef", spaced), width: 0, mode: .undefined, scale: 1)
        #expect(abs(wide.contentWidth - plain.contentWidth - 12) < 0.01)
    }

    @Test("exact width is reported as offered; alignment positions lines inside it", arguments: [
        (TextAlignment.left, 0.0), (.center, 0.5), (.right, 1.0),
    ])
    func alignment(alignment: TextAlignment, fraction: Double) {
        let text = AttributedText("Hello", dejaVu17, paragraph: ParagraphStyle(alignment: alignment))
        let layout = measurer.measure(text, width: 200, mode: .exactly, scale: 2)
        #expect(layout.width == 200)
        #expect(abs(layout.lines[0].x - (200 - layout.lines[0].width) * fraction) < 0.001)
    }

    @Test("natural alignment follows the paragraph direction")
    func naturalAlignment() {
        let hebrew = measurer.measure(AttributedText("שלום עולם", dejaVu17), width: 200, mode: .exactly, scale: 1)
        #expect(hebrew.lines[0].isRightToLeft)
        #expect(abs(hebrew.lines[0].x + hebrew.lines[0].width - 200) < 0.001)
        let latin = measurer.measure(AttributedText("Hello", dejaVu17), width: 200, mode: .exactly, scale: 1)
        #expect(latin.lines[0].x == 0)
    }

    @Test("max lines keeps the first lines and marks the result truncated")
    func maxLines() {
        let text = AttributedText("one two three four five six seven", dejaVu17, paragraph: ParagraphStyle(maxLines: 2))
        let layout = measurer.measure(text, width: 80, mode: .atMost, scale: 1)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.contentHeight == layout.lines[1].y + layout.lines[1].height)
    }

    @Test("tail truncation ellipsizes the last allowed line within the width", arguments: [
        LineBreakMode.truncateHead, .truncateMiddle, .truncateTail,
    ])
    func truncation(mode: LineBreakMode) {
        let text = AttributedText("Залоги, повреждения, ДТП, ограничения и данные о пробеге", dejaVu17,
                                  paragraph: ParagraphStyle(lineBreakMode: mode, maxLines: 1))
        let layout = measurer.measure(text, width: 150, mode: .atMost, scale: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].isTruncated)
        #expect(layout.isTruncated)
        #expect(layout.lines[0].width <= 150)
    }

    @Test("char wrap fills lines to the width, word wrap keeps words whole")
    func wrapModes() {
        let words = AttributedText("aaaa bbbb", TextAttributes(family: "DejaVu Sans Mono", size: 10))
        var chars = words
        chars.paragraph.lineBreakMode = .charWrap
        let advance = measurer.measure(AttributedText("a", words.leadingAttributes), width: 0, mode: .undefined,
                                       scale: 1).contentWidth
        let width = advance * 6.5
        #expect(lineTexts(measurer.measure(words, width: width, mode: .atMost, scale: 1), of: "aaaa bbbb")
            == ["aaaa ", "bbbb"])
        #expect(lineTexts(measurer.measure(chars, width: width, mode: .atMost, scale: 1), of: "aaaa bbbb")
            == ["aaaa b", "bbb"])
    }
}
