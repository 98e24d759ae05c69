import Locking

/// A typed finite state machine: one current `State`, `Event`s that move it along the rules of a
/// ``Definition``, and optional `SideEffect`s that each accepted event may emit.
///
/// ```swift
/// let machine = StateMachine<Light, Switch, Never>(initial: .off) { machine in
///     machine.state(.off) { $0.on(.flip, to: .exactly(.on)) { .transition(to: .on) } }
///     machine.state(.on) { $0.on(.flip, to: .exactly(.off)) { .transition(to: .off) } }
/// }
/// machine.transition(on: .flip)   // .valid(from: .off, event: .flip, to: .on, sideEffect: nil)
/// ```
///
/// Threading: every method MAY be called from any thread. Transitions are applied one at a time in
/// the order they take the lock. Enter/exit actions and observers run outside the lock, in
/// transition order, on the thread that is currently delivering; a transition requested from inside
/// an observer or action is applied immediately (its result is returned) but its notifications are
/// queued behind the current ones, never recursed.
public final class StateMachine<State: Sendable, Event: Sendable, SideEffect: Sendable>: Sendable {
    /// What `transition(on:)` reports.
    public typealias Transition = StateTransition<State, Event, SideEffect>

    /// The rules this machine follows.
    public let definition: Definition
    @usableFromInline let core: Lock<Core>

    /// Creates a machine in `state` (the definition's initial state by default, or a restored one).
    public init(_ definition: Definition, state: State? = nil) {
        let start = state ?? definition.initialState
        self.definition = definition
        self.core = Lock(Core(state: start, block: definition.blockIndex(of: start)))
    }

    /// Builds a definition and a machine in its initial state in one step.
    public convenience init(initial: State, _ build: (Builder) -> Void) {
        self.init(Definition(initial: initial, build))
    }

    /// The current state.
    public var state: State { core.withLock { $0.state } }

    /// Applies `event` and reports what happened. An invalid event changes nothing and never traps.
    ///
    /// Complexity: O(rules of the current state); with no observers and no enter/exit actions it
    /// takes the lock once and allocates nothing.
    @inlinable @discardableResult
    public func transition(on event: Event) -> Transition {
        let (transition, delivery) = core.withLock { core -> (Transition, (Delivery, [Observer])?) in
            let outcome = definition.decide(core.state, in: core.block, on: event)
            let transition = outcome.transition
            var exitBlock: Int?
            var enterBlock: Int?
            if case .valid(_, _, let to, _) = transition {
                if outcome.moved, let from = core.block, let target = outcome.target {
                    if !definition.blocks[from].onExit.isEmpty { exitBlock = from }
                    if !definition.blocks[target].onEnter.isEmpty { enterBlock = target }
                }
                core.state = to
                core.block = outcome.target
            }
            // The common case (nobody listening, no actions) touches nothing else.
            guard !core.observers.isEmpty || exitBlock != nil || enterBlock != nil else { return (transition, nil) }
            let delivery = Delivery(transition: transition, exitBlock: exitBlock, enterBlock: enterBlock)
            // Someone is delivering (a re-entrant call, or another thread): queue behind them.
            guard !core.isDelivering else {
                core.pending.append(delivery)
                return (transition, nil)
            }
            core.isDelivering = true
            return (transition, (delivery, core.observers))
        }
        if let (delivery, observers) = delivery {
            deliver(delivery, to: observers)
            deliverQueued()
        }
        return transition
    }

    /// Calls `observer` with every transition (valid and invalid), in order, until the returned
    /// token is passed to `removeObserver(_:)`. Observers MAY run off the main thread.
    @discardableResult
    public func observe(_ observer: @escaping @Sendable (Transition) -> Void) -> ObserverToken {
        core.withLock { core in
            core.nextObserverID += 1
            core.observers.append(observer)
            core.observerIDs.append(core.nextObserverID)
            return ObserverToken(id: core.nextObserverID)
        }
    }

    /// Stops calling the observer registered under `token`; deliveries already started complete.
    public func removeObserver(_ token: ObserverToken) {
        core.withLock { core in
            guard let index = core.observerIDs.firstIndex(of: token.id) else { return }
            core.observerIDs.remove(at: index)
            core.observers.remove(at: index)
        }
    }

    /// Announces what was queued while this thread delivered; only one thread at a time does this
    /// (`isDelivering`), so notifications stay in transition order.
    @inlinable
    func deliverQueued() {
        while true {
            let (batch, observers) = core.withLock { core -> ([Delivery], [Observer]) in
                guard !core.pending.isEmpty else {
                    core.isDelivering = false
                    return ([], [])
                }
                defer { core.pending = [] }
                return (core.pending, core.observers)
            }
            if batch.isEmpty { return }
            for delivery in batch { deliver(delivery, to: observers) }
        }
    }

    /// Runs the exit actions, the enter actions, then the observers, outside the lock.
    @inlinable
    func deliver(_ delivery: Delivery, to observers: [Observer]) {
        if let exit = delivery.exitBlock {
            for action in definition.blocks[exit].onExit { action(delivery.transition.from) }
        }
        if let enter = delivery.enterBlock {
            for action in definition.blocks[enter].onEnter { action(delivery.transition.to) }
        }
        for observer in observers { observer(delivery.transition) }
    }
}

extension StateMachine {
    /// Identifies an observer registered with `observe(_:)`.
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }

    @usableFromInline typealias Observer = @Sendable (Transition) -> Void

    /// Mutable state, only touched under the lock.
    @usableFromInline
    struct Core: ~Copyable {
        @usableFromInline var state: State
        @usableFromInline var block: Int?
        /// Parallel arrays, so that a delivery takes the observers by reference count, not by copy.
        @usableFromInline var observers: [Observer] = []
        @usableFromInline var observerIDs: [Int] = []
        @usableFromInline var nextObserverID = 0
        @usableFromInline var pending: [Delivery] = []
        @usableFromInline var isDelivering = false

        @usableFromInline
        init(state: State, block: Int?) {
            self.state = state
            self.block = block
        }
    }

    /// A transition waiting to be announced, with the states whose actions must run.
    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline let transition: Transition
        /// The state whose exit actions run (only for moves, and only if it has any).
        @usableFromInline let exitBlock: Int?
        /// The state whose enter actions run (only for moves, and only if it has any).
        @usableFromInline let enterBlock: Int?

        @inlinable
        init(transition: Transition, exitBlock: Int?, enterBlock: Int?) {
            self.transition = transition
            self.exitBlock = exitBlock
            self.enterBlock = enterBlock
        }
    }
}
