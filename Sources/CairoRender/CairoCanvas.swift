import CPango
import PangoText
import Render
import Typesetting

/// One cairo image surface and its context, drawing display items in points at `scale`.
/// Not Sendable: a canvas lives inside one `CairoRenderer.render` call.
final class CairoCanvas {
    private enum Layer {
        case state          // pushClip / pushTransform: cairo_save … cairo_restore
        case group(Double)  // pushOpacity: cairo_push_group … paint_with_alpha
    }

    let surface: OpaquePointer
    let cr: OpaquePointer
    private let measurer: PangoMeasurer
    private let pool: SurfacePool
    private let scale: Double
    /// Open layers with the index of the item that pushed them.
    private var layers: [(layer: Layer, index: Int)] = []
    private var images = ImageCache()
    private(set) var issues: [RenderIssue] = []

    /// A canvas of the given pixel size filled with `background`.
    init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color, measurer: PangoMeasurer,
         pool: SurfacePool) {
        // An opaque background replaces every pixel, so a reused surface need not be cleared first.
        let opaque = background.alpha >= 1
        surface = pool.take(width: Int32(pixelWidth), height: Int32(pixelHeight), clear: !opaque)
        cr = cairo_create(surface)
        self.pool = pool
        self.scale = scale
        self.measurer = measurer
        cairo_scale(cr, scale, scale)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        if background.alpha > 0 {
            setSource(background)
            cairo_set_operator(cr, opaque ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
    }

    deinit {
        images.removeAll()
        cairo_destroy(cr)
        pool.give(surface)
    }

    /// PNG bytes of the surface as drawn so far.
    func pngData() -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return PNGEncoder.encode(width: Int(cairo_image_surface_get_width(surface)),
                                 height: Int(cairo_image_surface_get_height(surface)),
                                 stride: Int(cairo_image_surface_get_stride(surface)), pixels: data)
    }

    /// Draws `items` in order, then closes layers left open. Problems become `issues`.
    func draw(_ items: [DisplayItem]) {
        for (index, item) in items.enumerated() {
            draw(item, index: index)
        }
        while let open = layers.last {
            invalid(open.index, "push is never popped (closed at the end)")
            popLayer()
        }
    }

    private func draw(_ item: DisplayItem, index: Int) {
        switch item {
        case let .fill(rect, radii, color):
            guard valid(rect, index) else { return }
            CairoPaths.addRoundedRect(cr, rect, radii)
            setSource(color)
            cairo_fill(cr)
        case let .stroke(rect, radii, color, lineWidth):
            guard valid(rect, index), positive(lineWidth, "lineWidth", index) else { return }
            CairoPaths.addRoundedRect(cr, rect, radii)
            setSource(color)
            cairo_set_line_width(cr, lineWidth)
            cairo_stroke(cr)
        case let .border(rect, radii, color, width):
            guard valid(rect, index), positive(width, "width", index) else { return }
            // The band between the outer shape and the shape inset by `width` (even-odd fill).
            CairoPaths.addRoundedRect(cr, rect, radii)
            let inner = rect.insetBy(min(width, min(rect.width, rect.height) / 2))
            if !inner.isEmpty {
                CairoPaths.addRoundedRect(cr, inner, CairoPaths.innerRadii(radii, rect: rect, width: width))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setSource(color)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        case let .text(text, frame):
            guard frame.isFinite else { return invalid(index, "text frame is not finite (skipped)") }
            drawText(text, frame: frame, index: index)
        case let .image(source, frame, contentMode, radii):
            guard valid(frame, index) else { return }
            drawImage(source, frame: frame, contentMode: contentMode, radii: radii, index: index)
        case let .arc(center, radius, start, end, color, lineWidth, cap):
            guard center.x.isFinite, center.y.isFinite, start.isFinite, end.isFinite else {
                return invalid(index, "arc centre or angles are not finite (skipped)")
            }
            guard positive(radius, "radius", index), positive(lineWidth, "lineWidth", index) else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            CairoPaths.addArc(cr, center: center, radius: radius, startAngle: start, endAngle: end)
            cairo_set_line_cap(cr, CairoPaths.lineCap(cap))
            cairo_set_line_width(cr, lineWidth)
            setSource(color)
            cairo_stroke(cr)
        case let .shadow(rect, radii, shadow):
            guard valid(rect, index) else { return }
            guard shadow.isValid else { return invalid(index, "shadow offset, blur or opacity is not a finite number (skipped)") }
            CairoShadow.draw(cr, rect: rect, radii: radii, shadow: shadow)
        case let .gradient(rect, radii, gradient):
            guard valid(rect, index) else { return }
            guard gradient.isValid else { return invalid(index, "gradient has no stops or a non-finite number (skipped)") }
            drawGradient(gradient, rect: rect, radii: radii)
        case let .borders(rect, borders):
            guard valid(rect, index) else { return }
            for band in borders.bands(in: rect) {
                CairoPaths.addPolygon(cr, band.corners)
                setSource(band.side.color)
                cairo_fill(cr)
            }
        case let .fillPath(path, color, rule):
            guard path.isFinite else { return invalid(index, "path has a non-finite coordinate (skipped)") }
            CairoPaths.addPath(cr, path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(color)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        case let .strokePath(path, color, lineWidth, cap, join):
            guard path.isFinite else { return invalid(index, "path has a non-finite coordinate (skipped)") }
            guard positive(lineWidth, "lineWidth", index) else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            CairoPaths.addPath(cr, path)
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CairoPaths.lineCap(cap))
            cairo_set_line_join(cr, CairoPaths.lineJoin(join))
            setSource(color)
            cairo_stroke(cr)
        case let .pushClip(rect, radii):
            cairo_save(cr)
            layers.append((.state, index))
            if rect.isFinite {
                CairoPaths.addRoundedRect(cr, rect, radii)
            } else {
                invalid(index, "clip rect is not finite (clips everything)")
            }
            cairo_clip(cr)
        case let .pushOpacity(opacity):
            cairo_push_group(cr)
            layers.append((.group(opacity.isFinite ? min(max(opacity, 0), 1) : 1), index))
        case let .pushTransform(transform):
            cairo_save(cr)
            layers.append((.state, index))
            if transform.isValid {
                var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c,
                                            yy: transform.d, x0: transform.tx, y0: transform.ty)
                cairo_transform(cr, &matrix)
            } else {
                invalid(index, "transform is not finite or not invertible (ignored)")
            }
        case .pop:
            if layers.isEmpty {
                invalid(index, "pop without a matching push (ignored)")
            } else {
                popLayer()
            }
        }
    }

    private func popLayer() {
        switch layers.removeLast().layer {
        case .state:
            cairo_restore(cr)
        case .group(let opacity):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Draws `text` in `frame`. A text whose frame is shorter than its lines (shrunk by flex, or
    /// given a height) shows the lines that fit, the last cut with an ellipsis, as UILabel does:
    /// nothing is drawn outside the frame it was laid out in.
    private func drawText(_ text: AttributedText, frame: Rect, index: Int) {
        let fitting: Int? = measurer.withLayout(text, width: frame.width, mode: .exactly, scale: scale) { result, lines in
            for diagnostic in result.diagnostics { invalid(index, diagnostic.description) }
            let room = frame.height + 0.5
            if lines.count > 1, let last = lines.last, last.line.y + last.line.height > room {
                return max(lines.prefix { $0.line.y + $0.line.height <= room }.count, 1)
            }
            draw(lines, in: frame)
            return nil
        }
        guard let fitting else { return }
        var limited = text
        limited.paragraph.maxLines = fitting
        if !limited.paragraph.lineBreakMode.truncates { limited.paragraph.lineBreakMode = .truncateTail }
        measurer.withLayout(limited, width: frame.width, mode: .exactly, scale: scale) { _, lines in draw(lines, in: frame) }
    }

    private func draw(_ lines: [PangoLine], in frame: Rect) {
        cairo_set_source_rgba(cr, 0, 0, 0, 1)  // runs carry their own colours
        for line in lines {
            guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else { continue }
            if let width = line.clipWidth {
                // A slice of a longer line: only its own glyphs, with room above and below for ink.
                cairo_save(cr)
                cairo_rectangle(cr, frame.minX + line.line.x, frame.minY + line.line.y - line.line.height,
                                width, 3 * line.line.height)
                cairo_clip(cr)
            }
            cairo_move_to(cr, frame.minX + line.line.x - line.visibleStartX, frame.minY + line.line.baseline)
            pango_cairo_show_layout_line(cr, pangoLine)
            if line.clipWidth != nil { cairo_restore(cr) }
        }
    }

    private func drawGradient(_ gradient: LinearGradient, rect: Rect, radii: CornerRadii) {
        let line = gradient.line(in: rect)
        let pattern = cairo_pattern_create_linear(line.start.x, line.start.y, line.end.x, line.end.y)
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        CairoPaths.addRoundedRect(cr, rect, radii)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    private func drawImage(_ source: ImageSource, frame: Rect, contentMode: ContentMode, radii: CornerRadii,
                           index: Int) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPaths.addRoundedRect(cr, frame, radii)
        cairo_clip(cr)
        switch images.surface(for: source, renderScale: scale) {
        case .success(let (image, pixelsPerPoint)):
            let pixels = Size(width: Double(cairo_image_surface_get_width(image)),
                              height: Double(cairo_image_surface_get_height(image)))
            // An asset's natural size in points is its pixel size over its variant's scale.
            let size = Size(width: pixels.width / pixelsPerPoint, height: pixels.height / pixelsPerPoint)
            let placed = contentMode.placement(of: size, in: frame)
            cairo_translate(cr, placed.minX, placed.minY)
            cairo_scale(cr, placed.width / pixels.width, placed.height / pixels.height)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        case .failure(let reason):
            invalid(index, "\(reason) (drew a placeholder)")
            drawPlaceholder(frame)
        }
    }

    /// A grey box with a cross: visibly "an image should be here".
    private func drawPlaceholder(_ frame: Rect) {
        setSource(Color(rgb: 0xE5E5EA))
        cairo_paint(cr)
        setSource(Color(rgb: 0x8E8E93))
        cairo_set_line_width(cr, max(min(frame.width, frame.height) / 40, 1))
        cairo_move_to(cr, frame.minX, frame.minY)
        cairo_line_to(cr, frame.maxX, frame.maxY)
        cairo_move_to(cr, frame.maxX, frame.minY)
        cairo_line_to(cr, frame.minX, frame.maxY)
        cairo_stroke(cr)
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func valid(_ rect: Rect, _ index: Int) -> Bool {
        if rect.isFinite { return true }
        invalid(index, "rect is not finite (skipped)")
        return false
    }

    private func positive(_ value: Double, _ name: String, _ index: Int) -> Bool {
        if value.isFinite && value > 0 { return true }
        invalid(index, "\(name) \(value) is not a positive number (skipped)")
        return false
    }

    private func invalid(_ index: Int, _ message: String) {
        issues.append(RenderIssue(index: index, message: message))
    }
}
