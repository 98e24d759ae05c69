// Geometry helpers on top of Render's `Point`, `Size` and `Rect` (points, y down), plus the
// insets type of safe areas.
import Render

extension Rect {
    /// Whether `point` lies inside; the right and bottom edges are outside (half-open, like UIKit).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `offset`.
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }
}

/// `[x y w×h]` with short numbers, for hierarchy dumps.
func rectDescription(_ rect: Rect) -> String {
    "[\(formatPoints(rect.minX)) \(formatPoints(rect.minY)) \(formatPoints(rect.width))×\(formatPoints(rect.height))]"
}

/// Distances from the four edges, in points. `leading`/`trailing` are resolved against the layout
/// direction by the layout pass; here they are physical left/right.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the left edge, in points.
    public var left: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the right edge, in points.
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// Formats a point value for hierarchy dumps: integers without a fraction, otherwise up to two
/// decimals, so dumps stay stable and readable. Values no `Int` holds (infinities, huge frames
/// from unbounded layouts, opacities set by callers) are printed as `Double`s instead of trapping.
func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    let rounded = (value * 100).rounded() / 100
    if let integer = Int(exactly: rounded) { return String(integer) }
    if rounded == rounded.rounded() { return String(rounded) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
        text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
}

extension Rect {
    /// The part of this rectangle inside `other`; empty (zero size at the nearest corner) when
    /// they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
