import Render
import SnapshotReports
import TrellisElements

/// `outside-safe-area`: content — text, images, progress rings and tap targets — must lie inside
/// the configuration's safe area (backgrounds may run under the status bar and home indicator).
/// Only the part clipping ancestors let through counts (a scroll view's content below the fold is
/// not on screen). A node inside content already reported is not reported again.
struct SafeAreaCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let device = context.configuration.deviceConfiguration
        let insets = device.safeArea
        let safe = Rect(x: insets.left, y: insets.top, width: device.size.width - insets.left - insets.right,
                        height: device.size.height - insets.top - insets.bottom)
        var findings: [LintFinding] = []
        var reported = Set<Int>()
        for (index, placed) in context.nodes.enumerated() where isContent(placed.node) && !placed.frame.isEmpty {
            guard !context.ancestors(of: index).contains(where: reported.contains),
                  let frame = context.visibleFrame(of: index) else { continue }
            var edges: [String] = []
            let slack = TextFitCheck.slack
            if frame.minY < safe.minY - slack { edges.append("\(format(safe.minY - frame.minY)) pt into the top inset (\(format(insets.top)) pt)") }
            if frame.maxY > safe.maxY + slack { edges.append("\(format(frame.maxY - safe.maxY)) pt into the bottom inset (\(format(insets.bottom)) pt)") }
            if frame.minX < safe.minX - slack { edges.append("\(format(safe.minX - frame.minX)) pt into the left inset (\(format(insets.left)) pt)") }
            if frame.maxX > safe.maxX + slack { edges.append("\(format(frame.maxX - safe.maxX)) pt into the right inset (\(format(insets.right)) pt)") }
            guard !edges.isEmpty else { continue }
            reported.insert(index)
            findings.append(context.finding(.outsideSafeArea, index,
                "\(PlacedTree.frameText(frame)) reaches \(edges.joined(separator: " and ")) "
                    + "of \(device.device.name) \(device.orientation.rawValue)"))
        }
        return findings
    }

    /// Whether the node shows something a user reads or touches: a tap target, or any content
    /// but a plain box or an empty text.
    private func isContent(_ node: LayoutNode) -> Bool {
        if node.onTap != nil { return true }
        switch node.props.content {
        case .none: return false
        case .text(let text): return !text.isEmpty
        default: return true
        }
    }
}
