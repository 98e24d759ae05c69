import Commands
import MVI
import PangoText
import Render
import Testing
import Typesetting
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisScreens

@Suite("Text input: the store owns the text, the runtime edits it, secrets stay in the store and the field")
struct TextInputFlowTests {
    let catalog = Catalog.demo()

    /// The field keyed `key` as the host draws it.
    private func field(_ flow: Flow, _ key: String) async throws -> ResolvedTextField {
        try #require(await flow.mounted.node(key: .string(key))?.props.content.textField)
    }

    @Test("Typing into the login fields puts the text in the store; the PNG shows it with the caret")
    func typingReachesTheStore() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty", on: DisplayConfiguration(device: .iPhoneSE))
        try await flow.type("anna", into: "username")
        #expect(await flow.state(LoginFeature.State.self)?.username == "anna")
        #expect(await flow.props(LoginProps.self)?.username.value == "anna")
        #expect(await flow.core.focusedField == "username")
        #expect(await flow.core.selection == 4..<4)
        let shown = try await field(flow, "username")
        #expect(shown.text.string == "anna")
        let caret = try #require(shown.editing?.caret, "a focused field draws its caret")
        #expect(caret.minX > 0, "the caret is after the text, not at its start")
        // The caret's pixels are the accent colour in the PNG.
        let frame = try await flow.frame(of: "username")
        let rendering = await flow.rendering()
        let scale = DisplayConfiguration(device: .iPhoneSE).deviceConfiguration.scale
        let box = shown.textFrame(in: frame)
        let x = Int(((box.minX + caret.midX) * scale).rounded(.down)), y = Int(((box.minY + caret.midY) * scale).rounded(.down))
        let pixel = rendering.bitmap.pixel(x: x, y: y)
        #expect(pixel.blue > 0.6 && pixel.red < 0.3, "caret pixel \(pixel) is the accent blue")
        #expect(await flow.hostErrors.isEmpty)
    }

    @Test("Backspace deletes one grapheme cluster: a ZWJ family emoji, then a letter with a combining mark")
    func backspaceDeletesClusters() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        try await flow.type("a\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", into: "username")
        try await flow.press(.backspace)
        #expect(await flow.state(LoginFeature.State.self)?.username == "a")
        try await flow.type("e\u{301}")
        #expect(await flow.state(LoginFeature.State.self)?.username == "ae\u{301}")
        try await flow.press(.backspace)
        #expect(await flow.state(LoginFeature.State.self)?.username == "a")
        #expect(await flow.core.selection == 1..<1)
    }

    @Test("A double tap selects the word under the finger and a paste replaces it")
    func doubleTapSelectsAWordAndPasteReplacesIt() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        try await flow.type("hello world", into: "username")
        let frame = try await flow.frame(of: "username")
        try await flow.doubleTap("username", at: Point(x: ResolvedTextField.horizontalInset + 8, y: frame.height / 2))
        #expect(await flow.core.selection == 0..<5)
        #expect(try await field(flow, "username").editing?.selection.isEmpty == false, "the selection is highlighted")
        try await flow.paste("goodbye")
        #expect(await flow.state(LoginFeature.State.self)?.username == "goodbye world")
        #expect(await flow.core.selection == 7..<7)
    }

    @Test("A password typed into the secure field is drawn as bullets and appears in no Props JSON, dump or Command record")
    func passwordStaysSecret() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        try await flow.type("anna", into: "username")
        try await flow.type("hunter2!", into: "password")
        #expect(await flow.state(LoginFeature.State.self)?.password == "hunter2!")
        let shown = try await field(flow, "password")
        #expect(shown.text.string == String(repeating: "•", count: 8))
        #expect(shown.style == .secure)
        let json = try flow.entry.json(of: await flow.props)
        let dump = await flow.mounted.dump()
        let records = await flow.performed.map { "\($0.name) \($0.value ?? "")" }.joined(separator: "\n")
        for place in [String(decoding: json, as: UTF8.self), dump, records] {
            #expect(!place.contains("hunter2"), "the password leaked into: \(place.prefix(300))")
        }
        #expect(String(decoding: json, as: UTF8.self).contains(Secret.redaction))
        #expect(await flow.performed.contains { $0.name == "updatePassword" && $0.value == Secret.redaction })
    }

    @Test("Return on the user name moves focus to the password; go on the password submits and ends editing")
    func returnMovesFocusThenSubmits() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        try await flow.type("anna", into: "username")
        try await flow.press(.return)
        #expect(await flow.core.focusedField == "password")
        try await flow.type("pw")
        try await flow.press(.return)
        #expect(await flow.core.focusedField == nil)
        #expect(await flow.core.keyboardHeight == 0)
        #expect(await flow.props(LoginProps.self)?.login == .inProgress, "go submitted the form")
    }

    @Test("An edit the store refuses (a seventh digit of a one-time code, a letter) leaves the store's value and the caret")
    func refusedEditKeepsTheStoreValue() async throws {
        let flow = await Flow.start(CodeFeature.self, in: Scenario("blank", state: ""))
        try await flow.type("12345", into: "code")
        try await flow.press(.left)
        try await flow.type("x")
        #expect(await flow.props(CodeScreen.Props.self)?.code.value == "12345")
        #expect(await flow.core.selection == 4..<4, "the caret stays where it was before the refused edit")
        try await flow.type("9")
        #expect(await flow.props(CodeScreen.Props.self)?.code.value == "123495")
        #expect(await flow.core.selection == 5..<5)
        try await flow.press(.end)
        try await flow.type("7")
        #expect(await flow.props(CodeScreen.Props.self)?.code.value == "123495", "max length 6")
        #expect(await flow.core.selection == 6..<6)
        #expect(try await field(flow, "code").text.string == "••••••")
    }

    @Test("On iPhone SE a focused field at the bottom of a scrolled form ends above the keyboard; dismissing restores the inset")
    func keyboardAvoidance() async throws {
        let configuration = DisplayConfiguration(device: .iPhoneSE)
        let flow = try await Flow.start(CatalogEntry(FormScreen.self), props: ScreenProps(FormScreen.self, FormScreen.Props(count: 12)),
                                        on: configuration)
        let before = try #require(await flow.scrollExtents["form"])
        let height = configuration.deviceConfiguration.size.height
        try await flow.drag("form", by: Point(x: 0, y: -2_000))
        await flow.finishMotion()
        let last = try await flow.frame(of: "field-11")
        #expect(last.maxY > height - SoftwareKeyboard.height(for: configuration.deviceConfiguration),
                "the last field starts under where the keyboard will be")
        try await flow.focus("field-11")
        let keyboard = SoftwareKeyboard.height(for: configuration.deviceConfiguration)
        #expect(await flow.core.keyboardHeight == keyboard)
        let focused = try await flow.frame(of: "field-11")
        #expect(focused.maxY <= height - keyboard, "field \(focused) ends above the keyboard's top \(height - keyboard)")
        #expect(await flow.mounted.node(key: .string(RuntimeCore.keyboardKey)) != nil, "the stand-in panel is drawn")
        let raised = try #require(await flow.scrollExtents["form"])
        #expect(raised.contentLength > before.contentLength, "the form can scroll further while the keyboard is up")
        #expect(await flow.core.focusedField == "field-11")
        await flow.dismissKeyboard()
        #expect(await flow.core.keyboardHeight == 0)
        #expect(await flow.mounted.node(key: .string(RuntimeCore.keyboardKey)) == nil)
        let after = try #require(await flow.scrollExtents["form"])
        #expect(after.contentLength == before.contentLength, "the inset is gone with the keyboard")
        #expect(after.offset <= after.maxOffset)
    }

    @Test("A native editor's events (focus, an edit, return) become the field's Commands; the store's refusal wins")
    func nativeEditorEvents() async throws {
        let flow = await Flow.start(CodeFeature.self, in: Scenario("blank", state: ""))
        let id = try #require(await flow.mounted.node(key: "code")?.id)
        await flow.core.setDrawsKeyboard(false)
        await flow.core.handle(.focused(id, true))
        #expect(await flow.core.focusedField == "code")
        #expect(await flow.mounted.node(key: .string(RuntimeCore.keyboardKey)) == nil, "a real keyboard: no stand-in panel")
        let performed = await flow.core.handle(.edited(id, TextEdit(value: "12", selection: 2..<2)))
        #expect(performed.map(\.name) == ["update"])
        #expect(performed.first?.value == Secret.redaction, "a secure field's edit is recorded redacted")
        #expect(await flow.props(CodeScreen.Props.self)?.code.value == "12")
        await flow.core.handle(.edited(id, TextEdit(value: "12a", selection: 3..<3)))
        #expect(await flow.props(CodeScreen.Props.self)?.code.value == "12", "the store refused the letter")
        #expect(await flow.mounted.node(key: "code")?.interaction?.field?.value == "12", "the host is told the store's value")
        await flow.core.handle(.focused(id, false))
        #expect(await flow.core.focusedField == nil)
    }

    @Test("A long value scrolls inside a one-line field so the caret stays in view; home scrolls back")
    func longValuesScrollToTheCaret() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty", on: DisplayConfiguration(device: .iPhoneSE))
        try await flow.type(String(repeating: "long-", count: 12), into: "username")
        let frame = try await flow.frame(of: "username")
        let shown = try await field(flow, "username")
        let editing = try #require(shown.editing)
        let line = shown.textFrame(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        #expect(editing.scrollX > 0, "the value is wider than the field")
        let caret = try #require(editing.caret)
        #expect(caret.midX - editing.scrollX >= -0.01 && caret.midX - editing.scrollX <= line.width + 0.01,
                "caret \(caret) is inside the visible \(line.width) pt")
        #expect(shown.valueWidth > line.width)
        try await flow.press(.home)
        #expect(try await field(flow, "username").editing?.scrollX == 0)
        #expect(await flow.core.selection == 0..<0)
    }

    @Test("A TextEditor's return breaks the line and the editor grows with its lines")
    func textEditorBreaksLines() async throws {
        let flow = await Flow.start(NoteFeature.self, in: Scenario("blank", state: ""))
        let before = try await flow.frame(of: "note")
        try await flow.type("one", into: "note")
        try await flow.press(.return)
        try await flow.type("two")
        try await flow.press(.return)
        try await flow.type("three")
        try await flow.press(.return)
        try await flow.type("four")
        #expect(await flow.state(String.self) == "one\ntwo\nthree\nfour", "return inserts a line break in a multi-line field")
        #expect(try await field(flow, "note").style == .multiline)
        let after = try await flow.frame(of: "note")
        #expect(after.height > before.height, "four lines are taller than the three-line minimum: \(before) → \(after)")
        let caret = try #require(try await field(flow, "note").editing?.caret)
        #expect(caret.minY > 40, "the caret is on the fourth line: \(caret)")
        try await flow.press(.up)
        let up = try #require(await flow.core.selection)
        #expect(up.isEmpty && (11...13).contains(up.lowerBound), "up moves into 'three' near the same x: \(up)")
    }

    @Test("Props that turn a field's focus on focus it; the runtime keeps focus from then on")
    func propsFocusAField() async throws {
        let flow = try await Flow.start(CatalogEntry(NoteScreen.self),
                                        props: ScreenProps(NoteScreen.self, NoteScreen.Props(note: "hi", focused: true)))
        #expect(await flow.core.focusedField == "note")
        #expect(await flow.core.keyboardHeight > 0)
        #expect(await flow.core.selection == 2..<2, "the caret at the end of the value")
    }

    @Test("An input method's composition is marked text: reported with its range, drawn underlined, committed by unmark")
    func markedText() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        try await flow.focus("username")
        await flow.core.setMarkedText("にほ")
        #expect(await flow.state(LoginFeature.State.self)?.username == "にほ", "the composition is part of the value")
        #expect(try await field(flow, "username").editing?.marked.isEmpty == false, "the composition is underlined")
        await flow.core.setMarkedText("日本")
        await flow.core.unmarkText()
        #expect(await flow.state(LoginFeature.State.self)?.username == "日本")
        #expect(try await field(flow, "username").editing?.marked.isEmpty == true)
    }

    @Test("--dump names a field's style and keyboard traits, and never a secure field's value")
    func dumpShowsTraits() async throws {
        let flow = await Flow.start(CodeFeature.self, in: Scenario("blank", state: "4242"))
        let dump = await flow.mounted.dump()
        #expect(dump.contains("field(\"••••\") secure keyboard=number caps=none autocorrect=off content=oneTimeCode"), "\(dump)")
        #expect(!dump.contains("4242"))
    }

    @Test("At the largest accessibility size the login's fields stay one line (a long value ends in an ellipsis)")
    func fieldsStayOneLineAtTheLargestTextSize() async throws {
        let login = try catalog.entry(named: "login")
        var configuration = DisplayConfiguration(device: .iPhoneSE)
        configuration.textSize = .accessibilityExtraExtraExtraLarge
        let measurer = ScreenRenderer().environment(for: configuration).textMeasurer
        for sample in ["hebrew", "possible", "long"] {
            let flow = try await Flow.start(login, props: try login.sample(named: sample), on: configuration)
            for key in ["username", "password"] {
                let frame = try await flow.frame(of: key)
                let shown = try await field(flow, key)
                let line = shown.textFrame(in: frame)
                let layout = measurer.measure(shown.text, width: line.width, mode: .exactly, scale: 2)
                #expect(layout.lines.count == 1, "\(sample) \(key): '\(shown.text.string)' wraps onto \(layout.lines.count) lines")
                #expect(abs(frame.height - (shown.lineHeight + 2 * ResolvedTextField.verticalInset)) <= 0.5,
                        "\(sample) \(key) is one line tall: \(frame.height) for a \(shown.lineHeight) pt line")
            }
        }
    }

    @Test("An Arabic value in a left-to-right form, a Latin one in a right-to-left form: arrows move visually, the caret is Pango's")
    func bidiValuesInFields() async throws {
        let renderer = ScreenRenderer()
        for (direction, value) in [(LayoutDirection.leftToRight, "شارع الملك فهد"), (.rightToLeft, "Trellis UI 2")] {
            let configuration = DisplayConfiguration(device: .iPhoneX, layoutDirection: direction)
            // The oracle measures in the fonts the flow draws in (the device's profile).
            let measurer = renderer.measurer(for: configuration)
            let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty", on: configuration,
                                            renderer: renderer)
            try await flow.type(value, into: "username")
            let shown = try await field(flow, "username")
            #expect(shown.text.paragraph.baseDirection == (direction == .rightToLeft ? .rightToLeft : .leftToRight))
            measurer.withCursorOracle(shown.text, width: .infinity, mode: .undefined, scale: 3) { oracle in
                let end = oracle.strongCursor(at: value.utf16.count).x
                // The caret at the value's end sits at the form's trailing side of the value.
                #expect(direction == .leftToRight ? end > shown.valueWidth - 1 : end < 1, "end caret at \(end)")
            }
            for _ in 0..<value.count {
                let before = try #require(await flow.core.selection).lowerBound
                try await flow.press(.left)
                let after = try #require(await flow.core.selection).lowerBound
                let moved = try await field(flow, "username")
                let caret = try #require(moved.editing?.caret)
                measurer.withCursorOracle(moved.text, width: .infinity, mode: .undefined, scale: 3) { oracle in
                    if case .offset(let expected) = oracle.moveVisually(from: before, toRight: false) {
                        #expect(after == expected, "left from \(before): \(after), Pango \(expected)")
                    }
                    let x = oracle.strongCursor(at: after).x
                    #expect(abs(caret.midX - x) <= 0.5, "caret at \(after): \(caret.midX), Pango \(x)")
                }
            }
        }
    }

    @Test("Typing into a view that is not a field fails naming it, as a wrong kind of target")
    func typingIntoANonField() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        do {
            try await flow.type("x", into: "login-form-title-does-not-exist")
            Issue.record("typing into nothing succeeded")
        } catch {
            #expect(!error.isWrongKind, "an unknown key is a missing target")
        }
        do {
            try await flow.type("x", into: "login")
            Issue.record("typing into the button succeeded")
        } catch {
            #expect(error.isWrongKind)
            #expect(error.description.contains("'login'") && error.description.contains("not a text field"))
            #expect(error.onScreen.contains("username"))
        }
    }
}

// MARK: - A one-time code whose store refuses what is not a digit and what is longer than six

struct CodeScreen: Screen {
    struct Props: Codable, Sendable, Equatable {
        var code: Secret
        var update: CommandWith<String>
    }

    static let name = "code"
    static var samples: [Sample<Props>] { [Sample("blank", Props(code: "", update: CommandWith("update") { _ in }))] }

    let props: Props

    var body: Element {
        Column {
            SecureField("Code", secret: props.code, onChange: props.update).keyboard(.number)
                .textContentType(.oneTimeCode).id("code")
        }
        .padding(20)
    }
}

struct CodeFeature: Feature {
    typealias Content = CodeScreen
    static let name = "code"
    static let scenarios: [Scenario<CodeFeature>] = [Scenario("blank", state: "")]

    let store: Store<String, Never>
    init(state: String, dependencies: FeatureContext) { store = Store(initial: state) }

    func handle(_ intent: String) {
        guard intent.count <= 6, intent.allSatisfy(\.isNumber) else { return }
        store.reduce { $0 = intent }
    }

    func props(for state: String, send: Send<String>) -> CodeScreen.Props {
        CodeScreen.Props(code: Secret(state), update: send("update") { $0 })
    }
}

// MARK: - A multi-line note, focused by its Props when they say so

struct NoteScreen: Screen {
    struct Props: Codable, Sendable, Equatable {
        var note: String
        var focused = false
        var update = CommandWith<String>("edit") { _ in }
    }

    static let name = "note"
    static var samples: [Sample<Props>] { [Sample("empty", Props(note: ""))] }

    let props: Props

    var body: Element {
        Column {
            TextEditor("Note", value: props.note, onChange: props.update, minLines: 3,
                       isFocused: props.focused).id("note")
        }
        .padding(20)
    }
}

struct NoteFeature: Feature {
    typealias Content = NoteScreen
    static let name = "note"
    static let scenarios: [Scenario<NoteFeature>] = [Scenario("blank", state: "")]

    let store: Store<String, Never>
    init(state: String, dependencies: FeatureContext) { store = Store(initial: state) }
    func handle(_ intent: String) { store.reduce { $0 = intent } }
    func props(for state: String, send: Send<String>) -> NoteScreen.Props {
        NoteScreen.Props(note: state, update: send("edit") { $0 })
    }
}

// MARK: - A long form in a scroll view

struct FormScreen: Screen {
    struct Props: Codable, Sendable, Equatable {
        var count: Int
    }

    static let name = "form"
    static var samples: [Sample<Props>] { [Sample("twelve", Props(count: 12))] }

    let props: Props

    var body: Element {
        ScrollView(id: "form") {
            Column(spacing: 12) {
                for index in 0..<props.count {
                    TextField("Field \(index)", value: "", onChange: CommandWith("edit") { _ in }).id("field-\(index)")
                }
            }
            .padding(16)
        }
        .id("form")
        .paddingSafeArea()
    }
}
