import Locking
@testable import MVI
import StateMachines
import Testing

/// Records everything a store's observers see, in order.
final class ChangeLog<State: Sendable, SideEffect: Sendable>: Sendable {
    let changes = Lock<[StoreChange<State, SideEffect>]>([])
    init(_ store: Store<State, SideEffect>) {
        store.observe { change in self.changes.withLock { $0.append(change) } }
    }
    var all: [StoreChange<State, SideEffect>] { changes.withLock { $0 } }
}

@Suite("Store: reduce, intents, side effects")
struct StoreTests {
    @Test func reduceChangesTheStateAndObserversSeeEachChangeInOrder() {
        let store = Store<Int, String>(initial: 0)
        let log = ChangeLog(store)
        store.reduce { $0 += 1 }
        store.reduce { $0 *= 10 }
        #expect(store.state == 10)
        #expect(log.all == [.state(1), .state(10)])
    }

    @Test func anIntentRunsAtOnceUntilItsFirstSuspension() {
        let store = Store<Int, String>(initial: 0)
        store.intent { scope in
            scope.reduce { $0 = 1 }
            scope.postSideEffect("one")
        }
        // No await: the synchronous part of the intent already ran.
        #expect(store.state == 1)
        #expect(store.drainSideEffects() == ["one"])
    }

    @Test func asyncWorkInsideAnIntentReducesWhenItCompletes() async {
        let store = Store<[String], Never>(initial: [])
        let task = store.intent { scope in
            scope.reduce { $0.append("loading") }
            await Task.yield()
            scope.reduce { $0 = ["loaded"] }
        }
        await task.finish()
        #expect(store.state == ["loaded"])
        #expect(store.runningIntentCount == 0)
    }

    @Test func sideEffectsHeldWhileNobodyListensAreDeliveredOnceInOrder() async {
        let store = Store<Int, Int>(initial: 0)
        for effect in 1...3 { store.postSideEffect(effect) }
        var iterator = store.sideEffects.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        // A second consumer shares the queue: it gets what the first has not taken.
        var other = store.sideEffects.makeAsyncIterator()
        #expect(await other.next() == 3)
        #expect(store.drainSideEffects().isEmpty)
    }

    @Test func aWaitingConsumerReceivesTheNextSideEffect() async {
        let store = Store<Int, String>(initial: 0)
        async let received: String? = {
            var iterator = store.sideEffects.makeAsyncIterator()
            return await iterator.next()
        }()
        while !store.isWaitingForSideEffects { await Task.yield() }
        store.postSideEffect("toast")
        #expect(await received == "toast")
        #expect(store.drainSideEffects().isEmpty)
    }

    @Test func theBufferDropsTheOldestEffectWhenFullByDefault() {
        let store = Store<Int, Int>(initial: 0, sideEffectBuffer: SideEffectBufferPolicy(capacity: 2))
        for effect in 1...5 { store.postSideEffect(effect) }
        #expect(store.drainSideEffects() == [4, 5])
        #expect(store.droppedSideEffectCount == 3)
    }

    @Test func theBufferCanDropTheNewestEffectInstead() {
        let store = Store<Int, Int>(initial: 0,
                                    sideEffectBuffer: SideEffectBufferPolicy(capacity: 2, overflow: .dropNewest))
        for effect in 1...5 { store.postSideEffect(effect) }
        #expect(store.drainSideEffects() == [1, 2])
    }

    @Test func observersSeeSideEffectsWithoutConsumingThem() {
        let store = Store<Int, String>(initial: 0)
        let log = ChangeLog(store)
        store.reduce { $0 = 7 }
        store.postSideEffect("saved")
        #expect(log.all == [.state(7), .sideEffect("saved")])
        #expect(store.drainSideEffects() == ["saved"])
    }

    @Test func aReduceFromInsideAnObserverIsQueuedNotRecursed() {
        let store = Store<Int, Never>(initial: 0)
        let seen = Lock<[String]>([])
        let depth = Lock(0)
        store.observe { change in
            guard case .state(let value) = change else { return }
            let level = depth.withLock { $0 += 1; return $0 }
            seen.withLock { $0.append("depth \(level): \(value)") }
            if value == 1 { store.reduce { $0 = 2 } }
            depth.withLock { $0 -= 1 }
        }
        store.reduce { $0 = 1 }
        #expect(seen.withLock { $0 } == ["depth 1: 1", "depth 1: 2"])
    }

    @Test func removedObserversAreNotCalled() {
        let store = Store<Int, Never>(initial: 0)
        let count = Lock(0)
        let token = store.observe { _ in count.withLock { $0 += 1 } }
        store.reduce { $0 = 1 }
        store.removeObserver(token)
        store.reduce { $0 = 2 }
        #expect(count.withLock { $0 } == 1)
    }

    @Test func concurrentReducesAreAllApplied() async {
        let store = Store<Int, Never>(initial: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { for _ in 0..<1_000 { store.reduce { $0 += 1 } } } }
        }
        #expect(store.state == 8_000)
    }
}

extension Store {
    /// Whether some iterator is suspended waiting for a side effect (test-only peek).
    var isWaitingForSideEffects: Bool { core.locked.withLock { !$0.sideEffectWaiters.isEmpty } }
    /// Whether some state iterator is suspended waiting for a change (test-only peek).
    var isWaitingForStates: Bool { core.locked.withLock { !$0.stateWaiters.isEmpty } }
}
