/// The states of a store as an `AsyncSequence` (see `Store.states`): the current value first, then
/// every change a consumer has not seen yet, conflated to the latest. Each iterator is independent.
/// Ends after the store closes (once the iterator has seen the final state).
public struct StateStream<State: Sendable, SideEffect: Sendable>: AsyncSequence, Sendable {
    public typealias Element = State
    public typealias Failure = Never

    let core: StoreCore<State, SideEffect>

    /// A new, independent iterator; its first element is the current state.
    public func makeAsyncIterator() -> Iterator { Iterator(core: core) }

    /// Iterates the states; remembers the last version it returned.
    public struct Iterator: AsyncIteratorProtocol {
        let core: StoreCore<State, SideEffect>
        var seenVersion: UInt64?

        /// The next state this iterator has not seen; `nil` when the store is closed, or the task
        /// is cancelled while waiting.
        public mutating func next() async -> State? {
            guard let (state, version) = await core.nextState(after: seenVersion) else { return nil }
            seenVersion = version
            return state
        }
    }
}

/// The side effects of a store as an `AsyncSequence` (see `Store.sideEffects`). Iterators share one
/// queue: each effect is delivered to exactly one of them, in posting order.
public struct SideEffectStream<State: Sendable, SideEffect: Sendable>: AsyncSequence, Sendable {
    public typealias Element = SideEffect
    public typealias Failure = Never

    let core: StoreCore<State, SideEffect>

    /// An iterator taking from the store's shared side effect queue.
    public func makeAsyncIterator() -> Iterator { Iterator(core: core) }

    /// Takes side effects from the shared queue.
    public struct Iterator: AsyncIteratorProtocol {
        let core: StoreCore<State, SideEffect>

        /// The oldest undelivered side effect; `nil` when the store is closed and nothing is held,
        /// or the task is cancelled while waiting.
        public mutating func next() async -> SideEffect? { await core.nextSideEffect() }
    }
}
