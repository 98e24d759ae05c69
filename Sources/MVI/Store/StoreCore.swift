import Locking

/// The shared, lock-protected heart of a ``Store``. Streams, intents and bridges hold the core, not
/// the `Store` object, so releasing the last `Store` reference closes the store (its `deinit`) even
/// while subscribers or intents are alive.
@usableFromInline
final class StoreCore<State: Sendable, SideEffect: Sendable>: Sendable {
    @usableFromInline typealias Change = StoreChange<State, SideEffect>
    @usableFromInline typealias Observer = @Sendable (Change) -> Void
    @usableFromInline typealias StateWaiter = CheckedContinuation<(State, UInt64)?, Never>

    @usableFromInline let locked: Lock<Locked>
    @usableFromInline let sideEffectPolicy: SideEffectBufferPolicy

    @usableFromInline
    init(initial: State, sideEffectPolicy: SideEffectBufferPolicy) {
        self.locked = Lock(Locked(state: initial))
        self.sideEffectPolicy = sideEffectPolicy
    }

    /// Everything mutable, only touched under the lock.
    @usableFromInline
    struct Locked: ~Copyable {
        @usableFromInline var state: State
        /// Incremented by every reduce; a state stream iterator remembers the version it last saw.
        @usableFromInline var version: UInt64 = 0
        @usableFromInline var isClosed = false
        var nextID = 0

        @usableFromInline var stateWaiters: [Int: StateWaiter] = [:]
        @usableFromInline var sideEffects: [SideEffect] = []
        @usableFromInline var droppedSideEffects = 0
        @usableFromInline var sideEffectWaiters: [(id: Int, continuation: CheckedContinuation<SideEffect?, Never>)] = []
        /// Waiters between getting an id and registering their continuation, and those of them
        /// whose task was cancelled in that window (they must not register).
        var unregisteredWaiters: Set<Int> = []
        var cancelledWaiters: Set<Int> = []

        /// Parallel arrays, so that a delivery takes the observers by reference count, not by copy.
        @usableFromInline var observers: [Observer] = []
        var observerIDs: [Int] = []
        @usableFromInline var pendingChanges: [Change] = []
        @usableFromInline var isDelivering = false

        var closeActions: [@Sendable () -> Void] = []
        var intents: [Int: Task<Void, Never>] = [:]
        var runningIntents: Set<Int> = []
        /// The running intent started under each key (`Store.intent(id:_:)`), and the way back.
        var keyedIntents: [IntentKey: Int] = [:]
        var keysOfIntents: [Int: IntentKey] = [:]
        /// Intents cancelled before their task was kept: cancelled as soon as it is.
        var cancelledEarly: Set<Int> = []

        @usableFromInline
        init(state: State) { self.state = state }

        mutating func makeID() -> Int {
            nextID += 1
            return nextID
        }

        mutating func makeWaiterID() -> Int {
            let id = makeID()
            unregisteredWaiters.insert(id)
            return id
        }

        /// Called when a waiter registers; `false` when its task was cancelled first.
        mutating func register(waiter id: Int) -> Bool {
            unregisteredWaiters.remove(id)
            return cancelledWaiters.remove(id) == nil
        }

        /// Called on cancellation of a waiter that is not registered: remembered only if it will
        /// still register (otherwise it was already resumed and there is nothing to do).
        mutating func cancel(unregistered id: Int) {
            if unregisteredWaiters.remove(id) != nil { cancelledWaiters.insert(id) }
        }
    }

    // MARK: State

    var state: State { locked.withLock { $0.state } }

    /// Applies `change` to the state, wakes waiting state iterators and announces the new state.
    /// Ignored once the store is closed. `change` runs under the lock and MUST NOT call the store.
    @inlinable
    func reduce(_ change: (inout State) -> Void) {
        let (waiters, latest, delivery) = locked.withLock {
            locked -> ([StateWaiter], (State, UInt64)?, (Change, [Observer])?) in
            guard !locked.isClosed else { return ([], nil, nil) }
            change(&locked.state)
            locked.version &+= 1
            let delivery = Self.announce(.state(locked.state), in: &locked)
            guard !locked.stateWaiters.isEmpty else { return ([], nil, delivery) }
            defer { locked.stateWaiters.removeAll() }
            return (Array(locked.stateWaiters.values), (locked.state, locked.version), delivery)
        }
        if let latest {
            for waiter in waiters { waiter.resume(returning: latest) }
        }
        if let (change, observers) = delivery { deliver(change, to: observers) }
    }

    // MARK: Side effects

    /// Hands `effect` to one waiting consumer, or holds it (bounded by the policy). Ignored once closed.
    @inlinable
    func post(_ effect: SideEffect) {
        let (waiter, delivery) = locked.withLock {
            locked -> (CheckedContinuation<SideEffect?, Never>?, (Change, [Observer])?) in
            guard !locked.isClosed else { return (nil, nil) }
            let delivery = Self.announce(.sideEffect(effect), in: &locked)
            if !locked.sideEffectWaiters.isEmpty {
                return (locked.sideEffectWaiters.removeFirst().continuation, delivery)
            }
            if locked.sideEffects.count >= sideEffectPolicy.capacity {
                locked.droppedSideEffects += 1
                switch sideEffectPolicy.overflow {
                case .dropOldest:
                    locked.sideEffects.removeFirst()
                    locked.sideEffects.append(effect)
                case .dropNewest:
                    break
                }
            } else {
                locked.sideEffects.append(effect)
            }
            return (nil, delivery)
        }
        waiter?.resume(returning: effect)
        if let (change, observers) = delivery { deliver(change, to: observers) }
    }

    /// Removes and returns every held side effect (each is delivered exactly once).
    func drainSideEffects() -> [SideEffect] {
        locked.withLock { locked in
            defer { locked.sideEffects.removeAll() }
            return locked.sideEffects
        }
    }
}
