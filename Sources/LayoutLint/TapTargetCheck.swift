import Render
import SnapshotReports
import TrellisElements

/// `small-tap-target`, `overlapping-tap-targets` and `overlapping-elements`, over the
/// accessibility tree: every element that activates is at least ``SnapshotLint/minimumTapTarget``
/// points each way (Apple's 44×44 pt) in its accessibility frame, and no two elements overlap (a
/// tap there would go to whichever is on top; touch exploration finds only one). Elements are
/// never nested: a merged row is one element.
/// - Complexity: O(e²) in the accessibility elements.
struct TapTargetCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let minimum = context.lint.minimumTapTarget
        // What shows: an element scrolled away under its container's edge is neither tapped nor
        // found; one half under it overlaps by what shows, and is as large as it is.
        var findings: [LintFinding] = []
        for element in context.accessibility.elements where element.activation != nil && element.visibleFrame != nil {
            let frame = element.frame
            // Within a hundredth: a 44 pt frame snapped to a 3× grid is 43.999… pt.
            if frame.width < minimum - 0.01 || frame.height < minimum - 0.01 {
                findings.append(context.finding(.smallTapTarget, element,
                    "tap target \(format(frame.width))×\(format(frame.height)) pt is smaller than "
                        + "\(format(minimum))×\(format(minimum)) pt"))
            }
        }
        let elements = context.shownElements
        for (position, first) in elements.enumerated() {
            for second in elements[(position + 1)...] {
                let a = first.frame, b = second.frame
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX), height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard width > TextFitCheck.slack && height > TextFitCheck.slack else { continue }
                let both = first.activation != nil && second.activation != nil
                findings.append(context.finding(both ? .overlappingTapTargets : .overlappingElements, second,
                    "\(both ? "tap target" : "accessibility element") overlaps `\(first.path)` by \(format(width))×\(format(height)) pt"))
            }
        }
        return findings
    }
}
