import Render
import Text

/// A stroke drawn inside the element's frame.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: ThemedColor

    public init(width: Double, color: ThemedColor) {
        self.width = width
        self.color = color
    }
}

/// How an element's box is painted: everything a host needs that is not layout or content.
public struct Appearance: Hashable, Sendable {
    public var background: ThemedColor?
    public var border: Border?
    public var cornerRadii: CornerRadii
    /// 0 (transparent) ... 1 (opaque); multiplies with the ancestors' opacity when drawn.
    public var opacity: Double
    /// Whether children are clipped to this element's (rounded) frame.
    public var clipsContent: Bool

    public init(background: ThemedColor? = nil, border: Border? = nil, cornerRadii: CornerRadii = .zero,
                opacity: Double = 1, clipsContent: Bool = false) {
        self.background = background
        self.border = border
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.clipsContent = clipsContent
    }

    public static let plain = Appearance()
}
