/// One step of a `VectorPath`, in points (or in a shape's own coordinate box, see `Shape`).
public enum PathElement: Hashable, Sendable {
    /// Starts a new sub-path at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A quadratic Bézier curve to `to` bending towards `control`.
    case quad(control: Point, to: Point)
    /// A cubic Bézier curve to `to` with two control points.
    case cubic(control1: Point, control2: Point, to: Point)
    /// A straight line back to the sub-path's start, closing it (joined, not capped).
    case close
}

/// Which points are inside a self-intersecting or nested path when filling it (SVG `fill-rule`).
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside when the path winds around the point a non-zero number of times: a nested
    /// sub-path drawn in the same direction stays filled.
    case nonZero
    /// Inside when a ray from the point crosses the path an odd number of times: a nested
    /// sub-path cuts a hole whatever its direction (a ring icon).
    case evenOdd
}

/// How two segments of a stroked path meet (SVG `stroke-linejoin`, `CGLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner (bevelled beyond a miter limit of 10, as in Core Graphics and cairo).
    case miter
    /// A circular corner.
    case round
    /// The corner cut off straight.
    case bevel
}

/// A vector outline: sub-paths of lines and Bézier curves, for icons and custom shapes. A value;
/// build it with the methods (`move(to:)`, `line(to:)`, …) or parse SVG path data
/// (`VectorPath(svg:)`).
///
/// ```swift
/// var check = VectorPath()
/// check.move(to: Point(x: 4, y: 12)); check.line(to: Point(x: 9, y: 17)); check.line(to: Point(x: 20, y: 6))
/// ```
public struct VectorPath: Hashable, Sendable {
    /// The steps in drawing order.
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// A line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// A quadratic curve to `point`.
    public mutating func quad(to point: Point, control: Point) { elements.append(.quad(control: control, to: point)) }
    /// A cubic curve to `point`.
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: point))
    }
    /// Closes the current sub-path.
    public mutating func close() { elements.append(.close) }

    /// Every point of the path (end and control points), in order.
    public var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case let .quad(c, p): [c, p]
            case let .cubic(c1, c2, p): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// True when every coordinate is finite (backends skip other paths).
    public var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// The path with every point mapped by `transform`. O(n).
    public func applying(_ transform: AffineTransform) -> VectorPath {
        func t(_ p: Point) -> Point { transform.apply(to: p) }
        return VectorPath(elements.map { element in
            switch element {
            case .move(let p): .move(t(p))
            case .line(let p): .line(t(p))
            case let .quad(c, p): .quad(control: t(c), to: t(p))
            case let .cubic(c1, c2, p): .cubic(control1: t(c1), control2: t(c2), to: t(p))
            case .close: .close
            }
        })
    }

    /// A full circle as four cubic arcs (a ring's track, a dot), clockwise from 12 o'clock.
    public static func circle(center: Point, radius: Double) -> VectorPath {
        let k = 0.5522847498307936 * radius  // 4/3·(√2 − 1): the cubic closest to a quarter circle
        let (x, y, r) = (center.x, center.y, radius)
        return VectorPath([
            .move(Point(x: x, y: y - r)),
            .cubic(control1: Point(x: x + k, y: y - r), control2: Point(x: x + r, y: y - k), to: Point(x: x + r, y: y)),
            .cubic(control1: Point(x: x + r, y: y + k), control2: Point(x: x + k, y: y + r), to: Point(x: x, y: y + r)),
            .cubic(control1: Point(x: x - k, y: y + r), control2: Point(x: x - r, y: y + k), to: Point(x: x - r, y: y)),
            .cubic(control1: Point(x: x - r, y: y - k), control2: Point(x: x - k, y: y - r), to: Point(x: x, y: y - r)),
            .close,
        ])
    }
}
