import Render
import Typesetting

/// A stroke drawn inside the element's frame.
public struct Border: Hashable, Sendable {
    /// Stroke width in points.
    public var width: Double
    /// Stroke color.
    public var color: ThemedColor

    public init(width: Double, color: ThemedColor) {
        self.width = width
        self.color = color
    }
}

/// How an element's box is painted: everything a host needs that is not layout or content.
public struct Appearance: Hashable, Sendable {
    /// Fill of the (rounded) frame; `nil` is transparent.
    public var background: ThemedColor?
    /// A stroke inside the frame.
    public var border: Border?
    /// Rounding of background, border and clipping.
    public var cornerRadii: CornerRadii
    /// 0 (transparent) ... 1 (opaque); multiplies with the ancestors' opacity when drawn.
    public var opacity: Double
    /// Whether children are clipped to this element's (rounded) frame.
    public var clipsContent: Bool
    /// A drop shadow under the (rounded) frame.
    public var shadow: ShadowStyle?
    /// A gradient over the background colour.
    public var gradient: GradientStyle?
    /// Borders on single edges (on top of `border`).
    public var edgeBorders: EdgeBorders?

    public init(background: ThemedColor? = nil, border: Border? = nil, cornerRadii: CornerRadii = .zero,
                opacity: Double = 1, clipsContent: Bool = false, shadow: ShadowStyle? = nil,
                gradient: GradientStyle? = nil, edgeBorders: EdgeBorders? = nil) {
        self.background = background
        self.border = border
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
        self.shadow = shadow
        self.gradient = gradient
        self.edgeBorders = edgeBorders
    }

    /// Nothing painted: transparent, square, opaque, unclipped.
    public static let plain = Appearance()
}
