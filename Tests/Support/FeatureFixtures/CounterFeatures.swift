// Two counter features, one that makes its Commands inside props(for:send:) and one that
// makes them with send(_:): the fixtures of the Command-identity diagnostic's tests.
import Commands
import MVI
import TrellisCatalog
import TrellisElements

public struct CounterProps: Codable, Equatable, Sendable {
    public var count: Int
    public var increment: Command

    public init(count: Int, increment: Command) {
        self.count = count
        self.increment = increment
    }
}

public struct CounterScreen: Screen {
    public static let name = "counter-screen"
    public static var samples: [Sample<CounterProps>] { [Sample("zero", CounterProps(count: 0, increment: Command("increment") {}))] }
    public let props: CounterProps
    public init(props: CounterProps) { self.props = props }
    public var body: Element { Text("\(props.count)").onTap(props.increment) }
}

/// The mistake: a Command made inside the mapping, so every mapping holds a different one.
public struct FreshCommandsCounter: Feature {
    public typealias Content = CounterScreen
    public enum Intent: Hashable, Sendable { case increment }
    public static let name = "fresh-counter"
    public static let scenarios = [Scenario<FreshCommandsCounter>("zero", state: 0)]
    public let store: Store<Int, Never>
    public init(state: Int, dependencies: FeatureContext) { store = Store(initial: state) }
    public func handle(_ intent: Intent) { store.reduce { $0 += 1 } }
    public func props(for state: Int, send: Send<Intent>) -> CounterProps {
        let store = self.store
        return CounterProps(count: state, increment: Command("increment") { store.reduce { $0 += 1 } })
    }
}

/// The same feature done right: `send(.increment)` is the same Command for the same intent.
public struct SentCommandsCounter: Feature {
    public typealias Content = CounterScreen
    public enum Intent: Hashable, Sendable { case increment }
    public static let name = "sent-counter"
    public static let scenarios = [Scenario<SentCommandsCounter>("zero", state: 0)]
    public let store: Store<Int, Never>
    public init(state: Int, dependencies: FeatureContext) { store = Store(initial: state) }
    public func handle(_ intent: Intent) { store.reduce { $0 += 1 } }
    public func props(for state: Int, send: Send<Intent>) -> CounterProps {
        CounterProps(count: state, increment: send(.increment))
    }
}
