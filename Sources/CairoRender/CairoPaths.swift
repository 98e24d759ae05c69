import CPango
import Render

/// Path construction on a cairo context.
enum CairoPaths {
    /// Adds `rect` rounded by `radii` (fitted to the rect, see `CornerRadii.fitted(to:)`) as a
    /// closed sub-path.
    static func addRoundedRect(_ cr: OpaquePointer, _ rect: Rect, _ radii: CornerRadii) {
        let r = radii.fitted(to: rect)
        guard !r.isZero else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r.topRight, rect.minY + r.topRight, r.topRight, -half, 0)
        cairo_arc(cr, rect.maxX - r.bottomRight, rect.maxY - r.bottomRight, r.bottomRight, 0, half)
        cairo_arc(cr, rect.minX + r.bottomLeft, rect.maxY - r.bottomLeft, r.bottomLeft, half, 2 * half)
        cairo_arc(cr, rect.minX + r.topLeft, rect.minY + r.topLeft, r.topLeft, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Adds the arc of a `.arc` item as a new path (no line from an earlier current point). Angles
    /// are clockwise from 12 o'clock (`ArcGeometry`); a sweep of 2π or more is a closed circle.
    static func addArc(_ cr: OpaquePointer, center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        cairo_new_path(cr)
        let start = ArcGeometry.backendAngle(startAngle)
        if ArcGeometry.isFullCircle(startAngle: startAngle, endAngle: endAngle) {
            cairo_arc(cr, center.x, center.y, radius, start, start + ArcGeometry.fullTurn)
            cairo_close_path(cr)
        } else if endAngle >= startAngle {
            cairo_arc(cr, center.x, center.y, radius, start, ArcGeometry.backendAngle(endAngle))
        } else {
            cairo_arc_negative(cr, center.x, center.y, radius, start, ArcGeometry.backendAngle(endAngle))
        }
    }

    /// Adds `path` as a new path (no line from an earlier current point). Quadratic curves become
    /// the equivalent cubics.
    static func addPath(_ cr: OpaquePointer, _ path: VectorPath) {
        cairo_new_path(cr)
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case let .quad(c, p):
                // The cubic with control points 2/3 of the way from each end to the quadratic's.
                cairo_curve_to(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case let .cubic(c1, c2, p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Adds `corners` as a closed polygon sub-path.
    static func addPolygon(_ cr: OpaquePointer, _ corners: [Point]) {
        guard let first = corners.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for point in corners.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_close_path(cr)
    }

    static func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    static func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// Radii of the inner edge of a border `width` points thick (CSS: outer radius − width).
    static func innerRadii(_ radii: CornerRadii, rect: Rect, width: Double) -> CornerRadii {
        let r = radii.fitted(to: rect)
        return CornerRadii(topLeft: max(r.topLeft - width, 0), topRight: max(r.topRight - width, 0),
                           bottomRight: max(r.bottomRight - width, 0), bottomLeft: max(r.bottomLeft - width, 0))
    }
}

extension Rect {
    /// True when every coordinate is finite (NaN would put a cairo context into an error state).
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
