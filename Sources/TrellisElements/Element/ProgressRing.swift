import Render
import Typesetting

/// A progress ring's content: how much of the circle is filled and how it is stroked.
public struct ProgressRingContent: Hashable, Sendable {
    /// The filled share of the circle, 0...1 (values outside are drawn clamped).
    public var progress: Double
    /// Width of the ring's line in points.
    public var lineWidth: Double
    /// Colour of the filled part.
    public var color: ThemedColor
    /// Colour of the whole circle under the filled part; `nil` draws no track.
    public var track: ThemedColor?
    /// How the filled part's ends look.
    public var cap: LineCap

    public init(progress: Double, lineWidth: Double = 8, color: ThemedColor = .accent,
                track: ThemedColor? = .separator, cap: LineCap = .round) {
        self.progress = progress
        self.lineWidth = lineWidth
        self.color = color
        self.track = track
        self.cap = cap
    }
}

/// A circular progress indicator (the talk's `CircularProgressView`): a track circle and, over it,
/// an arc from 12 o'clock clockwise covering `progress` of the circle. It runs clockwise in
/// right-to-left layouts too, as a clock face does.
///
/// A leaf with no natural size: size it like an image (`.size(200)`, or stretch it). The ring is
/// the largest circle that fits the frame, its line drawn inside the frame.
///
/// ```swift
/// ProgressRing(progress: 0.25, lineWidth: 8, color: .accent, track: .separator).size(200)
/// ```
public struct ProgressRing: ElementConvertible, Sendable, Equatable {
    /// What the ring shows.
    public var content: ProgressRingContent

    public init(progress: Double, lineWidth: Double = 8, color: ThemedColor = .accent,
                track: ThemedColor? = .separator, cap: LineCap = .round) {
        content = ProgressRingContent(progress: progress, lineWidth: lineWidth, color: color, track: track, cap: cap)
    }

    public var element: Element {
        Element(content: .progressRing(content))
    }
}

/// A progress ring as a host draws it: colours resolved for the colour scheme.
public struct ResolvedProgressRing: Hashable, Sendable {
    /// The filled share, as given (hosts clamp to 0...1 when drawing; animations may overshoot).
    public var progress: Double
    /// Line width in points.
    public var lineWidth: Double
    /// Colour of the filled arc.
    public var color: Color
    /// Colour of the full-circle track; `nil` for none.
    public var track: Color?
    /// Ends of the filled arc.
    public var cap: LineCap

    public init(progress: Double, lineWidth: Double, color: Color, track: Color?, cap: LineCap) {
        self.progress = progress
        self.lineWidth = lineWidth
        self.color = color
        self.track = track
        self.cap = cap
    }

    /// `progress` clamped to 0...1 (NaN is 0): the share a host fills.
    public var drawnProgress: Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// The ring's radius (to the middle of the line) in a frame of `size`: the largest circle whose
    /// line stays inside the frame; 0 or less means there is no room to draw.
    public func radius(in size: Size) -> Double {
        (min(size.width, size.height) - lineWidth) / 2
    }

    /// The display items of the ring in `frame`: the track as a full circle, then the filled arc
    /// from 12 o'clock clockwise (a full circle at progress 1, nothing at 0). Empty when the frame
    /// is too small for the line width. O(1).
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        let radius = radius(in: frame.size)
        guard radius > 0, lineWidth > 0, lineWidth.isFinite else { return [] }
        let center = Point(x: frame.midX, y: frame.midY)
        var items: [DisplayItem] = []
        if let track, track.alpha > 0 {
            items.append(.arc(center: center, radius: radius, startAngle: 0, endAngle: ArcGeometry.fullTurn,
                              color: track, lineWidth: lineWidth, cap: .butt))
        }
        let share = drawnProgress
        if share > 0, color.alpha > 0 {
            items.append(.arc(center: center, radius: radius, startAngle: 0, endAngle: share * ArcGeometry.fullTurn,
                              color: color, lineWidth: lineWidth, cap: cap))
        }
        return items
    }
}
