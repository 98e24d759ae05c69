// Issue 32's targets: the accessibility tree of the 60-row inbox against the layout pass that
// laid it out, and the audit (every lint rule) of one screen configuration.
// `TRELLIS_BENCHMARK=accessibility .build/release/TrellisBenchmarks` runs these only.
import LayoutLint
import TrellisCatalog
import TrellisElements
import TrellisScreens

func accessibilityBenchmarks() {
    print("Accessibility — iPhone X, medians")
    let inboxScreen = InboxScreen(InboxProps.sample(count: 60)).element
    _ = LayoutSession.layout(inboxScreen, in: device.size, environment: environment)
    var window = ScrollWindow()
    let laidOut = screenLayout(inboxScreen, LayoutSession(), &window)
    // Alternated, one of each per round, so that the machine's load falls on both alike.
    var passes: [Double] = [], trees: [Double] = []
    for _ in 0..<400 {
        passes.append(median(runs: 1) {
            var window = ScrollWindow()
            _ = screenLayout(inboxScreen, LayoutSession(), &window)
        }.cpu)
        trees.append(median(runs: 1) { _ = AccessibilityTree(laidOut) }.cpu)
    }
    let layoutPass = passes.sorted()[passes.count / 2], tree = trees.sorted()[trees.count / 2]
    let stops = AccessibilityTree(laidOut).elements.count
    report("inbox, 60 rows: the layout pass (cold session, rows windowed in)", (layoutPass, layoutPass), target: "-")
    report("inbox, 60 rows: accessibility tree (\(stops) elements)", (tree, tree),
           target: String(format: "≤ %.3f ms (10%% of the layout pass)", layoutPass / 10))
    print(String(format: "  = %.1f %% of the layout pass (thread cpu, alternated medians)", tree / layoutPass * 100))

    let configuration = DisplayConfiguration(device: .iPhoneX)
    let lint = SnapshotLint()
    let screens: [(String, Element)] = [
        ("login", LoginScreen(props: LoginProps.sample()).element),
        ("listing", ListingScreen(ListingProps.sample(commands: commands)).element),
        ("inbox", inboxScreen),
        ("timer", TimerScreen(props: TimerScreen.samples[0].props).element),
        ("controls", ControlsScreen(ControlsScreen.samples[0].props).element),
    ]
    for (name, element) in screens {
        var window = ScrollWindow()
        let layout = screenLayout(element, LayoutSession(), &window)
        let found = lint.findings(in: layout, on: configuration, measurer: measurer, snapshot: name).count
        let audit = median(runs: 200) {
            _ = lint.findings(in: layout, on: configuration, measurer: measurer, snapshot: name)
        }
        report("\(name)-default-iphone-x: audit, all \(LintRule.allCases.count) rules (\(found) findings)", audit, target: "≤ 5 ms")
    }
}
