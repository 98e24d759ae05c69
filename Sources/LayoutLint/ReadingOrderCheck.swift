import Render
import SnapshotReports
import TrellisElements

/// `reading-order`: within a column the screen reader goes down. An element read right after
/// one that lies wholly below it, overlapping it horizontally, sends the cursor back up: a sort
/// priority, or a container laid out against its reading order, contradicts what is seen.
/// (Moving to the top of the next column is not a contradiction.)
struct ReadingOrderCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let elements = context.shownElements
        return zip(elements, elements.dropFirst()).compactMap { previous, next in
            let a = previous.frame, b = next.frame
            let sameColumn = min(a.maxX, b.maxX) - max(a.minX, b.minX) > TextFitCheck.slack
            guard sameColumn, b.maxY <= a.minY + TextFitCheck.slack else { return nil }
            return context.finding(.readingOrder, next,
                "read after `\(previous.path)`, which is below it (\(format(a.minY)) pt against \(format(b.minY)) pt): "
                    + "the reading order goes up")
        }
    }
}
