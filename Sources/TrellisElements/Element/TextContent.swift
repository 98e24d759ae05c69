import Typesetting

/// The element-level style of a text: what a screen author says. The layout pass resolves it against
/// the environment (text-size multiplier, color scheme) into the text engine's attributed text.
public struct TextStyle: Hashable, Sendable {
    /// Point size before the environment's text-size multiplier.
    public var size: Double
    /// Font weight.
    public var weight: FontWeight
    /// Text color.
    public var color: ThemedColor
    /// `.natural` is the leading edge of the layout direction (right in RTL); `.left`/`.right`
    /// are physical.
    public var alignment: TextAlignment
    /// Maximum number of lines; `nil` means unlimited.
    public var lineLimit: Int?
    /// Font family name as the text engine knows it; `nil` means the engine's default (sans).
    public var family: String?
    /// Height of every line in points (before the text-size multiplier); `nil` uses the font's own
    /// line height. Designs give fixed line heights so text blocks have the same height in every
    /// renderer (a font's natural height is rounded differently by each engine).
    public var lineHeight: Double?
    /// An iOS text style: when set, the size (and a fixed line height, in proportion) follow
    /// iOS's Dynamic Type table for the environment's category instead of the multiplier.
    public var dynamicType: DynamicTypeStyle?
    /// Where a text cut by `lineLimit` loses characters to the ellipsis (UILabel's
    /// `byTruncatingHead/Middle/Tail`); tail by default.
    public var truncation: TruncationMode = .tail
    /// The largest size the text-size multiplier or Dynamic Type may scale `size` to (its line
    /// height in proportion), as `UIFontMetrics.scaledFont(for:maximumPointSize:)`; `nil`: none.
    public var maximumScaledSize: Double?

    public init(size: Double = 17, weight: FontWeight = .regular, color: ThemedColor = .label,
                alignment: TextAlignment = .natural, lineLimit: Int? = nil, family: String? = nil,
                lineHeight: Double? = nil) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.family = family
        self.lineHeight = lineHeight
    }
}

/// Where a cut text shows its ellipsis.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// "…end of the text"
    case head
    /// "start…end"
    case middle
    /// "start of the text…"
    case tail
}

/// A text element's content: a string and its style.
public struct TextContent: Hashable, Sendable {
    /// The plain text.
    public var string: String
    /// Its style (for attributed texts, only the alignment default).
    public var style: TextStyle
    /// Runs with their own attributes (several fonts or colors in one text). When set, it is what
    /// is shown and measured: `string` is its plain text and `style` only supplies the alignment
    /// default; the environment still applies dynamic type and resolves natural alignment.
    public var attributed: AttributedText?
    /// Runs whose unset attributes (color included) come from `style`, resolved with it for the
    /// environment; `string` is their plain text.
    public var spans: [TextSpan]?

    public init(string: String, style: TextStyle) {
        self.string = string
        self.style = style
        self.attributed = nil
        self.spans = nil
    }

    public init(spans: [TextSpan], style: TextStyle) {
        self.string = spans.map(\.string).joined()
        self.style = style
        self.attributed = nil
        self.spans = spans
    }

    public init(attributed: AttributedText) {
        self.string = attributed.string
        self.style = TextStyle(alignment: attributed.paragraph.alignment)
        self.attributed = attributed
        self.spans = nil
    }
}

/// The framework's semantic colours, after iOS's. Every text colour (``textColors``) passes WCAG 2
/// AA for body text, 4.5:1, on every background (``backgrounds``) in both schemes, so a screen
/// built from them gets no `low-contrast` finding; where iOS's own value is lighter than that
/// (secondary grey, system blue, green and orange on white), its increased-contrast value or a
/// darker shade of the same hue is used.
extension ThemedColor {
    /// Primary text: black on light, white on dark.
    public static let label = ThemedColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    /// Secondary text: captions, subtitles, values beside a title.
    public static let secondaryLabel = ThemedColor(light: Color(rgb: 0x5C5C61), dark: Color(rgb: 0x98989F))
    /// Tertiary text: timestamps, hints, the least important text still meant to be read.
    public static let tertiaryLabel = ThemedColor(light: Color(rgb: 0x6C6C70), dark: Color(rgb: 0x8E8E93))
    /// Links and primary actions.
    public static let accent = ThemedColor(light: Color(rgb: 0x0066CC), dark: Color(rgb: 0x0A84FF))
    /// Errors and destructive actions: iOS's high-contrast red.
    public static let destructive = ThemedColor(light: Color(rgb: 0xD70015), dark: Color(rgb: 0xFF6961))
    /// Success and confirmation (a saved state, a delivered order).
    public static let success = ThemedColor(light: Color(rgb: 0x1E7B34), dark: Color(rgb: 0x30D158))
    /// Warnings that are not errors (a delay, a low balance).
    public static let warning = ThemedColor(light: Color(rgb: 0xA84D00), dark: Color(rgb: 0xFF9F0A))

    /// Screen background.
    public static let background = ThemedColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    /// Content on the background: cards, fields, a section.
    public static let secondaryBackground = ThemedColor(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))
    /// The background of a grouped screen (inset table sections on grey).
    public static let groupedBackground = ThemedColor(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x000000))
    /// Sections and cells on the grouped background.
    public static let secondaryGroupedBackground = ThemedColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1E))
    /// Hairlines.
    public static let separator = ThemedColor(light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A))
    /// The simulated keyboard's stand-in panel: a flat neutral grey, no keys drawn.
    public static let keyboardPanel = ThemedColor(light: Color(rgb: 0xD4D6DB), dark: Color(rgb: 0x2C2C2E))

    /// The semantic colours meant for text, by name.
    public static let textColors: [(name: String, color: ThemedColor)] = [
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel), ("accent", .accent),
        ("destructive", .destructive), ("success", .success), ("warning", .warning),
    ]
    /// The semantic colours meant to have text on them, by name.
    public static let backgrounds: [(name: String, color: ThemedColor)] = [
        ("background", .background), ("secondaryBackground", .secondaryBackground), ("groupedBackground", .groupedBackground),
        ("secondaryGroupedBackground", .secondaryGroupedBackground),
    ]
}

