// Issue 11: a 10,000-row inbox as a lazy list, on iPhone X through the runtime (layout, windowing,
// reconcile; no host unless instructions are counted) and through the list updater.
import Foundation
import Lists
import Render
import TrellisElements
import TrellisScreens

/// Median wall-clock and process-CPU times of `runs` awaited calls of `body`, in milliseconds.
/// The CPU time is the whole process's (the runtime and the updater work on other executors),
/// so it counts this work on every thread and nothing of other jobs on the shared machine.
@MainActor
func medianAsync(runs: Int, _ body: () async -> Void) async -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = processCPUTime()
        let begin = clock.now
        await body()
        let elapsed = begin.duration(to: clock.now)
        cpu.append((processCPUTime() - start) * 1e3)
        wall.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// A list host that only counts updates: the updater's own cost, without a mirror of the list.
@MainActor
final class CountingListHost: ListHost {
    let contentWidth: Double
    private(set) var updates: [ListUpdate] = []
    init(contentWidth: Double) { self.contentWidth = contentWidth }
    func apply(_ update: ListUpdate) { updates.append(update) }
}

/// The process's resident set now and at its peak, in MB (`/proc/self/status`).
func residentMemory() -> (now: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
        return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
    }
    return (field("VmRSS"), field("VmHWM"))
}

@MainActor
func inboxBenchmarks() async {
    let rows = 10_000
    let props = InboxProps.sample(count: rows)
    print("TrellisBenchmarks — \(rows)-row inbox (lazy list) on \(device), medians")
    let before = residentMemory()

    // First frame: Props → elements → layout → window (rows on screen laid out) → reconcile.
    var runtime: Runtime<InboxScreen>?
    let first = await medianAsync(runs: 15) {
        runtime = await Runtime(InboxScreen.self, props: props, device: device, textMeasurer: measurer)
    }
    let memory = residentMemory()
    let extent = await runtime!.scrollExtents["messages"]!
    let views = await runtime!.mounted.count
    report("inbox \(rows) rows: first frame (\(extent.mountedRows) rows, \(views) views mounted)", first, target: "≤ 16 ms")
    print(String(format: "inbox %d rows: RSS after first frames %.0f MB (peak %.0f MB; %.0f MB before)",
                 rows, memory.now, memory.peak, before.now) + "   (target ≤ 100 MB)")

    // Scroll by one screen: new rows (never laid out) and rows laid out before (back and forth).
    let screen = extent.viewportLength
    let fresh = await medianAsync(runs: 50) { await runtime!.scroll(by: screen) }
    report("inbox: scroll by one screen, new rows (layout + window + reconcile)", fresh, target: "≤ 4 ms")
    var direction = 1.0
    let cached = await medianAsync(runs: 200) {
        await runtime!.scroll(by: direction * screen)
        direction = -direction
    }
    report("inbox: scroll by one screen, rows laid out before", cached, target: "≤ 4 ms")

    // One row moved to the top, counted on a headless host.
    for source in [5, 5_000] {
        let host = HeadlessScreenHost()
        let moving = await Runtime(InboxScreen.self, props: props, device: device, textMeasurer: measurer, host: host)
        var moved = props
        moved.messages.insert(moved.messages.remove(at: source), at: 0)
        await host.clearLog()
        let time = await medianAsync(runs: 1) { await moving.setProps(moved) }
        let count = await host.log.count
        var flip = false
        let again = await medianAsync(runs: 20) {
            flip.toggle()
            await moving.setProps(flip ? props : moved)
        }
        report("inbox: row \(source) moved to the top (\(count) instructions)", (min(time.wall, again.wall), min(time.cpu, again.cpu)),
               target: "≤ 20 instructions")
    }

    // The list updater on 10,000 rows: diff + sizes of the changed cells, off main. The inbox's
    // model (data rows, compared by message) and, for comparison, element cells from ListBuilder.
    let environment = TrellisElements.Environment(device: device, textMeasurer: measurer)
    for (name, makeModel) in [("data rows", InboxScreen.model), ("element cells", InboxScreen.elementCellModel)] {
        let build = median(runs: 10) { _ = makeModel(props, environment) }
        report("inbox: \(rows)-row list model of \(name), built", build, target: "-")
        let listHost = CountingListHost(contentWidth: device.size.width)
        let updater = ListUpdater(host: listHost)
        let models = [props, changed(props)].map { makeModel($0, environment) }
        let sizing = await medianAsync(runs: 1) { _ = await updater.update(to: models[0]).value }
        report("updater, \(name): first model (every cell sized off main)", sizing, target: "-")
        var index = 1
        let update = await medianAsync(runs: 20) {
            _ = await updater.update(to: models[index]).value
            index ^= 1
        }
        let operations = listHost.updates.last?.changeset.operationCount ?? 0
        report("updater, \(name): update (10 changed, 1 moved: \(operations) ops)", update, target: "≤ 30 ms")
    }
}

/// The inbox with ten badges changed and one message moved to the top.
func changed(_ props: InboxProps) -> InboxProps {
    var next = props
    for index in stride(from: 100, to: 1_100, by: 100) { next.messages[index].unread += 1 }
    next.messages.insert(next.messages.remove(at: 4_000), at: 0)
    return next
}
