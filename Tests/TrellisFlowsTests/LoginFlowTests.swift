import Synchronization
import Testing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens

@Suite("Login feature: fields in the store, a backend on the feature's clock, cancellation on close")
struct LoginFlowTests {
    let catalog = Catalog.demo()

    @Test("succeeds: a tap on login shows progress (disabled, spinner), then who is signed in")
    func succeeds() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "succeeds")
        try await flow.tap("login")
        #expect(await flow.props(LoginProps.self)?.login == .inProgress)
        #expect(await flow.mounted.node(key: "spinner") != nil)
        #expect(await flow.mounted.node(key: "login")?.onTap == nil, "the button takes no tap while in progress")
        await flow.advance(by: .milliseconds(999))
        #expect(await flow.props(LoginProps.self)?.login == .inProgress, "the backend answers after its delay")
        await flow.advance(by: .milliseconds(1))
        #expect(await flow.state(LoginFeature.State.self)?.phase == .signedIn("dalooG"))
        #expect(await flow.mounted.node(text: "Signed in as dalooG") != nil)
    }

    @Test("fails: the backend's error is on screen and the button is possible again")
    func fails() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "fails")
        try await flow.tap("login")
        await flow.advance(by: .seconds(1))
        #expect(await flow.mounted.node(text: "Wrong user name or password") != nil)
        #expect(await flow.props(LoginProps.self)?.login.possible != nil)
    }

    @Test("hangs: closing the runtime cancels the request, and the effect observes the cancellation")
    func hangsAndIsCancelledOnClose() async throws {
        let cancelled = Probe()
        let scenario = Scenario<LoginFeature>("probe", state: .init(username: "u", password: "p")) { context in
            .hanging(clock: context.clock) { cancelled.fire() }
        }
        let flow = await Flow.start(LoginFeature.self, in: scenario)
        try await flow.tap("login")
        await flow.advance(by: .seconds(30))
        #expect(await flow.props(LoginProps.self)?.login == .inProgress)
        #expect(!cancelled.fired)
        await flow.core.close()
        for _ in 0..<200 where !cancelled.fired { try await Task.sleep(for: .milliseconds(5)) }
        #expect(cancelled.fired, "the backend call saw its cancellation")
        #expect(await flow.core.isClosed)
    }

    @Test("empty: the button is disabled until both fields hold text; edits reach the store")
    func emptyStartsDisabled() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        #expect(await flow.props(LoginProps.self)?.login == .disabled)
        let props = try #require(await flow.props(LoginProps.self))
        await flow.core.perform(props.username.update, "anna")
        await flow.core.perform(props.password.update, "secret")
        await flow.advance(by: .zero)
        #expect(await flow.state(LoginFeature.State.self)?.username == "anna")
        #expect(await flow.props(LoginProps.self)?.login.possible != nil)
    }

    @Test("Equal states give equal Props: Commands made by Send compare equal across mappings")
    func equalStatesEqualProps() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        let props = try #require(await flow.props(LoginProps.self))
        await flow.core.perform(props.username.update, "x")
        await flow.advance(by: .zero)
        await flow.core.perform(try #require(await flow.props(LoginProps.self)).username.update, "")
        await flow.advance(by: .zero)
        #expect(await flow.props(LoginProps.self) == props, "back to the same state, the same Props")
    }
}

/// Remembers that something happened (from any thread).
final class Probe: Sendable {
    private let state = Mutex(false)
    var fired: Bool { state.withLock { $0 } }
    func fire() { state.withLock { $0 = true } }
}
