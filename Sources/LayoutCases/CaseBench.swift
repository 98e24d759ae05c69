import Flexbox
import JSONPaths
import Foundation

/// Timing of one case: layout only (tree building excluded), in thread CPU time.
public struct BenchResult: Sendable {
    public var name: String
    public var nodes: Int
    public var runs: Int
    public var minMicros: Double
    public var medianMicros: Double

    /// One JSON line: `{"name":…,"nodes":…,"runs":…,"minMicros":…,"medianMicros":…}`.
    public var json: String {
        "{\"name\":\(JSONValue.string(name).jsonText),\"nodes\":\(nodes),\"runs\":\(runs),\"minMicros\":\(rounded(minMicros)),"
            + "\"medianMicros\":\(rounded(medianMicros))}"
    }

    private func rounded(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
}


/// CPU time of the calling thread in microseconds: unlike wall time, it does not count the time
/// other processes hold the core (benchmarks run on shared machines).
func threadCPUMicros() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

extension LayoutCase {
    /// Times `runs` layouts of freshly built trees. With a mutation, each run lays out once,
    /// applies the style change and times the second layout.
    public func bench(runs: Int) -> BenchResult {
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<max(runs, 1) {
            let built = BuiltCase(self)
            if let mutation {
                built.layout(self)
                let node = built.node(at: mutation.path)
                var style = built.tree[style: node]
                // Validated when decoded.
                try? StyleDecoder.apply(mutation.style, to: &style, path: mutation.jsonPath)
                built.tree[style: node] = style
            }
            let start = threadCPUMicros()
            built.layout(self)
            samples.append(threadCPUMicros() - start)
        }
        samples.sort()
        let median = samples.count % 2 == 1 ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        return BenchResult(name: name, nodes: root.count, runs: samples.count, minMicros: samples[0], medianMicros: median)
    }
}
