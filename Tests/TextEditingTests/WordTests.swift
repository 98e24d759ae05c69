import Testing
import TextEditing

@Suite("Words: option-arrows, word deletion and double tap")
struct WordTests {
    /// The word a double tap at `offset` selects in `text`.
    func word(at offset: Int, in text: String) -> String {
        var engine = TextEditingEngine(text: text)
        engine.apply(.selectWord(at: offset))
        return engine.state.selectedText
    }

    /// Offsets visited by repeated word moves from one end of `text` to the other.
    func stops(_ text: String, forward: Bool) -> [Int] {
        var engine = TextEditingEngine(text: text, selection: TextSelection(caret: forward ? 0 : text.utf16.count))
        var stops: [Int] = []
        while true {
            engine.apply(.move(forward ? .wordRight : .wordLeft, extend: false))
            guard stops.last != engine.state.selection.head else { return stops }
            stops.append(engine.state.selection.head)
        }
    }

    @Test("word right stops at word ends and word left at word starts, skipping spaces and punctuation")
    func latinWordMoves() {
        let text = "Hello, world! 42 times"
        #expect(stops(text, forward: true) == [5, 12, 16, 22])
        #expect(stops(text, forward: false) == [17, 14, 7, 0])
    }

    @Test("double tap selects the word under it in each script",
          arguments: [("Привет, мир", 2, "Привет"), ("مرحبا بالعالم", 8, "بالعالم"), ("שלום עולם", 1, "שלום"),
                      ("Ελληνικά γράμματα", 10, "γράμματα"), ("안녕하세요 세계", 1, "안녕하세요")])
    func scriptsWithSpaces(text: String, offset: Int, expected: String) {
        #expect(word(at: offset, in: text) == expected)
    }

    @Test("every ideograph and Hiragana character is a word; a Katakana run is one word")
    func cjkWords() {
        let text = "東京タワーへ行く"
        #expect(word(at: 0, in: text) == "東")
        #expect(word(at: 1, in: text) == "京")
        #expect(word(at: 3, in: text) == "タワー")
        #expect(word(at: 6, in: text) == "行")
        #expect(stops(text, forward: true) == [1, 2, 5, 6, 7, 8])
    }

    @Test("apostrophes and full stops inside a word, separators inside a number, stay in it")
    func midWordPunctuation() {
        #expect(word(at: 1, in: "can't stop") == "can't")
        #expect(word(at: 2, in: "pay 1,000.50 now") == "pay")
        #expect(word(at: 6, in: "pay 1,000.50 now") == "1,000.50")
        #expect(word(at: 1, in: "צה״ל כאן") == "צה״ל")
        #expect(word(at: 1, in: "١٬٠٠٠ درهم") == "١٬٠٠٠")
        #expect(word(at: 2, in: "abc123 x") == "abc123")
        #expect(word(at: 2, in: "snake_case id") == "snake_case")
    }

    @Test("a colon, a trailing full stop and a hyphen end a word")
    func wordEndingPunctuation() {
        #expect(word(at: 1, in: "Name:Ali") == "Name")
        #expect(word(at: 6, in: "Name:Ali") == "Ali")
        #expect(word(at: 1, in: "end. Next") == "end")
        #expect(word(at: 1, in: "e-mail") == "e")
    }

    @Test("a double tap just after a word selects that word; at the end of the text, the last word")
    func tapAfterAWord() {
        #expect(word(at: 5, in: "hello world") == "hello")
        #expect(word(at: 11, in: "hello world") == "world")
        #expect(word(at: 0, in: "") == "")
    }

    @Test("emoji are words of their own")
    func emojiWords() {
        #expect(word(at: 3, in: "hi 👨‍👩‍👧 there") == "👨‍👩‍👧")
        #expect(stops("a 🇫🇷 b", forward: true) == [1, 6, 8])
    }

    @Test("option-backspace deletes back to the start of the word, or the selection")
    func deleteWordBackward() {
        var engine = TextEditingEngine(text: "hello big world")
        engine.apply(.deleteWordBackward)
        #expect(engine.state.text == "hello big ")
        engine.apply(.deleteWordBackward)
        #expect(engine.state.text == "hello ")
        engine.apply(.select(TextSelection(anchor: 1, head: 3)))
        engine.apply(.deleteWordBackward)
        #expect(engine.state.text == "hlo ")
    }

    @Test("shift-option-arrows extend the selection by words")
    func extendByWords() {
        var engine = TextEditingEngine(text: "one two three", selection: TextSelection(caret: 4))
        engine.apply(.move(.wordRight, extend: true))
        engine.apply(.move(.wordRight, extend: true))
        #expect(engine.state.selection == TextSelection(anchor: 4, head: 13))
        #expect(engine.state.selectedText == "two three")
    }
}
