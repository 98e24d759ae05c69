import Render
import SnapshotReports
import TrellisElements

/// `small-tap-target` and `overlapping-tap-targets`: every tappable node is at least
/// ``SnapshotLint/minimumTapTarget`` points each way (Apple's 44×44 pt), and no two tappable nodes
/// that are not nested overlap (a tap there would go to whichever is on top).
/// - Complexity: O(t²) in the number of tap targets, O(nodes) otherwise.
struct TapTargetCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let minimum = context.lint.minimumTapTarget
        var findings: [LintFinding] = []
        let targets = context.nodes.indices.filter { context.nodes[$0].node.onTap != nil }
        for index in targets {
            let frame = context.nodes[index].frame
            if frame.width < minimum || frame.height < minimum {
                findings.append(context.finding(.smallTapTarget, index,
                    "tap target \(format(frame.width))×\(format(frame.height)) pt is smaller than "
                        + "\(format(minimum))×\(format(minimum)) pt"))
            }
        }
        for (position, first) in targets.enumerated() {
            for second in targets[(position + 1)...] where !context.isAncestor(first, of: second) {
                let a = context.nodes[first].frame, b = context.nodes[second].frame
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX), height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard width > TextFitCheck.slack && height > TextFitCheck.slack else { continue }
                findings.append(context.finding(.overlappingTapTargets, second,
                    "tap target overlaps `\(context.nodes[first].path)` by \(format(width))×\(format(height)) pt"))
            }
        }
        return findings
    }
}
