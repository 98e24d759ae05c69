/// A point in points (not pixels); y grows downwards.
public struct Point: Hashable, Sendable {
    /// Horizontal position, growing rightwards.
    public var x: Double
    /// Vertical position, growing downwards.
    public var y: Double
    /// The point `(x, y)`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double
    /// A `width` × `height` size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points; `origin` is the top-left corner.
public struct Rect: Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Same as `size.width`.
    public var width: Double { size.width }
    /// Same as `size.height`.
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

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Radii of the four corners of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    /// Radius of the top-left corner.
    public var topLeft: Double
    /// Radius of the top-right corner.
    public var topRight: Double
    /// Radius of the bottom-right corner.
    public var bottomRight: Double
    /// Radius of the bottom-left corner.
    public var bottomLeft: Double

    /// Radii per corner, clockwise from the top left (CSS order).
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

    /// Square corners.
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
