/// How many snapshots passed, failed or recorded.
public struct SnapshotCounts: Codable, Sendable, Equatable {
    public var total = 0
    public var passed = 0
    public var failed = 0
    public var recorded = 0
    /// Lint findings over all snapshots.
    public var lintFindings = 0

    public init(_ results: [SnapshotResult]) {
        for result in results {
            total += 1
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .recorded: recorded += 1
            }
            lintFindings += result.lint.count
        }
    }
}

/// One test run (one process, one shard): counts and where its time went.
public struct RunSummary: Codable, Sendable, Equatable {
    public var run: String
    public var shard: String
    public var counts: SnapshotCounts
    /// From the first check's start to the last check's end, in seconds (checks overlap: they run
    /// in parallel).
    public var wallSeconds: Double
    /// Summed over the run's snapshots, in milliseconds.
    public var timings: SnapshotResult.Timings
    /// Median of one snapshot's total time, in milliseconds.
    public var medianMilliseconds: Double
    /// The slowest snapshot and its total time.
    public var slowest: String?
    public var slowestMilliseconds: Double

    /// The runs of `results` (one per process and shard), in order of their first start.
    /// - Complexity: O(n log n) in the number of results.
    public static func runs(of results: [SnapshotResult]) -> [RunSummary] {
        Dictionary(grouping: results, by: { "\($0.run) \($0.shard)" }).values.map(RunSummary.init).sorted {
            ($0.startedAt, $0.run, $0.shard) < ($1.startedAt, $1.run, $1.shard)
        }
    }

    /// When the run's first check started, in seconds since 1970.
    public var startedAt: Double

    init(_ results: [SnapshotResult]) {
        run = results.first?.run ?? ""
        shard = results.first?.shard ?? "1/1"
        counts = SnapshotCounts(results)
        startedAt = results.map(\.startedAt).min() ?? 0
        let end = results.map { $0.startedAt + $0.timings.total / 1000 }.max() ?? startedAt
        wallSeconds = end - startedAt
        timings = results.reduce(into: SnapshotResult.Timings()) { sum, result in
            sum.render += result.timings.render
            sum.compare += result.timings.compare
            sum.encode += result.timings.encode
            sum.lint += result.timings.lint
        }
        let totals = results.map(\.timings.total).sorted()
        medianMilliseconds = totals.isEmpty ? 0 : totals[totals.count / 2]
        let slowestResult = results.max { $0.timings.total < $1.timings.total }
        slowest = slowestResult?.name
        slowestMilliseconds = slowestResult?.timings.total ?? 0
    }
}

/// A report's `summary.json`: totals, runs and every result (images relative to the summary).
/// Several shards' summaries merge into one report.
public struct ReportSummary: Codable, Sendable, Equatable {
    /// Seconds since 1970.
    public var generatedAt: Double
    public var counts: SnapshotCounts
    public var runs: [RunSummary]
    /// Failures first, then by name.
    public var results: [SnapshotResult]

    public init(results: [SnapshotResult], generatedAt: Double) {
        self.generatedAt = generatedAt
        counts = SnapshotCounts(results)
        runs = RunSummary.runs(of: results)
        self.results = results.sorted {
            ($0.status == .passed ? 1 : 0, $0.name) < ($1.status == .passed ? 1 : 0, $1.name)
        }
    }
}
