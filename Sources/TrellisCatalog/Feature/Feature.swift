import Commands
import MVI
import TrellisElements

/// A feature: a store, a pure mapping from its state to a screen's Props, and the screen. The
/// framework runs it (``FeatureRuntime``): every new state becomes Props on the runtime
/// (animated when ``animation(from:to:)`` says so), every Command performed on screen reaches
/// the store as its intent, and closing the runtime closes the store, cancelling its effects.
///
/// ```swift
/// struct CounterFeature: Feature {
///     typealias Content = CounterScreen
///     enum Intent: Hashable, Sendable { case increment }
///     static let name = "counter"
///     static let scenarios = [Scenario<CounterFeature>("zero", state: 0)]
///
///     let store: Store<Int, Never>
///     init(state: Int, dependencies: FeatureContext) { store = Store(initial: state) }
///     func handle(_ intent: Intent) { store.reduce { $0 += 1 } }
///     func props(for state: Int, send: Send<Intent>) -> CounterProps {
///         CounterProps(count: state, increment: send(.increment))
///     }
/// }
/// try catalog.register(feature: CounterFeature.self)
/// ```
///
/// Threading: `handle` runs where the Command is performed (the runtime's executor); `props`
/// MAY run on any thread and must be a pure function of the state.
public protocol Feature: Sendable {
    /// The catalog screen that shows the feature.
    associatedtype Content: Screen
    /// Everything the feature knows; equal states give equal Props.
    associatedtype State: Equatable & Sendable
    /// What the user (or the system) asks the feature to do: the Commands of the Props send these.
    associatedtype Intent: Hashable & Sendable
    /// One-off events of the store (navigation, toasts).
    associatedtype SideEffect: Sendable = Never
    /// What the feature is given from outside (a backend, the clock): by plain values, per scenario.
    associatedtype Dependencies: Sendable = FeatureContext

    /// Stable and unique among the catalog's features (letters, digits, `-`, `_`): `trellis run NAME`.
    static var name: String { get }
    /// Named starting points (at least one; the first is the default).
    static var scenarios: [Scenario<Self>] { get }

    /// The feature in `state` with its dependencies: creates its store.
    init(state: State, dependencies: Dependencies)
    /// The store the screen follows.
    var store: Store<State, SideEffect> { get }
    /// Does what `intent` asks: reduces the store, starts effects in its scope.
    func handle(_ intent: Intent)
    /// The screen's Props for `state`, its Commands made by `send`. Pure.
    func props(for state: State, send: Send<Intent>) -> Content.Props
    /// How the screen animates from the Props of `old` to those of `new`; `nil`: at once.
    func animation(from old: State, to new: State) -> Animation?
    /// Motion that accompanies `state` (shown as `props`) until the next state: Props to move
    /// toward and how, e.g. a running countdown's ring sweeping to the next second's value. Only
    /// what differs from `props` moves (see `AmbientMotion`); it never holds rest. `nil` (the
    /// default): the screen holds still.
    func ambientMotion(in state: State, props: Content.Props) -> (toward: Content.Props, animation: Animation)?
}

extension Feature {
    public func animation(from old: State, to new: State) -> Animation? { nil }
    public func ambientMotion(in state: State, props: Content.Props) -> (toward: Content.Props, animation: Animation)? { nil }
}

/// What the framework gives every feature it starts: the clock of the runtime (a test clock in
/// flow tests, so effects that wait run in virtual time).
public struct FeatureContext: Sendable {
    /// The clock the runtime and the feature share.
    public let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }
}

/// A named starting point of a feature — the behaviour counterpart of a sample: an initial state
/// plus the dependencies to run it with (a backend that succeeds, fails or never answers),
/// injected as plain values.
public struct Scenario<F: Feature>: Sendable {
    /// Unique among the feature's scenarios: letters, digits, `-` and `_`.
    public let name: String
    /// Where the feature starts.
    public let state: F.State
    /// The dependencies, made for the context the feature is started in.
    public let dependencies: @Sendable (FeatureContext) -> F.Dependencies

    public init(_ name: String, state: F.State, dependencies: @escaping @Sendable (FeatureContext) -> F.Dependencies) {
        self.name = name
        self.state = state
        self.dependencies = dependencies
    }
}

extension Scenario where F.Dependencies == FeatureContext {
    /// A scenario whose only dependency is the context (the clock).
    public init(_ name: String, state: F.State) {
        self.init(name, state: state) { $0 }
    }
}
