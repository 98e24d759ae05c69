import Locking
import StateMachines

/// A `Clock` whose time moves only when a test says so: `sleep` suspends until `advance` passes the
/// deadline. Inject it wherever production code takes a `Clock<Duration>` (e.g. `ContinuousClock`).
///
/// ```swift
/// let clock = TestClock()
/// let feature = TimerFeature(duration: 3, clock: clock)
/// feature.start()
/// await clock.advance(by: .seconds(1))   // exactly one tick, instantly
/// ```
///
/// Sleepers wake in deadline order (ties in the order they slept); after waking each one, `advance`
/// waits for the system to settle before waking the next, so a loop that sleeps again is woken
/// again within the same `advance`. Thread-safe; MAY be used from any thread.
public final class TestClock: Clock, Sendable {
    /// A point in virtual time: the duration since the clock was created.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the clock was created.
        public let offset: Duration

        /// The instant `offset` after the clock's creation.
        public init(offset: Duration) { self.offset = offset }

        // InstantProtocol.

        public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
        public func duration(to other: Self) -> Duration { other.offset - offset }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    }

    struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    struct Locked {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        var unregistered: Set<Int> = []
        var cancelled: Set<Int> = []
    }

    let locked = Lock(Locked())

    /// Creates a clock at time zero.
    public init() {}

    /// The current virtual time.
    public var now: Instant { locked.withLock { $0.now } }
    /// Zero: virtual time has no granularity.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { locked.withLock { $0.sleepers.count } }

    /// Suspends until virtual time reaches `deadline`; throws `CancellationError` if cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: Int? = locked.withLock { locked in
            guard locked.now < deadline else { return nil }
            locked.nextID += 1
            locked.unregistered.insert(locked.nextID)
            return locked.nextID
        }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let wasCancelled = locked.withLock { locked in
                    locked.unregistered.remove(id)
                    if locked.cancelled.remove(id) != nil { return true }
                    locked.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if wasCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = locked.withLock { locked -> Sleeper? in
                if let index = locked.sleepers.firstIndex(where: { $0.id == id }) {
                    return locked.sleepers.remove(at: index)
                }
                if locked.unregistered.remove(id) != nil { locked.cancelled.insert(id) }
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline is passed, in order.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `target` (never backwards), waking due sleepers one at a time; after
    /// each wake-up it yields so the woken task can run to its next suspension. (``StoreTester``
    /// waits precisely for the store's intents instead.)
    public func advance(to target: Instant) async {
        await advance(to: target, settle: Self.yieldSeveralTimes)
    }

    /// Moves time forward to `target` as `advance(to:)` does, calling `settle` after each wake-up
    /// instead of yielding: a caller that knows when the woken work is done (every intent of a
    /// store sleeping again) waits for exactly that, so a loop that sleeps again is never missed.
    public func advance(to target: Instant, settle: () async -> Void) async {
        while let sleeper = takeNextSleeper(dueBy: target) {
            sleeper.continuation.resume()
            await settle()
        }
        locked.withLock { locked in locked.now = max(locked.now, target) }
    }

    /// Waits until the intents `running` counts all sleep on `clock` (none may run when there is
    /// no clock): yields first, then polls every millisecond of real time up to `timeout`.
    /// - Returns: false when they had not settled by then (an intent waits on something else).
    public static func waitUntilSettled(_ clock: TestClock?, timeout: Duration,
                                        running: () -> Int) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var rounds = 0
        while running() > (clock?.sleeperCount ?? 0) {
            rounds += 1
            if rounds < 100 {
                await Task.yield()
            } else if ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                return false
            }
        }
        return true
    }

    /// Advances until no task sleeps on this clock any more (bounded by `limit` wake-ups).
    public func run(limit: Int = 10_000) async {
        for _ in 0..<limit {
            guard let deadline = locked.withLock({ $0.sleepers.map(\.deadline).min() }) else { return }
            await advance(to: deadline)
        }
    }

    /// Removes the earliest sleeper due by `target` and moves `now` to its deadline.
    func takeNextSleeper(dueBy target: Instant) -> Sleeper? {
        locked.withLock { locked in
            var best: Int?
            for (index, sleeper) in locked.sleepers.enumerated() where sleeper.deadline <= target {
                if best == nil || sleeper.deadline < locked.sleepers[best!].deadline { best = index }
            }
            guard let best else { return nil }
            let sleeper = locked.sleepers.remove(at: best)
            locked.now = max(locked.now, sleeper.deadline)
            return sleeper
        }
    }

    /// Lets woken tasks run to their next suspension in simple cases.
    static func yieldSeveralTimes() async {
        for _ in 0..<10 { await Task.yield() }
    }
}
