import JSONPaths

/// What a decoder did with one case.
public enum FuzzOutcome: Sendable {
    case accepted
    /// Refused: `path` is where the decoder says the problem is (nil when it named no path), and
    /// `message` the whole one-line error a user reads.
    case refused(path: JSONPath?, message: String)
}

/// The figures of a fuzz run and the cases that broke a rule.
public struct FuzzReport: Sendable, CustomStringConvertible {
    public var cases = 0
    public var accepted = 0
    public var refused = 0
    /// The slowest case's time, and its number (replay: the same seed, that many `next()` calls).
    public var slowest: Duration = .zero
    public var slowestCase = 0
    public var total: Duration = .zero
    /// Refusals that name no JSON path, or whose message names Swift or Foundation internals,
    /// and cases slower than the limit: `case 123: …` (at most `keptFindings`).
    public var findings: [String] = []
    public var findingCount = 0
    static let keptFindings = 20

    public var description: String {
        let slowestMilliseconds = Double(slowest.components.attoseconds) / 1e15 + Double(slowest.components.seconds) * 1e3
        let totalSeconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        return "cases \(cases), accepted \(accepted), refused \(refused), findings \(findingCount), "
            + "max \(formatted(slowestMilliseconds, digits: 3)) ms per case (case \(slowestCase)), total \(formatted(totalSeconds, digits: 2)) s"
    }

    private func formatted(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let fraction = String(scaled % Int(scale))
        return "\(scaled / Int(scale)).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }
}

/// Runs a decoder over fuzz cases and checks the rules every decoder keeps: it returns (no crash),
/// within `caseLimit` (no hang), and every refusal names a JSON path in words without Swift or
/// Foundation internals.
public struct FuzzRun: Sendable {
    /// A case slower than this is a finding.
    public var caseLimit: Duration

    public init(caseLimit: Duration = .seconds(1)) {
        self.caseLimit = caseLimit
    }

    /// Words that only come from Swift's or Foundation's own errors, never from ours.
    static let internals = ["DecodingError", "EncodingError", "CodingKeys", "keyNotFound", "typeMismatch", "valueNotFound",
                            "dataCorrupted", "NSCocoaErrorDomain", "NSError", "Swift.", "Foundation.", "Optional(",
                            "The data couldn", "underlyingError"]

    /// Decodes `cases` cases with `decode`: case `number` is the document `document(number)`.
    public func run(cases: Int, document: (Int) -> [UInt8], decode: (Int, [UInt8]) -> FuzzOutcome) -> FuzzReport {
        var report = FuzzReport()
        let clock = ContinuousClock()
        for number in 0..<cases {
            let bytes = document(number)
            var outcome = FuzzOutcome.accepted
            let elapsed = clock.measure { outcome = decode(number, bytes) }
            report.cases += 1
            report.total += elapsed
            if elapsed > report.slowest { (report.slowest, report.slowestCase) = (elapsed, number) }
            if elapsed > caseLimit { note("case \(number): took \(elapsed), over \(caseLimit)", in: &report) }
            switch outcome {
            case .accepted: report.accepted += 1
            case .refused(let path, let message):
                report.refused += 1
                if path == nil { note("case \(number): refused without a JSON path: \(message)", in: &report) }
                if let word = Self.internals.first(where: { message.contains($0) }) {
                    note("case \(number): the refusal names '\(word)': \(message)", in: &report)
                }
            }
        }
        return report
    }

    private func note(_ finding: String, in report: inout FuzzReport) {
        report.findingCount += 1
        if report.findings.count < FuzzReport.keptFindings { report.findings.append(finding) }
    }
}
