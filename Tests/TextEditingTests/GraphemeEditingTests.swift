import Testing
import TextEditing

@Suite("Editing by grapheme cluster")
struct GraphemeEditingTests {
    /// Types `text` character by character into an empty engine.
    func typed(_ text: String) -> TextEditingEngine {
        var engine = TextEditingEngine(text: "")
        for character in text { engine.apply(.insert(String(character))) }
        return engine
    }

    @Test("typing appends at the caret and the caret follows in UTF-16 offsets")
    func typingAppends() {
        let engine = typed("héllo")
        #expect(engine.state.text == "héllo")
        #expect(engine.state.selection == TextSelection(caret: 5))
    }

    @Test("a new engine puts the caret at the end, in UTF-16 code units")
    func caretAtEndInUTF16() {
        let engine = TextEditingEngine(text: "a😀")
        #expect(engine.state.selection.head == 3)
    }

    @Test("backspace deletes a whole emoji ZWJ sequence, a flag, a combining sequence and a Hangul syllable",
          arguments: ["👨‍👩‍👧‍👦", "🇫🇷", "e\u{301}\u{323}", "한", "\u{1112}\u{1161}\u{11AB}", "👍🏽", "1️⃣"])
    func backspaceDeletesOneCluster(cluster: String) {
        var engine = TextEditingEngine(text: "a" + cluster)
        let outcome = engine.apply(.deleteBackward)
        #expect(engine.state.text == "a")
        #expect(engine.state.selection == TextSelection(caret: 1))
        #expect(outcome.textChanged && outcome.selectionChanged)
    }

    @Test("forward delete removes the whole cluster after the caret")
    func forwardDeleteRemovesOneCluster() {
        var engine = TextEditingEngine(text: "🇩🇪🇫🇷", selection: TextSelection(caret: 0))
        engine.apply(.deleteForward)
        #expect(engine.state.text == "🇫🇷")
        #expect(engine.state.selection == TextSelection(caret: 0))
    }

    @Test("an offset inside a cluster or a surrogate pair rounds down to the cluster's start")
    func offsetsSnapToClusters() {
        var engine = TextEditingEngine(text: "a👨‍👩‍👧b")
        engine.apply(.select(TextSelection(caret: 4)))
        #expect(engine.state.selection == TextSelection(caret: 1))
        engine.apply(.select(TextSelection(caret: 2)))  // between the halves of 👨
        #expect(engine.state.selection == TextSelection(caret: 1))
        engine.apply(.select(TextSelection(anchor: -5, head: 99)))
        #expect(engine.state.selection == TextSelection(anchor: 0, head: engine.state.text.utf16.count))
    }

    @Test("logical left and right step over whole clusters")
    func arrowsStepOverClusters() {
        var engine = TextEditingEngine(text: "a🇫🇷e\u{301}")
        engine.apply(.move(.left, extend: false))
        #expect(engine.state.selection.head == 5)
        engine.apply(.move(.left, extend: false))
        #expect(engine.state.selection.head == 1)
        engine.apply(.move(.right, extend: false))
        #expect(engine.state.selection.head == 5)
    }

    @Test("a combining mark typed after a letter joins its cluster and the caret stays after it")
    func combiningMarkJoinsCluster() {
        var engine = typed("e")
        engine.apply(.insert("\u{301}"))
        #expect(engine.state.text == "e\u{301}")
        #expect(engine.state.selection.head == 2)
        engine.apply(.deleteBackward)
        #expect(engine.state.text.isEmpty)
    }

    @Test("inserting replaces the selection")
    func insertReplacesSelection() {
        var engine = TextEditingEngine(text: "hello world", selection: TextSelection(anchor: 6, head: 11))
        engine.apply(.insert("there"))
        #expect(engine.state.text == "hello there")
        #expect(engine.state.selection == TextSelection(caret: 11))
    }

    @Test("backspace with a selection deletes only the selection")
    func backspaceDeletesSelection() {
        var engine = TextEditingEngine(text: "hello world", selection: TextSelection(anchor: 5, head: 0))
        engine.apply(.deleteBackward)
        #expect(engine.state.text == " world")
        #expect(engine.state.selection == TextSelection(caret: 0))
    }

    @Test("backspace at the start and forward delete at the end change nothing")
    func deletionAtEdgesIsNoOp() {
        var engine = TextEditingEngine(text: "ab", selection: TextSelection(caret: 0))
        #expect(engine.apply(.deleteBackward) == EditOutcome())
        engine.apply(.move(.documentEnd, extend: false))
        #expect(!engine.apply(.deleteForward).textChanged)
        #expect(engine.state.text == "ab")
    }

    @Test("shift-arrows extend the selection from its anchor")
    func shiftArrowsExtend() {
        var engine = TextEditingEngine(text: "abcd", selection: TextSelection(caret: 2))
        engine.apply(.move(.right, extend: true))
        engine.apply(.move(.right, extend: true))
        #expect(engine.state.selection == TextSelection(anchor: 2, head: 4))
        engine.apply(.move(.left, extend: true))
        engine.apply(.move(.left, extend: true))
        engine.apply(.move(.left, extend: true))
        #expect(engine.state.selection == TextSelection(anchor: 2, head: 1))
        #expect(engine.state.selection.range == 1..<2)
    }

    @Test("an arrow without shift collapses a selection to its end in that direction")
    func arrowCollapsesSelection() {
        var engine = TextEditingEngine(text: "abcd", selection: TextSelection(anchor: 1, head: 3))
        engine.apply(.move(.left, extend: false))
        #expect(engine.state.selection == TextSelection(caret: 1))
        engine.apply(.select(TextSelection(anchor: 3, head: 1)))
        engine.apply(.move(.right, extend: false))
        #expect(engine.state.selection == TextSelection(caret: 3))
    }

    @Test("select all selects the whole text")
    func selectAll() {
        var engine = TextEditingEngine(text: "héllo 👋")
        engine.apply(.selectAll)
        #expect(engine.state.selection == TextSelection(anchor: 0, head: 8))
    }

    @Test("document start and end, and paragraph start and end without a layout")
    func documentAndParagraphMoves() {
        var engine = TextEditingEngine(text: "one\ntwo three\nfour", selection: TextSelection(caret: 6))
        engine.apply(.move(.lineStart, extend: false))
        #expect(engine.state.selection.head == 4)
        engine.apply(.move(.lineEnd, extend: false))
        #expect(engine.state.selection.head == 13)
        engine.apply(.move(.documentStart, extend: true))
        #expect(engine.state.selection == TextSelection(anchor: 13, head: 0))
        engine.apply(.move(.documentEnd, extend: false))
        #expect(engine.state.selection == TextSelection(caret: 18))
    }

    @Test("up and down without a layout keep the cluster column across short paragraphs")
    func paragraphUpDown() {
        var engine = TextEditingEngine(text: "abcdef\nab\nabcdef", selection: TextSelection(caret: 5))
        engine.apply(.move(.down, extend: false))
        #expect(engine.state.selection.head == 9)  // end of "ab"
        engine.apply(.move(.down, extend: false))
        #expect(engine.state.selection.head == 15)  // column 5 again
        engine.apply(.move(.down, extend: false))
        #expect(engine.state.selection.head == 16)  // past the last paragraph: the end
        engine.apply(.move(.up, extend: false))
        engine.apply(.move(.up, extend: false))
        engine.apply(.move(.up, extend: false))
        engine.apply(.move(.up, extend: false))
        #expect(engine.state.selection.head == 0)
    }
}
