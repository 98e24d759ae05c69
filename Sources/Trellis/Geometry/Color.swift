import Text

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
