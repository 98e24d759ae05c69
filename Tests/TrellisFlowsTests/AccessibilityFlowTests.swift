import Testing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens

/// Flows driven as a VoiceOver user drives them: the cursor moves in reading order, and
/// activation, adjustment and custom actions reach the feature's store.
@Suite("Accessibility flows: reading order, activation, custom actions, off-screen cursor")
struct AccessibilityFlowTests {
    let catalog = Catalog.demo()

    @Test("An inbox row is one merged element whose \"Delete\" action deletes the row")
    func inboxRowDeleteActionDeletesTheRow() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        let row = try await flow.focusAccessibilityElement("m0")
        #expect(row.role == .button)
        #expect(row.actions.map(\.name) == ["Delete"])
        let label = try #require(row.label)
        #expect(label.hasPrefix("Анна Петрова, 09:00, "), "the row's texts joined in reading order: \(label)")
        try await flow.performAccessibilityAction("Delete")
        #expect(await flow.performed.last?.name == "delete")
        #expect(await flow.props(InboxProps.self)?.messages.first?.id == "m1")
        #expect(await flow.accessibility.elements.contains { $0.path.hasSuffix("/m0") } == false)
        // The deleted row is gone from under the cursor: the next action says so.
        await #expect(throws: FlowError.self) { try await flow.performAccessibilityAction("Delete") }
    }

    @Test("Next and previous walk the login form in reading order; activating the button logs in")
    func loginByAccessibility() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "succeeds")
        var spoken: [String] = []
        for _ in 0..<4 { spoken.append(try await flow.focusNextAccessibilityElement().spoken) }
        #expect(spoken.first == "\"Вход\", heading, level 1")
        #expect(spoken.last?.hasSuffix(", button") == true, "\(spoken)")
        await #expect(throws: FlowError.self) { try await flow.focusNextAccessibilityElement() }
        try await flow.activate()
        #expect(await flow.props(LoginProps.self)?.login == .inProgress)
        let busy = try #require(await flow.focusedAccessibilityElement)
        #expect(busy.state.isBusy && busy.state.isDisabled, "\(busy.spoken)")
        #expect(try await flow.focusPreviousAccessibilityElement().role == .secureField)
    }

    @Test("A step whose element is off screen fails naming it")
    func theCursorOnAnOffScreenElementFails() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        let tree = await flow.accessibility
        let size = await flow.core.size
        let below = try #require(tree.elements.first { $0.frame.minY >= size.height }, "a row is mounted below the fold")
        await #expect(throws: FlowError.self) { try await flow.focusAccessibilityElement(below.path) }
        let error = await #expect(throws: FlowError.self) { try await flow.activate() }
        #expect(error?.reason.contains("off screen") == true, "\(String(describing: error))")
    }

    @Test("Asking an element for an action it lacks names the actions it has")
    func aMissingActionIsNamed() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        try await flow.focusAccessibilityElement("m0")
        let error = await #expect(throws: FlowError.self) { try await flow.performAccessibilityAction("Archive") }
        #expect(error?.description.contains("its actions: Delete") == true, "\(String(describing: error))")
    }
}
