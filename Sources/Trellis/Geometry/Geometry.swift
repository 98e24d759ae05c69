// Points, sizes, rectangles and insets in points (the host multiplies by its scale).
//
// Plain `Double` values so that layout results are exact to compare in tests and cheap to copy.

/// A point in points, relative to the parent element's top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A rectangle: origin (top-left) and size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Whether `point` lies inside; the right and bottom edges are outside (half-open, like UIKit).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `offset`.
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }

    public var description: String {
        "[\(formatPoints(minX)) \(formatPoints(minY)) \(formatPoints(width))×\(formatPoints(height))]"
    }
}

/// Distances from the four edges, in points. `leading`/`trailing` are resolved against the layout
/// direction by the layout pass; here they are physical left/right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// Formats a point value for hierarchy dumps: integers without a fraction, otherwise up to two
/// decimals, so dumps stay stable and readable.
func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
        text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
}
