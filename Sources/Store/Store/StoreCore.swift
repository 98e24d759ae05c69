import StateMachine

/// The shared, lock-protected heart of a ``Store``. Streams, intents and bridges hold the core, not
/// the `Store` object, so releasing the last `Store` reference closes the store (its `deinit`) even
/// while subscribers or intents are alive.
final class StoreCore<State: Sendable, SideEffect: Sendable>: Sendable {
    typealias Change = StoreChange<State, SideEffect>
    typealias Observer = @Sendable (Change) -> Void

    let locked: Lock<Locked>
    let sideEffectPolicy: SideEffectBufferPolicy

    init(initial: State, sideEffectPolicy: SideEffectBufferPolicy) {
        self.locked = Lock(Locked(state: initial))
        self.sideEffectPolicy = sideEffectPolicy
    }

    /// Everything mutable, only touched under the lock.
    struct Locked: ~Copyable {
        var state: State
        /// Incremented by every reduce; a state stream iterator remembers the version it last saw.
        var version: UInt64 = 0
        var isClosed = false
        var nextID = 0

        var stateWaiters: [Int: CheckedContinuation<(State, UInt64)?, Never>] = [:]
        var sideEffects: [SideEffect] = []
        var droppedSideEffects = 0
        var sideEffectWaiters: [(id: Int, continuation: CheckedContinuation<SideEffect?, Never>)] = []
        /// Waiters between getting an id and registering their continuation, and those of them
        /// whose task was cancelled in that window (they must not register).
        var unregisteredWaiters: Set<Int> = []
        var cancelledWaiters: Set<Int> = []

        var observers: [(id: Int, observer: Observer)] = []
        var pendingChanges: [Change] = []
        var isDelivering = false

        var closeActions: [@Sendable () -> Void] = []
        var intents: [Int: Task<Void, Never>] = [:]
        var runningIntents: Set<Int> = []

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
    func reduce(_ change: (inout State) -> Void) {
        let (waiters, latest, mustDeliver) = locked.withLock {
            locked -> ([CheckedContinuation<(State, UInt64)?, Never>], (State, UInt64)?, Bool) in
            guard !locked.isClosed else { return ([], nil, false) }
            change(&locked.state)
            locked.version &+= 1
            let mustDeliver = Self.enqueue(.state(locked.state), in: &locked)
            guard !locked.stateWaiters.isEmpty else { return ([], nil, mustDeliver) }
            defer { locked.stateWaiters.removeAll() }
            return (Array(locked.stateWaiters.values), (locked.state, locked.version), mustDeliver)
        }
        if let latest {
            for waiter in waiters { waiter.resume(returning: latest) }
        }
        if mustDeliver { deliverPending() }
    }

    // MARK: Side effects

    /// Hands `effect` to one waiting consumer, or holds it (bounded by the policy). Ignored once closed.
    func post(_ effect: SideEffect) {
        let (waiter, mustDeliver) = locked.withLock {
            locked -> (CheckedContinuation<SideEffect?, Never>?, Bool) in
            guard !locked.isClosed else { return (nil, false) }
            let mustDeliver = Self.enqueue(.sideEffect(effect), in: &locked)
            if !locked.sideEffectWaiters.isEmpty {
                return (locked.sideEffectWaiters.removeFirst().continuation, mustDeliver)
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
            return (nil, mustDeliver)
        }
        waiter?.resume(returning: effect)
        if mustDeliver { deliverPending() }
    }

    /// Removes and returns every held side effect (each is delivered exactly once).
    func drainSideEffects() -> [SideEffect] {
        locked.withLock { locked in
            defer { locked.sideEffects.removeAll() }
            return locked.sideEffects
        }
    }

    // MARK: Observers

    func observe(_ observer: @escaping Observer) -> Int {
        locked.withLock { locked in
            let id = locked.makeID()
            locked.observers.append((id, observer))
            return id
        }
    }

    func removeObserver(_ id: Int) {
        locked.withLock { locked in locked.observers.removeAll { $0.id == id } }
    }

    /// Queues `change` for observers; returns whether the caller must deliver (no one else is).
    private static func enqueue(_ change: Change, in locked: inout Locked) -> Bool {
        guard !locked.observers.isEmpty else { return false }
        locked.pendingChanges.append(change)
        guard !locked.isDelivering else { return false }
        locked.isDelivering = true
        return true
    }

    /// Announces queued changes in order, outside the lock; a reduce from inside an observer is
    /// queued behind the current batch instead of recursing.
    private func deliverPending() {
        while true {
            let (batch, observers) = locked.withLock { locked -> ([Change], [Observer]) in
                guard !locked.pendingChanges.isEmpty else {
                    locked.isDelivering = false
                    return ([], [])
                }
                defer { locked.pendingChanges.removeAll(keepingCapacity: true) }
                return (locked.pendingChanges, locked.observers.map(\.observer))
            }
            if batch.isEmpty { return }
            for change in batch {
                for observer in observers { observer(change) }
            }
        }
    }
}

/// What observers of a store see: each new state and each posted side effect, in order.
///
/// Observing a side effect does not consume it: consumers of `Store.sideEffects` still receive it
/// exactly once. (Observers are for rendering, logging and tests.)
public enum StoreChange<State: Sendable, SideEffect: Sendable>: Sendable {
    case state(State)
    case sideEffect(SideEffect)
}

extension StoreChange: Equatable where State: Equatable, SideEffect: Equatable {}

/// How many side effects a store holds while nobody consumes them, and what happens beyond that.
public struct SideEffectBufferPolicy: Hashable, Sendable {
    /// What to do with a side effect posted when the buffer is full.
    public enum Overflow: Hashable, Sendable {
        /// Discard the oldest held effect to make room (the default: the newest is most relevant).
        case dropOldest
        /// Discard the new effect.
        case dropNewest
    }

    /// The most effects held at once (at least 1).
    public let capacity: Int
    public let overflow: Overflow

    public init(capacity: Int, overflow: Overflow = .dropOldest) {
        self.capacity = max(1, capacity)
        self.overflow = overflow
    }

    /// 64 effects, dropping the oldest.
    public static let `default` = SideEffectBufferPolicy(capacity: 64)
}
