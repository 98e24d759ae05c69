import Foundation
import SnapshotReports
import Trellis
import Typesetting

/// `low-contrast`: every text run's colour against what is behind it meets WCAG 2 AA — 4.5:1, or
/// 3:1 for large text (at least 18 pt, or 14 pt bold). What is behind it is the screen background
/// with every ancestor's (and the text view's own) background composited over it, alpha and
/// opacity included.
struct ContrastCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        let screen = ThemedColor.background.resolved(in: context.configuration.colorScheme)
        var findings: [LintFinding] = []
        for (index, placed) in context.nodes.enumerated() {
            guard let text = placed.node.props.text, !text.isEmpty else { continue }
            var background = Self.opaque(screen)
            var opacity = 1.0
            for node in (context.ancestors(of: index).reversed() + [index]).map({ context.nodes[$0].node }) {
                opacity *= node.props.opacity
                if let fill = node.props.background { background = Self.over(fill, alpha: fill.alpha * opacity, background) }
            }
            var worst: (ratio: Double, run: TextRun, required: Double)?
            for run in text.runs where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
                let color = Self.over(run.attributes.color, alpha: run.attributes.color.alpha * opacity, background)
                let ratio = Self.contrast(color, background)
                let size = run.attributes.effectiveSize
                let large = size >= 18 || (size >= 14 && run.attributes.weight >= .bold)
                let required = large ? context.lint.largeTextContrast : context.lint.textContrast
                if ratio < required && ratio < worst?.ratio ?? .infinity { worst = (ratio, run, required) }
            }
            if let worst {
                findings.append(context.finding(.lowContrast, index,
                    "text \(LintContext.quoted(worst.run.text)) has contrast \(String(format: "%.2f", worst.ratio)):1 "
                        + "(\(worst.run.attributes.color) on \(background), \(format(worst.run.attributes.effectiveSize)) pt), "
                        + "below WCAG AA \(format(worst.required)):1"))
            }
        }
        return findings
    }

    static func opaque(_ color: Color) -> Color { Color(red: color.red, green: color.green, blue: color.blue) }

    /// `color` at `alpha` over an opaque `base`.
    static func over(_ color: Color, alpha: Double, _ base: Color) -> Color {
        Color(red: color.red * alpha + base.red * (1 - alpha), green: color.green * alpha + base.green * (1 - alpha),
              blue: color.blue * alpha + base.blue * (1 - alpha))
    }

    /// WCAG 2 relative luminance of an sRGB colour.
    static func luminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1...21.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
