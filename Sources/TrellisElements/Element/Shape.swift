import Render
import Typesetting

/// A shape's content: a vector path in its own coordinate box, filled and/or stroked.
public struct ShapeContent: Hashable, Sendable {
    /// The outline, in the coordinates of `viewBox` (an SVG `viewBox` at the origin).
    public var path: VectorPath
    /// The box the path is drawn in; also the shape's natural size in points.
    public var viewBox: Size
    /// Fill colour; `nil` does not fill.
    public var fill: ThemedColor?
    /// How nested sub-paths fill.
    public var fillRule: FillRule
    /// Stroke colour; `nil` does not stroke.
    public var stroke: ThemedColor?
    /// Stroke width in viewBox units (scaled with the path).
    public var lineWidth: Double
    /// Ends of open sub-paths.
    public var cap: LineCap
    /// Corners of the stroke.
    public var join: LineJoin

    public init(path: VectorPath, viewBox: Size, fill: ThemedColor? = .label, fillRule: FillRule = .nonZero,
                stroke: ThemedColor? = nil, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) {
        self.path = path
        self.viewBox = viewBox
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
    }
}

/// A vector shape (an icon, a custom ring): a path in a `viewBox`, scaled uniformly to fit the
/// element's frame and centred, like an SVG icon. Sized by its viewBox unless sized otherwise.
///
/// ```swift
/// let check = (try? VectorPath(svg: "M4 12l5 5L20 6")) ?? VectorPath()
/// Shape(check, viewBox: Size(width: 24, height: 24), fill: nil, stroke: .accent, lineWidth: 2,
///       cap: .round, join: .round).size(20)
/// ```
public struct Shape: ElementConvertible, Sendable, Equatable {
    /// What the shape draws.
    public var content: ShapeContent

    public init(_ path: VectorPath, viewBox: Size, fill: ThemedColor? = .label, fillRule: FillRule = .nonZero,
                stroke: ThemedColor? = nil, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) {
        content = ShapeContent(path: path, viewBox: viewBox, fill: fill, fillRule: fillRule, stroke: stroke,
                               lineWidth: lineWidth, cap: cap, join: join)
    }

    public var element: Element {
        Element(content: .shape(content))
    }
}

/// A shape as a host draws it: colours resolved for the colour scheme.
public struct ResolvedShape: Hashable, Sendable {
    public var path: VectorPath
    public var viewBox: Size
    public var fill: Color?
    public var fillRule: FillRule
    public var stroke: Color?
    public var lineWidth: Double
    public var cap: LineCap
    public var join: LineJoin

    public init(path: VectorPath, viewBox: Size, fill: Color?, fillRule: FillRule, stroke: Color?, lineWidth: Double,
                cap: LineCap, join: LineJoin) {
        self.path = path
        self.viewBox = viewBox
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
    }

    /// The viewBox → frame transform: uniform scale to fit, centred. `nil` for an empty viewBox.
    public func transform(in frame: Rect) -> AffineTransform? {
        guard viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else { return nil }
        let factor = min(frame.width / viewBox.width, frame.height / viewBox.height)
        guard factor > 0, factor.isFinite else { return nil }
        return AffineTransform.scale(x: factor, y: factor).concatenating(
            .translation(x: frame.midX - viewBox.width * factor / 2, y: frame.midY - viewBox.height * factor / 2))
    }

    /// The fill, then the stroke, of the path placed in `frame` (empty when nothing fits). O(n).
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        guard let transform = transform(in: frame) else { return [] }
        let placed = path.applying(transform)
        var items: [DisplayItem] = []
        if let fill, fill.alpha > 0 { items.append(.fillPath(placed, color: fill, rule: fillRule)) }
        if let stroke, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite {
            items.append(.strokePath(placed, color: stroke, lineWidth: lineWidth * transform.a, cap: cap, join: join))
        }
        return items
    }
}
