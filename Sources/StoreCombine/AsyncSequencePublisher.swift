import Locking
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import StateMachines

/// A Combine publisher (OpenCombine on Linux) of an `AsyncSequence`'s elements — the Swift
/// counterpart of a Kotlin Flow → Publisher bridge.
///
/// Every value and the completion are delivered **on `actor`** (the main actor by default), so a
/// subscriber whose closures are isolated to that actor (a `sink { … }` written in main-actor
/// code) is never called from another thread — OpenCombine would otherwise call them from
/// whatever thread produced the value, which traps at run time.
///
/// Lifecycle: the sequence is consumed only while there is demand (a slow subscriber
/// of a conflating sequence gets the latest value); cancelling the subscription cancels the
/// consuming task; the end of the sequence (e.g. the store closing) completes the subscriber.
public struct AsyncSequencePublisher<Base: AsyncSequence & Sendable>: Publisher
where Base.Element: Sendable, Base.Failure == Never {
    public typealias Output = Base.Element
    public typealias Failure = Never

    let base: Base
    let actor: any Actor

    /// Publishes `base`, delivering on `actor`.
    public init(_ base: Base, deliveringOn actor: any Actor = MainActor.shared) {
        self.base = base
        self.actor = actor
    }

    /// Attaches `subscriber`; nothing is consumed until it requests demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        // Type-erased so the subscription's type depends only on `Sendable` types.
        let subscription = AsyncSequenceSubscription(base: base, actor: actor, subscriber: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
    }
}

/// Pulls one element per unit of demand in a task, and hands it to the subscriber on the actor.
///
/// `@unchecked Sendable`: the subscriber (not `Sendable` in Combine's API) is only touched under
/// `state`'s lock or on the delivering actor, one delivery at a time (the task awaits each one).
final class AsyncSequenceSubscription<Base: AsyncSequence & Sendable>: Subscription, @unchecked Sendable
where Base.Element: Sendable, Base.Failure == Never {
    typealias S = AnySubscriber<Base.Element, Never>

    /// Combine's subscribers are not `Sendable`; this one is only called on the delivering actor,
    /// one call at a time, and only read or cleared under the lock.
    struct Handle: @unchecked Sendable {
        let subscriber: S
    }

    struct State {
        var handle: Handle?
        var subscriber: S? { handle?.subscriber }
        var demand = Subscribers.Demand.none
        var task: Task<Void, Never>?
        var demandWaiter: CheckedContinuation<Bool, Never>?
    }

    private let base: Base
    private let actor: any Actor
    private let state: Lock<State>

    init(base: Base, actor: any Actor, subscriber: S) {
        self.base = base
        self.actor = actor
        self.state = Lock(State(handle: Handle(subscriber: subscriber)))
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }

    func request(_ demand: Subscribers.Demand) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.subscriber != nil else { return nil }
            state.demand += demand
            if state.task == nil { state.task = Task { [self] in await consume() } }
            defer { state.demandWaiter = nil }
            return state.demandWaiter
        }
        waiter?.resume(returning: true)
    }

    func cancel() {
        let (task, waiter) = state.withLock { state in
            state.handle = nil
            defer { state.demandWaiter = nil }
            return (state.task, state.demandWaiter)
        }
        task?.cancel()
        waiter?.resume(returning: false)
    }

    /// The consuming loop: wait for demand, take an element, deliver it on the actor.
    private func consume() async {
        var iterator = base.makeAsyncIterator()
        while await waitForDemand() {
            guard let value = await iterator.next(isolation: nil) else {
                await Self.run(on: actor) { self.complete() }
                return
            }
            await Self.run(on: actor) { self.deliver(value) }
        }
    }

    /// `true` once demand is positive; `false` when cancelled.
    private func waitForDemand() async -> Bool {
        await withCheckedContinuation { continuation in
            let ready: Bool? = state.withLock { state in
                if state.subscriber == nil || Task.isCancelled { return false }
                if state.demand > .none { return true }
                state.demandWaiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func deliver(_ value: Base.Element) {
        let subscriber = state.withLock { state -> S? in
            guard state.subscriber != nil else { return nil }
            state.demand -= 1
            return state.subscriber
        }
        guard let subscriber else { return }
        let more = subscriber.receive(value)
        state.withLock { $0.demand += more }
    }

    private func complete() {
        let subscriber = state.withLock { state in
            defer { state.handle = nil }
            return state.subscriber
        }
        subscriber?.receive(completion: .finished)
    }

    /// Entering a function with an `isolated` parameter is how Swift hops onto an arbitrary actor.
    private static func run(on actor: isolated any Actor, _ work: @Sendable () -> Void) { work() }
}
