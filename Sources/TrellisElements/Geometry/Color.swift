import Typesetting

/// The color scheme an element tree is rendered in.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// A color that depends on the environment's color scheme. Elements hold these; the layout pass
/// resolves them, so mounted trees and hosts only ever see plain `Color`s.
public struct ThemedColor: Hashable, Sendable {
    /// The color in the light scheme.
    public var light: Color
    /// The color in the dark scheme.
    public var dark: Color

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both schemes.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The color for `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        scheme == .dark ? dark : light
    }
}
