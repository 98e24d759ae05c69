/// Horizontal alignment of lines inside the layout width.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left for left-to-right paragraphs, right for right-to-left ones (the first strong
    /// character decides, as in UIKit and CSS `text-align: start`).
    case natural
    case left
    case center
    case right
    /// Every line but the last stretches to the full width; the last is aligned naturally.
    case justified
}

/// Where lines may break and what happens to text that does not fit.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Break between words; a word longer than the line breaks between characters (UIKit's
    /// `byWordWrapping`, CSS `overflow-wrap: break-word`).
    case wordWrap
    /// Break between any two characters (grapheme clusters).
    case charWrap
    /// Wrap by words; the last visible line loses its start to an ellipsis ("…end").
    case truncateHead
    /// Wrap by words; the last visible line loses its middle to an ellipsis ("sta…end").
    case truncateMiddle
    /// Wrap by words; the last visible line loses its end to an ellipsis ("start…").
    case truncateTail

    /// True for the three truncating modes.
    public var truncates: Bool {
        switch self {
        case .wordWrap, .charWrap: false
        case .truncateHead, .truncateMiddle, .truncateTail: true
        }
    }

    /// The short name `trellis measure --line-break` and the display-list JSON use: `word`,
    /// `char`, `head`, `middle` or `tail`.
    public var shortName: String {
        switch self {
        case .wordWrap: "word"
        case .charWrap: "char"
        case .truncateHead: "head"
        case .truncateMiddle: "middle"
        case .truncateTail: "tail"
        }
    }

    /// The mode whose `shortName` is `shortName`, or nil. O(number of cases).
    public init?(shortName: String) {
        guard let mode = Self.allCases.first(where: { $0.shortName == shortName }) else { return nil }
        self = mode
    }
}

/// Height of one line box.
public enum LineHeight: Hashable, Sendable {
    /// The font's own line height (ascent + descent + line gap), like CSS `line-height: normal`.
    case normal
    /// Exactly this many points per line, whatever the font (CSS `line-height: 20px`).
    case points(Double)
    /// This multiple of the font size (CSS unitless `line-height: 1.5`).
    case multiple(Double)
}

/// Paragraph-level layout of an `AttributedText`.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal placement of each line in the layout width.
    public var alignment: TextAlignment
    /// Height of each line box.
    public var lineHeight: LineHeight
    /// Extra points between consecutive lines (not before the first or after the last). Like line
    /// heights, at most `TextAttributes.maximumSize` is applied.
    public var lineSpacing: Double
    /// Where lines break and how overflowing text is truncated.
    public var lineBreakMode: LineBreakMode
    /// Maximum number of lines; 0 means unlimited. With a truncating `lineBreakMode`, 0 means 1
    /// (a truncating label with no limit would never truncate). An ellipsis needs a width to
    /// truncate at: measured with `.undefined` width, lines past the limit are only dropped.
    public var maxLines: Int
    /// The base direction of every paragraph; `nil`: each paragraph's first strong character
    /// decides (Unicode's P2/P3). A field in a left-to-right form sets `.leftToRight`, so an
    /// Arabic value is a right-to-left run in a left-to-right line and the caret at its end sits
    /// on the right, as in a `UITextField` of a left-to-right app.
    public var baseDirection: WritingDirection?
    /// Whether a word wider than the line breaks between characters (true, UIKit's word wrap) or
    /// overflows the line (CSS `overflow-wrap: normal`): measured at width 0 without it, every
    /// word is a line of its own and the widest is the text's min-content width.
    public var breaksWords = true

    /// A paragraph style; the defaults are natural alignment, the font's line height, no extra spacing, word wrap and no line limit.
    public init(alignment: TextAlignment = .natural,
                lineHeight: LineHeight = .normal,
                lineSpacing: Double = 0,
                lineBreakMode: LineBreakMode = .wordWrap,
                maxLines: Int = 0) {
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        self.lineBreakMode = lineBreakMode
        self.maxLines = maxLines
    }

    /// A paragraph style whose paragraphs run in `baseDirection` (`nil`: their first strong character's).
    public init(alignment: TextAlignment = .natural,
                lineHeight: LineHeight = .normal,
                lineSpacing: Double = 0,
                lineBreakMode: LineBreakMode = .wordWrap,
                maxLines: Int = 0,
                baseDirection: WritingDirection?) {
        self.init(alignment: alignment, lineHeight: lineHeight, lineSpacing: lineSpacing, lineBreakMode: lineBreakMode,
                  maxLines: maxLines)
        self.baseDirection = baseDirection
    }

    /// The line limit a backend must enforce: `maxLines`, or 1 for truncating modes without a
    /// limit; nil when unlimited. Negative limits count as unlimited.
    public var effectiveMaxLines: Int? {
        if maxLines > 0 { return maxLines }
        return lineBreakMode.truncates ? 1 : nil
    }
}
