import Testing
import Typesetting

@Suite("Approximate caret map (the TextMeasurer default)")
struct ApproximateCaretMapTests {
    let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)

    @Test("each cluster gets an equal share of its line, in UTF-16 offsets")
    func clustersShareTheLine() {
        let map = measurer.caretMap(AttributedText("a😀b"), width: 0, mode: .undefined, scale: 1)
        #expect(map.utf16Count == 4)
        #expect(map.clusters.map(\.utf16) == [0..<1, 1..<3, 3..<4])
        #expect(map.clusters.map(\.minX) == [0, 10, 20])
        #expect(map.lines.count == 1)
        #expect(map.caret(at: 3).x == 20)
        #expect(map.caret(at: 4).x == 30)
    }

    @Test("a tap places the caret at the nearer edge of the cluster under it, on the line under it")
    func tapHitTest() {
        let map = measurer.caretMap(AttributedText("hello world"), width: 60, mode: .atMost, scale: 1)
        #expect(map.lines.map(\.utf16) == [0..<6, 6..<11])
        #expect(map.offset(atX: 12, y: 5) == 1)
        #expect(map.offset(atX: 18, y: 5) == 2)
        #expect(map.offset(atX: 31, y: 25) == 9)
        #expect(map.offset(atX: -40, y: 25) == 6)
        #expect(map.offset(atX: 500, y: 500) == 11)
        // Past the end of a soft-wrapped line: before its hanging space, not on the next line.
        #expect(map.offset(atX: 500, y: 5) == 5)
    }

    @Test("up and down keep the goal x; past the first or last line they go to the text's ends")
    func lineMoves() {
        let map = measurer.caretMap(AttributedText("hello world"), width: 60, mode: .atMost, scale: 1)
        #expect(map.lineMove(from: 2, down: true, goalX: 20) == 8)
        #expect(map.lineMove(from: 8, down: false, goalX: 20) == 2)
        #expect(map.lineMove(from: 2, down: false, goalX: 20) == 0)
        #expect(map.lineMove(from: 8, down: true, goalX: 20) == 11)
    }

    @Test("a right-to-left line is laid out from its right edge")
    func rightToLeftLine() {
        let map = measurer.caretMap(AttributedText("שלום"), width: 100, mode: .exactly, scale: 1)
        #expect(map.lines[0].isRightToLeft)
        #expect(map.clusters[0].maxX == 100)
        #expect(map.caret(at: 0).x == 100)
        #expect(map.caret(at: 4).x == 60)
        #expect(map.visualMove(from: 0, toRight: false) == 1)
        #expect(map.visualMove(from: 1, toRight: true) == 0)
    }

    @Test("an empty text has one empty line where its caret goes")
    func emptyText() {
        let map = measurer.caretMap(AttributedText("", paragraph: ParagraphStyle(alignment: .center)),
                                    width: 100, mode: .exactly, scale: 1)
        #expect(map.lines.count == 1)
        #expect(map.lines[0].height == 20)
        #expect(map.caret(at: 0) == (x: 50, line: 0))
        #expect(map.offset(atX: 80, y: 10) == 0)
    }

    @Test("selection rects are one per line, covering the selected clusters")
    func selectionRects() {
        let map = measurer.caretMap(AttributedText("hello world"), width: 60, mode: .atMost, scale: 1)
        #expect(map.selectionRects(3..<8) == [CaretMap.Rect(x: 30, y: 0, width: 30, height: 20),
                                             CaretMap.Rect(x: 0, y: 20, width: 20, height: 20)])
        #expect(map.selectionRects(4..<4).isEmpty)
    }

    @Test("a hard line break belongs to the line it ends; the offset after it starts the next line")
    func hardBreaks() {
        let map = measurer.caretMap(AttributedText("ab\n\ncd"), width: 0, mode: .undefined, scale: 1)
        #expect(map.lines.map(\.utf16) == [0..<2, 3..<3, 4..<6])
        #expect(map.caret(at: 2) == (x: 20, line: 0))
        #expect(map.caret(at: 3) == (x: 0, line: 1))
        #expect(map.caret(at: 4) == (x: 0, line: 2))
        #expect(map.visualMove(from: 2, toRight: true) == 3)
        #expect(map.visualMove(from: 4, toRight: false) == 3)
        #expect(map.offset(atX: 50, y: 25) == 3)
    }
}
