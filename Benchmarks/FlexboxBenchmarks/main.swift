// Release-build benchmarks for Flexbox: `swift build -c release --product FlexboxBenchmarks`.
// Prints medians (thread CPU time: the build machine is shared). `trellis layout --bench` covers
// fresh layouts of ../shared/flexbox/bench; this executable covers what the CLI cannot: re-layout
// with nothing dirty, memory per node, and how CSS automatic minimum sizes scale with depth.
import Flexbox
import Foundation
import LayoutCases

/// CPU time of this thread in microseconds.
func cpuMicros() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

/// Median of `samples`.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ micros: Double) -> String { String(format: "%.3f µs", micros) }

let benchDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/flexbox/bench")
let files = ((try? FileManager.default.contentsOfDirectory(atPath: benchDirectory.path)) ?? []).sorted()
    .filter { $0.hasSuffix(".json") }.map { benchDirectory.appendingPathComponent($0).path }

print("bytes per node (style, links, results, caches): \(FlexTree.bytesPerNode)")

// Re-layout with nothing dirty: the root's layout cache answers.
for path in files {
    guard let data = FileManager.default.contents(atPath: path),
          let layoutCase = try? CaseDecoder.decode(Array(data)).cases.first else { continue }
    let built = BuiltCase(layoutCase)
    built.layout(layoutCase)
    // Batches of 1000 calls: a single call is shorter than the clock's own cost.
    var samples: [Double] = []
    for _ in 0..<21 {
        let start = cpuMicros()
        for _ in 0..<1000 { built.layout(layoutCase) }
        samples.append((cpuMicros() - start) / 1000)
    }
    print("\(layoutCase.name): clean re-layout median \(format(median(samples)))")
}

// A chain of shrinkable rows over a 100-point box, with CSS automatic minimum sizes
// (errata none): each level's minimum depends on its content's, which Yoga re-measures
// exponentially; the caches here keep growth polynomial.
func chain(depth: Int) -> (FlexTree, NodeID) {
    let tree = FlexTree(config: Config(errata: .none))
    var rootStyle = Style()
    rootStyle.width = 500
    let root = tree.makeNode(style: rootStyle)
    var parent = root
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.flexShrink = 1
    for _ in 0..<depth {
        let row = tree.makeNode(style: rowStyle)
        tree.appendChild(row, to: parent)
        parent = row
    }
    var leaf = Style()
    leaf.width = 100
    leaf.height = 10
    tree.appendChild(tree.makeNode(style: leaf), to: parent)
    return (tree, root)
}

for depth in [8, 16, 32, 64, 128] {
    var samples: [Double] = []
    for _ in 0..<50 {
        let (tree, root) = chain(depth: depth)
        let start = cpuMicros()
        tree.calculateLayout(root)
        samples.append(cpuMicros() - start)
    }
    print("css-minsize chain depth \(depth): median \(format(median(samples)))")
}
