/// A colour in sRGB with straight (non-premultiplied) alpha; every component is in `0...1`.
///
/// Shared by text runs and the display list, so a text colour and a fill colour are one type.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0...1.
    public var red: Double
    /// Green component, 0...1.
    public var green: Double
    /// Blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Components outside `0...1` (and NaN) are clamped so a bad value never reaches a backend.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// `0xRRGGBB` with full opacity, e.g. `Color(rgb: 0x1C1C1E)`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255,
                  green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255,
                  alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(rgb: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(rgb: value)
        case 8:
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// `#RRGGBBAA`, components rounded to 8 bits.
    public var description: String {
        let bytes = [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
        let hexDigits = Array("0123456789ABCDEF")
        return "#" + String(bytes.flatMap { [hexDigits[Int($0 >> 4)], hexDigits[Int($0 & 0xF)]] })
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
