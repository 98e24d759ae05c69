/// One laid-out line: which bytes of the text it shows and where its box is.
///
/// Coordinates are points relative to the top-left corner of the measured text box; `x` already
/// includes the paragraph alignment within the box width.
public struct TextLine: Hashable, Sendable {
    /// UTF-8 byte range of `AttributedText.string` shown on this line (without the hard line
    /// break that ends it; trailing spaces that the line break swallowed are included).
    public var range: Range<Int>
    /// Left edge of the line's visible content, alignment applied.
    public var x: Double
    /// Top of the line box.
    public var y: Double
    /// Advance width of the line's ink-independent (logical) extent, unrounded.
    public var width: Double
    /// Height of the line box.
    public var height: Double
    /// Baseline position measured from the top of the text box (not of the line).
    public var baseline: Double
    /// True when the line's base direction is right-to-left.
    public var isRightToLeft: Bool
    /// True when this line was shortened with an ellipsis.
    public var isTruncated: Bool

    /// A line box; see the properties.
    public init(range: Range<Int>, x: Double, y: Double, width: Double, height: Double,
                baseline: Double, isRightToLeft: Bool = false, isTruncated: Bool = false) {
        self.range = range
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
        self.isRightToLeft = isRightToLeft
        self.isTruncated = isTruncated
    }
}

/// Something a measurement had to work around (never a crash, never silent).
public enum TextDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// No font of `requested` family exists; `substitute` was used instead.
    case unknownFamily(requested: String, substitute: String)
    /// A run's font size was not finite or not positive; `TextAttributes.defaultSize` was used.
    case invalidFontSize(Double)
    /// A run's font size was above `TextAttributes.maximumSize`; the maximum was used.
    case fontSizeTooLarge(Double)
    /// The offered width was NaN or infinite; it was measured as `.undefined`.
    case nonFiniteWidth(Double)
    /// The offered width was negative; it was measured as 0.
    case negativeWidth(Double)
    /// The scale was not finite or not positive; 1 was used.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case let .unknownFamily(requested, substitute):
            "unknown font family '\(requested)', using '\(substitute)'"
        case let .invalidFontSize(size):
            "invalid font size \(size), using \(TextAttributes.defaultSize)"
        case let .fontSizeTooLarge(size):
            "font size \(size) is above \(TextAttributes.maximumSize), using \(TextAttributes.maximumSize)"
        case let .nonFiniteWidth(width):
            "width \(width) is not finite, measured without a width constraint"
        case let .negativeWidth(width):
            "negative width \(width), measured as 0"
        case let .invalidScale(scale):
            "invalid scale \(scale), using 1"
        }
    }
}

/// The result of measuring text for a width: what a layout engine needs (size, baseline) and
/// what a renderer needs (line boxes).
public struct TextLayout: Hashable, Sendable {
    /// Width in points, rounded up to the pixel grid (`.exactly`: the offered width itself).
    public var width: Double
    /// Height in points, rounded up to the pixel grid.
    public var height: Double
    /// Baseline of the first line from the top, in points (unrounded; 0 for empty text). What
    /// flexbox baseline alignment uses.
    public var firstBaseline: Double
    /// Baseline of the last line from the top, in points (0 for empty text).
    public var lastBaseline: Double
    /// Widest line before rounding — the content's true extent.
    public var contentWidth: Double
    /// Sum of line heights and spacing before rounding.
    public var contentHeight: Double
    /// The line boxes, top to bottom.
    public var lines: [TextLine]
    /// True when `maxLines` cut text off or a line was ellipsized.
    public var isTruncated: Bool
    /// Everything the measurement had to work around (empty for good input).
    public var diagnostics: [TextDiagnostic]

    /// A layout; measurers build these, tests compare them.
    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double,
                contentWidth: Double, contentHeight: Double, lines: [TextLine],
                isTruncated: Bool = false, diagnostics: [TextDiagnostic] = []) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.lines = lines
        self.isTruncated = isTruncated
        self.diagnostics = diagnostics
    }

    /// The layout of an empty text: zero size, no lines.
    public static let empty = TextLayout(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0,
                                         contentWidth: 0, contentHeight: 0, lines: [])
}
