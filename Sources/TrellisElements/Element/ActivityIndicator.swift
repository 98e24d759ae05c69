import Render
import Typesetting

/// An activity indicator's content: when it is drawn and how.
public struct ActivityIndicatorContent: Hashable, Sendable {
    /// Seconds on any clock: the drawn frame is a function of it (see `ResolvedActivityIndicator`).
    public var time: Double
    public var color: ThemedColor
    public var style: ActivityIndicator.Style

    public init(time: Double, color: ThemedColor = .secondaryLabel, style: ActivityIndicator.Style = .medium) {
        self.time = time
        self.color = color
        self.style = style
    }
}

/// A spinner like `UIActivityIndicatorView`: eight spokes around a centre, the brightest one
/// stepping clockwise eight times a second. What is drawn is a pure function of `time`, so a
/// snapshot at a given time is reproducible; a screen animates it by passing the clock's time.
///
/// ```swift
/// ActivityIndicator(time: props.elapsed)     // 20 × 20 pt
/// ```
public struct ActivityIndicator: ElementConvertible, Sendable, Equatable {
    /// UIKit's two sizes.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// 20 × 20 pt.
        case medium
        /// 37 × 37 pt.
        case large

        /// The natural side in points.
        public var side: Double { self == .medium ? 20 : 37 }
    }

    public var content: ActivityIndicatorContent

    public init(time: Double, color: ThemedColor = .secondaryLabel, style: Style = .medium) {
        content = ActivityIndicatorContent(time: time, color: color, style: style)
    }

    public var element: Element {
        Element(content: .activityIndicator(content))
    }
}

/// An activity indicator as a host draws it.
public struct ResolvedActivityIndicator: Hashable, Sendable {
    public var time: Double
    public var color: Color

    public init(time: Double, color: Color) {
        self.time = time
        self.color = color
    }

    /// Spokes around the centre.
    public static let spokes = 8
    /// Seconds per revolution of the brightest spoke.
    public static let period = 1.0

    /// The brightest spoke at `time`: 0 at 12 o'clock, counting clockwise. Non-finite times are 0.
    public var headSpoke: Int {
        guard time.isFinite else { return 0 }
        let steps = (time / Self.period * Double(Self.spokes)).rounded(.down)
        let index = steps.truncatingRemainder(dividingBy: Double(Self.spokes))
        return (Int(index) + Self.spokes) % Self.spokes
    }

    /// Opacity of spoke `index`: 1 for the head, fading by 0.1 per step behind it.
    public func opacity(ofSpoke index: Int) -> Double {
        let age = ((headSpoke - index) % Self.spokes + Self.spokes) % Self.spokes
        return 1 - 0.1 * Double(age)
    }

    /// One stroked, round-capped line per spoke in the largest square that fits `frame`. O(1).
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        let side = min(frame.width, frame.height)
        guard side > 0, side.isFinite else { return [] }
        let center = Point(x: frame.midX, y: frame.midY)
        let lineWidth = side * 0.1
        return (0..<Self.spokes).map { index in
            let angle = Double(index) * ArcGeometry.fullTurn / Double(Self.spokes)
            var spoke = VectorPath()
            spoke.move(to: ArcGeometry.point(center: center, radius: side * 0.22, angle: angle))
            spoke.line(to: ArcGeometry.point(center: center, radius: side * 0.44, angle: angle))
            let alpha = color.alpha * opacity(ofSpoke: index)
            return .strokePath(spoke, color: Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha),
                               lineWidth: lineWidth, cap: .round)
        }
    }
}
