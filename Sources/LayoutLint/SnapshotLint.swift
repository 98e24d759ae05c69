import Foundation
import SnapshotReports
import TrellisElements
import TrellisCatalog
import Typesetting

/// Opt-in checks over the laid-out tree of every snapshot (``LintRule``): clipped or truncated
/// text, content outside the safe area, small or overlapping tap targets, text contrast below
/// WCAG AA, tap targets without an accessibility label. Each finding names the node (path, key,
/// kind) and the snapshot (screen, sample, configuration).
///
/// ```swift
/// let snapshots = SnapshotVerifier(lint: SnapshotLint(truncationAllowed: ["subtitle"]))
/// ```
/// or `TRELLIS_SNAPSHOT_LINT=all` (or a comma-separated list of rule names) for every verifier
/// that was not given one.
public struct SnapshotLint: Sendable, Equatable {
    public var rules: Set<LintRule>
    /// Keys (or paths) of texts that may be truncated by their line limit.
    public var truncationAllowed: Set<String>
    /// Smallest tap target each way, in points.
    public var minimumTapTarget: Double
    /// WCAG AA: 4.5:1 for text, 3:1 for large text.
    public var textContrast: Double
    public var largeTextContrast: Double

    public init(rules: Set<LintRule> = Set(LintRule.allCases), truncationAllowed: Set<String> = [],
                minimumTapTarget: Double = 44, textContrast: Double = 4.5, largeTextContrast: Double = 3) {
        self.rules = rules
        self.truncationAllowed = truncationAllowed
        self.minimumTapTarget = minimumTapTarget
        self.textContrast = textContrast
        self.largeTextContrast = largeTextContrast
    }

    public static let variable = "TRELLIS_SNAPSHOT_LINT"

    /// What `TRELLIS_SNAPSHOT_LINT` asks for: nil when unset, empty or `off`; every rule for `all`
    /// (or `1`, `on`); else the named rules.
    /// - Throws: ``SnapshotLintError`` naming an unknown rule and listing the known ones.
    public static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SnapshotLintError) -> SnapshotLint? {
        guard let value = environment[variable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != "off" else {
            return nil
        }
        if ["all", "1", "on"].contains(value) { return SnapshotLint() }
        var rules = Set<LintRule>()
        for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let rule = LintRule(rawValue: name) else { throw .unknownRule(name) }
            rules.insert(rule)
        }
        return SnapshotLint(rules: rules)
    }

    /// Findings over a laid-out tree shown on `configuration`, texts measured by `measurer` (the
    /// one that laid them out). - Complexity: O(nodes × depth + tap targets²) plus one text
    /// measurement per text.
    public func findings(in layout: LayoutNode?, on configuration: DisplayConfiguration, measurer: any TextMeasurer,
                         snapshot: String) -> [LintFinding] {
        let context = LintContext(nodes: PlacedTree.nodes(layout),
                                  accessibility: AccessibilityTree(layout, direction: configuration.layoutDirection),
                                  configuration: configuration, measurer: measurer, lint: self, snapshot: snapshot)
        let checks: [any LintCheck] = [TextFitCheck(), WordBreakCheck(), SafeAreaCheck(), TapTargetCheck(), ContrastCheck(),
                                       AccessibilityLabelCheck(), SemanticsCheck(), ReadingOrderCheck()]
        return checks.flatMap { $0.findings(in: context) }
            .filter { finding in rules.contains { $0.rawValue == finding.rule } }
    }
}

/// A `TRELLIS_SNAPSHOT_LINT` value that names no rule.
public enum SnapshotLintError: Error, Equatable, CustomStringConvertible {
    case unknownRule(String)

    public var description: String {
        switch self {
        case .unknownRule(let name):
            "\(SnapshotLint.variable): unknown rule \"\(name)\"; use all, off or a comma-separated list of "
                + LintRule.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
