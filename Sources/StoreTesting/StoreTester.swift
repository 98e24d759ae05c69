import CustomDump
import Locking
import MVI
import StateMachines
import Testing

/// Makes tests of state logic exhaustive and readable: act on the store, then expect every state
/// change and side effect, in order. Anything not expected — an extra state, a side effect nobody
/// asserted, an intent still running at the end — is a test failure (Swift Testing issue) at the
/// line that should have handled it.
///
/// ```swift
/// let clock = TestClock()
/// let feature = TimerFeature(duration: 2, clock: clock)
/// let tester = StoreTester(feature.store, clock: clock)
/// await tester.send { feature.start() }
/// tester.expectState(.running(Countdown(total: 2, remaining: 2)))
/// await tester.advance(by: .seconds(2))
/// tester.expectState(.running(Countdown(total: 2, remaining: 1)))
/// tester.expectState(.finished(total: 2))
/// tester.expectSideEffect(.finished)
/// await tester.finish()
/// ```
///
/// Time is virtual: pass the same ``TestClock`` the code under test sleeps on. After each action and
/// each clock wake-up the tester waits until the store is *settled*: every running intent is
/// sleeping on the clock. (So intents should suspend only on that clock.)
public final class StoreTester<State: Equatable & Sendable, SideEffect: Equatable & Sendable>: Sendable {
    /// The store under test.
    public let store: Store<State, SideEffect>
    /// The clock the code under test sleeps on, if any.
    public let clock: TestClock?
    private let timeout: Duration
    private let recorder: Recorder
    private let token: Store<State, SideEffect>.ObserverToken

    struct Log {
        var unchecked: [StoreChange<State, SideEffect>] = []
        var lastState: State
    }

    /// Shared with the store's observer closure (a `Lock` itself cannot be captured).
    final class Recorder: Sendable {
        let log: Lock<Log>
        init(_ state: State) { log = Lock(Log(lastState: state)) }
    }

    private func withLog<R: Sendable>(_ body: (inout sending Log) -> sending R) -> R { recorder.log.withLock(body) }

    /// Starts recording every change of `store`.
    ///
    /// - Parameter timeout: Real time allowed for the store to settle before the tester reports
    ///   intents that never reach the clock (e.g. waiting on something else).
    public init(_ store: Store<State, SideEffect>, clock: TestClock? = nil, timeout: Duration = .seconds(10)) {
        self.store = store
        self.clock = clock
        self.timeout = timeout
        let recorder = Recorder(store.state)
        self.recorder = recorder
        self.token = store.observe { change in recorder.log.withLock { $0.unchecked.append(change) } }
    }

    deinit { store.removeObserver(token) }

    // MARK: Acting

    /// Performs `action` (typically calls intents or sends commands), then waits until the store is
    /// settled. Fails first if earlier changes were not all expected.
    public func send(_ action: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) async {
        reportUnchecked(before: "send", at: sourceLocation)
        action()
        await waitUntilSettled(sourceLocation)
    }

    /// Moves the test clock forward, waking sleeping intents in order and letting each settle.
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let clock else {
            Issue.record("advance(by:) needs the TestClock passed to StoreTester(_:clock:)",
                         sourceLocation: sourceLocation)
            return
        }
        await clock.advance(to: clock.now.advanced(by: duration)) {
            await self.waitUntilSettled(sourceLocation)
        }
    }

    // MARK: Expecting

    /// Expects the next change to be a new state equal to the last one modified by `update`.
    public func expectState(_ update: (inout State) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        var expected = withLog { $0.lastState }
        update(&expected)
        expectState(expected, sourceLocation: sourceLocation)
    }

    /// Expects the next change to be the state `expected`.
    public func expectState(_ expected: State, sourceLocation: SourceLocation = #_sourceLocation) {
        switch takeNext() {
        case .state(let actual)?:
            withLog { $0.lastState = actual }
            if actual != expected {
                Issue.record("state differs: \(Self.difference(expected, actual))", sourceLocation: sourceLocation)
            }
        case .sideEffect(let effect)?:
            Issue.record("expected state \(expected), but the next change is side effect \(effect)",
                         sourceLocation: sourceLocation)
        case nil:
            Issue.record("expected state \(expected), but the state did not change", sourceLocation: sourceLocation)
        }
    }

    /// Expects the next change to be the side effect `expected`.
    public func expectSideEffect(_ expected: SideEffect, sourceLocation: SourceLocation = #_sourceLocation) {
        switch takeNext() {
        case .sideEffect(let actual)?:
            if actual != expected {
                Issue.record("side effect differs: \(Self.difference(expected, actual))", sourceLocation: sourceLocation)
            }
        case .state(let state)?:
            withLog { $0.lastState = state }
            Issue.record("expected side effect \(expected), but the next change is state \(state)",
                         sourceLocation: sourceLocation)
        case nil:
            Issue.record("expected side effect \(expected), but none was posted", sourceLocation: sourceLocation)
        }
    }

    /// Expects that nothing happened since the last expectation.
    public func expectNoChange(sourceLocation: SourceLocation = #_sourceLocation) {
        reportUnchecked(before: "expectNoChange", at: sourceLocation)
    }

    /// Ends the test: fails on changes nobody expected and on intents still running (cancel them,
    /// or close the store, before finishing).
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await waitUntilSettled(sourceLocation)
        reportUnchecked(before: "finish", at: sourceLocation)
        let running = store.runningIntentCount
        if running > 0 {
            Issue.record("\(running) intent(s) still running at the end of the test", sourceLocation: sourceLocation)
        }
    }

    // MARK: Internals

    /// What differs between two values, member by member: a line per changed member with its
    /// path, `−` as expected and `+` as it is (unchanged members folded).
    static func difference<T>(_ expected: T, _ actual: T) -> String {
        if let lines = diff(expected, actual, format: .proportional) {
            return "(− expected, + actual)\n" + lines
        }
        // Equal dumps of unequal values (an `==` that reads something the dump does not show).
        return "\n  expected: \(expected)\n  actual:   \(actual)"
    }

    private func takeNext() -> StoreChange<State, SideEffect>? {
        withLog { $0.unchecked.isEmpty ? nil : $0.unchecked.removeFirst() }
    }

    private func reportUnchecked(before step: String, at sourceLocation: SourceLocation) {
        let unchecked = withLog { log in
            defer {
                log.unchecked.removeAll()
            }
            for case .state(let state) in log.unchecked { log.lastState = state }
            return log.unchecked
        }
        guard !unchecked.isEmpty else { return }
        let list = unchecked.map { "  - \($0)" }.joined(separator: "\n")
        Issue.record("\(unchecked.count) change(s) not expected before \(step):\n\(list)",
                     sourceLocation: sourceLocation)
    }

    /// Waits (in real time, bounded by `timeout`) until every running intent sleeps on the clock.
    private func waitUntilSettled(_ sourceLocation: SourceLocation) async {
        let store = self.store
        let settled = await TestClock.waitUntilSettled(clock, timeout: timeout) { store.runningIntentCount }
        guard !settled else { return }
        let running = store.runningIntentCount, sleeping = clock?.sleeperCount ?? 0
        var message = "intents did not settle within \(timeout): \(running) running, \(sleeping) sleeping on the test clock"
        if clock == nil {
            message += " — the tester has no clock: pass the TestClock the feature sleeps on to StoreTester(_:clock:)"
        } else if sleeping == 0 {
            message += " — none sleeps on the test clock: an intent waiting on another clock (a ContinuousClock, "
                + "Task.sleep) or on something else never settles; give the feature the TestClock passed to the tester"
        }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
