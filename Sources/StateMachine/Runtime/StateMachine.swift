
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
    private let core: Lock<Core>

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
    @discardableResult
    public func transition(on event: Event) -> Transition {
        let (transition, mustDeliver) = core.withLock { core -> (Transition, Bool) in
            let outcome = definition.decide(core.state, in: core.block, on: event)
            let transition = outcome.transition
            var delivery = Delivery(transition: transition)
            if case .valid(_, _, let to, _) = transition {
                if outcome.moved, let from = core.block, let target = outcome.target {
                    delivery.addActions(from: from, to: target, in: definition)
                }
                core.state = to
                core.block = outcome.target
            }
            guard !core.observers.isEmpty || delivery.hasActions else { return (transition, false) }
            core.pending.append(delivery)
            if core.isDelivering { return (transition, false) }
            core.isDelivering = true
            return (transition, true)
        }
        if mustDeliver { deliverPending() }
        return transition
    }

    /// Calls `observer` with every transition (valid and invalid), in order, until the returned
    /// token is passed to `removeObserver(_:)`. Observers MAY run off the main thread.
    @discardableResult
    public func observe(_ observer: @escaping @Sendable (Transition) -> Void) -> ObserverToken {
        core.withLock { core in
            core.nextObserverID += 1
            core.observers.append((core.nextObserverID, observer))
            return ObserverToken(id: core.nextObserverID)
        }
    }

    /// Stops calling the observer registered under `token`; deliveries already started complete.
    public func removeObserver(_ token: ObserverToken) {
        core.withLock { core in core.observers.removeAll { $0.id == token.id } }
    }

    /// Drains the notification queue; only one thread at a time does this (`isDelivering`).
    private func deliverPending() {
        while true {
            let (batch, observers) = core.withLock { core -> ([Delivery], [Observer]) in
                if core.pending.isEmpty {
                    core.isDelivering = false
                    return ([], [])
                }
                defer { core.pending.removeAll(keepingCapacity: true) }
                return (core.pending, core.observers.map(\.observer))
            }
            if batch.isEmpty { return }
            for delivery in batch {
                if let exit = delivery.exitBlock {
                    for action in definition.blocks[exit].onExit { action(delivery.transition.from) }
                }
                if let enter = delivery.enterBlock {
                    for action in definition.blocks[enter].onEnter { action(delivery.transition.to) }
                }
                for observer in observers { observer(delivery.transition) }
            }
        }
    }
}

extension StateMachine {
    /// Identifies an observer registered with `observe(_:)`.
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }

    typealias Observer = @Sendable (Transition) -> Void

    /// Mutable state, only touched under the lock.
    struct Core: ~Copyable {
        var state: State
        var block: Int?
        var observers: [(id: Int, observer: Observer)] = []
        var nextObserverID = 0
        var pending: [Delivery] = []
        var isDelivering = false

        init(state: State, block: Int?) {
            self.state = state
            self.block = block
        }
    }

    /// A transition waiting to be announced, with the states whose actions must run.
    struct Delivery: Sendable {
        let transition: Transition
        var exitBlock: Int? = nil
        var enterBlock: Int? = nil

        var hasActions: Bool { exitBlock != nil || enterBlock != nil }

        /// Records the exit/enter actions of a move (stays run none), skipping states without any.
        mutating func addActions(from: Int, to: Int, in definition: Definition) {
            if !definition.blocks[from].onExit.isEmpty { exitBlock = from }
            if !definition.blocks[to].onEnter.isEmpty { enterBlock = to }
        }
    }
}
