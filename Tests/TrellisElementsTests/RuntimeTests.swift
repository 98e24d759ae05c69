import Commands
import Foundation
import Render
import StoreTesting
import Synchronization
import Testing
import TrellisElements
import Typesetting

@Suite("Runtime: one loop from Props to a host")
struct RuntimeTests {
    @Test func theFirstPropsAreMountedOnTheHost() async throws {
        let host = HeadlessScreenHost()
        let runtime = await Runtime(Panel.self, props: Fixture.props(), environment: Fixture.environment(),
                                    size: Fixture.size, host: host)
        #expect(await runtime.mounted.frame("bar")?.width == 100)
        #expect(await host.batchCount == 1)
        #expect(await host.views.roots.count == 1)
        #expect(await host.errors.isEmpty)
    }

    @Test func newPropsWithoutAnimationSendOnlyWhatChanged() async throws {
        let host = HeadlessScreenHost()
        let tap = Command("tap") {}
        let runtime = await Runtime(Panel.self, props: Fixture.props(tap: tap), environment: Fixture.environment(),
                                    size: Fixture.size, host: host)
        await host.clearLog()
        await runtime.setProps(Fixture.props(title: "Hello, world", tap: tap))
        let log = await host.log
        #expect(log.count == 1, "one update of the title (a stretched text keeps its frame): \(log)")
        #expect(log.allSatisfy { if case .update = $0 { true } else { false } })
        #expect(await runtime.mounted.node(text: "Hello, world") != nil)
    }

    @Test func equalPropsDoNothing() async throws {
        let host = HeadlessScreenHost()
        let tap = Command("tap") {}
        let runtime = await Runtime(Panel.self, props: Fixture.props(tap: tap), environment: Fixture.environment(),
                                    size: Fixture.size, host: host)
        let passes = await runtime.layoutPassCount
        await runtime.setProps(Fixture.props(tap: tap))
        #expect(await runtime.layoutPassCount == passes)
        #expect(await host.batchCount == 1)
    }

    @Test func anAnimationShowsFramesInTheClocksTime() async throws {
        let clock = TestClock()
        let (runtime, tap) = await Fixture.animatedPanel(clock)
        await runtime.setProps(Fixture.props(width: 200, tap: tap), animation: .linear(1))
        #expect(await runtime.mounted.frame("bar")?.width == 100, "t = 0 shows the old frame")
        #expect(await runtime.isAnimating)
        await clock.advance(by: .milliseconds(250))
        await runtime.tick()
        #expect(await runtime.mounted.frame("bar")?.width == 125)
        await clock.advance(by: .milliseconds(250))
        await runtime.tick()
        #expect(await runtime.mounted.frame("bar")?.width == 150)
        await clock.advance(by: .milliseconds(500))
        #expect(await runtime.tick() == false)
        #expect(await runtime.mounted.frame("bar")?.width == 200)
        #expect(await runtime.isAnimating == false)
    }

    @Test func propsArrivingMidAnimationRetargetFromTheScreenNeverJump() async throws {
        let clock = TestClock()
        let (runtime, tap) = await Fixture.animatedPanel(clock)
        await runtime.setProps(Fixture.props(width: 200, tap: tap), animation: .linear(1))
        await clock.advance(by: .milliseconds(500))
        await runtime.tick()
        #expect(await runtime.mounted.frame("bar")?.width == 150)
        // Retarget to 50: the first frame is where the bar is now, not where it was heading.
        await runtime.setProps(Fixture.props(width: 50, tap: tap), animation: .linear(1))
        #expect(await runtime.mounted.frame("bar")?.width == 150)
        await clock.advance(by: .milliseconds(500))
        await runtime.tick()
        #expect(await runtime.mounted.frame("bar")?.width == 100)
        await clock.advance(by: .milliseconds(500))
        await runtime.tick()
        #expect(await runtime.mounted.frame("bar")?.width == 50)
        #expect(await runtime.isAnimating == false)
    }

    @Test func propsWithoutAnimationMidAnimationJumpToTheEnd() async throws {
        let clock = TestClock()
        let (runtime, tap) = await Fixture.animatedPanel(clock)
        await runtime.setProps(Fixture.props(width: 200, tap: tap), animation: .linear(1))
        await clock.advance(by: .milliseconds(300))
        await runtime.tick()
        await runtime.setProps(Fixture.props(width: 60, tap: tap))
        #expect(await runtime.mounted.frame("bar")?.width == 60)
        #expect(await runtime.isAnimating == false)
    }

    @Test func aHostSeesEveryAnimationFrameAsValidInstructions() async throws {
        let clock = TestClock()
        let host = HeadlessScreenHost()
        let (runtime, tap) = await Fixture.animatedPanel(clock, host: host)
        await runtime.setProps(Fixture.props(width: 180, title: "B", tap: tap), animation: .easeInOut(0.3))
        for _ in 0..<10 {
            await clock.advance(by: .milliseconds(40))
            await runtime.tick()
        }
        #expect(await host.errors.isEmpty)
        #expect(hostShows(await host.views, await runtime.mounted))
    }
}

@Suite("Runtime: environment changes lay out again")
struct RuntimeEnvironmentTests {
    @Test func rotatingMovesContentToTheNewSafeArea() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), device: Device.iPhoneX.portrait,
                                    textMeasurer: Fixture.measurer)
        #expect(await runtime.mounted.frame("bar")?.minY == 44)
        await runtime.setDevice(Device.iPhoneX.landscape)
        #expect(await runtime.mounted.root?.frame.size == Device.iPhoneX.landscape.size)
        #expect(await runtime.mounted.frame("bar")?.minX == 44)
        #expect(await runtime.mounted.frame("bar")?.minY == 0)
    }

    @Test func anotherDeviceInTheSameRuntimeUsesItsSafeArea() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), device: Device.iPhoneX.portrait,
                                    textMeasurer: Fixture.measurer)
        await runtime.setDevice(Device.iPhone15ProMax.portrait)
        #expect(await runtime.mounted.frame("bar")?.minY == 59)
    }

    @Test func darkModeResolvesThemedColorsAgain() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), device: Device.iPhoneX.portrait,
                                    textMeasurer: Fixture.measurer)
        let light = await runtime.mounted.first { $0.props.text?.string == "Hello" }?.props.text
        await runtime.updateEnvironment { $0.colorScheme = .dark }
        let dark = await runtime.mounted.first { $0.props.text?.string == "Hello" }?.props.text
        #expect(light != nil && dark != nil && light != dark)
    }

    @Test func largerTextSizesGrowTheText() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), environment: Fixture.environment(),
                                    size: Fixture.size)
        func titleSize() async -> Double? {
            await runtime.mounted.node(key: "title")?.props.text?.runs.first?.attributes.size
        }
        let before = try #require(await titleSize())
        await runtime.updateEnvironment { $0.textSizeMultiplier = TextSizeCategory.accessibilityLarge.multiplier }
        let after = try #require(await titleSize())
        #expect(after == before * 33 / 17)
    }
}

@Suite("Runtime: performed Commands are reported")
struct RuntimeCommandTests {
    @Test func aTapPerformsTheCommandAndObserversSeeNameAndTime() async throws {
        let clock = TestClock()
        let performed = Mutex(0)
        let tap = Command("openDetails") { performed.withLock { $0 += 1 } }
        let runtime = await Runtime(Panel.self, props: Fixture.props(tap: tap), environment: Fixture.environment(),
                                    size: Fixture.size, clock: clock)
        let seen = Mutex<[PerformedCommand]>([])
        _ = await runtime.addCommandObserver { record in seen.withLock { $0.append(record) } }
        await clock.advance(by: .seconds(2))
        let button = try #require(await runtime.mounted.frame("button"))
        let record = await runtime.tap(at: Point(x: button.midX, y: button.midY))
        #expect(record == PerformedCommand(name: "openDetails", value: nil, time: 2))
        #expect(seen.withLock { $0 } == [PerformedCommand(name: "openDetails", value: nil, time: 2)])
        #expect(performed.withLock { $0 } == 1)
    }

    @Test func aTapOnEmptySpacePerformsNothing() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), environment: Fixture.environment(),
                                    size: Fixture.size)
        #expect(await runtime.tap(at: Point(x: 199, y: 399)) == nil)
    }

    @Test func aBoundValueIsReportedAsTheValue() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), environment: Fixture.environment(),
                                    size: Fixture.size)
        let select = CommandWith<Int>("select") { _ in }
        #expect(await runtime.perform(select.bind(to: 7)).value == "7")
        #expect(await runtime.perform(select, 3).value == "3")
    }

    @Test func aRemovedObserverSeesNothingMore() async throws {
        let runtime = await Runtime(Panel.self, props: Fixture.props(), environment: Fixture.environment(),
                                    size: Fixture.size)
        let seen = Mutex(0)
        let token = await runtime.addCommandObserver { _ in seen.withLock { $0 += 1 } }
        await runtime.perform(Command("a") {})
        await runtime.removeCommandObserver(token)
        await runtime.perform(Command("b") {})
        #expect(seen.withLock { $0 } == 1)
    }
}

@Suite("Runtime: layout runs off the main actor, safely")
struct RuntimeConcurrencyTests {
    @Test func concurrentPropsFromManyTasksEndInOneConsistentScreen() async throws {
        let host = HeadlessScreenHost()
        let tap = Command("tap") {}
        let runtime = await Runtime(Panel.self, props: Fixture.props(tap: tap), environment: Fixture.environment(),
                                    size: Fixture.size, host: host)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    await runtime.setProps(Fixture.props(width: Double(50 + index), title: "T\(index)", tap: tap))
                }
            }
        }
        let props = await runtime.props
        #expect(await runtime.mounted.frame("bar")?.width == props.width)
        #expect(await host.errors.isEmpty)
        #expect(hostShows(await host.views, await runtime.mounted))
    }

    @Test @MainActor func bodiesAreBuiltOffTheMainThreadWhenCalledFromMain() async throws {
        let probe = ThreadProbe()
        let runtime = await Runtime(Probed.self, props: Probed.Props(probe: probe, title: "a"),
                                    environment: Fixture.environment(), size: Fixture.size)
        await runtime.setProps(Probed.Props(probe: probe, title: "b"))
        #expect(probe.builds.count == 2)
        #expect(probe.builds.allSatisfy { !$0 }, "a body was built on the main thread")
    }
}

/// Records, per body build, whether it ran on the main thread.
final class ThreadProbe: Sendable, Equatable {
    private let records = Mutex<[Bool]>([])
    var builds: [Bool] { records.withLock { $0 } }
    func record() { records.withLock { $0.append(Thread.isMainThread) } }
    static func == (lhs: ThreadProbe, rhs: ThreadProbe) -> Bool { lhs === rhs }
}

struct Probed: PropsComponent {
    struct Props: Equatable, Sendable {
        var probe: ThreadProbe
        var title: String
    }

    let props: Props

    var body: Element {
        props.probe.record()
        return Text(props.title).element
    }
}
