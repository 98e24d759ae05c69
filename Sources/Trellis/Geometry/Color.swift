/// An sRGB color with straight (non-premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from a 24-bit `0xRRGGBB` literal, e.g. `Color(hex: 0x1E88E5)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var description: String {
        func byte(_ value: Double) -> String {
            let b = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(b, radix: 16, uppercase: true)
            return b < 16 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

/// The color scheme an element tree is rendered in.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// A color that depends on the environment's color scheme. Elements hold these; the layout pass
/// resolves them, so mounted trees and hosts only ever see plain `Color`s.
public struct ThemedColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both schemes.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    public func resolved(in scheme: ColorScheme) -> Color {
        scheme == .dark ? dark : light
    }
}
