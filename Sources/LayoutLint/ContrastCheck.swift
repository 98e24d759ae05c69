import Foundation
import SnapshotReports
import TrellisElements
import Typesetting

/// `low-contrast`: every text run's colour against what is behind it meets WCAG 2 AA — 4.5:1, or
/// 3:1 for large text (at least 18 pt, or 14 pt bold). What is behind it is the screen background
/// with every ancestor's (and the text view's own) background composited over it, alpha and
/// opacity included; under a gradient, each of its stops (the worst one counts).
///
/// As WCAG 1.4.3 says, text of an inactive control (an element the accessibility tree reads as
/// dimmed) and decoration (hidden from assistive technology) have no contrast requirement.
struct ContrastCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let screen = ThemedColor.background.resolved(in: context.configuration.colorScheme)
        let inactive = Set(context.accessibility.elements.filter(\.state.isDisabled).compactMap(context.index(of:)))
        var findings: [LintFinding] = []
        for (index, placed) in context.nodes.enumerated() {
            guard let text = placed.node.props.text, !text.isEmpty else { continue }
            let chain = context.ancestors(of: index).reversed() + [index]
            if context.isHidden(index) || chain.contains(where: inactive.contains) { continue }
            var backgrounds = [Self.opaque(screen)]
            var opacity = 1.0
            for node in chain.map({ context.nodes[$0].node }) {
                opacity *= node.props.opacity
                if let fill = node.props.background {
                    backgrounds = backgrounds.map { fill.composited(alpha: fill.alpha * opacity, over: $0) }
                }
                if let gradient = node.props.gradient, !gradient.stops.isEmpty {
                    backgrounds = backgrounds.flatMap { under in
                        gradient.stops.map { $0.color.composited(alpha: $0.color.alpha * opacity, over: under) }
                    }
                }
            }
            var worst: (ratio: Double, run: TextRun, required: Double, background: Color)?
            for run in text.runs where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
                let color = run.attributes.foreground
                let size = run.attributes.effectiveSize
                let large = size >= 18 || (size >= 14 && run.attributes.weight >= .bold)
                let required = large ? context.lint.largeTextContrast : context.lint.textContrast
                for background in backgrounds {
                    let ratio = color.composited(alpha: color.alpha * opacity, over: background).contrastRatio(with: background)
                    if ratio < required && ratio < worst?.ratio ?? .infinity { worst = (ratio, run, required, background) }
                }
            }
            if let worst {
                let background = worst.background
                findings.append(context.finding(.lowContrast, index,
                    "text \(LintContext.quoted(worst.run.text)) has contrast \(String(format: "%.2f", worst.ratio)):1 "
                        + "(\(worst.run.attributes.foreground) on \(background), \(format(worst.run.attributes.effectiveSize)) pt), "
                        + "below WCAG AA \(format(worst.required)):1"))
            }
        }
        return findings
    }

    static func opaque(_ color: Color) -> Color { Color(red: color.red, green: color.green, blue: color.blue) }
}
