import CPango
import Typesetting

extension PangoMeasurer {
    /// Caret geometry from Pango itself: the text is laid out exactly as `measure` lays it out
    /// (`withLayout`), and each grapheme cluster's leading and trailing edge is Pango's
    /// `pango_layout_line_index_to_x` of its first byte — the positions Pango's own cursor takes
    /// — with its direction from the bidi level of the run it is in. Offsets are converted from
    /// UTF-8 bytes to UTF-16; x is moved from each line's origin into the text box, as the line
    /// boxes are. O(n · characters per run) under the engine lock.
    public func caretMap(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                         scale: Double) -> CaretMap {
        guard !text.isEmpty else {
            return CaretMap.empty(placeholderLayout: measure(CaretMap.placeholder(for: text), width: width,
                                                             mode: mode, scale: scale))
        }
        return withLayout(text, width: width, mode: mode, scale: scale) { layout, lines in
            CaretMap(text.string, lines: layout.lines) { lineIndex, characters in
                PangoLineGeometry(lines[lineIndex]).edges(of: characters)
            }
        }
    }
}

/// One laid-out Pango line read for caret geometry: the leading and trailing edge and the bidi
/// level of every character, from each run's logical widths (`pango_glyph_item_get_logical_widths`)
/// laid end to end in the line's visual run order — the x that `pango_layout_line_index_to_x`
/// answers, in one pass over the line instead of one walk of its run per character. Valid only
/// inside `withLayout`. O(characters of the line).
struct PangoLineGeometry {
    /// Where the line's layout text starts in the whole text (segments of long texts), in bytes.
    let byteOffset: Int
    /// Points to add to a line-relative x to get the text-box x.
    let boxOffset: Double
    let isRightToLeft: Bool
    /// The line's first byte in its layout's text.
    let lineStart: Int
    /// Per byte of the line (set at each character's first byte): edges in Pango units from the
    /// line's left edge, and the bidi level.
    private var leading: [Int32]
    private var trailing: [Int32]
    private var levels: [Int]
    /// Whether a character starts at each byte.
    private var starts: [Bool]

    init(_ placed: PangoLine) {
        let line = pango_layout_get_line_readonly(placed.layout, placed.index)!
        byteOffset = placed.line.range.lowerBound - Int(line.pointee.start_index)
        boxOffset = placed.line.x - placed.visibleStartX
        isRightToLeft = placed.line.isRightToLeft
        lineStart = Int(line.pointee.start_index)
        let length = max(Int(line.pointee.length), 0)
        leading = [Int32](repeating: 0, count: length + 1)
        trailing = [Int32](repeating: 0, count: length + 1)
        levels = [Int](repeating: isRightToLeft ? 1 : 0, count: length + 1)
        starts = [Bool](repeating: false, count: length + 1)
        guard let text = pango_layout_get_text(placed.layout) else { return }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var x: Int32 = 0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            let count = Int(item.pointee.num_chars)
            let width = pango_glyph_string_get_width(glyphs)
            let level = Int(item.pointee.analysis.level)
            guard count > 0 else { x += width; continue }
            var widths = [Int32](repeating: 0, count: count)
            widths.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(run, text, $0.baseAddress) }
            let rightToLeft = level % 2 == 1
            var byte = Int(item.pointee.offset), advance: Int32 = 0
            for index in 0..<count {
                let local = byte - lineStart
                let lead = rightToLeft ? x + width - advance : x + advance
                if local >= 0, local < leading.count {
                    leading[local] = lead
                    trailing[local] = rightToLeft ? lead - widths[index] : lead + widths[index]
                    levels[local] = level
                    starts[local] = true
                }
                advance += widths[index]
                byte += Self.sequenceLength(bytes[byte])
            }
            x += width
        }
    }

    /// The length of the UTF-8 sequence that starts with `byte`.
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Left edge, right edge and bidi level of each grapheme in `characters` (UTF-8 ranges in
    /// the whole text): from the leading edge of its first character to the trailing edge of
    /// its last.
    func edges(of characters: ArraySlice<CharacterOffsets.Character>) -> [CaretMap.Edges] {
        characters.map { character in
            let first = character.utf8.lowerBound - byteOffset - lineStart
            guard first >= 0, first < leading.count else {
                return CaretMap.Edges(minX: boxOffset, maxX: boxOffset, level: isRightToLeft ? 1 : 0)
            }
            // The grapheme's last character: the last byte index in range that starts one.
            var last = min(character.utf8.upperBound - byteOffset - lineStart, leading.count) - 1
            while last > first, !starts[last] { last -= 1 }
            let lead = Double(leading[first]) / pangoScale + boxOffset
            let trail = Double(trailing[last]) / pangoScale + boxOffset
            return CaretMap.Edges(minX: min(lead, trail), maxX: max(lead, trail), level: levels[first])
        }
    }
}
