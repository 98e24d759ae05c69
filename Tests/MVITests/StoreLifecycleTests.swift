import Locking
@testable import MVI
import StateMachines
import Testing

@Suite("Store: state stream, closing and releasing")
struct StoreLifecycleTests {
    @Test func theStateStreamStartsWithTheCurrentValue() async {
        let store = Store<Int, Never>(initial: 5)
        var iterator = store.states.makeAsyncIterator()
        #expect(await iterator.next() == 5)
    }

    @Test func aSlowSubscriberSeesTheLatestStateNotABacklog() async {
        let store = Store<Int, Never>(initial: 0)
        var iterator = store.states.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        for value in 1...100 { store.reduce { $0 = value } }
        #expect(await iterator.next() == 100)
        // Nothing newer: the next call waits, and gets the next change.
        async let next = iterator.next()
        while !store.isWaitingForStates { await Task.yield() }
        store.reduce { $0 = 101 }
        #expect(await next == 101)
    }

    @Test func eachStateSubscriberIsIndependent() async {
        let store = Store<Int, Never>(initial: 1)
        var first = store.states.makeAsyncIterator()
        var second = store.states.makeAsyncIterator()
        #expect(await first.next() == 1)
        store.reduce { $0 = 2 }
        #expect(await second.next() == 2)
        #expect(await first.next() == 2)
    }

    @Test func closingCancelsEveryRunningIntent() async {
        let store = Store<Int, Never>(initial: 0)
        let cancelled = Lock(0)
        let tasks = (0..<3).map { _ in
            store.intent { _ in
                await waitForCancellation()
                cancelled.withLock { $0 += 1 }
            }
        }
        #expect(store.runningIntentCount == 3)
        store.close()
        for task in tasks { await task.finish() }
        #expect(cancelled.withLock { $0 } == 3)
        #expect(store.runningIntentCount == 0)
    }

    @Test func closingCompletesTheStreamsAfterWhatTheyStillHold() async {
        let store = Store<Int, String>(initial: 0)
        var states = store.states.makeAsyncIterator()
        #expect(await states.next() == 0)
        async let waitingState = states.next()
        while !store.isWaitingForStates { await Task.yield() }
        store.postSideEffect("held")
        store.close()
        #expect(await waitingState == nil)
        var effects = store.sideEffects.makeAsyncIterator()
        #expect(await effects.next() == "held")
        #expect(await effects.next() == nil)
    }

    @Test func aClosedStoreIgnoresReducesSideEffectsAndNewIntents() {
        let store = Store<Int, String>(initial: 1)
        store.close()
        store.reduce { $0 = 2 }
        store.postSideEffect("late")
        let ran = Lock(false)
        let task = store.intent { _ in ran.withLock { $0 = true } }
        #expect(store.state == 1)
        #expect(store.drainSideEffects().isEmpty)
        #expect(!ran.withLock { $0 })
        #expect(task.isCancelled)
        #expect(store.isClosed)
    }

    @Test func releasingTheStoreCancelsAndFreesItsIntents() async {
        var token: Token? = Token()
        weak let weakToken = token
        var task: IntentTask?
        do {
            let store = Store<Int, Never>(initial: 0)
            let captured = token!
            task = store.intent { scope in
                // The intent's closure holds `captured`: it is freed only when the closure is.
                withExtendedLifetime(captured) {}
                await waitForCancellation()
                scope.reduce { $0 += 1 }   // ignored: the store is closed
            }
            token = nil
            #expect(store.runningIntentCount == 1)
        }
        await task?.finish()
        #expect(task?.isCancelled == true)
        #expect(weakToken == nil)
    }

    @Test func cancellingAStreamConsumerEndsItsIteration() async {
        let store = Store<Int, String>(initial: 0)
        let consumer = Task {
            var count = 0
            for await _ in store.sideEffects { count += 1 }
            return count
        }
        while !store.isWaitingForSideEffects { await Task.yield() }
        consumer.cancel()
        #expect(await consumer.value == 0)
        #expect(!store.isWaitingForSideEffects)
        // The store keeps working for other consumers.
        store.postSideEffect("after")
        #expect(store.drainSideEffects() == ["after"])
    }

    @Test func cancellingAStateSubscriberEndsItsIteration() async {
        let store = Store<Int, Never>(initial: 0)
        let subscriber = Task {
            var seen: [Int] = []
            for await state in store.states { seen.append(state) }
            return seen
        }
        while !store.isWaitingForStates { await Task.yield() }
        subscriber.cancel()
        #expect(await subscriber.value == [0])
    }
}

/// An object whose lifetime a test watches.
final class Token: Sendable {}

/// Suspends until the current task is cancelled.
func waitForCancellation() async {
    let never = AsyncStream<Never> { _ in }
    for await _ in never {}
}
