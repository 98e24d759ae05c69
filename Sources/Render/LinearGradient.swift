import Typesetting

/// One colour of a gradient at a position along its line.
public struct GradientStop: Hashable, Sendable {
    /// The colour at `location`.
    public var color: Color
    /// 0 (the start point) ... 1 (the end point).
    public var location: Double

    public init(_ color: Color, at location: Double) {
        self.color = color
        self.location = location
    }
}

/// A linear gradient filling a (rounded) rectangle, given by stops along a line through it.
///
/// The line is either two points in the unit square of the rectangle (`CAGradientLayer`'s
/// `startPoint`/`endPoint`: (0, 0) top left, (1, 1) bottom right) or a CSS angle (`0` runs
/// bottom → top, `90` left → right, clockwise; the line is as long as CSS makes it, so the
/// corners get the first and last colour). Before the first stop and after the last, the end
/// colours extend.
public struct LinearGradient: Hashable, Sendable {
    /// How the gradient line is given.
    public enum Direction: Hashable, Sendable {
        /// From `start` to `end`, in the unit square of the filled rectangle.
        case points(start: Point, end: Point)
        /// A CSS `linear-gradient` angle in degrees, clockwise from "to top".
        case angle(Double)
    }

    /// The colours in order of location.
    public var stops: [GradientStop]
    /// The gradient line.
    public var direction: Direction

    /// A gradient from its stops along `direction`; stops are kept sorted by location.
    public init(stops: [GradientStop], direction: Direction = .points(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.direction = direction
    }

    /// Colours spread evenly from `start` to `end` (unit points).
    public init(colors: [Color], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        let last = Double(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { GradientStop($1, at: Double($0) / last) },
                  direction: .points(start: start, end: end))
    }

    /// Colours spread evenly along a CSS angle in degrees.
    public init(colors: [Color], angle: Double) {
        let last = Double(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { GradientStop($1, at: Double($0) / last) }, direction: .angle(angle))
    }

    /// The gradient line's end points in `rect`, in points: what every backend draws. O(1).
    public func line(in rect: Rect) -> (start: Point, end: Point) {
        switch direction {
        case let .points(start, end):
            return (Point(x: rect.minX + start.x * rect.width, y: rect.minY + start.y * rect.height),
                    Point(x: rect.minX + end.x * rect.width, y: rect.minY + end.y * rect.height))
        case .angle(let degrees):
            // CSS: the line passes through the centre; its length makes the corners 0% and 100%.
            let (sine, cosine) = Trigonometry.sineCosine(degrees * Double.pi / 180)
            let half = (abs(rect.width * sine) + abs(rect.height * cosine)) / 2
            let dx = sine * half, dy = -cosine * half
            return (Point(x: rect.midX - dx, y: rect.midY - dy), Point(x: rect.midX + dx, y: rect.midY + dy))
        }
    }

    /// True when there is a stop and every number is finite.
    public var isValid: Bool {
        guard !stops.isEmpty, stops.allSatisfy({ $0.location.isFinite }) else { return false }
        switch direction {
        case let .points(start, end): return [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite)
        case .angle(let degrees): return degrees.isFinite
        }
    }
}
