import Foundation  // pow
import Typesetting

extension Color {
    /// WCAG 2 relative luminance of the colour's sRGB channels (alpha ignored): 0 for black, 1 for
    /// white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio with `other`, (L1 + 0.05) / (L2 + 0.05) with the lighter over the
    /// darker: 1...21. Text passes AA at 4.5 (3 for large text); both colours are taken as opaque.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour at `alpha` over an opaque `base` (the result is opaque).
    public func composited(alpha: Double, over base: Color) -> Color {
        Color(red: red * alpha + base.red * (1 - alpha), green: green * alpha + base.green * (1 - alpha),
              blue: blue * alpha + base.blue * (1 - alpha))
    }
}
