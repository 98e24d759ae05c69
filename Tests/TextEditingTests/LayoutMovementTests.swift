import Testing
import TextEditing
import Typesetting

@Suite("Movement through a laid-out text's caret map")
struct LayoutMovementTests {
    let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)

    func map(_ text: String, width: Double = 60) -> CaretMap {
        measurer.caretMap(AttributedText(text), width: width, mode: .exactly, scale: 1)
    }

    @Test("up and down move between wrapped lines keeping the goal x over a shorter line")
    func upDownKeepsGoal() {
        let text = "abcde fg hijkl"  // lines "abcde ", "fg ", "hijkl"
        let map = map(text)
        var engine = TextEditingEngine(text: text, selection: TextSelection(caret: 4))
        engine.apply(.move(.down, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 8)  // before the hanging space of "fg "
        engine.apply(.move(.down, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 13)  // back at x = 40
        engine.apply(.move(.up, extend: true), caretMap: map)
        #expect(engine.state.selection == TextSelection(anchor: 13, head: 8))
    }

    @Test("line start and end are the laid-out line's, not the paragraph's")
    func lineStartEnd() {
        let text = "abcde fg hijkl"
        let map = map(text)
        var engine = TextEditingEngine(text: text, selection: TextSelection(caret: 7))
        engine.apply(.move(.lineStart, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 6)
        engine.apply(.move(.lineEnd, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 8)
        engine.apply(.move(.documentEnd, extend: false), caretMap: map)
        engine.apply(.move(.lineStart, extend: true), caretMap: map)
        #expect(engine.state.selection == TextSelection(anchor: 14, head: 9))
    }

    @Test("on a right-to-left line the left arrow moves forward and option-left moves to the next word end")
    func rightToLeftLine() {
        let text = "שלום עולם"
        let map = map(text, width: 200)
        var engine = TextEditingEngine(text: text, selection: TextSelection(caret: 0))
        engine.apply(.move(.left, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 1)
        engine.apply(.move(.wordLeft, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 4)
        engine.apply(.move(.wordRight, extend: false), caretMap: map)
        #expect(engine.state.selection.head == 0)
    }

    @Test("a tap's hit test then select places the caret; a drag selects the range between")
    func tapAndDrag() {
        let text = "hello world"
        let map = map(text, width: 200)
        var engine = TextEditingEngine(text: text)
        engine.apply(.select(TextSelection(caret: map.offset(atX: 23, y: 10))), caretMap: map)
        #expect(engine.state.selection == TextSelection(caret: 2))
        engine.apply(.select(TextSelection(anchor: 2, head: map.offset(atX: 87, y: 10))), caretMap: map)
        #expect(engine.state.selectedText == "llo wor")
        #expect(map.selectionRects(engine.state.selection.range) == [CaretMap.Rect(x: 20, y: 0, width: 70, height: 20)])
    }
}
