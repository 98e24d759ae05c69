/// Rounding to the device pixel grid.
///
/// A label reports fractional sizes; a view of that size would cut its last pixel column, so
/// measured sizes are rounded *up* to whole device pixels: `ceil(v * scale) / scale`
/// (`UILabel` does the same with `UIScreen.main.scale`).
public enum PixelGrid {
    /// Values within this many device pixels above a grid line round down to it, so float noise
    /// (`20.000000001 * 2`) does not add a whole pixel.
    public static let tolerance = 1e-6

    /// `ceil(value * scale) / scale`, with `tolerance`. A non-finite or non-positive `scale`
    /// counts as 1; a non-finite `value` is returned unchanged. O(1).
    public static func roundUp(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return value }
        let scale = validScale(scale)
        return (value * scale - tolerance).rounded(.up) / scale
    }

    /// The grid line nearest `value`: for lengths that are sums of snapped frames, where float
    /// noise of a fraction of a pixel must not add one. A non-finite `value` is returned
    /// unchanged. O(1).
    public static func nearest(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return value }
        let scale = validScale(scale)
        return (value * scale).rounded() / scale
    }

    /// `scale` if it is finite and > 0, otherwise 1.
    public static func validScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
