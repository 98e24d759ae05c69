import Foundation

/// What checking one snapshot came to, as a snapshot test run records it for the report: one
/// `<name>.result.json` per snapshot in the run's artifacts directory, and the entries of a
/// report's `summary.json`. Image paths are relative to the JSON file that holds the result.
public struct SnapshotResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// The rendering matched its reference (and lint, when on, found nothing).
        case passed
        /// The rendering differs, a reference is missing, or lint found something.
        case failed
        /// A reference was written (a failure too: look at it, then run again).
        case recorded
    }

    /// Reference, actual and heat-map PNGs of a mismatch (no heat map when the sizes differ).
    public struct Images: Codable, Sendable, Equatable {
        public var reference: String
        public var actual: String
        public var diff: String?

        public init(reference: String, actual: String, diff: String?) {
            self.reference = reference
            self.actual = actual
            self.diff = diff
        }

        func map(_ transform: (String) throws -> String) rethrows -> Images {
            Images(reference: try transform(reference), actual: try transform(actual), diff: try diff.map(transform))
        }
    }

    /// Milliseconds spent on each step (0 for a step that did not run).
    public struct Timings: Codable, Sendable, Equatable {
        /// Runtime render to a bitmap (unknown, 0, when the test rendered the shot itself).
        public var render: Double
        /// Decoding the reference and comparing pixels.
        public var compare: Double
        /// PNG encoding (none when the rendering equals its reference).
        public var encode: Double
        /// The lint rules.
        public var lint: Double

        public init(render: Double = 0, compare: Double = 0, encode: Double = 0, lint: Double = 0) {
            self.render = render
            self.compare = compare
            self.encode = encode
            self.lint = lint
        }

        public var total: Double { render + compare + encode + lint }
    }

    /// `screen-sample-configuration`.
    public var name: String
    public var screen: String
    public var sample: String?
    /// The display configuration's name, e.g. `iphone-x-dark-rtl`.
    public var configuration: String
    public var status: Status
    /// The failure message as the test reported it (empty when it passed).
    public var message: String
    /// The layout diff's sentences ("`price` moved 60 → 62 pt down because …").
    public var layoutChanges: [String]
    /// The pixel comparison's summary, when pixels were compared.
    public var pixels: String?
    /// What changed in the rendering environment since the reference was recorded.
    public var environmentChanges: [String]
    /// Lint findings (empty when lint is off or found nothing).
    public var lint: [LintFinding]
    /// What a screen reader would say, one line per element, when the verifier keeps
    /// accessibility transcripts.
    public var accessibility: String?
    public var images: Images?
    public var timings: Timings
    /// Which test run (process) checked it; shards are separate runs.
    public var run: String
    /// `i/n` of a sharded run, `1/1` otherwise.
    public var shard: String
    /// When the check started, in seconds since 1970.
    public var startedAt: Double

    public init(name: String, screen: String, sample: String?, configuration: String, status: Status,
                message: String = "", layoutChanges: [String] = [], pixels: String? = nil,
                environmentChanges: [String] = [], lint: [LintFinding] = [], accessibility: String? = nil,
                images: Images? = nil, timings: Timings = Timings(), run: String, shard: String = "1/1", startedAt: Double) {
        self.accessibility = accessibility
        self.name = name
        self.screen = screen
        self.sample = sample
        self.configuration = configuration
        self.status = status
        self.message = message
        self.layoutChanges = layoutChanges
        self.pixels = pixels
        self.environmentChanges = environmentChanges
        self.lint = lint
        self.images = images
        self.timings = timings
        self.run = run
        self.shard = shard
        self.startedAt = startedAt
    }

    /// The file a run writes this result to, in its artifacts directory.
    public static func fileName(for name: String) -> String { name + ".result.json" }
}

/// A problem lint found in a laid-out snapshot, naming the node and the snapshot.
public struct LintFinding: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The rule's name, e.g. `small-tap-target`.
    public var rule: String
    /// The snapshot (`screen-sample-configuration`) it was found in.
    public var snapshot: String
    /// The node's path in the laid-out tree (`listing/buy`, keys or `kind#n`).
    public var path: String
    /// The node's key, if it has one.
    public var key: String?
    /// The node's kind (`text`, `box`, …).
    public var kind: String
    /// What is wrong, in points and ratios.
    public var message: String

    public init(rule: String, snapshot: String, path: String, key: String?, kind: String, message: String) {
        self.rule = rule
        self.snapshot = snapshot
        self.path = path
        self.key = key
        self.kind = kind
        self.message = message
    }

    /// `[small-tap-target] login-disabled-iphone-x: box `login/close`: tap target 30×30 pt …`
    public var description: String { "[\(rule)] \(snapshot): \(kind) `\(path)`: \(message)" }
}
