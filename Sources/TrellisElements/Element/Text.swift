import Render
import Typesetting

/// A text element: a string with a style, measured by the environment's text measurer and wrapped
/// to the width the layout gives it.
///
/// Text-only modifiers (`font`, `foreground`, `lineLimit`, `alignment`) live on `Text` itself, so
/// they are applied before the general element modifiers: `Text("Honda").font(size: 22).padding(8)`.
public struct Text: ElementConvertible, Sendable, Equatable {
    /// The text shown.
    public var string: String
    /// How it looks before the environment is applied.
    public var style: TextStyle
    /// Set by `init(attributed:)`; the style modifiers do not change it.
    public var attributed: AttributedText?
    /// Set by `init(spans:)`; the style modifiers give what the spans leave unset.
    public var spans: [TextSpan]?

    public init(_ string: String, style: TextStyle = TextStyle()) {
        self.string = string
        self.style = style
        self.attributed = nil
    }

    /// Text in runs of their own styles whose unset attributes, color included, follow this
    /// text's style: `Text(spans: [TextSpan("4.8 "), TextSpan("★", color: .orange)]).font(size: 15)`.
    public init(spans: [TextSpan], style: TextStyle = TextStyle()) {
        self.string = spans.map(\.string).joined()
        self.style = style
        self.attributed = nil
        self.spans = spans
    }

    /// Text with runs of their own attributes ("360 000 ₽" bold followed by " · 2006" regular).
    /// A run without a colour (`TextAttributes.color == nil`, the default) follows the colour
    /// scheme in the label colour; a run with one keeps it in both schemes.
    public init(attributed: AttributedText) {
        let content = TextContent(attributed: attributed)
        self.string = content.string
        self.style = content.style
        self.attributed = attributed
    }

    public var element: Element {
        if let attributed { return Element(content: .text(TextContent(attributed: attributed))) }
        if let spans { return Element(content: .text(TextContent(spans: spans, style: style))) }
        return Element(content: .text(TextContent(string: string, style: style)))
    }

    /// A size of the app's own (points, grown by the environment's text size multiplier), weight
    /// and optionally a fixed line height; prefer a text style (`font(_:weight:)`) from the type scale.
    public func font(size: Double, weight: FontWeight = .regular, lineHeight: Double? = nil) -> Text {
        restyled { $0.setFont(size: size, weight: weight, lineHeight: lineHeight) }
    }

    /// An iOS text style at a weight — the type scale (`DynamicTypeStyle`): its size follows iOS's
    /// Dynamic Type table for the environment's text size category, and its line height (the
    /// style's unless `lineHeight` is given, at the default category) grows with it.
    public func font(_ style: DynamicTypeStyle, weight: FontWeight = .regular, lineHeight: Double? = nil) -> Text {
        restyled { $0.setFont(style, weight: weight, lineHeight: lineHeight) }
    }

    /// Caps the size the environment's text size scales this text to, its line height in
    /// proportion (`UIFontMetrics.scaledFont(for:maximumPointSize:)`): a dial's digits that must
    /// stay inside their ring at the accessibility sizes.
    public func maximumScaledSize(_ points: Double) -> Text { restyled { $0.maximumScaledSize = points } }

    /// A font family the text engine knows (e.g. "DejaVu Sans").
    public func fontFamily(_ family: String?) -> Text { restyled { $0.family = family } }

    /// The text color.
    public func foreground(_ color: ThemedColor) -> Text { restyled { $0.color = color } }

    /// The text color, the same in light and dark.
    public func foreground(_ color: Color) -> Text { foreground(ThemedColor(color)) }

    /// At most `lines` lines (`nil`: unlimited); the last visible line is cut.
    public func lineLimit(_ lines: Int?) -> Text { restyled { $0.lineLimit = lines } }

    /// Where the last visible line of a text cut by `lineLimit` loses characters to the ellipsis.
    public func truncationMode(_ mode: TruncationMode) -> Text { restyled { $0.truncation = mode } }

    /// Alignment of the lines inside the element's frame.
    public func alignment(_ alignment: TextAlignment) -> Text { restyled { $0.alignment = alignment } }

    /// A copy whose style `change` edited.
    private func restyled(_ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        return copy
    }
}

extension TextStyle {
    /// A size, weight and optional fixed line height; no text style.
    mutating func setFont(size: Double, weight: FontWeight, lineHeight: Double?) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        dynamicType = nil
    }

    /// An iOS text style at its default size and line height (or `lineHeight`), with a weight.
    mutating func setFont(_ style: DynamicTypeStyle, weight: FontWeight, lineHeight: Double?) {
        setFont(size: style.defaultSize, weight: weight, lineHeight: lineHeight ?? style.defaultLineHeight)
        dynamicType = style
    }
}

/// An image element, referenced by name.
public struct Image: ElementConvertible, Sendable, Equatable {
    /// Which image and how it fills its frame.
    public var content: ImageContent

    /// An image named `source`; `size` is its natural size in points when known.
    public init(_ source: String, contentMode: ContentMode = .aspectFit, size: Size? = nil,
                placeholder: ThemedColor = .secondaryBackground) {
        content = ImageContent(source: source, contentMode: contentMode, intrinsicSize: size, placeholder: placeholder)
    }

    /// The PNG asset `name` of `folder` (`name.png`, `name@2x.png`, `name@3x.png`; the variant
    /// nearest the display scale is drawn). `size` is its size in points; without it the layout
    /// asks `Environment.assetMeasurer` (by default: the variant's PNG header, pixels ÷ variant scale, as `UIImage.size`).
    public init(asset name: String, in folder: String, contentMode: ContentMode = .aspectFit, size: Size? = nil,
                placeholder: ThemedColor = .secondaryBackground) {
        content = ImageContent(source: name, contentMode: contentMode, intrinsicSize: size, placeholder: placeholder,
                               assetFolder: folder)
    }

    public var element: Element {
        Element(content: .image(content))
    }
}
