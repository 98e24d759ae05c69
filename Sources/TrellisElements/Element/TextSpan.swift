import Typesetting

/// A run of a text with several styles ("4.8" bold, " ★" orange, "1 990 ₽" struck through).
/// Whatever a span leaves `nil` comes from its text's style (`font`, `foreground`, …), so a span
/// without a color follows the element's foreground in light and dark alike.
public struct TextSpan: Hashable, Sendable {
    /// The characters of the run.
    public var string: String
    /// Point size before dynamic type; `nil`: the text's size.
    public var size: Double?
    /// `nil`: the text's weight.
    public var weight: FontWeight?
    /// `nil`: the text's color.
    public var color: ThemedColor?
    /// Slanted glyphs.
    public var italic: Bool
    /// A line under the run.
    public var underline: Bool
    /// A line through the run (old prices).
    public var strikethrough: Bool

    public init(_ string: String, size: Double? = nil, weight: FontWeight? = nil, color: ThemedColor? = nil,
                italic: Bool = false, underline: Bool = false, strikethrough: Bool = false) {
        self.string = string
        self.size = size
        self.weight = weight
        self.color = color
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The span with one color in light and dark.
    public init(_ string: String, size: Double? = nil, weight: FontWeight? = nil, color: Color,
                italic: Bool = false, underline: Bool = false, strikethrough: Bool = false) {
        self.init(string, size: size, weight: weight, color: ThemedColor(color), italic: italic,
                  underline: underline, strikethrough: strikethrough)
    }
}
