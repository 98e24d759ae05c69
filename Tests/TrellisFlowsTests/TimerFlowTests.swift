import CountdownTimer
import Testing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens

@Suite("Timer feature: the store drives the screen on the feature's clock")
struct TimerFlowTests {
    let catalog = Catalog.demo()

    func ring(_ flow: Flow) async -> Double? {
        await flow.mounted.node(key: "ring")?.props.content.progressRing?.progress
    }

    @Test("Started at 00:10, three seconds later it shows 00:07 with the ring at 0.3; pause holds it, resume goes on")
    func countsDownPausesAndResumes() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        #expect(await flow.props(TimerProps.self)?.title == "00:10")
        try await flow.tap("primary")
        #expect(await flow.performed.map(\.name) == ["start"])
        let started = await flow.png().png
        await flow.advance(by: .seconds(3))
        let running = try #require(await flow.props(TimerProps.self))
        #expect(running.title == "00:07")
        #expect(running.progress == 0.3)
        #expect(await ring(flow) == 0.3, "the ring on screen, not only the Props")
        #expect(await flow.mounted.node(text: "00:07") != nil)
        #expect(await flow.hostErrors.isEmpty, "the pixel host applied every instruction")
        #expect(await flow.png().png != started, "the PNG shows the new time")

        try await flow.tap("primary")   // pause
        await flow.advance(by: .seconds(2))
        #expect(await flow.props(TimerProps.self)?.title == "00:07")
        #expect(await flow.state(TimerState.self) == .paused(Countdown(total: 10, remaining: 7)))

        try await flow.tap("primary")   // resume
        await flow.advance(by: .seconds(1))
        #expect(await flow.props(TimerProps.self)?.title == "00:06")
        #expect(await flow.performed.map(\.name) == ["start", "pause", "resume"])
    }

    @Test("Restart after the end sweeps the ring back from 1 to the running countdown over frames of the clock")
    func restartAnimatesTheRing() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "finished")
        #expect(await ring(flow) == 1)
        try await flow.tap("primary")   // restart
        #expect(await flow.performed.last?.name == "restart")
        var frames: [Double] = []
        // Until it settles: the ring's ambient sweep through the running seconds goes on.
        while await flow.core.isSettling, frames.count < 100 {
            await flow.advance(by: .milliseconds(50))
            frames.append(try #require(await ring(flow)))
        }
        #expect(frames.count >= 4 && frames.count < 10, "\(frames)")
        #expect(frames.contains { $0 > 0.05 && $0 < 0.95 }, "intermediate frames: \(frames)")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 >= $1 }, "monotonic: \(frames)")
        // It lands where the running first second's sweep has got to by then (0.3 s of 1 s).
        #expect(abs(try #require(frames.last) - 0.03) < 1e-6, "\(frames)")
        #expect(await flow.props(TimerProps.self)?.progress == 0)
        #expect(await flow.props(TimerProps.self)?.title == "00:10")
    }

    @Test("While it runs, the ring sweeps through each second and stands at each tick's share when the digits change")
    func theRingSweepsBetweenTicks() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        try await flow.tap("primary")
        var samples: [(title: String?, ring: Double?)] = []
        for _ in 0..<8 {
            await flow.advance(by: .milliseconds(250))
            samples.append((await flow.mounted.node(key: "remaining")?.props.text?.string, await ring(flow)))
        }
        let rings = samples.compactMap(\.ring)
        #expect(rings.count == 8)
        for (index, ring) in rings.enumerated() {
            #expect(abs(ring - Double(index + 1) * 0.025) < 1e-9, "frame \(index + 1) of 0.25 s: \(rings)")
        }
        #expect(samples[2].title == "00:10" && samples[3].title == "00:09" && samples[7].title == "00:08",
                "the digits change on the tick only: \(samples.map(\.title))")
        #expect(await flow.props(TimerProps.self)?.progress == 0.2, "the Props stay the tick's")
        #expect(await flow.core.isAnimating, "frames go on being drawn")
        #expect(await flow.core.isSettling == false, "but nothing waits for the sweep")

        try await flow.tap("primary")   // pause: the ring stands at the paused second's share
        await flow.advance(by: .milliseconds(500))
        #expect(await ring(flow) == 0.2)
        #expect(await flow.core.isAnimating == false)
    }

    @Test("The same steps give the same PNG bytes")
    func deterministic() async throws {
        func run() async throws -> [UInt8] {
            let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
            try await flow.tap("primary")
            await flow.advance(by: .milliseconds(2_500))
            return await flow.png().png
        }
        let first = try await run()
        #expect(!first.isEmpty)
        #expect(try await run() == first)
    }

    @Test("A step that targets nothing fails naming the target and listing what is on screen")
    func missingTargetIsNamed() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"))
        let error = await #expect(throws: FlowError.self) { try await flow.tap("nope") }
        #expect(error?.target == "nope")
        #expect(error?.onScreen.contains("primary") == true, "\(String(describing: error))")
        #expect(error?.description.contains("'nope'") == true)
    }
}
