import Observation
import MVI

/// An `Observable` view of a store for SwiftUI-style UIs (an `ObservableObject`-style wrapper):
/// `state` is a main-actor property that SwiftUI (or `withObservationTracking`) observes.
///
/// Lifecycle: the wrapper follows the store's state stream on the main actor; when
/// the wrapper is released it stops following and, like a `deinit { wrapped.onCleared() }` would,
/// closes the store (unless told not to); when the store closes, following ends.
///
/// Conforms to `Observable` by hand through an `ObservationRegistrar` (no macro needed).
@MainActor
public final class ObservableStore<State: Sendable, SideEffect: Sendable>: Observable {
    /// The wrapped store (send intents to it).
    public let store: Store<State, SideEffect>
    private var current: State
    private let registrar = ObservationRegistrar()
    private let following: Task<Void, Never>
    private let closesStore: Bool

    /// Wraps `store`. With `closesStoreOnRelease` (the default) releasing the wrapper closes the store.
    public init(_ store: Store<State, SideEffect>, closesStoreOnRelease: Bool = true) {
        self.store = store
        self.current = store.state
        self.closesStore = closesStoreOnRelease
        let target = WeakTarget<State, SideEffect>()
        let states = store.states
        self.following = Task { @MainActor in
            for await state in states {
                guard let wrapper = target.wrapper else { return }
                wrapper.apply(state)
            }
        }
        target.wrapper = self
    }

    isolated deinit {
        following.cancel()
        if closesStore { store.close() }
    }

    /// The latest state, observed.
    public var state: State {
        registrar.access(self, keyPath: \.state)
        return current
    }

    /// Whether the wrapper still follows the store (false once the store closed or it was released).
    public var isFollowing: Bool { !following.isCancelled && !store.isClosed }

    private func apply(_ state: State) {
        registrar.withMutation(of: self, keyPath: \.state) { current = state }
    }
}

/// Lets the following task reach the wrapper without keeping it alive.
@MainActor
private final class WeakTarget<State: Sendable, SideEffect: Sendable> {
    weak var wrapper: ObservableStore<State, SideEffect>?
}
