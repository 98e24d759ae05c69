import CPango
import Typesetting

/// The Pango objects one `PangoMeasurer` owns: a private fontconfig configuration, a cairo font
/// map bound to it and one context with Trellis' font options.
///
/// Pango objects must not be used from two threads at once. `PangoMeasurer` keeps the engine
/// inside a `Mutex` and touches it only under that lock; the `@unchecked Sendable` only lets the
/// lock's closure hand out values (layouts, lines) derived from it while the lock is held.
final class PangoEngine: @unchecked Sendable {
    let fonts: LoadedFontConfig
    let defaultFamily: String
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// `lineGapFactor` results per face (the ratio does not depend on the size: no hinting).
    private var lineGapFactors: [FaceKey: Double] = [:]
    private var emojiLineHeights: [FaceKey: Double] = [:]
    private var verticalMetricsCache: [FaceKey: (ascent: Double, descent: Double)] = [:]
    /// The font each face resolves to first (before fallback), for coverage checks. Owned.
    private var primaryFonts: [FaceKey: UnsafeMutablePointer<PangoFont>] = [:]

    struct FaceKey: Hashable {
        let family: String
        let weight: Int
        let italic: Bool
    }

    init(configuration: FontConfiguration) {
        fonts = LoadedFontConfig(configuration)
        let known = fonts.families.contains(configuration.defaultFamily.lowercased())
        defaultFamily = known ? configuration.defaultFamily : TextAttributes.defaultFamily
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        // The cairo FT font map is a PangoFcFontMap; bind it to our configuration, not the host's.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        // Unrounded glyph positions and no hinting: advances do not depend on the pixel grid.
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        for font in primaryFonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// `family` if the configuration has it (or it is a generic name), else the default family
    /// and a diagnostic.
    func resolve(_ family: String, diagnostics: inout [TextDiagnostic]) -> String {
        let name = family.lowercased()
        if fonts.families.contains(name) || ["sans-serif", "sans", "serif", "monospace"].contains(name) {
            return family
        }
        let diagnostic = TextDiagnostic.unknownFamily(requested: family, substitute: defaultFamily)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        return defaultFamily
    }

    /// A new Pango layout of `text` wrapped against `constraint`, and the UTF-8 bytes of the
    /// text. The caller owns the layout (`g_object_unref`). O(text length) plus Pango's shaping
    /// and line breaking. `whole` is the text `text` is a window of (see `TextWindows`): its
    /// largest letter spacing narrows the wrap width, so every window wraps as the whole would.
    func makeLayout(_ text: AttributedText, _ constraint: TextConstraint, windowOf whole: AttributedText? = nil,
                    diagnostics: inout [TextDiagnostic]) -> (layout: OpaquePointer, bytes: [UInt8]) {
        // The context's base direction is what a layout without automatic direction uses; set
        // for every layout (a no-op when unchanged), so layouts made under the lock never differ.
        pango_context_set_base_dir(context, text.paragraph.baseDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(context)!
        if text.paragraph.baseDirection != nil { pango_layout_set_auto_dir(layout, 0) }
        var utf8: [UInt8] = []
        for run in text.runs { utf8 += run.text.utf8 }
        // Pango stops at a NUL byte; U+001A SUBSTITUTE takes its place (same length, so every
        // byte offset stays valid) and the rest of the text is still measured.
        for index in utf8.indices where utf8[index] == 0 { utf8[index] = 0x1A }
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
        let families = text.runs.map { resolve($0.attributes.family, diagnostics: &diagnostics) }
        let faces = zip(text.runs, families).map {
            FaceKey(family: $1, weight: $0.attributes.weight.value, italic: $0.attributes.italic)
        }
        let gaps: [Double]? = text.paragraph.lineHeight == .normal ? faces.map { lineGapFactor($0) } : nil
        let pinSpaces = zip(text.runs, faces).map { lacksCharacters($0.text, face: $1) }
        let emoji: [Double?] = zip(text.runs, faces).map { run, face in
            gaps != nil && EmojiRanges.mayContainEmoji(run.text)
                ? emojiLineHeight(face) * run.attributes.effectiveSize : nil
        }
        let attributes = makeAttributeList(for: text, families: families, lineGapFactors: gaps,
                                           pinSpaces: pinSpaces, emojiLineHeights: emoji, diagnostics: &diagnostics)
        let style = text.paragraph
        if let lineHeight = absoluteLineHeight(style.lineHeight, text: text) {
            let attribute = pango_attr_line_height_new_absolute(pangoUnits(lineHeight))!
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = UInt32(clamping: utf8.count)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        // Widths beyond Int32 Pango units (2 million points) cannot wrap anything anyway.
        if let width = constraint.wrapWidth, width * pangoScale < Double(Int32.max) {
            // Lines carry the letter spacing of their last character too (see `LetterSpacing`),
            // so that much less room is left for the characters themselves.
            pango_layout_set_width(layout, pangoUnits(max(width - LetterSpacing.largest(in: whole ?? text), 0)))
        }
        pango_layout_set_wrap(layout, style.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR
                              : style.breaksWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
        if style.lineSpacing.isFinite && style.lineSpacing > 0 {
            pango_layout_set_spacing(layout, pangoUnits(min(style.lineSpacing, TextAttributes.maximumSize)))
        }
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        if style.lineBreakMode.truncates, let limit = style.effectiveMaxLines {
            let mode = switch style.lineBreakMode {
            case .truncateHead: PANGO_ELLIPSIZE_START
            case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
            default: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
            // Negative height = maximum lines per paragraph.
            pango_layout_set_height(layout, -Int32(clamping: limit))
        }
        return (layout, utf8)
    }

    /// True when the face's own font lacks a character of `text` (so Pango falls back for it).
    /// Latin-1 is assumed covered (every configured family has it). O(characters) coverage lookups.
    func lacksCharacters(_ text: String, face: FaceKey) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xC4 }) else { return false }  // nothing beyond U+00FF
        guard let font = primaryFont(face) else { return false }
        return text.unicodeScalars.contains { $0.value > 0xFF && pango_font_has_char(font, $0.value) == 0 }
    }

    private func primaryFont(_ face: FaceKey) -> UnsafeMutablePointer<PangoFont>? {
        if let font = primaryFonts[face] { return font }
        let description = makeDescription(face, size: 100)
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        primaryFonts[face] = font
        return font
    }

    private func makeDescription(_ face: FaceKey, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * pangoScale)
        return description
    }

    /// (ascent + descent + line gap) / (ascent + descent) of a face: the factor that turns
    /// Pango's line height (which leaves out the font's line gap) into CSS `line-height: normal`
    /// and UIKit's `lineHeight`, which include it. O(1) after the first call per face.
    func lineGapFactor(_ face: FaceKey) -> Double {
        if let factor = lineGapFactors[face] { return factor }
        let description = makeDescription(face, size: 100)
        var factor = 1.0
        if let metrics = pango_context_get_metrics(context, description, nil) {
            let natural = Double(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
            let withGap = Double(pango_font_metrics_get_height(metrics))
            if natural > 0, withGap > natural { factor = withGap / natural }
            pango_font_metrics_unref(metrics)
        }
        pango_font_description_free(description)
        lineGapFactors[face] = factor
        return factor
    }

    /// The line height, per point of font size, that a color emoji gets next to text of `face`:
    /// the tallest box centred on the emoji's own centre (as Pango centres line heights) that
    /// stays inside the text's line box, so an emoji never makes its line taller, as on iOS (a
    /// line of emoji only is 2% of the size shorter than a line of text).
    /// O(1) after the first call per face.
    func emojiLineHeight(_ face: FaceKey) -> Double {
        if let height = emojiLineHeights[face] { return height }
        func extents(_ description: OpaquePointer) -> (ascent: Double, descent: Double, height: Double) {
            guard let metrics = pango_context_get_metrics(context, description, nil) else { return (0, 0, 0) }
            defer { pango_font_metrics_unref(metrics) }
            return (Double(pango_font_metrics_get_ascent(metrics)), Double(pango_font_metrics_get_descent(metrics)),
                    Double(pango_font_metrics_get_height(metrics)))
        }
        let textDescription = makeDescription(face, size: 100)
        let text = extents(textDescription)
        pango_font_description_free(textDescription)
        let emojiDescription = makeDescription(FaceKey(family: "Noto Color Emoji", weight: 400, italic: false), size: 100)
        let emoji = extents(emojiDescription)
        pango_font_description_free(emojiDescription)
        let textHalf = max(text.height, text.ascent + text.descent) / 2
        let textCentre = (text.ascent - text.descent) / 2
        let emojiCentre = (emoji.ascent - emoji.descent) / 2
        // Less 2% of the size: the emoji's glyph extents differ from its font metrics by up to
        // about 0.5% of the size, which would still add a device pixel at @3x.
        let margin = 0.02 * 100 * pangoScale
        let height = max(2 * (textHalf - abs(emojiCentre - textCentre)) - margin, 0) / (100 * pangoScale)
        emojiLineHeights[face] = height
        return height
    }

    /// The line box every line of `text` gets when its line height is explicit (nil for
    /// `.normal`): the height, and the baseline half the leading below its top plus the ascent
    /// of the text's first font — the CSS strut, and UIKit's fixed line height. Pango instead
    /// centres the height on each run's own font, so a line with a fallback font (Arabic after
    /// Inter, an emoji) grew by the difference of their centres. O(1) after the first call per face.
    func fixedLineBox(for text: AttributedText, diagnostics: inout [TextDiagnostic]) -> FixedLineBox? {
        guard let height = absoluteLineHeight(text.paragraph.lineHeight, text: text) else { return nil }
        let attributes = text.leadingAttributes
        let face = FaceKey(family: resolve(attributes.family, diagnostics: &diagnostics),
                           weight: attributes.weight.value, italic: attributes.italic)
        let metrics = verticalMetrics(face)
        let size = attributes.effectiveSize / 100
        let ascent = metrics.ascent * size, descent = metrics.descent * size
        let spacing = text.paragraph.lineSpacing.isFinite && text.paragraph.lineSpacing > 0
            ? min(text.paragraph.lineSpacing, TextAttributes.maximumSize) : 0
        return FixedLineBox(height: height, baseline: (height - ascent - descent) / 2 + ascent, spacing: spacing)
    }

    /// Ascent and descent of a face at 100 pt. O(1) after the first call per face.
    private func verticalMetrics(_ face: FaceKey) -> (ascent: Double, descent: Double) {
        if let metrics = verticalMetricsCache[face] { return metrics }
        let description = makeDescription(face, size: 100)
        defer { pango_font_description_free(description) }
        var result = (ascent: 0.0, descent: 0.0)
        if let metrics = pango_context_get_metrics(context, description, nil) {
            result = (Double(pango_font_metrics_get_ascent(metrics)) / pangoScale,
                      Double(pango_font_metrics_get_descent(metrics)) / pangoScale)
            pango_font_metrics_unref(metrics)
        }
        verticalMetricsCache[face] = result
        return result
    }

    /// Points per line for explicit line heights; nil for `.normal` (the font's own metrics).
    func absoluteLineHeight(_ lineHeight: LineHeight, text: AttributedText) -> Double? {
        switch lineHeight {
        case .normal:
            return nil
        case .points(let points):
            return points.isFinite && points > 0 ? min(points, TextAttributes.maximumSize) : nil
        case .multiple(let factor):
            return factor.isFinite && factor > 0
                ? min(factor * text.leadingAttributes.effectiveSize, TextAttributes.maximumSize) : nil
        }
    }
}
