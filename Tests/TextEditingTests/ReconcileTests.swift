import Testing
import TextEditing

@Suite("Reconciling with the store's value")
struct ReconcileTests {
    @Test("an accepted edit keeps text and caret")
    func accepted() {
        var engine = TextEditingEngine(text: "12345")
        engine.apply(.insert("6"))
        engine.reconcile(storeValue: "123456")
        #expect(engine.state.text == "123456")
        #expect(engine.state.selection == TextSelection(caret: 6))
    }

    @Test("a rejected edit (max length 6) restores the text and the caret from before it")
    func rejected() {
        var engine = TextEditingEngine(text: "123456", selection: TextSelection(caret: 3))
        engine.apply(.insert("9"))
        #expect(engine.state.text == "1239456")
        engine.reconcile(storeValue: "123456")
        #expect(engine.state.text == "123456")
        #expect(engine.state.selection == TextSelection(caret: 3))
        // The rejected edit left no undo step behind.
        #expect(!engine.canUndo)
    }

    @Test("a rejected paste over a selection brings the selection back")
    func rejectedPasteRestoresSelection() {
        var engine = TextEditingEngine(text: "abc", selection: TextSelection(anchor: 1, head: 2))
        engine.apply(.paste, clipboard: MemoryClipboard("xyz"))
        engine.reconcile(storeValue: "abc")
        #expect(engine.state.selection == TextSelection(anchor: 1, head: 2))
    }

    @Test("a value the store changed keeps the caret at the same distance from the end")
    func transformed() {
        var engine = TextEditingEngine(text: "555123", selection: TextSelection(caret: 3))
        engine.apply(.insert("4"))
        engine.reconcile(storeValue: "555-41-23")  // the store formats the number
        #expect(engine.state.text == "555-41-23")
        #expect(engine.state.selection == TextSelection(caret: 6))
    }

    @Test("the caret kept from the end moves to a cluster boundary and marked text is dropped")
    func transformedSnapsToCluster() {
        var engine = TextEditingEngine(text: "ab", selection: TextSelection(caret: 1))
        engine.apply(.setMarkedText("x", selectedRange: nil))  // "axb", caret 1 from the end
        engine.reconcile(storeValue: "a👍🏽")  // 1 from the end is between 👍 and its skin tone
        #expect(engine.state.marked == nil)
        #expect(engine.state.selection == TextSelection(caret: 1))
    }

    @Test("texts are compared byte for byte: a store that normalises Unicode is a change")
    func normalisationIsAChange() {
        var engine = TextEditingEngine(text: "")
        engine.apply(.insert("e\u{301}"))
        engine.reconcile(storeValue: "é")
        #expect(engine.state.text.utf16.count == 1)
        #expect(engine.state.selection == TextSelection(caret: 1))
    }
}
