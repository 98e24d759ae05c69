import CairoRender
import Render
import Testing
import Typesetting

@Suite("Texts draw inside the frames they are laid out in")
struct LongTextDrawingTests {
    @Test("a text whose frame is shorter than its lines draws the lines that fit, the last cut with an ellipsis")
    func shortFrame() {
        let text = AttributedText("Проверьте автомобиль перед покупкой, залоги и ограничения",
                                  TextAttributes(family: "DejaVu Sans", size: 15))
        let measurer = sharedRenderer.measurer
        let layout = measurer.measure(text, width: 120, mode: .exactly, scale: 2)
        let two = layout.lines[1].y + layout.lines[1].height
        let list = DisplayList(size: Size(width: 120, height: layout.height + 20), background: .white,
                               items: [.text(text, frame: Rect(x: 0, y: 0, width: 120, height: two))])
        let bitmap = sharedRenderer.render(list, scale: 2).bitmap
        let below = (Int(two * 2) + 2..<bitmap.height).contains { y in
            (0..<bitmap.width).contains { bitmap.pixel(x: $0, y: y).red < 0.9 }
        }
        #expect(layout.lines.count > 3)
        #expect(!below)
        let limited = measurer.measure(AttributedText(runs: text.runs, paragraph: ParagraphStyle(lineBreakMode: .truncateTail,
                                                                                                maxLines: 2)),
                                       width: 120, mode: .exactly, scale: 2)
        #expect(limited.lines.last?.isTruncated == true)
    }

    @Test("each line of a long run without break opportunities draws its own letters only, inside its line box")
    func breakFreeRunLines() throws {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        let token = String((0..<2_000).map { alphabet[($0 * 7 + $0 / 64) % alphabet.count] })
        let text = AttributedText(token, TextAttributes(family: "DejaVu Sans", size: 15))
        let layout = sharedRenderer.measurer.measure(text, width: 200, mode: .exactly, scale: 2)
        try #require(layout.lines.count > 80)
        let list = DisplayList(size: Size(width: 200, height: layout.height), background: .white,
                               items: [.text(text, frame: Rect(x: 0, y: 0, width: 200, height: layout.height))])
        let bitmap = sharedRenderer.render(list, scale: 2).bitmap
        func inked(_ x: ClosedRange<Double>, _ line: TextLine) -> Bool {
            let rows = Int((line.y + 3) * 2)...Int((line.y + line.height - 3) * 2)
            let columns = Int(x.lowerBound * 2)...min(Int(x.upperBound * 2), bitmap.width - 1)
            return rows.contains { y in columns.contains { bitmap.pixel(x: $0, y: y).red < 0.6 } }
        }
        for line in layout.lines.dropLast().prefix(40) {
            #expect(inked(line.x...line.x + line.width, line))
            if line.x + line.width + 1 < 199 { #expect(!inked(line.x + line.width + 1...199, line), "\(line.range)") }
        }
    }
}
