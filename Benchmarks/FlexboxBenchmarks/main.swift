// Release-build benchmarks for Flexbox: `swift build -c release --product FlexboxBenchmarks`.
// Prints medians. `trellis layout --bench` covers fresh layouts of ../shared/flexbox/bench; this
// executable covers what the CLI cannot: re-layout with nothing dirty, and memory per node.
import Flexbox
import Foundation
import LayoutCases

/// Median of `samples` (sorted in place).
func median(_ samples: inout [Double]) -> Double {
    samples.sort()
    return samples.count % 2 == 1 ? samples[samples.count / 2]
        : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let benchDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/flexbox/bench")
let arguments = CommandLine.arguments.dropFirst()
let files = arguments.isEmpty
    ? ((try? FileManager.default.contentsOfDirectory(atPath: benchDirectory.path)) ?? []).sorted()
        .filter { $0.hasSuffix(".json") }.map { benchDirectory.appendingPathComponent($0).path }
    : Array(arguments)

print("bytes per node (NodeRecord stride): \(FlexTree.bytesPerNode)")
for path in files {
    guard let data = FileManager.default.contents(atPath: path),
          let layoutCase = try? CaseDecoder.decode(Array(data)).cases.first else {
        print("\(path): cannot read")
        continue
    }
    let built = BuiltCase(layoutCase)
    built.layout(layoutCase)
    // Nothing dirty: the root's layout cache answers.
    var samples: [Double] = []
    for _ in 0..<1000 {
        let start = now()
        built.layout(layoutCase)
        samples.append(Double(now() - start) / 1000)
    }
    let clean = median(&samples)
    print("\(layoutCase.name): clean re-layout median \(String(format: "%.3f", clean)) µs (\(layoutCase.root.count) nodes)")
}
