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
