import Locking
import StoreTesting
import StateMachines
import Testing

@Suite("TestClock: virtual time")
struct TestClockTests {
    @Test func sleepersWakeOnlyWhenTimeReachesTheirDeadline() async throws {
        let clock = TestClock()
        let woke = Shared(false)
        let sleeper = Task {
            try await clock.sleep(for: .seconds(2))
            woke.withLock { $0 = true }
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        await clock.advance(by: .seconds(1))
        #expect(!woke.withLock { $0 })
        await clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(woke.withLock { $0 })
        #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = TestClock()
        let order = Shared<[Int]>([])
        let tasks = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(for: .seconds(seconds))
                order.withLock { $0.append(seconds) }
            }
        }
        while clock.sleeperCount < 3 { await Task.yield() }
        for deadline in 1...3 {
            await clock.advance(to: TestClock.Instant(offset: .seconds(deadline)))
            // Each wake-up completes before the next deadline is reached.
            while order.withLock({ $0.count }) < deadline { await Task.yield() }
        }
        for task in tasks { try await task.value }
        #expect(order.withLock { $0 } == [1, 2, 3])
    }

    @Test func aDeadlineInThePastReturnsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsAndRemovesIt() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func runAdvancesUntilNobodySleeps() async throws {
        let clock = TestClock()
        let done = Shared(false)
        let sleeper = Task {
            for _ in 0..<3 { try await clock.sleep(for: .seconds(10)) }
            done.withLock { $0 = true }
        }
        // `run` returns when nobody sleeps; the woken task may not have slept again yet, so repeat.
        while !done.withLock({ $0 }) {
            await clock.run()
            await Task.yield()
        }
        try await sleeper.value
        #expect(clock.now.offset == .seconds(30))
    }
}

/// A value shared with tasks (a `Lock` cannot be captured by a `Task`'s `sending` closure).
final class Shared<Value: Sendable>: Sendable {
    private let mutex: Lock<Value>
    init(_ value: Value) { mutex = Lock(value) }
    func withLock<R: Sendable>(_ body: (inout sending Value) -> sending R) -> R { mutex.withLock(body) }
}
