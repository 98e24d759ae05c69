import Commands
import Foundation
import MVI
import Synchronization
import Render
import Trellis

/// A running feature: its store drives the screen on a ``RuntimeCore``. A face of the core (every
/// runtime operation through ``RuntimeFace``), plus the screen's Props and the store's state.
///
/// Closing it (`close()`) closes the store: its running intents are cancelled, as a ViewModel's
/// scope is when its screen goes away.
public struct FeatureRuntime: RuntimeFace {
    /// The feature's catalog entry.
    public let feature: FeatureEntry
    /// The scenario it started in.
    public let scenario: String
    /// The runtime all calls go to.
    public let core: RuntimeCore
    /// The screen as a catalog runtime (Props by screen, JSON).
    public var screen: ScreenRuntime { ScreenRuntime(entry: feature.screen, core: core) }
    private let stateReader: @Sendable () -> any Sendable

    init(feature: FeatureEntry, scenario: String, core: RuntimeCore, state: @escaping @Sendable () -> any Sendable) {
        self.feature = feature
        self.scenario = scenario
        self.core = core
        self.stateReader = state
    }

    /// The store's current state.
    public var state: any Sendable { stateReader() }

    /// The store's current state as `type`, when it is one.
    public func state<S>(as type: S.Type) -> S? { stateReader() as? S }

    /// The Props on screen.
    public var props: ScreenProps { get async { await screen.props } }

    /// Shows the store's latest state (the runtime also follows it by itself, asynchronously:
    /// call this to be sure the screen shows what the store holds now).
    public func settle() async { await core.refresh() }

    /// Starts `F` in `scenario` on `core`'s terms; the core is created here.
    static func start<F: Feature>(_ type: F.Type, entry: FeatureEntry, scenario: Scenario<F>, environment: Environment,
                                  size: Size, host: (any ScreenHost)?, clock: any Clock<Duration>) async -> FeatureRuntime {
        let feature = F(state: scenario.state, dependencies: scenario.dependencies(FeatureContext(clock: clock)))
        let send = Send<F.Intent> { intent in feature.handle(intent) }
        let initial = feature.store.state
        let shown = Mutex(initial)
        let render = entry.screen.renderFunction
        let core = await RuntimeCore(props: RuntimeProps(feature.props(for: initial, send: send)), render: render,
                                     environment: environment, size: size, host: host, clock: clock)
        // Read on the core's executor: the newest state wins, each state is mapped once.
        await core.setPropsSource {
            let state = feature.store.state
            let old: F.State? = shown.withLock { last in
                guard last != state else { return nil }
                defer { last = state }
                return last
            }
            guard let old else { return nil }
            return (RuntimeProps(feature.props(for: state, send: send)), feature.animation(from: old, to: state))
        }
        let store = feature.store
        let token = store.observe { change in
            guard case .state = change else { return }
            Task { await core.refresh() }
        }
        await core.onClose {
            store.removeObserver(token)
            store.close()
        }
        return FeatureRuntime(feature: entry, scenario: scenario.name, core: core, state: { feature.store.state })
    }
}
