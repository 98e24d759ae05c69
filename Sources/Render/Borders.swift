import Typesetting

/// One side of a per-edge border: a band `width` points thick drawn inside the rectangle.
public struct BorderSide: Hashable, Sendable {
    /// Thickness in points; 0 draws nothing.
    public var width: Double
    /// Colour of the band.
    public var color: Color

    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }

    /// No band.
    public static let none = BorderSide(width: 0, color: .clear)

    /// True when the side draws something: a positive finite width and a visible colour.
    public var isVisible: Bool { width.isFinite && width > 0 && color.alpha > 0 }
}

/// A border whose four sides differ (CSS `border-top`, `border-right`, …): a hairline under a
/// list row, a thick accent on one edge. Sides meet in mitred corners, as in CSS: the corner
/// between a 2 pt top and a 1 pt left is split along the line joining the outer and inner corners.
/// Square corners only (round a rectangle with a uniform `.border` item instead).
public struct Borders: Hashable, Sendable {
    /// The top side.
    public var top: BorderSide
    /// The right side.
    public var right: BorderSide
    /// The bottom side.
    public var bottom: BorderSide
    /// The left side.
    public var left: BorderSide

    public init(top: BorderSide = .none, right: BorderSide = .none, bottom: BorderSide = .none,
                left: BorderSide = .none) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The four sides in CSS order (top, right, bottom, left).
    public var sides: [BorderSide] { [top, right, bottom, left] }

    /// Each visible side's band in `rect` as a quadrilateral (outer edge, then inner edge), in CSS
    /// order: what every backend fills. Widths larger than the rectangle are limited to it. O(1).
    public func bands(in rect: Rect) -> [(side: BorderSide, corners: [Point])] {
        func width(_ side: BorderSide, limit: Double) -> Double {
            side.isVisible ? min(side.width, max(limit, 0)) : 0
        }
        let t = width(top, limit: rect.height), b = width(bottom, limit: rect.height - t)
        let l = width(left, limit: rect.width), r = width(right, limit: rect.width - l)
        let outer = (tl: Point(x: rect.minX, y: rect.minY), tr: Point(x: rect.maxX, y: rect.minY),
                     br: Point(x: rect.maxX, y: rect.maxY), bl: Point(x: rect.minX, y: rect.maxY))
        let inner = (tl: Point(x: rect.minX + l, y: rect.minY + t), tr: Point(x: rect.maxX - r, y: rect.minY + t),
                     br: Point(x: rect.maxX - r, y: rect.maxY - b), bl: Point(x: rect.minX + l, y: rect.maxY - b))
        var bands: [(side: BorderSide, corners: [Point])] = []
        if t > 0 { bands.append((top, [outer.tl, outer.tr, inner.tr, inner.tl])) }
        if r > 0 { bands.append((right, [outer.tr, outer.br, inner.br, inner.tr])) }
        if b > 0 { bands.append((bottom, [outer.br, outer.bl, inner.bl, inner.br])) }
        if l > 0 { bands.append((left, [outer.bl, outer.tl, inner.tl, inner.bl])) }
        return bands
    }
}
