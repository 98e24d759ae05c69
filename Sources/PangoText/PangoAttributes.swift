import CPango
import Typesetting

/// Pango's fixed-point unit: 1024 per point.
let pangoScale = Double(PANGO_SCALE)

/// Points → Pango units, clamped to what an `Int32` holds (±2 million points).
func pangoUnits(_ points: Double) -> Int32 {
    guard points.isFinite else { return points > 0 ? Int32.max : Int32.min }
    return Int32(max(min((points * pangoScale).rounded(), Double(Int32.max)), Double(Int32.min)))
}

/// Builds the Pango attribute list of `text`: one set of attributes per run at its UTF-8 byte
/// range. `families[i]` is the (already resolved) family of run `i`; `lineGapFactors[i]`, when
/// given, scales run `i`'s line height to include its font's line gap; `pinSpaces[i]` says run `i`
/// has characters its font lacks (see `pinSpacesToPrimaryFont`); `emojiLineHeights[i]`, when
/// given, is the absolute line height (points) of the emoji of run `i`.
///
/// The caller owns the returned list (`pango_attr_list_unref`). O(number of runs).
func makeAttributeList(for text: AttributedText, families: [String], lineGapFactors: [Double]?,
                       pinSpaces: [Bool], emojiLineHeights: [Double?],
                       diagnostics: inout [TextDiagnostic]) -> OpaquePointer {
    let list = pango_attr_list_new()!
    for (index, (run, range)) in zip(text.runs, text.runByteRanges).enumerated() where !range.isEmpty {
        let family = families[index]
        let attributes = run.attributes
        let sizeProblem: TextDiagnostic? = !(attributes.size.isFinite && attributes.size > 0)
            ? .invalidFontSize(attributes.size)
            : attributes.size > TextAttributes.maximumSize ? .fontSizeTooLarge(attributes.size) : nil
        if let sizeProblem, !diagnostics.contains(sizeProblem) { diagnostics.append(sizeProblem) }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(attributes.weight.value)))
        pango_font_description_set_style(description, attributes.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Resolution 72: a Pango size in points equals device units, i.e. our points.
        pango_font_description_set_absolute_size(description, attributes.effectiveSize * pangoScale)
        var items: [UnsafeMutablePointer<PangoAttribute>?] = [pango_attr_font_desc_new(description)]
        pango_font_description_free(description)

        let color = attributes.foreground
        items.append(pango_attr_foreground_new(colorChannel(color.red), colorChannel(color.green),
                                               colorChannel(color.blue)))
        if color.alpha < 1 { items.append(pango_attr_foreground_alpha_new(colorChannel(color.alpha))) }
        if attributes.letterSpacing.isFinite && attributes.letterSpacing != 0 {
            items.append(pango_attr_letter_spacing_new(pangoUnits(attributes.letterSpacing)))
        }
        if let factor = lineGapFactors?[index], factor > 1 {
            items.append(pango_attr_line_height_new(factor))
        }
        if attributes.underline { items.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if attributes.strikethrough { items.append(pango_attr_strikethrough_new(1)) }
        for case let attribute? in items {
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        if pinSpaces[index] { pinSpacesToPrimaryFont(run.text, at: range.lowerBound, in: list) }
        if let height = emojiLineHeights[index], height > 0 {
            for emoji in EmojiRanges.byteRanges(in: run.text) {
                let attribute = pango_attr_line_height_new_absolute(pangoUnits(height))!
                attribute.pointee.start_index = UInt32(range.lowerBound + emoji.lowerBound)
                attribute.pointee.end_index = UInt32(range.lowerBound + emoji.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
    }
    // Browsers and UIKit never add hyphens when a too-long word breaks between characters.
    let noHyphens = pango_attr_insert_hyphens_new(0)!
    noHyphens.pointee.start_index = 0
    noHyphens.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END
    pango_attr_list_insert(list, noHyphens)
    return list
}

/// Pango keeps a space in the font of the text around it, so between Hebrew words that fall back
/// from Liberation Sans to DejaVu Sans the spaces are DejaVu's; browsers (and CoreText) take a
/// space from the first font of the family list that has it — Liberation's. Turning fallback off
/// for each space of such a run gives the browser's choice. Only runs with characters their font
/// lacks pay for the extra attributes (they split the run into more items to shape).
private func pinSpacesToPrimaryFont(_ text: String, at offset: Int, in list: OpaquePointer) {
    for (index, byte) in text.utf8.enumerated() where byte == 0x20 {
        let attribute = pango_attr_fallback_new(0)!
        attribute.pointee.start_index = UInt32(offset + index)
        attribute.pointee.end_index = UInt32(offset + index + 1)
        pango_attr_list_insert(list, attribute)
    }
}

/// 0...1 → Pango's 16-bit colour channel.
private func colorChannel(_ value: Double) -> UInt16 {
    UInt16((value * 65535).rounded())
}
