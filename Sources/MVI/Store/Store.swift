/// An MVI container (in the spirit of Orbit MVI): one `State` value that only `reduce` changes,
/// `SideEffect`s for one-off events (navigate, show a toast), and `intent { … }` blocks that do the
/// work — possibly async — in a scope that the store cancels when it is closed or released (as an
/// Android `viewModelScope` is).
///
/// ```swift
/// let store = Store<Int, String>(initial: 0)
/// store.intent { scope in
///     scope.reduce { $0 += 1 }
///     try? await clock.sleep(for: .seconds(1))      // cancelled when the store closes
///     scope.postSideEffect("done at \(scope.state)")
/// }
/// for await count in store.states { render(count) } // current value first, then changes, conflated
/// ```
///
/// Threading: every method MAY be called from any thread; reduces are applied one at a time.
/// Observers MAY run off the main thread (use the bridges, or `Command.dispatched(on:)`, for UI).
/// Releasing the last reference to a `Store` closes it.
public final class Store<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let core: StoreCore<State, SideEffect>

    /// Creates a store holding `initial`, keeping side effects nobody consumes yet per `sideEffectBuffer`.
    public init(initial: State, sideEffectBuffer: SideEffectBufferPolicy = .default) {
        core = StoreCore(initial: initial, sideEffectPolicy: sideEffectBuffer)
    }

    deinit { core.close() }

    /// The current state.
    public var state: State { core.state }

    /// Changes the state synchronously and announces it. `change` runs under the store's lock and
    /// MUST NOT call back into the store. Ignored once closed. Complexity: O(1) plus observers.
    @inlinable
    public func reduce(_ change: (inout State) -> Void) { core.reduce(change) }

    /// Posts a side effect: delivered exactly once, to one consumer of `sideEffects` (or `drainSideEffects`);
    /// held while nobody consumes, per the buffer policy. Ignored once closed.
    @inlinable
    public func postSideEffect(_ effect: SideEffect) { core.post(effect) }

    /// Starts an intent: `body` runs at once on this thread until its first suspension, then as a
    /// task owned by the store. The store cancels it when it closes; after that `body`'s reduces and
    /// side effects are ignored. Returns a handle to cancel or await this one intent.
    @discardableResult
    public func intent(_ body: @escaping @Sendable (IntentScope<State, SideEffect>) async -> Void) -> IntentTask {
        core.startIntent(body)
    }

    /// Starts an intent under `id`, first cancelling the one running under the same `id`: at most
    /// one runs per key (a ticker, a search as the user types). Otherwise as `intent(_:)`.
    ///
    /// ```swift
    /// enum Ticker: Hashable { case id }
    /// store.intent(id: Ticker.id) { scope in while await tick(scope) {} }   // restarts the ticker
    /// store.cancelIntent(id: Ticker.id)                                     // stops it
    /// ```
    @discardableResult
    public func intent(id: some Hashable & Sendable,
                       _ body: @escaping @Sendable (IntentScope<State, SideEffect>) async -> Void) -> IntentTask {
        core.startIntent(key: IntentKey(id), body)
    }

    /// Cancels the intent running under `id` (`intent(id:_:)`), if any.
    public func cancelIntent(id: some Hashable & Sendable) { core.cancelIntent(key: IntentKey(id)) }

    /// The state as an `AsyncSequence`: the current value first, then each change; a slow consumer
    /// gets the latest state, not a backlog (conflation). Ends when the store closes.
    public var states: StateStream<State, SideEffect> { StateStream(core: core) }

    /// Side effects as an `AsyncSequence`: each effect reaches exactly one iterator, in order;
    /// effects posted while nobody iterates are held. Ends when the store closes and nothing is held.
    public var sideEffects: SideEffectStream<State, SideEffect> { SideEffectStream(core: core) }

    /// Takes every held side effect at once (for a polling host such as a terminal loop).
    public func drainSideEffects() -> [SideEffect] { core.drainSideEffects() }

    /// How many side effects were discarded by the buffer policy so far.
    public var droppedSideEffectCount: Int { core.locked.withLock { $0.droppedSideEffects } }

    /// Calls `observer` synchronously with every state change and posted side effect, in order, until
    /// removed or the store closes. A reduce from inside an observer is queued, not recursed.
    @discardableResult
    public func observe(_ observer: @escaping @Sendable (StoreChange<State, SideEffect>) -> Void) -> ObserverToken {
        ObserverToken(id: core.observe(observer))
    }

    /// Stops an observer registered with `observe(_:)`.
    public func removeObserver(_ token: ObserverToken) { core.removeObserver(token.id) }

    /// Cancels every running intent, completes the streams and ignores later changes. Idempotent.
    public func close() { core.close() }

    /// Whether `close()` was called (or the store was released).
    public var isClosed: Bool { core.isClosed }

    /// Intents started and not finished yet (cancelled ones count until their body returns).
    public var runningIntentCount: Int { core.runningIntentCount }

    /// Identifies an observer registered with `observe(_:)`.
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }
}
