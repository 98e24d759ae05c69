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

    /// A cart whose state has members, for failures that print a diff.
    struct Cart: Equatable, Sendable {
        var items: [String]
        var total: Int
        var note: String
    }

    @Test("a wrong state prints what differs by path, expected as −, actual as +, unchanged collections folded")
    func aWrongStatePrintsADiffByPath() async {
        let store = Store<Cart, String>(initial: Cart(items: ["tea"], total: 3, note: "ring twice"))
        let tester = StoreTester(store, clock: clock)
        await tester.send { store.reduce { $0.items.append("cake"); $0.total = 7 } }
        withKnownIssue("the total is not 8") {
            tester.expectState { $0.items.append("cake"); $0.total = 8 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("(− expected, + actual)") && text.contains("−   total: 8,") && text.contains("+   total: 7,")
                && text.contains("items: […]")
        }
        await tester.finish()
    }

    @Test("settling times out with a hint when no intent sleeps on the test clock (the feature got another clock)")
    func anotherClockIsNamedWhenIntentsNeverSettle() async {
        let store = Store<Int, String>(initial: 0)
        let tester = StoreTester(store, clock: clock, timeout: .milliseconds(200))
        await withKnownIssue("the intent sleeps on a ContinuousClock") {
            await tester.send {
                store.intent { scope in
                    // An hour: never over before the tester gives up, however slowly the tests run.
                    do { try await ContinuousClock().sleep(for: .seconds(3_600)) } catch { return }
                    scope.reduce { $0 += 1 }
                }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("none sleeps on the test clock") && text.contains("give the feature the TestClock")
        }
        store.close()
    }
}

