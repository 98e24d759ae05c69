import CPango
import Render

/// Drop shadows on a cairo context: the shape is drawn into an alpha mask in device pixels,
/// blurred (`GaussianBlur`), and painted through in the shadow's colour. Only the part that can
/// reach the current clip is rasterised.
enum CairoShadow {
    /// Largest mask side in device pixels; a shadow beyond it is drawn unblurred.
    static let maxMaskSide = 8_192

    static func draw(_ cr: OpaquePointer, rect: Rect, radii: CornerRadii, shadow: Shadow) {
        let color = shadow.paintedColor
        guard color.alpha > 0, !rect.isEmpty else { return }
        let shape = Rect(x: rect.minX + shadow.offset.x, y: rect.minY + shadow.offset.y,
                         width: rect.width, height: rect.height)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = shadow.sigma * deviceScale
        guard sigma >= 0.1 else {
            CairoPaths.addRoundedRect(cr, shape, radii)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
            return
        }
        let pad = (3 * sigma).rounded(.up)
        // Device box of the blurred shadow, limited to what can touch the clip.
        let reach = shadow.reach
        var box = deviceBox(cr, Rect(x: shape.minX - reach, y: shape.minY - reach,
                                     width: shape.width + 2 * reach, height: shape.height + 2 * reach))
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let clip = deviceBox(cr, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        box = (max(box.minX, clip.minX - pad).rounded(.down), max(box.minY, clip.minY - pad).rounded(.down),
               min(box.maxX, clip.maxX + pad).rounded(.up), min(box.maxY, clip.maxY + pad).rounded(.up))
        let width = Int(box.maxX - box.minX), height = Int(box.maxY - box.minY)
        guard width > 0, height > 0 else { return }
        guard width <= maxMaskSide, height <= maxMaskSide else {
            CairoPaths.addRoundedRect(cr, shape, radii)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
            return
        }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        guard let maskContext = cairo_create(mask) else { return }
        cairo_translate(maskContext, -box.minX, -box.minY)
        cairo_transform(maskContext, &matrix)
        CairoPaths.addRoundedRect(maskContext, shape, radii)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            GaussianBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                              sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, mask, box.minX, box.minY)
        cairo_restore(cr)
    }

    /// The device-space bounding box of `rect` under the context's current transform.
    private static func deviceBox(_ cr: OpaquePointer, _ rect: Rect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }
}
