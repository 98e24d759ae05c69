import Testing
import TextEditing

@Suite("Marked text (input method composition)")
struct MarkedTextTests {
    @Test("composition marks its text, replaces it while composing, and a commit unmarks it")
    func composeAndCommit() {
        var engine = TextEditingEngine(text: "a")
        engine.apply(.setMarkedText("ｋ", selectedRange: nil))
        #expect(engine.state.marked == 1..<2)
        engine.apply(.setMarkedText("か", selectedRange: nil))
        #expect(engine.state.text == "aか")
        engine.apply(.setMarkedText("漢字", selectedRange: 0..<2))
        #expect(engine.state.marked == 1..<3)
        #expect(engine.state.selection == TextSelection(anchor: 1, head: 3))
        let outcome = engine.apply(.unmarkText)
        #expect(engine.state.marked == nil)
        #expect(engine.state.text == "a漢字")
        #expect(outcome.selectionChanged && !outcome.textChanged)
    }

    @Test("inserting while composing replaces the marked text")
    func insertReplacesMarked() {
        var engine = TextEditingEngine(text: "x")
        engine.apply(.setMarkedText("ㅎ", selectedRange: nil))
        engine.apply(.setMarkedText("하", selectedRange: nil))
        engine.apply(.insert("한"))
        #expect(engine.state.text == "x한")
        #expect(engine.state.marked == nil)
        #expect(engine.state.selection == TextSelection(caret: 2))
    }

    @Test("a composition replaces the selection it starts on")
    func compositionReplacesSelection() {
        var engine = TextEditingEngine(text: "hello", selection: TextSelection(anchor: 1, head: 4))
        engine.apply(.setMarkedText("ä", selectedRange: nil))
        #expect(engine.state.text == "häo")
        #expect(engine.state.marked == 1..<2)
    }

    @Test("a whole composition undoes as one step; a cancelled one leaves none")
    func compositionUndo() {
        var engine = TextEditingEngine(text: "a")
        engine.apply(.setMarkedText("n", selectedRange: nil))
        engine.apply(.setMarkedText("に", selectedRange: nil))
        engine.apply(.setMarkedText("日本", selectedRange: nil))
        engine.apply(.unmarkText)
        engine.apply(.undo)
        #expect(engine.state.text == "a")
        #expect(!engine.canUndo)
        engine.apply(.setMarkedText("x", selectedRange: nil))
        engine.apply(.setMarkedText("", selectedRange: nil))
        #expect(engine.state.text == "a")
        #expect(engine.state.marked == nil)
        #expect(engine.canRedo == false)
        #expect(!engine.canUndo)
    }

    @Test("moving the caret commits the composition")
    func moveCommits() {
        var engine = TextEditingEngine(text: "")
        engine.apply(.setMarkedText("ab", selectedRange: nil))
        engine.apply(.move(.left, extend: false))
        #expect(engine.state.marked == nil)
        #expect(engine.state.text == "ab")
        #expect(engine.state.selection == TextSelection(caret: 1))
    }
}
