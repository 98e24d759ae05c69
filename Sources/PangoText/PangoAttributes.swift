import CPango
import Text

/// Pango's fixed-point unit: 1024 per point.
let pangoScale = Double(PANGO_SCALE)

/// Points → Pango units, clamped to what an `Int32` holds (±2 million points).
func pangoUnits(_ points: Double) -> Int32 {
    guard points.isFinite else { return points > 0 ? Int32.max : Int32.min }
    return Int32(max(min((points * pangoScale).rounded(), Double(Int32.max)), Double(Int32.min)))
}

/// Builds the Pango attribute list of `text`: one set of attributes per run at its UTF-8 byte
/// range. `families[i]` is the (already resolved) family of run `i`.
///
/// The caller owns the returned list (`pango_attr_list_unref`). O(number of runs).
func makeAttributeList(for text: AttributedText, families: [String],
                       diagnostics: inout [TextDiagnostic]) -> OpaquePointer {
    let list = pango_attr_list_new()!
    for ((run, range), family) in zip(zip(text.runs, text.runByteRanges), families) where !range.isEmpty {
        let attributes = run.attributes
        if !(attributes.size.isFinite && attributes.size > 0),
           !diagnostics.contains(.invalidFontSize(attributes.size)) {
            diagnostics.append(.invalidFontSize(attributes.size))
        }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(attributes.weight.value)))
        pango_font_description_set_style(description, attributes.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Resolution 72: a Pango size in points equals device units, i.e. our points.
        pango_font_description_set_absolute_size(description, attributes.effectiveSize * pangoScale)
        var items: [UnsafeMutablePointer<PangoAttribute>?] = [pango_attr_font_desc_new(description)]
        pango_font_description_free(description)

        let color = attributes.color
        items.append(pango_attr_foreground_new(colorChannel(color.red), colorChannel(color.green),
                                               colorChannel(color.blue)))
        if color.alpha < 1 { items.append(pango_attr_foreground_alpha_new(colorChannel(color.alpha))) }
        if attributes.letterSpacing.isFinite && attributes.letterSpacing != 0 {
            items.append(pango_attr_letter_spacing_new(pangoUnits(attributes.letterSpacing)))
        }
        if attributes.underline { items.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if attributes.strikethrough { items.append(pango_attr_strikethrough_new(1)) }
        for case let attribute? in items {
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }
    return list
}

/// 0...1 → Pango's 16-bit colour channel.
private func colorChannel(_ value: Double) -> UInt16 {
    UInt16((value * 65535).rounded())
}
