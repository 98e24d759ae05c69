import SnapshotReports
import TrellisElements

/// `missing-accessibility-label`: a tappable node needs an accessibility label or text inside it
/// (what `.accessibility(on:)` reads as its label); otherwise VoiceOver announces nothing.
struct AccessibilityLabelCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        context.nodes.indices.compactMap { index in
            let node = context.nodes[index].node
            guard node.onTap != nil, (node.props.accessibilityLabel ?? "").isEmpty, !hasText(node) else { return nil }
            return context.finding(.missingAccessibilityLabel, index,
                                   "tappable \(node.kind.rawValue) has no accessibility label and no text: VoiceOver reads nothing")
        }
    }

    private func hasText(_ node: LayoutNode) -> Bool {
        node.props.text.map { !$0.isEmpty } == true || node.children.contains(where: hasText)
    }
}
