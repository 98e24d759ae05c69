import StoreTesting
import Testing
import CountdownTimer

@Suite("TimerFeature: behaviour in virtual time")
struct TimerFeatureTests {
    let clock = TestClock()

    func make(_ duration: Int) -> (TimerFeature, StoreTester<TimerState, TimerEffect>) {
        let feature = TimerFeature(duration: duration, clock: clock)
        return (feature, StoreTester(feature.store, clock: clock))
    }

    @Test func aNewTimerIsIdleWithItsDuration() async {
        let (feature, tester) = make(10)
        #expect(feature.state == .idle(duration: 10))
        #expect(feature.state.progress == 0)
        await tester.finish()
    }

    @Test func runningTicksEverySecondToFinishedWithASideEffect() async {
        let (feature, tester) = make(3)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 3, remaining: 3)))
        await tester.advance(by: .milliseconds(999))
        tester.expectNoChange()
        await tester.advance(by: .milliseconds(1))
        tester.expectState(.running(Countdown(total: 3, remaining: 2)))
        await tester.advance(by: .seconds(2))
        tester.expectState(.running(Countdown(total: 3, remaining: 1)))
        tester.expectState(.finished(total: 3))
        tester.expectSideEffect(.finished)
        #expect(feature.state.progress == 1)
        await tester.advance(by: .seconds(5))
        await tester.finish()   // the ticking intent ended by itself
    }

    @Test func progressGrowsFromZeroToOne() async {
        let (feature, tester) = make(4)
        await tester.send { feature.start() }
        var progress: [Double] = [feature.state.progress]
        for _ in 0..<4 {
            await tester.advance(by: .seconds(1))
            progress.append(feature.state.progress)
        }
        #expect(progress == [0, 0.25, 0.5, 0.75, 1])
        feature.close()
    }

    @Test func pauseStopsTheClockAndResumeContinuesWhereItWas() async {
        let (feature, tester) = make(5)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 5, remaining: 5)))
        await tester.advance(by: .seconds(2))
        tester.expectState(.running(Countdown(total: 5, remaining: 4)))
        tester.expectState(.running(Countdown(total: 5, remaining: 3)))
        await tester.send { feature.pause() }
        tester.expectState(.paused(Countdown(total: 5, remaining: 3)))
        await tester.advance(by: .seconds(60))
        tester.expectNoChange()
        #expect(feature.store.runningIntentCount == 0)
        await tester.send { feature.resume() }
        tester.expectState(.running(Countdown(total: 5, remaining: 3)))
        await tester.advance(by: .seconds(1))
        tester.expectState(.running(Countdown(total: 5, remaining: 2)))
        await tester.send { feature.reset() }
        tester.expectState(.idle(duration: 5))
        await tester.advance(by: .seconds(10))
        await tester.finish()
    }

    @Test func finishedOffersRestartWithTheSameDuration() async {
        let (feature, tester) = make(1)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 1, remaining: 1)))
        await tester.advance(by: .seconds(1))
        tester.expectState(.finished(total: 1))
        tester.expectSideEffect(.finished)
        #expect(feature.props.primary.restart != nil)
        await tester.send { feature.restart() }
        tester.expectState(.running(Countdown(total: 1, remaining: 1)))
        await tester.advance(by: .seconds(1))
        tester.expectState(.finished(total: 1))
        tester.expectSideEffect(.finished)
        await tester.send { feature.reset() }
        tester.expectState(.idle(duration: 1))
        await tester.finish()
    }

    @Test func theDurationCanBeSetOnlyWhenNotCountingAndOnlyToAPositiveValue() async {
        let (feature, tester) = make(10)
        await tester.send { feature.setDuration(25) }
        tester.expectState(.idle(duration: 25))
        #expect(!feature.send(.setDuration(0)).isValid)
        #expect(!feature.send(.setDuration(-5)).isValid)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 25, remaining: 25)))
        #expect(!feature.send(.setDuration(3)).isValid)
        #expect(!feature.send(.start).isValid)
        #expect(!feature.send(.resume).isValid)
        tester.expectNoChange()
        feature.close()
        await tester.finish()
    }

    @Test func aNonPositiveInitialDurationIsClampedToOneSecond() {
        #expect(TimerFeature(duration: 0, clock: clock).state == .idle(duration: 1))
    }

    @Test func ticksDoNotDriftWhenTheClockJumpsPastSeveralSeconds() async {
        let (feature, tester) = make(10)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 10, remaining: 10)))
        await tester.advance(by: .milliseconds(3_500))
        for remaining in [9, 8, 7] { tester.expectState(.running(Countdown(total: 10, remaining: remaining))) }
        await tester.advance(by: .milliseconds(500))
        tester.expectState(.running(Countdown(total: 10, remaining: 6)))
        feature.close()
        await tester.finish()
    }

    @Test func closingTheFeatureStopsTheTickingIntent() async {
        let (feature, tester) = make(10)
        await tester.send { feature.start() }
        tester.expectState(.running(Countdown(total: 10, remaining: 10)))
        #expect(feature.store.runningIntentCount == 1)
        feature.close()
        await tester.finish()
        #expect(clock.sleeperCount == 0)
    }

    @Test func concurrentPauseAndResumeLeaveOneTickerExactlyWhenRunning() async {
        let feature = TimerFeature(duration: 100, clock: clock)
        feature.start()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<200 { feature.pause(); feature.resume() } }
            }
        }
        // Cancelled tickers end as soon as their cancelled sleep returns.
        let expected = feature.state.isRunning ? 1 : 0
        for _ in 0..<5_000 where feature.store.runningIntentCount != expected {
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(feature.store.runningIntentCount == expected)
        #expect(clock.sleeperCount == expected)
        feature.close()
    }

    @Test func theStateStreamOfTheStoreFollowsTheTicks() async {
        let feature = TimerFeature(duration: 2, clock: clock)
        var states = feature.store.states.makeAsyncIterator()
        #expect(await states.next() == .idle(duration: 2))
        feature.start()
        #expect(await states.next() == .running(Countdown(total: 2, remaining: 2)))
        feature.close()
        #expect(await states.next() == nil)
    }
}
