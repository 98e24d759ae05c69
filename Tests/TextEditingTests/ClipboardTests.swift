import Testing
import TextEditing

@Suite("Copy, cut, paste and secure fields")
struct ClipboardTests {
    @Test("copy writes the selection to the clipboard and reports it; the text stays")
    func copy() {
        let clipboard = MemoryClipboard()
        var engine = TextEditingEngine(text: "hello world", selection: TextSelection(anchor: 0, head: 5))
        let outcome = engine.apply(.copy, clipboard: clipboard)
        #expect(outcome == EditOutcome(copied: "hello"))
        #expect(clipboard.read() == "hello")
        #expect(engine.state.text == "hello world")
    }

    @Test("cut copies the selection and deletes it")
    func cut() {
        let clipboard = MemoryClipboard()
        var engine = TextEditingEngine(text: "hello world", selection: TextSelection(anchor: 5, head: 11))
        let outcome = engine.apply(.cut, clipboard: clipboard)
        #expect(outcome.textChanged && outcome.copied == " world")
        #expect(clipboard.read() == " world")
        #expect(engine.state.text == "hello")
    }

    @Test("paste replaces the selection with the clipboard's text (a double-tapped word)")
    func pasteOverWord() {
        let clipboard = MemoryClipboard("there")
        var engine = TextEditingEngine(text: "hello world")
        engine.apply(.selectWord(at: 8))
        engine.apply(.paste, clipboard: clipboard)
        #expect(engine.state.text == "hello there")
        #expect(engine.state.selection == TextSelection(caret: 11))
    }

    @Test("copy of a caret, paste of an empty clipboard and paste without a clipboard change nothing")
    func noOps() {
        let clipboard = MemoryClipboard("kept")
        var engine = TextEditingEngine(text: "abc")
        #expect(engine.apply(.copy, clipboard: clipboard) == EditOutcome())
        #expect(clipboard.read() == "kept")
        #expect(engine.apply(.paste, clipboard: MemoryClipboard()) == EditOutcome())
        #expect(engine.apply(.paste) == EditOutcome())
    }

    @Test("a secure field neither copies nor cuts, and keeps no undo history")
    func secureField() {
        let clipboard = MemoryClipboard("before")
        var engine = TextEditingEngine(text: "", isSecure: true)
        for character in "s3cret" { engine.apply(.insert(String(character))) }
        engine.apply(.selectAll)
        #expect(engine.apply(.copy, clipboard: clipboard) == EditOutcome())
        #expect(engine.apply(.cut, clipboard: clipboard) == EditOutcome())
        #expect(clipboard.read() == "before")
        #expect(engine.state.text == "s3cret")
        #expect(!engine.canUndo)
        engine.apply(.paste, clipboard: clipboard)
        #expect(engine.state.text == "before")
    }

    @Test("making a field secure forgets its undo history")
    func becomingSecureClearsHistory() {
        var engine = TextEditingEngine(text: "")
        engine.apply(.insert("password"))
        #expect(engine.canUndo)
        engine.isSecure = true
        #expect(!engine.canUndo)
    }

    @Test("a memory clipboard is shared safely between tasks")
    func concurrentClipboard() async {
        let clipboard = MemoryClipboard()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 { group.addTask { clipboard.write("\(index)") } }
        }
        #expect(clipboard.read().flatMap { Int($0) }.map { (0..<100).contains($0) } == true)
    }
}
