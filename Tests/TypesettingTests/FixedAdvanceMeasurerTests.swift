import Testing
import Typesetting

@Suite("Fixed-advance measurer")
struct FixedAdvanceMeasurerTests {
    let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20, ascent: 15)

    func lines(_ layout: TextLayout, of text: String) -> [String] {
        let bytes = Array(text.utf8)
        return layout.lines.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test("unconstrained text is one line as wide as its characters")
    func undefinedWidthIsOneLine() {
        let layout = measurer.measure(AttributedText("hello world"), width: 0, mode: .undefined, scale: 1)
        #expect(layout.width == 110)
        #expect(layout.height == 20)
        #expect(layout.lines.count == 1)
        #expect(layout.firstBaseline == 15)
    }

    @Test("word wrap breaks after spaces and trailing spaces do not count in the width")
    func wordWrap() {
        let text = "hello world foo"
        let layout = measurer.measure(AttributedText(text), width: 80, mode: .atMost, scale: 1)
        #expect(lines(layout, of: text) == ["hello ", "world ", "foo"])
        #expect(layout.width == 50)
        #expect(layout.height == 60)
        #expect(layout.lastBaseline == 55)
    }

    @Test("a word longer than the line breaks between characters")
    func longWordBreaks() {
        let text = "abcdefghij"
        let layout = measurer.measure(AttributedText(text), width: 40, mode: .exactly, scale: 1)
        #expect(lines(layout, of: text) == ["abcd", "efgh", "ij"])
        #expect(layout.width == 40)
    }

    @Test("char wrap fills each line completely")
    func charWrap() {
        let text = "ab cdef"
        let style = ParagraphStyle(lineBreakMode: .charWrap)
        let layout = measurer.measure(AttributedText(text, paragraph: style), width: 40, mode: .atMost, scale: 1)
        #expect(lines(layout, of: text) == ["ab c", "def"])
    }

    @Test("newlines are hard breaks, empty paragraphs are empty lines; ranges are UTF-8 offsets")
    func hardBreaks() {
        let text = "ДТП\n\nok"
        let layout = measurer.measure(AttributedText(text), width: 0, mode: .undefined, scale: 1)
        #expect(layout.lines.map(\.range) == [0..<6, 7..<7, 8..<10])
        #expect(layout.lines.map(\.width) == [30, 0, 20])
    }

    @Test("max lines drops the rest; tail truncation marks the last line")
    func maxLines() {
        let text = "one two three four"
        let clipped = measurer.measure(AttributedText(text, paragraph: ParagraphStyle(maxLines: 2)),
                                       width: 50, mode: .atMost, scale: 1)
        #expect(clipped.lines.count == 2)
        #expect(clipped.isTruncated)
        let style = ParagraphStyle(lineBreakMode: .truncateTail, maxLines: 0)
        let truncated = measurer.measure(AttributedText(text, paragraph: style), width: 50, mode: .atMost, scale: 1)
        #expect(truncated.lines.count == 1)
        #expect(truncated.lines[0].isTruncated)
        #expect(truncated.lines[0].range == 0..<text.utf8.count)
        #expect(truncated.lines[0].width <= 50)
    }

    @Test("empty text measures zero with no lines")
    func emptyText() {
        let layout = measurer.measure(AttributedText(""), width: 100, mode: .atMost, scale: 2)
        #expect(layout == .empty)
    }

    @Test("alignment positions lines inside an exact width", arguments: [
        (TextAlignment.left, 0.0), (.center, 35.0), (.right, 70.0), (.natural, 0.0),
    ])
    func alignment(alignment: TextAlignment, x: Double) {
        let text = AttributedText("abc", paragraph: ParagraphStyle(alignment: alignment))
        #expect(measurer.measure(text, width: 100, mode: .exactly, scale: 1).lines[0].x == x)
    }

    @Test("natural alignment of a right-to-left paragraph is right")
    func naturalRightToLeft() {
        let text = AttributedText("שלום", paragraph: ParagraphStyle(alignment: .natural))
        let line = measurer.measure(text, width: 100, mode: .exactly, scale: 1).lines[0]
        #expect(line.isRightToLeft)
        #expect(line.x == 60)
    }

    @Test("line height and spacing change line positions and baselines")
    func lineHeightAndSpacing() {
        let style = ParagraphStyle(lineHeight: .points(30), lineSpacing: 4)
        let layout = measurer.measure(AttributedText("a\nb", paragraph: style), width: 0, mode: .undefined, scale: 1)
        #expect(layout.lines.map(\.y) == [0, 34])
        #expect(layout.firstBaseline == 20)
        #expect(layout.height == 64)
    }

    @Test("sizes are rounded up to the pixel grid at scales 1, 2 and 3", arguments: [
        (1.0, 14.0, 21.0), (2.0, 13.5, 20.5), (3.0, 41.0 / 3, 61.0 / 3),
    ])
    func pixelGrid(scale: Double, width: Double, height: Double) {
        let odd = FixedAdvanceMeasurer(advance: 6.7, lineHeight: 20.2)
        let layout = odd.measure(AttributedText("ab"), width: 0, mode: .undefined, scale: scale)
        #expect(layout.width == width)
        #expect(layout.height == height)
    }

    @Test("flexSize reports the height of the lines whatever height is available; an exact height is kept")
    func flexSize() {
        let text = AttributedText("a\nb\nc")
        let available = measurer.flexSize(text, width: 100, widthMode: .atMost, height: 45, heightMode: .atMost, scale: 1)
        #expect(available.width == 10)
        #expect(available.height == measurer.measure(text, width: 100, mode: .atMost, scale: 1).height)
        #expect(measurer.flexSize(text, width: 100, widthMode: .atMost, height: 45, heightMode: .exactly, scale: 1).height == 45)
    }
}
