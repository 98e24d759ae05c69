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

    @Test("same lines, widths, heights and baselines", arguments: paragraphs.map(\.name), [90.0, 240, 375])
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

    @Test("a window starting inside an Arabic word keeps the line breaks; the line's first letter loses its joining")
    func arabicWordAcrossWindows() {
        let text = AttributedText(String(repeating: "مرحبابالعالم", count: 300), Self.latin)
        let windowed = Self.windowed.measure(text, width: 240, mode: .atMost, scale: 3)
        let whole = Self.whole.measure(text, width: 240, mode: .atMost, scale: 3)
        #expect(windowed.lines.map(\.range) == whole.lines.map(\.range))
        #expect(zip(windowed.lines, whole.lines).allSatisfy { abs($0.width - $1.width) < 3 && $0.y == $1.y })
    }

    @Test("a line limit with truncation ends on the line one layout ellipsizes",
          arguments: [LineBreakMode.truncateTail, .truncateMiddle, .truncateHead, .wordWrap], [1, 4])
    func truncation(mode: LineBreakMode, lines: Int) {
        for text in [String(repeating: "Проверьте автомобиль перед покупкой ", count: 60), token(4_000),
                     "Short first paragraph\n" + token(4_000)] {
            let limited = AttributedText(text, Self.latin, paragraph: ParagraphStyle(lineBreakMode: mode, maxLines: lines))
            let windowed = Self.windowed.measure(limited, width: 240, mode: .atMost, scale: 3)
            let whole = Self.whole.measure(limited, width: 240, mode: .atMost, scale: 3)
            #expect(windowed == whole, "\(mode) \(lines) of \(text.prefix(20))")
            #expect(windowed.lines.count == lines && windowed.isTruncated)
        }
    }
}
