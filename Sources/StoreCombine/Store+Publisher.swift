#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import MVI

extension Store {
    /// The store's states as a publisher: the current state first, then changes (conflated while
    /// the subscriber has no demand), delivered on `actor`; completes when the store closes.
    ///
    /// ```swift
    /// // In main-actor code: the sink closure is main-actor isolated and is called there.
    /// cancellable = store.statePublisher().sink { state in render(state) }
    /// ```
    public func statePublisher(
        deliveringOn actor: any Actor = MainActor.shared
    ) -> AsyncSequencePublisher<StateStream<State, SideEffect>> {
        AsyncSequencePublisher(states, deliveringOn: actor)
    }

    /// The store's side effects as a publisher, delivered on `actor`. Each side effect goes to
    /// exactly one consumer (this subscription competes with other consumers of `sideEffects`).
    public func sideEffectPublisher(
        deliveringOn actor: any Actor = MainActor.shared
    ) -> AsyncSequencePublisher<SideEffectStream<State, SideEffect>> {
        AsyncSequencePublisher(sideEffects, deliveringOn: actor)
    }
}
