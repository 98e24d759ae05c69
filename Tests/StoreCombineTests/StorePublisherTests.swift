import Locking
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import MVI
import StoreCombine
import StateMachines
import StoreTestSupport
import Testing

@MainActor
@Suite("StoreCombine: state and side effect publishers")
struct StorePublisherTests {
    @Test func aSubscriberReceivesTheCurrentStateThenChangesOnTheMainActor() async {
        let store = Store<Int, String>(initial: 1)
        var received: [Int] = []
        let cancellable = store.statePublisher().sink { value in
            MainActor.assumeIsolated { received.append(value) }   // traps if delivered elsewhere
        }
        await eventually { received == [1] }
        store.reduce { $0 = 2 }
        await eventually { received == [1, 2] }
        #expect(received == [1, 2])
        cancellable.cancel()
    }

    @Test func closingTheStoreCompletesTheSubscriber() async {
        let store = Store<Int, String>(initial: 0)
        var finished = false
        let cancellable = store.statePublisher().sink(receiveCompletion: { _ in finished = true },
                                                      receiveValue: { _ in })
        await eventually { store.isWaitingForStates }
        store.close()
        await eventually { finished }
        #expect(finished)
        cancellable.cancel()
    }

    @Test func cancellingTheSubscriptionStopsConsumingTheStore() async {
        let store = Store<Int, String>(initial: 0)
        var received: [Int] = []
        let cancellable = store.statePublisher().sink { received.append($0) }
        await eventually { store.isWaitingForStates }
        cancellable.cancel()
        await eventually { !store.isWaitingForStates }
        #expect(!store.isWaitingForStates)
        store.reduce { $0 = 9 }
        try? await Task.sleep(for: .milliseconds(20))
        #expect(received == [0])
    }

    @Test func sideEffectsArePublishedOnceEach() async {
        let store = Store<Int, String>(initial: 0)
        store.postSideEffect("held")
        var received: [String] = []
        let cancellable = store.sideEffectPublisher().sink { received.append($0) }
        store.postSideEffect("live")
        await eventually { received.count == 2 }
        #expect(received == ["held", "live"])
        #expect(store.drainSideEffects().isEmpty)
        cancellable.cancel()
    }

    @Test func withoutDemandASlowSubscriberGetsTheLatestStateLater() async {
        let store = Store<Int, String>(initial: 0)
        let subscriber = DemandSubscriber()
        store.statePublisher().subscribe(subscriber)
        subscriber.request(1)
        await eventually { subscriber.values == [0] }
        for value in 1...50 { store.reduce { $0 = value } }
        try? await Task.sleep(for: .milliseconds(10))
        #expect(subscriber.values == [0])   // no demand, nothing delivered
        subscriber.request(1)
        await eventually { subscriber.values.count == 2 }
        #expect(subscriber.values == [0, 50])
        subscriber.cancel()
    }

    /// Nonisolated on purpose: a sink closure written in a main-actor context is main-actor
    /// isolated and would (rightly) trap when called on another actor.
    @Test nonisolated func valuesCanBeDeliveredOnAnyActor() async {
        actor Renderer {
            var values: [Int] = []
            func append(_ value: Int) { values.append(value) }
        }
        let renderer = Renderer()
        let store = Store<Int, String>(initial: 3)
        let cancellable = store.statePublisher(deliveringOn: renderer).sink { value in
            renderer.assumeIsolated { $0.append(value) }   // traps unless on `renderer`
        }
        while await renderer.values.isEmpty { await Task.yield() }
        #expect(await renderer.values == [3])
        cancellable.cancel()
    }
}

/// A subscriber that asks for values one at a time, when the test says so.
final class DemandSubscriber: Subscriber, Sendable {
    typealias Input = Int
    typealias Failure = Never

    /// OpenCombine's subscriptions are not `Sendable`; this one is only used under the lock.
    struct Held: @unchecked Sendable { let subscription: any Subscription }
    private let state = Lock<(values: [Int], held: Held?)>(([], nil))

    var values: [Int] { state.withLock { $0.values } }

    func receive(subscription: any Subscription) {
        state.withLock { $0.held = Held(subscription: subscription) }
    }
    func receive(_ input: Int) -> Subscribers.Demand {
        state.withLock { $0.values.append(input) }
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}

    func request(_ demand: Int) { state.withLock { $0.held }?.subscription.request(.max(demand)) }
    func cancel() { state.withLock { $0.held }?.subscription.cancel() }
}


extension Store {
    /// Whether some state iterator waits for a change (test-only peek).
    var isWaitingForStates: Bool { core.locked.withLock { !$0.stateWaiters.isEmpty } }
}
