/// How one run of characters looks: font, colour, spacing and decorations.
///
/// Values are plain data (Hashable) so a measurement cache can key on them.
public struct TextAttributes: Hashable, Sendable {
    /// Font family name as fontconfig knows it, e.g. `"DejaVu Sans"`. A family the backend does
    /// not have falls back to its default family and the measurement reports a diagnostic.
    public var family: String
    /// Font weight (a face of the family with the closest weight is used).
    public var weight: FontWeight
    /// True for the italic (or oblique) face.
    public var italic: Bool
    /// Font size in points. Non-finite or non-positive sizes are replaced by
    /// `TextAttributes.defaultSize`, sizes above `TextAttributes.maximumSize` are clamped to it,
    /// at measurement time, with a diagnostic.
    public var size: Double
    /// Text colour (measurement ignores it); `nil` is the context's text colour: the element layer
    /// gives such runs its label colour for the colour scheme, and a run drawn as is is
    /// ``foreground`` (black).
    public var color: Color?
    /// Extra space added after every character, in points (may be negative; NaN counts as 0).
    public var letterSpacing: Double
    /// Draws a single underline.
    public var underline: Bool
    /// Draws a line through the text.
    public var strikethrough: Bool

    /// Attributes with DejaVu Sans 17 pt regular and no colour of their own as defaults.
    public init(family: String = TextAttributes.defaultFamily,
                size: Double = TextAttributes.defaultSize,
                weight: FontWeight = .regular,
                italic: Bool = false,
                color: Color? = nil,
                letterSpacing: Double = 0,
                underline: Bool = false,
                strikethrough: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.color = color
        self.letterSpacing = letterSpacing
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The family used when none is given: present on every machine the project sets up.
    public static let defaultFamily = "DejaVu Sans"
    /// 17 pt, UIKit's body size.
    public static let defaultSize: Double = 17

    /// The largest size measured as given (font rasterizers fail far above it).
    public static let maximumSize: Double = 10_000

    /// The colour drawn: `color`, or black when the run has none (nothing resolved it).
    public var foreground: Color { color ?? .black }

    /// `size` if it is usable (finite and > 0; at most `maximumSize`), otherwise `defaultSize`.
    public var effectiveSize: Double {
        size.isFinite && size > 0 ? min(size, TextAttributes.maximumSize) : TextAttributes.defaultSize
    }
}
