/// A font weight on the CSS / OpenType scale `1...1000` (400 regular, 600 semibold, 700 bold).
///
/// Numeric rather than an enum so every weight a font offers can be asked for; the named
/// constants match UIKit's `UIFont.Weight` names.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The CSS weight, clamped to `1...1000`.
    public let value: Int

    /// A weight of `value`, clamped to `1...1000`.
    public init(_ value: Int) { self.value = min(max(value, 1), 1000) }

    /// 100.
    public static let ultraLight = FontWeight(100)
    /// 200.
    public static let thin = FontWeight(200)
    /// 300.
    public static let light = FontWeight(300)
    /// 400, the normal weight.
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600 (a semibold title; DejaVu Sans has no 600 face and uses its Bold).
    public static let semibold = FontWeight(600)
    /// 700.
    public static let bold = FontWeight(700)
    /// 800.
    public static let heavy = FontWeight(800)
    /// 900.
    public static let black = FontWeight(900)

    /// Resolves a weight name (`"semibold"`, `"bold"`, …, case-insensitive) or a number (`"600"`).
    public init?(name: String) {
        let named: [String: FontWeight] = [
            "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
            "normal": .regular, "book": .regular, "medium": .medium, "semibold": .semibold,
            "demibold": .semibold, "bold": .bold, "heavy": .heavy, "extrabold": .heavy, "black": .black,
        ]
        if let weight = named[name.lowercased()] {
            self = weight
        } else if let number = Int(name), (1...1000).contains(number) {
            self.init(number)
        } else {
            return nil
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}
