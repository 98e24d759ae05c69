import Typesetting

/// A drop shadow cast by a (rounded) rectangle, as `CALayer`'s `shadowColor`, `shadowOffset`,
/// `shadowRadius` and `shadowOpacity`, or CSS `box-shadow` without spread.
///
/// `blur` is the CSS blur radius: the shadow's edge is a Gaussian of standard deviation `blur / 2`
/// (`CALayer.shadowRadius` is half of it). The shadow is painted whole, under the shape that casts
/// it (an opaque background covers its middle, as in UIKit).
public struct Shadow: Hashable, Sendable {
    /// Colour of the shadow before `opacity` applies.
    public var color: Color
    /// How far the shadow is moved from the shape, in points (`y` grows downwards).
    public var offset: Point
    /// CSS blur radius in points (0 is a hard-edged copy of the shape).
    public var blur: Double
    /// 0...1, multiplies the colour's alpha.
    public var opacity: Double

    public init(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 1), offset: Point = Point(x: 0, y: 2),
                blur: Double = 8, opacity: Double = 0.25) {
        self.color = color
        self.offset = offset
        self.blur = blur
        self.opacity = opacity
    }

    /// The colour painted: `color` with its alpha multiplied by `opacity` (clamped to 0...1).
    public var paintedColor: Color {
        let share = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * share)
    }

    /// The standard deviation of the Gaussian edge in points (`blur / 2`, never negative).
    public var sigma: Double { blur.isFinite ? max(blur, 0) / 2 : 0 }

    /// True when every number is finite and the blur is not negative: backends skip others.
    public var isValid: Bool {
        offset.x.isFinite && offset.y.isFinite && blur.isFinite && blur >= 0 && opacity.isFinite
    }

    /// How far the blurred edge reaches beyond the shape, in points (3σ: the rest is invisible).
    public var reach: Double { 3 * sigma }
}
