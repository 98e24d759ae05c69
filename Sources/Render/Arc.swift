/// How the open ends of a stroked line are drawn (CSS `stroke-linecap`, `CGLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The line stops square at its end point.
    case butt
    /// A half disc of the line's width is added at each end.
    case round
    /// A half square of the line's width is added at each end.
    case square
}

/// The geometry of an `.arc` display item, shared by every backend so they agree on angles.
///
/// The display list measures angles in radians **clockwise from 12 o'clock** (a clock face: 0 is
/// up, π/2 is 3 o'clock). Backends whose zero is 3 o'clock (cairo, Core Graphics in a flipped
/// context) subtract π/2, see `backendAngle(_:)`.
public enum ArcGeometry {
    /// The sweep of a full circle.
    public static let fullTurn = 2 * Double.pi

    /// True when the arc from `start` to `end` covers the whole circle (|end − start| ≥ 2π): it is
    /// drawn as a closed circle without caps.
    public static func isFullCircle(startAngle start: Double, endAngle end: Double) -> Bool {
        abs(end - start) >= fullTurn
    }

    /// `angle` (clockwise from 12 o'clock) as an angle clockwise from 3 o'clock, the convention of
    /// cairo and of Core Graphics on a y-down canvas.
    public static func backendAngle(_ angle: Double) -> Double {
        angle - Double.pi / 2
    }

    /// The point at `angle` (clockwise from 12 o'clock) on the circle of `radius` around `center`,
    /// in y-down coordinates. O(1).
    public static func point(center: Point, radius: Double, angle: Double) -> Point {
        let (sine, cosine) = Trigonometry.sineCosine(angle)
        return Point(x: center.x + radius * sine, y: center.y - radius * cosine)
    }
}
