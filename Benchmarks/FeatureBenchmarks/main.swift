// Release-build benchmarks of features that run (issue 28's targets): build with
// `swift build -c release --product FeatureBenchmarks --product trellis`, then run
// `.build/release/FeatureBenchmarks`. Prints medians (and p99 where the target is a percentile);
// nothing here is asserted in tests.
//
// 1. tap → Command → intent → reduce → new Props → mounted: the login feature on a headless host
//    (texts measured by Pango), a tap on `login` whose backend refuses at once with a new message.
// 2. The same with the Cairo frame at @3x drawn after each tap.
// 3. A fling through the 10,000-row inbox: 2 s of frames at 60 fps, per frame the runtime's tick
//    (scroll motion, window, layout of entering rows, reconcile, mount) and its instructions.
// 4. `trellis run login` of a 20-step script with a PNG per step: wall time and peak RSS of the
//    release CLI beside this executable (skipped with a message when it is not built).
// 5.–6. Text input: see TextInputBenchmarks.swift.
// 7.–9. Sessions: see SessionBenchmarks.swift (`FeatureBenchmarks sessions` runs only those).
import Foundation
import PangoText
import Render
import StoreTesting
import Synchronization
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisScreens

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// CPU seconds of this whole process (the runtime's actors run on other threads of it; nothing
/// else runs here while a frame is measured, so the difference is the frame's own work even when
/// the machine's other jobs stretch the wall clock).
func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func report(_ name: String, _ values: [Double], unit: String = "ms", target: String) {
    let median = percentile(values, 0.5), p99 = percentile(values, 0.99)
    print("\(name): median \(String(format: "%.3f", median)) \(unit), p99 \(String(format: "%.3f", p99)) \(unit), "
          + "max \(String(format: "%.3f", values.max() ?? 0)) \(unit) (\(values.count) runs; target \(target))")
}

/// A backend that refuses every attempt at once, with the attempt's number (so each tap shows new Props).
func refusingBackend() -> LoginFeature.Backend {
    let attempts = Mutex(0)
    return LoginFeature.Backend { _, _ in
        let attempt = attempts.withLock { $0 += 1; return $0 }
        throw LoginFeature.Refusal(message: "Refused (attempt \(attempt))")
    }
}

func tapLatency(drawing: Bool) async -> [Double] {
    let renderer = ScreenRenderer()
    let configuration = DisplayConfiguration(device: .iPhoneX)
    let clock = TestClock()
    let scenario = Scenario<LoginFeature>("bench", state: .init(username: "dalooG", password: "mobius2018")) { _ in
        refusingBackend()
    }
    let cairo = renderer.host(for: configuration)
    let headless = HeadlessScreenHost()
    let host: any ScreenHost = drawing ? cairo : headless
    let runtime = await FeatureEntry.start(LoginFeature.self, in: scenario, environment: renderer.environment(for: configuration),
                                           size: configuration.deviceConfiguration.size, host: host, clock: clock)
    guard let login = await runtime.mounted.first(where: { $0.key == "login" }) else { return [] }
    // The button's centre in root coordinates (its parents start at the origin's column).
    let tree = await runtime.mounted
    var point = Point(x: 0, y: 0)
    func locate(_ node: MountedNode, _ origin: Point) -> Bool {
        let frame = node.frame.offsetBy(origin)
        if node.id == login.id { point = Point(x: frame.midX, y: frame.midY); return true }
        return node.children.contains { locate($0, frame.origin) }
    }
    _ = tree.root.map { locate($0, Point(x: 0, y: 0)) }
    var times: [Double] = []
    let wall = ContinuousClock()
    for run in 0..<300 {
        let elapsed = await wall.measure {
            await runtime.pointer(PointerEvent(.down, at: point))
            await runtime.pointer(PointerEvent(.up, at: point))
            await runtime.core.refresh()
            if drawing { _ = await cairo.rendering() }
        }
        if run >= 20 { times.append(milliseconds(elapsed)) }
    }
    return times
}

func fling() async throws -> (times: [Double], cpu: [Double], instructions: [Int]) {
    let flow = try await Flow.start(try Catalog.demo().feature(named: "inbox"), scenario: "large")
    try await flow.fling("messages", velocity: Point(x: 0, y: -4_000))
    var times: [Double] = []
    var cpu: [Double] = []
    var counts: [Int] = []
    let wall = ContinuousClock()
    var last = await flow.core.instructionCount
    for _ in 0..<120 {
        await flow.clock.advance(by: .nanoseconds(16_666_667))
        let start = processCPUTime()
        let elapsed = await wall.measure { await flow.core.tick() }
        cpu.append((processCPUTime() - start) * 1e3)
        times.append(milliseconds(elapsed))
        let count = await flow.core.instructionCount
        counts.append(count - last)
        last = count
    }
    return (times, cpu, counts)
}

func runLoginScript() throws -> [(wall: Double, rssMB: Double)]? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let trellis = directory.appendingPathComponent("trellis")
    guard FileManager.default.isExecutableFile(atPath: trellis.path) else { return nil }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-bench-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    var steps: [String] = []
    for index in 0..<20 { steps.append(index % 4 == 3 ? "{\"wait\": 1}" : "{\"tap\": \"login\"}") }
    let script = work.appendingPathComponent("login.json")
    try Data(("[" + steps.joined(separator: ", ") + "]").utf8).write(to: script)
    var results: [(Double, Double)] = []
    for run in 0..<5 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        let rssFile = work.appendingPathComponent("rss-\(run)")
        process.arguments = ["-f", "%M", "-o", rssFile.path, trellis.path, "run", "login", "--scenario", "fails",
                             "--script", script.path, "-o", work.appendingPathComponent("out-\(run)").path]
        process.standardOutput = FileHandle.nullDevice
        let wall = ContinuousClock()
        let elapsed = try wall.measure {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { print("trellis run failed (\(process.terminationStatus))"); return nil }
        let kilobytes = Double(String(decoding: try Data(contentsOf: rssFile), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        results.append((milliseconds(elapsed) / 1000, kilobytes / 1024))
    }
    return results
}

// `FeatureBenchmarks text` runs only the text input workloads (5–6), `sessions` only 7–9.
let mode = CommandLine.arguments.dropFirst().first
if mode == nil {
    let headless = await tapLatency(drawing: false)
    report("login tap → mounted (headless host)", headless, target: "≤ 1 ms median")
    let drawn = await tapLatency(drawing: true)
    report("login tap → mounted + Cairo frame @3x", drawn, target: "≤ 12 ms median")
    let (frames, frameCPU, instructions) = try await fling()
    report("inbox 10,000 rows, fling at 4,000 pt/s, per 60 fps frame (tick), wall", frames, target: "p99 ≤ 4 ms")
    report("  the same frames, process CPU", frameCPU, target: "p99 ≤ 4 ms")
    let slowest = frames.enumerated().sorted { $0.element > $1.element }.prefix(3)
    print("  slowest frames: " + slowest.map { "#\($0.offset) \(String(format: "%.2f", $0.element)) ms" }.joined(separator: ", "))
    print("  mount instructions per frame: max \(instructions.max() ?? 0), median \(instructions.sorted()[instructions.count / 2]) (target ≤ 40)")
    if let runs = try runLoginScript() {
        report("trellis run login, 20 steps, a PNG per step (wall)", runs.map(\.wall), unit: "s", target: "≤ 2 s")
        print("  peak RSS: max \(String(format: "%.1f", runs.map(\.rssMB).max() ?? 0)) MB (target ≤ 120 MB)")
    } else {
        print("trellis run: build the release CLI beside this executable (swift build -c release --product trellis)")
    }
}

if mode == nil || mode == "text" {
    let keystrokes = await keystrokeLatency()
    report("keystroke in a 200-character field → mounted (headless host), wall", keystrokes.wall, target: "≤ 0.5 ms median, ≤ 2 ms p99")
report("  the same keystrokes, process CPU", keystrokes.cpu, target: "≤ 0.5 ms median, ≤ 2 ms p99")
    let focusing = await focusBelowTheFold()
    report("focus below the fold on iPhone SE: the focus (keyboard up, relayout, scroll)", focusing.first, target: "≤ 4 ms")
    report("  then each 60 fps frame of the 300 ms animation, wall", focusing.frames, target: "every frame ≤ 4 ms")
    report("  the focus and every frame, process CPU", focusing.cpu, target: "every frame ≤ 4 ms")
}
if mode == nil || mode == "sessions" { try await sessionBenchmarks() }
