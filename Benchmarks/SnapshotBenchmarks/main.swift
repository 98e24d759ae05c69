// Release-build benchmark executable: `swift build -c release --product SnapshotBenchmarks` then
// `.build/release/SnapshotBenchmarks`. Prints medians (wall clock); timing is never asserted in tests.
//
// What is measured (issue 12), through the snapshot product's verifier into a temporary directory:
// - one snapshot, listing on iPhone X @3x: runtime render + check against an unchanged reference
//   (the sidecar's display-list digest matches: nothing is drawn, decoded or encoded; issue 31),
//   and the same with the rendering drawn and encoded as PNG as a changed snapshot would be; plus
//   each step alone;
// - the project's whole matrix (listing, login and timer × their samples × the six catalog
//   devices × light/dark × LTR/RTL), checked in parallel across the cores: first recording every
//   reference, then an unchanged re-run, which must draw nothing and encode no PNG; then the HTML
//   report of it.
import CairoRender
import Foundation
import SnapshotReports
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
import TrellisSnapshots

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// CPU time of the whole process (render work hops between threads), in seconds.
func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Median wall-clock and process-CPU times of `runs` calls of `body`, in milliseconds. On this
/// shared 2-core machine other jobs stretch the wall clock; the CPU time shows the work's own cost.
func median(runs: Int, _ body: () async throws -> Void) async rethrows -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<runs {
        let start = clock.now, startCPU = processCPUTime()
        try await body()
        cpu.append((processCPUTime() - startCPU) * 1e3)
        wall.append(milliseconds(clock.now - start))
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func report(_ name: String, _ value: String, target: String) {
    print(name.padding(toLength: 76, withPad: " ", startingAt: 0) + value + "   (target \(target))")
}

func report(_ name: String, _ time: (wall: Double, cpu: Double), target: String) {
    report(name, String(format: "%7.2f ms wall %7.2f ms cpu", time.wall, time.cpu), target: target)
}

let catalog = Catalog.demo()
let renderer = ScreenRenderer()
let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
func verifier(_ record: SnapshotRecordMode, _ name: String) -> SnapshotVerifier {
    SnapshotVerifier(directory: root.appendingPathComponent(name), artifacts: root.appendingPathComponent(name + "-artifacts"),
                     record: record, renderer: renderer, environment: [:])
}

print("SnapshotBenchmarks — \(ProcessInfo.processInfo.activeProcessorCount) cores, medians")

// One snapshot.
let listing = try catalog.entry(named: "listing")
let iPhoneX = DisplayConfiguration(device: .iPhoneX)
let reference = try await renderer.render(listing, sample: listing.defaultSample.name, on: iPhoneX)
_ = verifier(.all, "one").check(reference)
let checker = verifier(.never, "one")
let runs = 41
var unchanged = true
let check = try await median(runs: runs) {
    let shot = try await renderer.render(listing, sample: listing.defaultSample.name, on: iPhoneX)
    let outcome = checker.check(shot)
    unchanged = unchanged && outcome.passed && !outcome.encodedPNG && !outcome.decodedReference && !outcome.rastered
}
report("one snapshot, listing iPhone X @3x: render + compare with reference", check, target: "≤ 3 ms cpu")
let checkEncoding = try await median(runs: runs) {
    let shot = try await renderer.render(listing, sample: listing.defaultSample.name, on: iPhoneX)
    _ = shot.png
    _ = checker.check(shot)
}
report("one snapshot, listing iPhone X @3x: render + PNG + compare with reference", checkEncoding, target: "≤ 15 ms")
let renderOnly = try await median(runs: runs) { _ = try await renderer.render(listing, sample: listing.defaultSample.name, on: iPhoneX) }
let cairo = CairoRenderer(measurer: renderer.measurer(for: iPhoneX))
let rasterOnly = await median(runs: runs) { _ = cairo.render(reference.displayList, scale: iPhoneX.deviceConfiguration.scale) }
let digestOnly = await median(runs: runs) { _ = cairo.digest(of: reference.displayList, scale: iPhoneX.deviceConfiguration.scale) }
let encodeOnly = await median(runs: runs) { _ = reference.png }
let checkOnly = await median(runs: runs) { _ = checker.check(reference) }
let referenceBitmap = reference.rendering.bitmap
let referencePNG = reference.png
let compareOnly = await median(runs: runs) {
    _ = PixelComparison.compare(Bitmap(png: referencePNG)!, referenceBitmap)
}
print(String(format: "  steps (cpu): render to a display list %.2f ms (its digest %.3f ms), check of the unchanged shot %.2f ms, "
    + "raster %.2f ms, PNG encode %.2f ms, decode reference + compare pixel by pixel %.2f ms",
    renderOnly.cpu, digestOnly.cpu, checkOnly.cpu, rasterOnly.cpu, encodeOnly.cpu, compareOnly.cpu))
print("  the unchanged checks drew nothing, encoded no PNG and decoded no reference (display-list digest): \(unchanged ? "yes" : "NO")")

// The whole matrix.
let matrix = ConfigurationMatrix(devices: Device.catalog, colorSchemes: [.light, .dark],
                                 layoutDirections: [.leftToRight, .rightToLeft])
let cases = try ["listing", "login", "timer"].flatMap { name in
    let entry = try catalog.entry(named: name)
    return entry.samples.flatMap { sample in matrix.configurations.map { (entry, sample.props, sample.name, $0) } }
}
let clock = ContinuousClock()
var start = clock.now
var startCPU = processCPUTime()
let recorded = await verifier(.all, "matrix").check(cases)
let recordTime = (milliseconds(clock.now - start) / 1000, processCPUTime() - startCPU)
start = clock.now
startCPU = processCPUTime()
let rerun = await verifier(.never, "matrix").check(cases)
let rerunTime = (milliseconds(clock.now - start) / 1000, processCPUTime() - startCPU)
report("whole matrix, \(cases.count) snapshots, recording every reference",
       String(format: "%7.2f s wall  %7.2f s cpu", recordTime.0, recordTime.1), target: "≤ 30 s")
report("whole matrix, \(cases.count) snapshots, unchanged re-run",
       String(format: "%7.2f s wall  %7.2f s cpu", rerunTime.0, rerunTime.1), target: "≤ 1 s cpu")
print("  recording encoded \(recorded.filter(\.encodedPNG).count) PNGs; the re-run passed \(rerun.filter(\.passed).count) "
    + "of \(rerun.count), drew \(rerun.filter(\.rastered).count) (target: 0), encoded \(rerun.filter(\.encodedPNG).count) PNGs "
    + "(target: 0) and decoded \(rerun.filter(\.decodedReference).count) references")
start = clock.now
let summary = try SnapshotReport.write(from: [root.appendingPathComponent("matrix-artifacts")],
                                       to: root.appendingPathComponent("report"))
print(String(format: "  report of the re-run (%d results): %.1f ms", summary.counts.total, milliseconds(clock.now - start)))
