import SnapshotReports
import TrellisElements

/// `missing-accessibility-label`: an interactive accessibility element (a button, field, switch,
/// adjustable, link, tab) needs a label, its own or from the texts merged into it; otherwise
/// VoiceOver says only its role.
struct AccessibilityLabelCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        context.accessibility.elements.compactMap { element in
            guard element.role.isInteractive || element.activation != nil, (element.label ?? "").isEmpty else { return nil }
            return context.finding(.missingAccessibilityLabel, element,
                                   "\(element.role.rawValue) has no accessibility label and no text: VoiceOver says only \"\(element.role.rawValue)\"")
        }
    }
}
