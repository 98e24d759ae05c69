import Testing
import TextEditing

@Suite("Undo and redo")
struct UndoTests {
    @Test("a run of typing undoes as one step and redoes as one")
    func typingCoalesces() {
        var engine = TextEditingEngine(text: "")
        for character in "hello" { engine.apply(.insert(String(character))) }
        engine.apply(.undo)
        #expect(engine.state.text.isEmpty)
        #expect(engine.state.selection == TextSelection(caret: 0))
        engine.apply(.redo)
        #expect(engine.state.text == "hello")
        #expect(engine.state.selection == TextSelection(caret: 5))
    }

    @Test("moving the caret ends a typing run")
    func moveEndsRun() {
        var engine = TextEditingEngine(text: "")
        for character in "ab" { engine.apply(.insert(String(character))) }
        engine.apply(.move(.left, extend: false))
        engine.apply(.insert("X"))
        engine.apply(.undo)
        #expect(engine.state.text == "ab")
        #expect(engine.state.selection == TextSelection(caret: 1))
        engine.apply(.undo)
        #expect(engine.state.text.isEmpty)
        #expect(!engine.canUndo)
    }

    @Test("consecutive backspaces undo as one step, separate from the typing before them")
    func deletionsCoalesce() {
        var engine = TextEditingEngine(text: "")
        for character in "abcd" { engine.apply(.insert(String(character))) }
        engine.apply(.deleteBackward)
        engine.apply(.deleteBackward)
        #expect(engine.state.text == "ab")
        engine.apply(.undo)
        #expect(engine.state.text == "abcd")
        engine.apply(.undo)
        #expect(engine.state.text.isEmpty)
    }

    @Test("a paste is a step of its own, and a new edit clears the redo stack")
    func pasteIsOneStepAndEditsClearRedo() {
        let clipboard = MemoryClipboard("pasted")
        var engine = TextEditingEngine(text: "")
        engine.apply(.insert("a"))
        engine.apply(.paste, clipboard: clipboard)
        engine.apply(.undo)
        #expect(engine.state.text == "a")
        #expect(engine.canRedo)
        engine.apply(.insert("b"))
        #expect(!engine.canRedo)
        #expect(!engine.apply(.redo).textChanged)
    }

    @Test("only the last maxUndo steps are kept")
    func limit() {
        var engine = TextEditingEngine(text: "")
        engine.maxUndo = 2
        for word in ["one", " two", " three"] { engine.apply(.insert(word)) }
        engine.apply(.undo)
        engine.apply(.undo)
        #expect(engine.state.text == "one")
        #expect(!engine.apply(.undo).textChanged)
    }

    @Test("undo with nothing to undo changes nothing")
    func emptyUndo() {
        var engine = TextEditingEngine(text: "abc")
        #expect(engine.apply(.undo) == EditOutcome())
        #expect(engine.state.text == "abc")
    }
}
