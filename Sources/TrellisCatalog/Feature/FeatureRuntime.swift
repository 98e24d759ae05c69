import Commands
import Foundation
import MVI
import Synchronization
import Render
import TrellisElements

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
    private let revisions: RevisionObservers
    private let intentCounter: @Sendable () -> Int
    private let identityFindings: IdentityFindings

    init(feature: FeatureEntry, scenario: String, core: RuntimeCore, state: @escaping @Sendable () -> any Sendable,
         revisions: RevisionObservers, runningIntents: @escaping @Sendable () -> Int, identityFindings: IdentityFindings) {
        self.identityFindings = identityFindings
        self.feature = feature
        self.scenario = scenario
        self.core = core
        self.stateReader = state
        self.revisions = revisions
        self.intentCounter = runningIntents
    }

    /// How many intents of the store are running (a flow waits until they all sleep on its clock).
    public var runningIntentCount: Int { intentCounter() }

    /// The store's current state.
    public var state: any Sendable { stateReader() }

    /// Commands the feature's `props(for:send:)` makes anew on every mapping (checked at start,
    /// and for every new state in debug builds), each place once.
    public var commandIdentityDiagnostics: [CommandIdentityDiagnostic] { identityFindings.all }

    /// The store's current state as `type`, when it is one.
    public func state<S>(as type: S.Type) -> S? { stateReader() as? S }

    /// The Props on screen.
    public var props: ScreenProps { get async { await screen.props } }

    /// Calls `observer` with every new state of the store and its Props, in the store's order, as
    /// the store announces it (on the thread that reduced; before the runtime shows it), until
    /// removed. Every state is seen, also those the screen skips because a newer one came first:
    /// what a session records as Props revisions.
    /// - Returns: The revision the store holds now (seen before any that `observer` gets) and a
    ///   token for `removeRevisionObserver(_:)`.
    public func observeRevisions(_ observer: @escaping @Sendable (FeatureRevision) -> Void) -> (current: FeatureRevision, token: Int) {
        revisions.add(observer)
    }

    /// Stops calling the revision observer registered under `token`.
    public func removeRevisionObserver(_ token: Int) { revisions.remove(token) }

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
        let findings = IdentityFindings()
        let initialProps = feature.props(for: initial, send: send)
        findings.check(initialProps, feature.props(for: initial, send: send), feature: F.name)
        let core = await RuntimeCore(props: RuntimeProps(initialProps), render: render,
                                     environment: environment, size: size, host: host, clock: clock)
        // When the store's state last changed, on the core's clock: an ambient motion starts
        // then, however late the screen follows the store.
        let changed = Mutex(core.clockTime)
        @Sendable func ambient(_ state: F.State, _ props: F.Content.Props) -> AmbientMotion? {
            feature.ambientMotion(in: state, props: props).map {
                AmbientMotion(toward: RuntimeProps($0.toward), animation: $0.animation, start: changed.withLock { $0 })
            }
        }
        await core.setAmbientMotion(ambient(initial, initialProps))
        // Read on the core's executor: the newest state wins, each state is mapped once.
        await core.setPropsSource {
            let state = feature.store.state
            let old: F.State? = shown.withLock { last in
                guard last != state else { return nil }
                defer { last = state }
                return last
            }
            guard let old else { return nil }
            let props = feature.props(for: state, send: send)
            #if DEBUG
            findings.check(props, feature.props(for: state, send: send), feature: F.name)
            #endif
            return (RuntimeProps(props), feature.animation(from: old, to: state), ambient(state, props))
        }
        @Sendable func revision(_ state: F.State) -> FeatureRevision {
            FeatureRevision(props: RuntimeProps(feature.props(for: state, send: send)), state: state)
        }
        let revisions = RevisionObservers { revision(feature.store.state) }
        let store = feature.store
        let token = store.observe { change in
            guard case .state(let state) = change else { return }
            changed.withLock { $0 = core.clockTime }
            revisions.announce { revision(state) }
            Task { await core.refresh() }
        }
        await core.onClose {
            store.removeObserver(token)
            store.close()
        }
        return FeatureRuntime(feature: entry, scenario: scenario.name, core: core, state: { feature.store.state },
                              revisions: revisions, runningIntents: { feature.store.runningIntentCount },
                              identityFindings: findings)
    }
}

/// One state of a running feature's store and the screen's Props for it.
public struct FeatureRevision: Sendable {
    /// The Props the feature maps the state to.
    public let props: RuntimeProps
    /// The store's state.
    public let state: any Sendable

    public init(props: RuntimeProps, state: any Sendable) {
        self.props = props
        self.state = state
    }
}

/// The revision observers of one running feature.
final class RevisionObservers: Sendable {
    private let observers = Mutex<(byToken: [Int: @Sendable (FeatureRevision) -> Void], next: Int)>(([:], 0))
    private let current: @Sendable () -> FeatureRevision

    init(current: @escaping @Sendable () -> FeatureRevision) {
        self.current = current
    }

    /// Registers `observer` and reads the current revision under one lock, so no state announced
    /// meanwhile is missed (one may be seen twice: the current one, announced late).
    func add(_ observer: @escaping @Sendable (FeatureRevision) -> Void) -> (current: FeatureRevision, token: Int) {
        observers.withLock { observers in
            observers.next += 1
            observers.byToken[observers.next] = observer
            return (current(), observers.next)
        }
    }

    func remove(_ token: Int) {
        _ = observers.withLock { $0.byToken.removeValue(forKey: token) }
    }

    /// Hands the revision `make` maps a new state to to the observers (nothing is mapped without any).
    func announce(_ make: () -> FeatureRevision) {
        let current = observers.withLock { $0.byToken.sorted { $0.key < $1.key }.map(\.value) }
        guard !current.isEmpty else { return }
        let revision = make()
        for observer in current { observer(revision) }
    }
}

/// The Command-identity diagnostics of one running feature, each set of places once.
final class IdentityFindings: Sendable {
    private let findings = Mutex<[CommandIdentityDiagnostic]>([])

    var all: [CommandIdentityDiagnostic] { findings.withLock { $0 } }

    func check<P: Encodable & Equatable>(_ first: P, _ second: P, feature: String) {
        guard let found = CommandIdentityDiagnostic.check(first, second, feature: feature) else { return }
        findings.withLock { list in
            if !list.contains(found) { list.append(found) }
        }
    }
}
