import Render
import Typesetting

/// A drop shadow under an element's (rounded) frame, themed: `CALayer`'s shadow colour, offset,
/// radius and opacity. `blur` is the CSS blur radius (twice `CALayer.shadowRadius`).
public struct ShadowStyle: Hashable, Sendable {
    /// Colour of the shadow in each scheme.
    public var color: ThemedColor
    /// Offset in points (`y` grows downwards).
    public var offset: Point
    /// CSS blur radius in points.
    public var blur: Double
    /// 0...1, multiplies the colour's alpha.
    public var opacity: Double

    public init(color: ThemedColor = ThemedColor(Color(rgb: 0x000000)), offset: Point = Point(x: 0, y: 2),
                blur: Double = 8, opacity: Double = 0.2) {
        self.color = color
        self.offset = offset
        self.blur = blur
        self.opacity = opacity
    }

    /// The display list's shadow for `scheme`.
    public func resolved(in scheme: ColorScheme) -> Shadow {
        Shadow(color: color.resolved(in: scheme), offset: offset, blur: blur, opacity: opacity)
    }
}

extension ElementConvertible {
    /// A drop shadow under the element's (rounded) frame; it does not take layout space.
    ///
    /// ```swift
    /// Card().background(.background).cornerRadius(12).shadow(blur: 12, y: 4, opacity: 0.15)
    /// ```
    public func shadow(color: ThemedColor = ThemedColor(Color(rgb: 0x000000)), blur: Double = 8, x: Double = 0,
                       y: Double = 2, opacity: Double = 0.2) -> Element {
        let style = ShadowStyle(color: color, offset: Point(x: x, y: y), blur: max(blur.isFinite ? blur : 0, 0),
                                opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        return modified { $0.appearance.shadow = style }
    }
}
