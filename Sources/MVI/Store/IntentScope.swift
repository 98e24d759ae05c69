/// What an intent body works with: the store's current state, `reduce` and `postSideEffect`.
///
/// The scope holds the store's core, not the `Store`, so a running intent never keeps a released
/// store open. After the store closes, `reduce` and `postSideEffect` do nothing and the intent's
/// task is cancelled (check `Task.isCancelled`, or let a cancellable `await` throw).
public struct IntentScope<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline let core: StoreCore<State, SideEffect>

    /// The current state of the store (it may change between two reads if other intents run).
    public var state: State { core.state }

    /// Changes the state (see `Store.reduce(_:)`).
    @inlinable
    public func reduce(_ change: (inout State) -> Void) { core.reduce(change) }

    /// Posts a side effect (see `Store.postSideEffect(_:)`).
    @inlinable
    public func postSideEffect(_ effect: SideEffect) { core.post(effect) }

    /// Whether the store is closed (the intent should stop).
    public var isClosed: Bool { core.isClosed }
}

/// A handle on one running intent.
public struct IntentTask: Sendable {
    let task: Task<Void, Never>?

    /// Cancels this intent only.
    public func cancel() { task?.cancel() }

    /// Whether this intent was cancelled (by `cancel()` or by the store closing), or never started
    /// because the store was already closed.
    public var isCancelled: Bool { task?.isCancelled ?? true }

    /// Waits until the intent's body has returned.
    public func finish() async { await task?.value }
}

/// The key of an intent started with `Store.intent(id:_:)`: any hashable, sendable value.
struct IntentKey: Hashable, Sendable {
    let value: any Hashable & Sendable

    init(_ value: some Hashable & Sendable) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool {
        func equals<T: Hashable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return equals(lhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
    }
}
