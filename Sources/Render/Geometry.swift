/// A point in points (not pixels); y grows downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points; `origin` is the top-left corner.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when the width or height is not positive, or any value is not finite: nothing to draw.
    public var isEmpty: Bool {
        !(size.width > 0 && size.height > 0 && origin.x.isFinite && origin.y.isFinite
            && size.width.isFinite && size.height.isFinite)
    }

    /// The rectangle shrunk by `amount` on every side (grown when negative); never below zero size.
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: origin.x + amount, y: origin.y + amount,
             width: max(size.width - 2 * amount, 0), height: max(size.height - 2 * amount, 0))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Radii of the four corners of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

    public static let zero = CornerRadii(0)

    /// True when every corner is square.
    public var isZero: Bool { self == .zero }

    /// Radii a backend may draw in `rect`: negative/NaN radii become 0, and all radii shrink by
    /// one common factor when adjacent ones would overlap (the CSS rule), so shapes stay valid.
    public func fitted(to rect: Rect) -> CornerRadii {
        func valid(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
        let r = CornerRadii(topLeft: valid(topLeft), topRight: valid(topRight),
                            bottomRight: valid(bottomRight), bottomLeft: valid(bottomLeft))
        let ratios = [
            rect.width / (r.topLeft + r.topRight), rect.width / (r.bottomLeft + r.bottomRight),
            rect.height / (r.topLeft + r.bottomLeft), rect.height / (r.topRight + r.bottomRight),
        ].filter { $0.isFinite }
        let factor = min(ratios.min() ?? 1, 1)
        guard factor < 1 else { return r }
        let f = max(factor, 0)
        return CornerRadii(topLeft: r.topLeft * f, topRight: r.topRight * f,
                           bottomRight: r.bottomRight * f, bottomLeft: r.bottomLeft * f)
    }
}
