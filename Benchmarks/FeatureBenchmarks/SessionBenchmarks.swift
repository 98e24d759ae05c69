// Session workloads (issue 30's targets), run by `FeatureBenchmarks sessions`:
// 7. Recording overhead on the fling of the 10,000-row inbox: 60 frames of a 4,000 pt/s fling
//    (each `input(.frame)`: scroll motion, window, layout of entering rows, reconcile, mount),
//    rounds alternately with and without a recorder attached, the list back at the top each time.
// 8. Export (`fileBytes()`), import (`Session(parsing:)`) and headless replay (`SessionReplay.run`,
//    no PNGs) of a 1,000-step session: the login typed into, one flow step per keystroke.
// 9. The file size of a session of 1,000 login keystrokes: a user name and a password typed and
//    deleted again, over and over.
import Foundation
import Render
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions

/// Frame times (ms, process CPU) of fling rounds without and with a recorder, and the overhead of
/// each pair of rounds (the recorded round's median over the plain one's, minus 1).
func recordingOverhead(rounds: Int = 60) async throws -> (without: [Double], with: [Double], pairs: [Double]) {
    let flow = try await Flow.start(try Catalog.demo().feature(named: "inbox"), scenario: "large")
    let feature = try require(flow.feature)
    var without: [Double] = [], with: [Double] = [], pairs: [Double] = []
    var plainMedian = 0.0
    let wall = ContinuousClock()
    for round in 0..<(rounds * 2) {
        let recording = round % 2 == 1
        await flow.core.scroll(to: 0, list: "messages")
        let recorder = recording ? await SessionRecorder.record(feature) : nil
        try await flow.fling("messages", velocity: Point(x: 0, y: -4_000))
        var frames: [Double] = []
        for _ in 0..<60 {
            await flow.clock.advance(by: .nanoseconds(16_666_667))
            let start = processCPUTime()
            _ = await wall.measure { await flow.core.input(.frame) }
            frames.append((processCPUTime() - start) * 1e3)
        }
        await recorder?.stop()
        // The first two rounds warm the caches of both.
        guard round >= 2 else { continue }
        if recording {
            with += frames
            pairs.append(percentile(frames, 0.5) / plainMedian - 1)
        } else {
            without += frames
            plainMedian = percentile(frames, 0.5)
        }
    }
    return (without, with, pairs)
}

/// What a recorder adds to one input: `input(.frame)` on a screen where nothing moves, timed over
/// many calls with and without a recorder attached (µs per call, process CPU).
func recorderCostPerInput(calls: Int = 200_000) async throws -> (without: Double, with: Double) {
    let flow = try await Flow.start(try Catalog.demo().feature(named: "login"), scenario: "succeeds")
    let feature = try require(flow.feature)
    func time() async -> Double {
        let start = processCPUTime()
        for _ in 0..<calls { await flow.core.input(.frame) }
        return (processCPUTime() - start) / Double(calls) * 1e6
    }
    var without: [Double] = [], with: [Double] = []
    for _ in 0..<5 {
        without.append(await time())
        let recorder = await SessionRecorder.record(feature, limits: SessionLimits(events: 1_000))
        with.append(await time())
        await recorder.stop()
    }
    return (percentile(without, 0.5), percentile(with, 0.5))
}

/// A flow of the empty login with `keystrokes` keystrokes in it (a user name and a password
/// typed and deleted again, over and over), recorded; `steps` makes each keystroke a flow step.
func recordedLogin(keystrokes: Int, steps: Bool) async throws -> Session {
    let flow = try await Flow.start(try Catalog.demo().feature(named: "login"), scenario: "empty")
    let recorder = await flow.record()
    let username = Array("anna.petrova@example.com"), password = Array("correct-horse-42")
    var typed = 0
    func key(_ step: FlowStep) async throws {
        guard typed < keystrokes else { return }
        if steps { try await flow.run(step) } else {
            switch step {
            case .type(let text, let into): try await flow.type(text, into: into)
            case .key(let key): try await flow.press(key)
            default: try await flow.run(step)
            }
        }
        typed += 1
    }
    while typed < keystrokes {
        try await flow.focus("username")
        for character in username { try await key(.type(String(character), into: nil)) }
        try await flow.focus("password")
        for character in password { try await key(.type(String(character), into: nil)) }
        for _ in password { try await key(.key(.backspace)) }
        try await flow.focus("username")
        for _ in username { try await key(.key(.backspace)) }
    }
    let session = recorder.session
    await recorder.stop()
    return session
}

func sessionBenchmarks() async throws {
    let (without, with, pairs) = try await recordingOverhead()
    let plain = percentile(without, 0.5), recorded = percentile(with, 0.5)
    report("inbox 10,000 rows, fling frame (process CPU), without a recorder", without, target: "—")
    report("  the same frames with a recorder attached", with, target: "≤ 5 % more")
    print("  recording overhead: \(String(format: "%+.1f", (recorded / plain - 1) * 100)) % of the median frame; "
          + "median of \(pairs.count) alternating pairs \(String(format: "%+.1f", percentile(pairs, 0.5) * 100)) %")
    let cost = try await recorderCostPerInput()
    print("  a recorder's own cost per input: \(String(format: "%.2f", cost.with - cost.without)) µs "
          + "(input(.frame) with nothing moving: \(String(format: "%.2f", cost.without)) → \(String(format: "%.2f", cost.with)) µs), "
          + "\(String(format: "%.1f", (cost.with - cost.without) / (plain * 1e3) * 100)) % of the median fling frame")

    let session = try await recordedLogin(keystrokes: 1_000, steps: true)
    let stepCount = session.events.count { if case .step = $0.kind { true } else { false } }
    var exports: [Double] = [], imports: [Double] = [], replays: [Double] = []
    let wall = ContinuousClock()
    var bytes: [UInt8] = []
    for _ in 0..<5 {
        exports.append(milliseconds(wall.measure { bytes = session.fileBytes() }))
        var parsed: Session?
        imports.append(milliseconds(try wall.measure { parsed = try Session(parsing: bytes) }))
        guard let parsed else { continue }
        var replay: SessionReplay?
        replays.append(milliseconds(try await wall.measure { replay = try await SessionReplay.run(parsed, in: .demo()) }))
        if let divergence = replay?.divergence { print("the replay diverged: \(divergence)") }
    }
    let shape = "\(stepCount) steps, \(session.inputCount) inputs, \(session.revisions.count) revisions, \(bytes.count / 1024) KiB"
    report("export of a \(shape)", exports, target: "≤ 1 s")
    report("  import of it", imports, target: "≤ 1 s")
    report("  headless replay of it (no PNGs)", replays, target: "≤ 1 s")

    let typing = try await recordedLogin(keystrokes: 1_000, steps: false)
    let size = typing.fileBytes().count
    print("session of 1,000 login keystrokes: \(size) bytes (\(String(format: "%.2f", Double(size) / 1_048_576)) MiB, "
          + "\(size / 1_000) bytes a keystroke; \(typing.events.count) events; target ≤ 1 MB)")
}

struct Missing: Error {}

func require<T>(_ value: T?) throws -> T {
    guard let value else { throw Missing() }
    return value
}
