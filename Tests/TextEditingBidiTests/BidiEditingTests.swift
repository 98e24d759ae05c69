import PangoText
import Testing
import TextEditing
import Typesetting

/// Issue 34, acceptance 2: caret movement, caret x and selection highlights in mixed-direction
/// text, computed by the engine from Pango's `CaretMap` and compared with Pango's own cursor
/// functions (`PangoCursorOracle`), which the engine never calls.
@Suite("Bidi editing against Pango's cursor")
struct BidiEditingTests {
    static let measurer = PangoMeasurer()

    /// A paragraph and the width it is laid out at (`.exactly`, so right-to-left lines sit at
    /// the right of the box as in a form).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var width: Double = 320
        var attributes = TextAttributes(family: "DejaVu Sans", size: 17)
        var testDescription: String { name }
        var attributed: AttributedText { AttributedText(text, attributes) }
    }

    static let cases: [Case] = [
        Case(name: "an Arabic value in a left-to-right paragraph", text: "Deliver to: شارع الملك فهد 12, today"),
        Case(name: "a Latin value in a right-to-left paragraph", text: "مرحبا Trellis UI 2.0 كيف حالك"),
        Case(name: "a Latin value in a Hebrew paragraph", text: "שלום Hello World עולם"),
        Case(name: "mixed Arabic, Hebrew and Latin", text: "abc שלום עולם مرحبا 123 def"),
        Case(name: "mixed scripts wrapped over three lines", text: "Total שלום עולם 42 مرحبا بكم and more words here",
             width: 150),
        Case(name: "paragraphs of both directions", text: "abc שלום\nمرحبا def\nxyz"),
    ]

    /// Right-to-left paragraphs over several lines: Pango 1.50 leaves a right-to-left line for a
    /// stop of the other line that depends on the old line's number of stops, so only moves
    /// within a line are compared (the engine's line changes are specified below).
    static let rightToLeftLines: [Case] = [
        Case(name: "an Arabic paragraph wrapped over three lines", text: "مرحبا بكم في Trellis UI حيث النص 123 يتحرك",
             width: 150),
        Case(name: "two Hebrew paragraphs", text: "שלום abc\nעולם"),
    ]

    func map(_ testCase: Case) -> CaretMap {
        Self.measurer.caretMap(testCase.attributed, width: testCase.width, mode: .exactly, scale: 3)
    }

    func oracle<R>(_ testCase: Case, _ body: (PangoCursorOracle) -> R) -> R {
        Self.measurer.withCursorOracle(testCase.attributed, width: testCase.width, mode: .exactly, scale: 3, body)
    }

    /// Every cluster boundary of the text.
    func boundaries(_ text: String) -> [Int] {
        var offsets = [0]
        for character in text { offsets.append(offsets.last! + character.utf16.count) }
        return offsets
    }

    @Test("left and right arrows through the engine follow Pango's visual cursor movement", arguments: cases)
    func arrowsMoveVisually(testCase: Case) {
        let map = map(testCase)
        for toRight in [false, true] {
            var engineMoves: [Int: Int] = [:], pangoMoves: [Int: Int] = [:]
            for start in boundaries(testCase.text) {
                var engine = TextEditingEngine(text: testCase.text, selection: TextSelection(caret: start))
                engine.apply(.move(toRight ? .right : .left, extend: false), caretMap: map)
                engineMoves[start] = engine.state.selection.head
                switch oracle(testCase, { $0.moveVisually(from: start, toRight: toRight) }) {
                case .offset(let offset): pangoMoves[start] = offset
                // Past the text's visual end Pango leaves the text; the engine's caret stays.
                case .offText: pangoMoves[start] = start
                case .noAnswer: Issue.record("Pango gave no answer from \(start)")
                }
            }
            #expect(engineMoves == pangoMoves, "moving \(toRight ? "right" : "left") in \(testCase.text)")
        }
    }

    @Test("in right-to-left paragraphs arrows move through each line as Pango's cursor does", arguments: rightToLeftLines)
    func rightToLeftLinesMoveVisually(testCase: Case) {
        let map = map(testCase)
        var compared = 0
        for toRight in [false, true] {
            for start in boundaries(testCase.text) {
                let engine = map.visualMove(from: start, toRight: toRight)
                guard case .offset(let pango) = oracle(testCase, { $0.moveVisually(from: start, toRight: toRight) }),
                      map.caret(at: start).line == map.caret(at: pango).line,
                      map.caret(at: start).line == map.caret(at: engine).line else { continue }
                #expect(engine == pango, "from \(start) \(toRight ? "right" : "left")")
                compared += 1
            }
        }
        #expect(compared >= 2 * boundaries(testCase.text).count - 8)
    }

    @Test("leaving a right-to-left line the caret goes to the logically adjacent line, entering at its near side")
    func rightToLeftLineChanges() {
        let hebrew = Self.rightToLeftLines[1]  // "שלום abc" / "עולם": lines 0..<8 and 9..<13
        let hebrewMap = map(hebrew)
        #expect(hebrewMap.visualMove(from: 8, toRight: false) == 9)  // end of line 0, left: into line 1 at its right
        #expect(hebrewMap.visualMove(from: 9, toRight: true) == 8)   // start of line 1, right: back over the break
        let wrapped = map(Self.rightToLeftLines[0])
        let second = wrapped.lines[1].utf16
        // From the start of a wrapped line's successor, right goes back to the previous line's
        // leftmost stop (its last before the wrap shows on the previous line).
        let back = wrapped.visualMove(from: second.upperBound, toRight: true)
        #expect(wrapped.caret(at: back).line == 1)
        #expect(back == wrapped.visualStops(onLine: 1).first?.offset)
    }

    @Test("an Arabic value alone is a right-to-left line: its start caret on the right, typing moves it left")
    func arabicValueCaretSide() {
        let value = Case(name: "Arabic value", text: "مرحبا", width: 200)
        let map = map(value)
        #expect(map.lines[0].isRightToLeft)
        #expect(map.caret(at: 0).x > map.caret(at: value.text.utf16.count).x)
        #expect(abs(map.caret(at: 0).x - 200) < 0.5)
        oracle(value) { #expect(abs($0.strongCursor(at: 0).x - map.caret(at: 0).x) <= 0.5) }
    }

    @Test("a tap places the caret where Pango's hit test does", arguments: cases)
    func tapMatchesPangoHitTest(testCase: Case) {
        let map = map(testCase)
        oracle(testCase) { oracle in
            for cluster in map.clusters where cluster.maxX - cluster.minX > 1 {
                let line = map.lines[cluster.line]
                for fraction in [0.25, 0.75] {
                    let x = cluster.minX + fraction * (cluster.maxX - cluster.minX)
                    let tapped = map.offset(atX: x, y: line.y + line.height / 2)
                    #expect(tapped == oracle.hit(x: x, line: cluster.line), "x \(x) on line \(cluster.line)")
                    // The nearer edge of the cluster under the finger.
                    let expected = (fraction < 0.5) != cluster.isRightToLeft ? cluster.utf16.lowerBound : cluster.utf16.upperBound
                    if !map.endsInSoftWrap(cluster.line) || expected < line.utf16.upperBound {
                        #expect(tapped == expected)
                    }
                }
            }
        }
    }

    @Test("the engine's caret x matches Pango's strong cursor within 0.5 pt", arguments: cases)
    func caretMatchesPangoCursor(testCase: Case) {
        let map = map(testCase)
        oracle(testCase) { oracle in
            for offset in boundaries(testCase.text) {
                let pango = oracle.strongCursor(at: offset)
                let caret = map.caret(at: offset)
                #expect(caret.line == pango.line, "line of offset \(offset)")
                #expect(abs(caret.x - pango.x) <= 0.5, "offset \(offset): caret \(caret.x), Pango \(pango.x)")
            }
        }
    }

    @Test("selection highlights are the visual runs Pango reports", arguments: cases)
    func selectionIsVisualRuns(testCase: Case) {
        let map = map(testCase)
        let offsets = boundaries(testCase.text)
        oracle(testCase) { oracle in
            for (i, lower) in offsets.enumerated() {
                for upper in offsets[(i + 1)...] {
                    let rects = map.selectionRects(lower..<upper)
                    var expected: [(line: Int, minX: Double, maxX: Double)] = []
                    for line in map.lines.indices {
                        // Pango reports touching runs separately (a highlight draws them as
                        // one) and the space a wrapped line swallowed as an empty run (nothing
                        // to draw).
                        for range in oracle.xRanges(line: line, utf16: lower..<upper) where range.maxX > range.minX {
                            if let last = expected.last, last.line == line, abs(last.maxX - range.minX) < 0.01 {
                                expected[expected.count - 1].maxX = range.maxX
                            } else {
                                expected.append((line, range.minX, range.maxX))
                            }
                        }
                    }
                    let matches = rects.count == expected.count && zip(rects, expected).allSatisfy { rect, run in
                        rect.y == map.lines[run.line].y && abs(rect.x - run.minX) <= 0.5
                            && abs(rect.x + rect.width - run.maxX) <= 0.5
                    }
                    #expect(matches, "\(lower)..<\(upper): \(rects) vs \(expected)")
                    if !matches { return }
                }
            }
        }
    }
}
