@testable import PangoText
import Testing
import Typesetting

@Suite("Pango measurer: long wrapped texts laid out a few lines at a time measure as in one layout")
struct TextWindowTests {
    /// Lays out every wrapped text in windows (threshold 0) and never (threshold Int.max).
    static let windowed = PangoMeasurer(configuration: .pinned, windowThreshold: 0)
    static let whole = PangoMeasurer(configuration: .pinned, windowThreshold: .max)

    static let latin = TextAttributes(family: "DejaVu Sans", size: 15)
    static let paragraphs: [(name: String, text: AttributedText)] = {
        let words = String(repeating: "Проверьте автомобиль перед покупкой, lorem ipsum dolor sit amet. ", count: 40)
        let arabic = String(repeating: "مرحبا بالعالم، هذا نص عربي طويل للاختبار ", count: 60)
        let mixed = String(repeating: "שלום עולם English words 123 (עוד) ", count: 60)
        let japanese = String(repeating: "日本語のテキストは単語の間に空白がありません。", count: 60)
        let emoji = String(repeating: "Party 🎉🦊 time 😂 ", count: 120)
        let spaced = TextAttributes(family: "DejaVu Sans", size: 15, letterSpacing: 1.5)
        return [
            ("words", AttributedText(words, latin)),
            ("a token between words", AttributedText("See " + token(3_000) + " and " + words, latin)),
            ("Arabic", AttributedText(arabic, latin)),
            ("Hebrew with English", AttributedText(mixed, latin)),
            ("an Arabic paragraph with a Latin token", AttributedText(arabic + token(2_000) + " " + arabic, latin)),
            ("Japanese", AttributedText(japanese, latin)),
            ("emoji", AttributedText(emoji, latin)),
            ("paragraphs and CRLF", AttributedText(Array(repeating: words.prefix(700), count: 6).joined(separator: "\r\n")
                                                   + "\n\n" + words.prefix(300) + "\n", latin)),
            ("letter spacing in one run of two", AttributedText(runs: [TextRun(words, latin), TextRun(words, spaced)])),
            ("fixed line height and spacing",
             AttributedText(words, latin, paragraph: ParagraphStyle(lineHeight: .multiple(1.4), lineSpacing: 3))),
            ("justified", AttributedText(words, latin, paragraph: ParagraphStyle(alignment: .justified))),
            ("centred", AttributedText(words, latin, paragraph: ParagraphStyle(alignment: .center))),
            ("char wrap", AttributedText(words, latin, paragraph: ParagraphStyle(lineBreakMode: .charWrap))),
        ]
    }()

    /// Texts without runs wider than a line that have no break opportunity.
    static let wordTexts = paragraphs.map(\.name).filter { !$0.contains("token") }

    @Test("same lines, widths, heights and baselines", arguments: wordTexts, [90.0, 240, 375])
    func sameLayout(name: String, width: Double) throws {
        let text = try #require(Self.paragraphs.first { $0.name == name }?.text)
        let windowed = Self.windowed.measure(text, width: width, mode: .atMost, scale: 3)
        let whole = Self.whole.measure(text, width: width, mode: .atMost, scale: 3)
        #expect(windowed.lines.count == whole.lines.count)
        for (index, (line, expected)) in zip(windowed.lines, whole.lines).enumerated() {
            #expect(line == expected, "line \(index)")
            if line != expected { break }
        }
        #expect(windowed == whole)
    }

    /// Same line breaks, tops, heights, baselines and directions; widths and left edges within
    /// `tolerance` points (a line broken inside a run counts a kerning pair across the break).
    static func expectSameBreaks(_ layout: TextLayout, _ expected: TextLayout, tolerance: Double = 3,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.lines.map(\.range) == expected.lines.map(\.range), sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.y) == expected.lines.map(\.y), sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.height) == expected.lines.map(\.height), sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.baseline) == expected.lines.map(\.baseline), sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.isRightToLeft) == expected.lines.map(\.isRightToLeft), sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.isTruncated) == expected.lines.map(\.isTruncated), sourceLocation: sourceLocation)
        #expect(zip(layout.lines, expected.lines).allSatisfy {
            abs($0.width - $1.width) < tolerance && abs($0.x - $1.x) < tolerance
        }, sourceLocation: sourceLocation)
        #expect(layout.isTruncated == expected.isTruncated, sourceLocation: sourceLocation)
    }

    @Test("a run without break opportunities is cut into lines that fit, each as full as fits",
          arguments: paragraphs.map(\.name).filter { $0.contains("token") }, [90.0, 240, 375])
    func breakFreeRun(name: String, width: Double) throws {
        let text = try #require(Self.paragraphs.first { $0.name == name }?.text)
        let layout = Self.windowed.measure(text, width: width, mode: .atMost, scale: 3)
        let bytes = Array(text.string.utf8)
        #expect(layout.lines.first?.range.lowerBound == 0 && layout.lines.last?.range.upperBound == bytes.count)
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
        #expect(layout.lines.allSatisfy { $0.width <= width })
        // A line inside the token (letters and digits, one byte each) and the token's next
        // character would not fit, give or take a kerning pair at the break.
        let inside = layout.lines.dropLast().filter { line in bytes[line.range].allSatisfy { $0 < 0x80 && $0 != 0x20 } }
        #expect(inside.count > 5)
        for line in inside {
            let longer = String(decoding: bytes[line.range.lowerBound...line.range.upperBound], as: UTF8.self)
            let measured = Self.whole.measure(AttributedText(longer, Self.latin), width: 0, mode: .undefined, scale: 3)
            #expect(measured.contentWidth > width - 3, "\(longer)")
        }
        // The lines around the token break as one layout breaks them.
        let whole = Self.whole.measure(text, width: width, mode: .atMost, scale: 3)
        #expect(layout.lines.first == whole.lines.first)
        #expect(abs(layout.lines.count - whole.lines.count) <= 2)
    }

    @Test("an Arabic word longer than its lines is cut where one layout cuts it, right to left")
    func arabicWord() {
        let text = AttributedText(String(repeating: "مرحبابالعالم", count: 300), Self.latin)
        Self.expectSameBreaks(Self.windowed.measure(text, width: 240, mode: .atMost, scale: 3),
                              Self.whole.measure(text, width: 240, mode: .atMost, scale: 3))
    }

    @Test("a line limit with truncation ends on the line one layout ellipsizes",
          arguments: [LineBreakMode.truncateTail, .truncateMiddle, .truncateHead, .wordWrap], [1, 4])
    func truncation(mode: LineBreakMode, lines: Int) {
        for text in [String(repeating: "Проверьте автомобиль перед покупкой ", count: 60),
                     "Short first paragraph\n" + String(repeating: "Залоги, ДТП ", count: 300)] {
            let limited = AttributedText(text, Self.latin, paragraph: ParagraphStyle(lineBreakMode: mode, maxLines: lines))
            let windowed = Self.windowed.measure(limited, width: 240, mode: .atMost, scale: 3)
            let whole = Self.whole.measure(limited, width: 240, mode: .atMost, scale: 3)
            #expect(windowed == whole, "\(mode) \(lines) of \(text.prefix(20))")
            #expect(windowed.lines.count == lines && windowed.isTruncated)
        }
    }
}
