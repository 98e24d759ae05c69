import Commands
import MVI
import Testing
import TrellisCatalog
import TrellisElements
import TrellisFlows

@Suite("Command identity: Props that encode alike but compare unequal are reported")
struct CommandIdentityDiagnosticTests {
    @Test("A feature that makes its Commands inside props(for:) is reported with the Commands' places")
    func freshCommandsAreReported() async throws {
        var catalog = Catalog()
        try catalog.register(feature: FreshCommandsCounter.self)
        let flow = try await Flow.start(try catalog.feature(named: "fresh-counter"))
        let diagnostics = try #require(flow.feature?.commandIdentityDiagnostics)
        #expect(diagnostics.map(\.feature) == ["fresh-counter"])
        #expect(diagnostics.first?.paths.map(\.description) == ["$.increment"])
        #expect(diagnostics.first?.description.contains("the Commands at $.increment are made anew on every mapping") == true)
    }

    @Test("A feature whose Commands come from send(_:) is not reported")
    func sentCommandsAreNotReported() async throws {
        var catalog = Catalog()
        try catalog.register(feature: SentCommandsCounter.self)
        let flow = try await Flow.start(try catalog.feature(named: "sent-counter"))
        #expect(flow.feature?.commandIdentityDiagnostics == [])
    }

    @Test("Two mappings that differ in data are not an identity problem")
    func dataDifferencesAreNotIdentityFindings() {
        let command = Command("increment") {}
        let one = CounterProps(count: 1, increment: command)
        #expect(CommandIdentityDiagnostic.check(one, CounterProps(count: 2, increment: command), feature: "f") == nil)
        #expect(CommandIdentityDiagnostic.check(one, one, feature: "f") == nil)
        let fresh = CommandIdentityDiagnostic.check(one, CounterProps(count: 1, increment: Command("increment") {}), feature: "f")
        #expect(fresh?.paths.map(\.description) == ["$.increment"])
    }
}

struct CounterProps: Codable, Equatable, Sendable {
    var count: Int
    var increment: Command
}

struct CounterScreen: Screen {
    static let name = "counter-screen"
    static var samples: [Sample<CounterProps>] { [Sample("zero", CounterProps(count: 0, increment: Command("increment") {}))] }
    let props: CounterProps
    var body: Element { Text("\(props.count)").onTap(props.increment) }
}

/// The mistake: a Command made inside the mapping, so every mapping holds a different one.
struct FreshCommandsCounter: Feature {
    typealias Content = CounterScreen
    enum Intent: Hashable, Sendable { case increment }
    static let name = "fresh-counter"
    static let scenarios = [Scenario<FreshCommandsCounter>("zero", state: 0)]
    let store: Store<Int, Never>
    init(state: Int, dependencies: FeatureContext) { store = Store(initial: state) }
    func handle(_ intent: Intent) { store.reduce { $0 += 1 } }
    func props(for state: Int, send: Send<Intent>) -> CounterProps {
        let store = self.store
        return CounterProps(count: state, increment: Command("increment") { store.reduce { $0 += 1 } })
    }
}

/// The same feature done right: `send(.increment)` is the same Command for the same intent.
struct SentCommandsCounter: Feature {
    typealias Content = CounterScreen
    enum Intent: Hashable, Sendable { case increment }
    static let name = "sent-counter"
    static let scenarios = [Scenario<SentCommandsCounter>("zero", state: 0)]
    let store: Store<Int, Never>
    init(state: Int, dependencies: FeatureContext) { store = Store(initial: state) }
    func handle(_ intent: Intent) { store.reduce { $0 += 1 } }
    func props(for state: Int, send: Send<Intent>) -> CounterProps {
        CounterProps(count: state, increment: send(.increment))
    }
}
