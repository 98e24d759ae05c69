import MVI
import StoreTesting
import Testing

/// A tiny feature for exercising the tester: a counter with a delayed increment.
private struct Counter {
    let store = Store<Int, String>(initial: 0)
    let clock: TestClock

    func increment() { store.reduce { $0 += 1 } }

    func incrementLater() {
        store.intent { [clock] scope in
            do { try await clock.sleep(for: .seconds(1)) } catch { return }
            scope.reduce { $0 += 1 }
            scope.postSideEffect("incremented")
        }
    }
}

@Suite("StoreTester: exhaustive expectations")
struct StoreTesterTests {
    let clock = TestClock()

    @Test func expectedChangesInOrderPass() async {
        let counter = Counter(clock: clock)
        let tester = StoreTester(counter.store, clock: clock)
        await tester.send { counter.increment() }
        tester.expectState { $0 = 1 }
        await tester.send { counter.incrementLater() }
        tester.expectNoChange()
        await tester.advance(by: .seconds(1))
        tester.expectState(2)
        tester.expectSideEffect("incremented")
        await tester.finish()
    }

    @Test func anUnexpectedStateChangeFailsTheNextStep() async {
        let counter = Counter(clock: clock)
        let tester = StoreTester(counter.store, clock: clock)
        await tester.send { counter.increment() }
        await withKnownIssue("the state change was not expected") {
            await tester.send { counter.increment() }
        }
        tester.expectState(2)
        await tester.finish()
    }

    @Test func aWrongStateOrSideEffectFails() async {
        let counter = Counter(clock: clock)
        let tester = StoreTester(counter.store, clock: clock)
        await tester.send { counter.incrementLater() }
        await tester.advance(by: .seconds(1))
        withKnownIssue("wrong state") { tester.expectState(5) }
        withKnownIssue("wrong side effect") { tester.expectSideEffect("other") }
        await tester.finish()
    }

    @Test func aSideEffectWhereAStateWasExpectedFails() async {
        let counter = Counter(clock: clock)
        let tester = StoreTester(counter.store, clock: clock)
        await tester.send { counter.store.postSideEffect("toast") }
        withKnownIssue("a side effect came first") { tester.expectState(1) }
        withKnownIssue("nothing left") { tester.expectSideEffect("toast") }
        await tester.finish()
    }

    @Test func finishingWithUncheckedChangesOrRunningIntentsFails() async {
        let counter = Counter(clock: clock)
        let tester = StoreTester(counter.store, clock: clock)
        await tester.send { counter.incrementLater() }
        counter.increment()
        await withKnownIssue("an unexpected state and a running intent") {
            await tester.finish()
        } matching: { issue in
            "\(issue)".contains("not expected before finish") || "\(issue)".contains("still running")
        }
        counter.store.close()
    }

    @Test func advancingWithoutAClockFails() async {
        let tester = StoreTester(Store<Int, String>(initial: 0))
        await withKnownIssue("no TestClock") { await tester.advance(by: .seconds(1)) }
    }
}
