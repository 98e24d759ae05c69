import Typesetting

/// One drawing primitive or state change of a `DisplayList`, in points.
///
/// State changes nest: each `push…` is undone by the next unmatched `pop`, innermost first.
public enum DisplayItem: Hashable, Sendable {
    /// Fills `rect` (rounded by `radii`) with `color`.
    case fill(Rect, radii: CornerRadii = .zero, color: Color)
    /// Strokes the outline of `rect` (rounded by `radii`); the line is centred on the outline.
    case stroke(Rect, radii: CornerRadii = .zero, color: Color, lineWidth: Double)
    /// A CSS-style border: a band of `width` points drawn *inside* `rect`, following `radii`.
    case border(Rect, radii: CornerRadii = .zero, color: Color, width: Double)
    /// `text` laid out at exactly `frame.width` (wrapping, alignment and truncation of its
    /// paragraph style apply) with its first line's top at `frame.minY`. Not clipped to `frame`.
    case text(AttributedText, frame: Rect)
    /// An image placed in `frame` by `contentMode`, clipped to `frame` rounded by `radii`. An
    /// unreadable image draws a visible placeholder and is reported by the backend.
    case image(ImageSource, frame: Rect, contentMode: ContentMode = .fill, radii: CornerRadii = .zero)
    /// Intersects the clip with `rect` rounded by `radii` until the matching `pop`.
    case pushClip(Rect, radii: CornerRadii = .zero)
    /// Draws everything until the matching `pop` as one group composited with `opacity` (0...1),
    /// so overlapping children do not show through each other.
    case pushOpacity(Double)
    /// Strokes a circular arc of `radius` around `center`, the line `lineWidth` points wide and
    /// centred on the circle. Angles are radians measured **clockwise from 12 o'clock**; the arc
    /// runs clockwise from `startAngle` to `endAngle` (counter-clockwise when `endAngle` is
    /// smaller). A sweep of 2π or more is the whole circle, closed, without caps (a progress
    /// ring's track). See `ArcGeometry` for the exact rule.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, color: Color,
             lineWidth: Double, cap: LineCap = .butt)
    /// The drop shadow of `rect` rounded by `radii` (see `Shadow`): paint it before the shape.
    case shadow(Rect, radii: CornerRadii = .zero, shadow: Shadow)
    /// Fills `rect` (rounded by `radii`) with a linear gradient.
    case gradient(Rect, radii: CornerRadii = .zero, gradient: LinearGradient)
    /// A border whose sides differ, drawn inside `rect` (square corners, mitred; see `Borders`).
    case borders(Rect, Borders)
    /// Fills the inside of `path` by `rule`.
    case fillPath(VectorPath, color: Color, rule: FillRule = .nonZero)
    /// Strokes `path`, the line `lineWidth` points wide and centred on it.
    case strokePath(VectorPath, color: Color, lineWidth: Double, cap: LineCap = .butt, join: LineJoin = .miter)
    /// Applies `transform` (after the current one) until the matching `pop`.
    case pushTransform(AffineTransform)
    /// Ends the innermost `pushClip` / `pushOpacity` / `pushTransform`.
    case pop

    /// True for the three `push…` cases.
    public var isPush: Bool {
        switch self {
        case .pushClip, .pushOpacity, .pushTransform: true
        default: false
        }
    }

    /// The primitive's name as written in the JSON format of `trellis draw`.
    public var kindName: String {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        case .border: "border"
        case .text: "text"
        case .image: "image"
        case .arc: "arc"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .borders: "borders"
        case .fillPath: "fillPath"
        case .strokePath: "strokePath"
        case .pushClip: "pushClip"
        case .pushOpacity: "pushOpacity"
        case .pushTransform: "pushTransform"
        case .pop: "pop"
        }
    }
}
