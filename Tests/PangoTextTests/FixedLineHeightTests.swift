import PangoText
import Testing
import Typesetting

/// An explicit line height is the height of every line, whatever fonts the line's characters
/// fall back to (CSS's strut, UIKit's fixed line height): Pango centres the height on each run's
/// own font, so a line with an emoji or with Arabic after Inter used to grow by a fraction of a
/// point, and every later line moved down with it (issue 10, found by the text-screens corpus).
@Suite("Explicit line heights")
struct FixedLineHeightTests {
    static let ios = PangoMeasurer(configuration: .profile(.iOS))

    func paragraph(_ string: String, size: Double, lineHeight: Double, family: String = "DejaVu Sans") -> AttributedText {
        AttributedText(string, TextAttributes(family: family, size: size), paragraph: ParagraphStyle(lineHeight: .points(lineHeight)))
    }

    func expectEveryLine(_ layout: TextLayout, is height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.lines.count > 1, sourceLocation: sourceLocation)
        let first = layout.lines.first?.baseline ?? 0
        for (index, line) in layout.lines.enumerated() {
            #expect(abs(line.y - Double(index) * height) < 1e-9, "line \(index) top \(line.y)", sourceLocation: sourceLocation)
            #expect(line.height == height, "line \(index) height \(line.height)", sourceLocation: sourceLocation)
            #expect(abs(line.baseline - line.y - first) < 1e-9, "line \(index) baseline \(line.baseline)",
                    sourceLocation: sourceLocation)
        }
        #expect(abs(layout.contentHeight - Double(layout.lines.count) * height) < 1e-9, sourceLocation: sourceLocation)
    }

    @Test("lines with color emoji keep the line height")
    func emojiLines() {
        let text = paragraph("Party tonight 🎉 bring snacks 👍 books 📚 and be on time ⏰ please", size: 20, lineHeight: 25)
        expectEveryLine(sharedMeasurer.measure(text, width: 276, mode: .exactly, scale: 3), is: 25)
    }

    @Test("Arabic and Hebrew falling back from Inter keep the line height")
    func fallbackLines() {
        for string in ["مرحبا! هل السيارة لا تزال متاحة للبيع؟ أود أن أراها غدا في الصباح إذا كان ذلك ممكنا",
                       "שלום! האם הרכב עדיין זמין? אשמח לראות אותו מחר בבוקר אם אפשר"] {
            let text = paragraph(string, size: 15, lineHeight: 20, family: "Inter")
            expectEveryLine(Self.ios.measure(text, width: 277, mode: .exactly, scale: 3), is: 20)
        }
    }

    @Test("the baseline is half the leading below the top, plus the first font's ascent (as in CSS)")
    func baselineIsCentred() {
        // DejaVu Sans: ascent 0.928 em and descent 0.236 em (its hhea metrics).
        let layout = sharedMeasurer.measure(paragraph("Hello", size: 20, lineHeight: 30), width: 200, mode: .atMost, scale: 1)
        let ascent = 0.928 * 20, descent = 0.236 * 20
        #expect(abs(layout.firstBaseline - ((30 - ascent - descent) / 2 + ascent)) < 0.05)
    }
}
