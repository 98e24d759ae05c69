import SnapshotReports
import TrellisElements

/// The rules on what each accessibility element declares:
/// - `label-repeats-role`: the label names the role the screen reader says anyway ("Send
///   button", read "Send button, button").
/// - `undescribed-image`: an image or custom drawing that is neither described
///   (`.accessibilityLabel`) nor hidden (`.accessibilityHidden()`); it is read as nothing either way
///   until its author says which it is.
/// - `toggle-without-value`: a switch without an on/off value.
/// - `header-without-level`: a header without a level.
struct SemanticsCheck: LintCheck {
    /// The words each role is spoken as, that a label should not repeat.
    static let roleWords: [AccessibilityRole: [String]] = [
        .button: ["button"], .link: ["link"], .header: ["heading", "header"], .textField: ["text field"],
        .secureField: ["secure text field", "text field"], .toggle: ["switch", "toggle"], .image: ["image", "picture"],
        .tab: ["tab"], .adjustable: ["adjustable", "slider"], .list: ["list"],
    ]

    func findings(in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for element in context.accessibility.elements {
            if let label = element.label?.lowercased(), let word = Self.roleWords[element.role]?.first(where: { Self.ends(label, with: $0) }) {
                findings.append(context.finding(.labelRepeatsRole, element,
                    "label \(LintContext.quoted(element.label ?? "")) repeats the role: it is read \"\(element.label ?? ""), \(element.role.rawValue)\"; drop \"\(word)\""))
            }
            if element.role == .toggle, element.value == nil {
                findings.append(context.finding(.toggleWithoutValue, element, "switch has no on/off value"))
            }
            if element.role == .header, element.headingLevel == nil {
                findings.append(context.finding(.headerWithoutLevel, element,
                                                "header has no level: give `.accessibilityHeading(level:)` 1–6"))
            }
        }
        let labelledStops = Set(context.accessibility.elements.compactMap { $0.label == nil ? nil : $0.path })
        for (index, placed) in context.nodes.enumerated() {
            let node = placed.node
            guard node.kind == .image || node.kind == .custom, (node.props.accessibilityLabel ?? "").isEmpty,
                  !context.isHidden(index),
                  !context.ancestors(of: index).contains(where: { labelledStops.contains(context.nodes[$0].path) })
            else { continue }
            findings.append(context.finding(.undescribedImage, index,
                "\(node.kind.rawValue) has no description and is not hidden: add `.accessibilityLabel(_:)`, or "
                    + "`.accessibilityHidden()` when it is decoration"))
        }
        return findings
    }

    /// Whether `label` ends with the word `word` (after a space, or as the whole label).
    private static func ends(_ label: String, with word: String) -> Bool {
        label == word || label.hasSuffix(" " + word)
    }
}
