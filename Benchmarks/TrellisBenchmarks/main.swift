// Release-build benchmark executable: `swift build -c release --product TrellisBenchmarks` then
// `.build/release/TrellisBenchmarks`. Prints medians (wall clock); timing is never asserted in tests.
//
// What is measured (issue 6, acceptance 4), on the demo listing screen at iPhone X:
// - layout + reconcile, cold: a fresh layout session (new flex nodes) and an empty mounted tree,
//   with a warm text cache (every text already measured once);
// - layout + reconcile after one Prop change: the price alternates between two values in a reused
//   session against the previously mounted tree;
// - full render to PNG at scale 3: layout, reconcile, the Cairo host's display list, pixels, PNG.
// Screens with lists are laid out as the runtime shows them (rows on screen windowed in).
// Issue 11 (InboxBenchmarks.swift): a 10,000-row inbox — first frame and RSS, scrolling, a row
// moved to the top, and a 10,000-row update through the list updater.
import Foundation
import PangoText
import Render
import Typesetting
import TrellisElements
import CairoHosting
import TrellisCairo
import TrellisScreens

/// Median wall-clock and thread-CPU times of `runs` calls of `body`, in milliseconds. On this
/// shared 2-core machine other jobs stretch the wall clock; the CPU time shows the work's own cost.
func median(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = threadCPUTime()
        let elapsed = clock.measure(body)
        cpu.append((threadCPUTime() - start) * 1e3)
        wall.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func report(_ name: String, _ time: (wall: Double, cpu: Double), target: String) {
    let padded = name.padding(toLength: 66, withPad: " ", startingAt: 0)
    print(padded + String(format: "%8.3f ms wall %8.3f ms cpu", time.wall, time.cpu) + "   (target \(target))")
}

/// The sample listing, optionally with extra characteristic rows (3 elements each) to reach the
/// issue's "~150 elements".
func listing(extraRows: Int, price: String = "360 000 ₽", commands: ListingCommands) -> Element {
    var props = ListingProps.sample(commands: commands)
    props.price = price
    for index in 0..<extraRows {
        props.characteristics.append(.init("Параметр \(index + 1)", "Значение \(index + 1)"))
    }
    return ListingScreen(props).element
}

/// Views mounted for `element` (memoized components are built by the layout pass, so the
/// element tree itself does not show its size).
func viewCount(_ element: Element) -> Int {
    var window = ScrollWindow()
    return Reconciler().reconcile(MountedTree(), to: screenLayout(element, LayoutSession(), &window)).tree.count
}

/// The screen laid out as the runtime shows it: its lists (`LazyList`) windowed at offset 0, so
/// the rows on screen are laid out and mounted too.
func screenLayout(_ element: Element, _ session: LayoutSession, _ window: inout ScrollWindow) -> LayoutNode {
    window.apply(to: session.layout(element, in: device.size, environment: environment), offsets: [:],
                 environment: environment).node
}

let device = Device.iPhoneX.portrait
let pango = PangoMeasurer()
let measurer = pango.cached()
let environment = TrellisElements.Environment(device: device, textMeasurer: measurer)
let commands = ListingCommands()
let reconciler = Reconciler(scale: environment.displayScale)

// `TRELLIS_BENCHMARK=inbox` runs the 10,000-row inbox benchmarks only (for profiling them).
if ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK"] == "inbox" {
    await inboxBenchmarks()
    exit(0)
}
if ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK"] == "accessibility" {
    accessibilityBenchmarks()
    exit(0)
}


print("TrellisBenchmarks — listing screen on \(device), medians")
for extraRows in [0, 25] {
    let screens = [listing(extraRows: extraRows, commands: commands),
                   listing(extraRows: extraRows, price: "355 000 ₽", commands: commands)]
    let label = "listing, \(viewCount(screens[0])) views"
    // Warm the text cache with both variants.
    for screen in screens { _ = LayoutSession.layout(screen, in: device.size, environment: environment) }

    let cold = median(runs: 200) {
        var window = ScrollWindow()
        let layout = screenLayout(screens[0], LayoutSession(), &window)
        _ = reconciler.reconcile(MountedTree(), to: layout)
    }
    report("\(label): layout + reconcile, cold (warm text cache)", cold, target: "< 2 ms")

    let session = LayoutSession()
    var window = ScrollWindow()
    var mounted = reconciler.reconcile(MountedTree(), to: screenLayout(screens[0], session, &window)).tree
    var flip = 1
    var instructionCount = 0
    let incremental = median(runs: 1000) {
        let layout = screenLayout(screens[flip], session, &window)
        let result = reconciler.reconcile(mounted, to: layout)
        mounted = result.tree
        instructionCount = result.instructions.count
        flip ^= 1
    }
    report("\(label): layout + reconcile, one Prop changed (\(instructionCount) instr.)", incremental, target: "< 0.3 ms")

    let identical = median(runs: 1000) {
        let layout = screenLayout(screens[flip ^ 1], session, &window)
        mounted = reconciler.reconcile(mounted, to: layout).tree
    }
    report("\(label): layout + reconcile, identical Props", identical, target: "-")
}

// Issue 9: work proportional to the change. The element tree is built from Props in every pass,
// as a runtime does; memoized components (`PropsComponent`) with equal Props keep their subtrees.
/// Cold (fresh session, empty host), one change (alternating between two Props) and identical
/// Props (the same Props built again) for a screen built from Props on every pass.
func propsPasses(_ label: String, _ variants: [@Sendable () -> Element]) {
    for screen in variants { _ = LayoutSession.layout(screen(), in: device.size, environment: environment) }
    let views = viewCount(variants[0]())
    let cold = median(runs: 200) {
        var window = ScrollWindow()
        let layout = screenLayout(variants[0](), LayoutSession(), &window)
        _ = reconciler.reconcile(MountedTree(), to: layout)
    }
    report("\(label), \(views) views: cold layout + reconcile", cold, target: "-")
    let session = LayoutSession()
    var window = ScrollWindow()
    var mounted = reconciler.reconcile(MountedTree(), to: screenLayout(variants[0](), session, &window)).tree
    var flip = 1
    var instructions = 0
    let change = median(runs: 1000) {
        let result = reconciler.reconcile(mounted, to: screenLayout(variants[flip](), session, &window))
        mounted = result.tree
        instructions = result.instructions.count
        flip ^= 1
    }
    report("\(label): one change (\(instructions) instr.)", change,
           target: String(format: "≤ %.3f ms (25%% of cold)", cold.wall / 4))
    let same = median(runs: 1000) {
        mounted = reconciler.reconcile(mounted, to: screenLayout(variants[flip ^ 1](), session, &window)).tree
    }
    report("\(label): identical Props", same, target: "-")
}

let inbox = InboxProps.sample(count: 60)
var badged = inbox
badged.messages[7].unread += 1
let badgedInbox = badged
propsPasses("inbox, 60 rows, a badge", [{ InboxScreen(inbox).element }, { InboxScreen(badgedInbox).element }])
propsPasses("listing, the price", [{ listing(extraRows: 0, commands: commands) },
                                    { listing(extraRows: 0, price: "355 000 ₽", commands: commands) }])

await inboxBenchmarks()

/// Layout, mount, display list, Cairo and PNG of `screen` from scratch, median of 30.
func fullRender(_ screen: Element) -> (wall: Double, cpu: Double) {
    median(runs: 30) {
        var window = ScrollWindow()
        let layout = screenLayout(screen, LayoutSession(), &window)
        let (_, instructions) = reconciler.reconcile(MountedTree(), to: layout)
        var host = CairoHost(canvas: device.size, scale: device.scale, measurer: pango)
        try? host.apply(instructions)
        _ = host.png()
    }
}
report("listing: full render to PNG at @3x (1125×2436 px)", fullRender(listing(extraRows: 0, commands: commands)),
       target: "< 50 ms")
report("controls (shadows, gradient, paths, switches, assets): full render to PNG at @3x",
       fullRender(ControlsScreen(ControlsScreen.samples[0].props).element), target: "< 50 ms")

accessibilityBenchmarks()
