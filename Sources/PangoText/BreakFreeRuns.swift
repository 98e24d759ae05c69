import CPango
import Typesetting

/// Lines inside a run without break opportunities that is wider than a line (a pasted token, a
/// URL without slashes, base64), broken between grapheme clusters from one shaping of the run.
///
/// Such a line has no word to break at, so Pango breaks it between characters: it reshapes the
/// line's text at each of the six or so character boundaries near the line's end to measure them,
/// three times the work of the run's shaping itself. The greedy rule is the same: as many whole
/// clusters as fit, at least one. Here the run is shaped once, without a width, and every line is
/// a slice of that single line: its clusters' advances decide the breaks, its glyphs are drawn
/// (clipped to the slice), so letters keep their joining across the break. A kerning pair across a
/// break counts in the first line's width (Pango's reshaped line leaves it out), which can move a
/// break by one cluster. Runs of several fonts or directions are left to Pango.
enum BreakFreeRuns {
    /// Whether the line starting at `start` may lie inside a run without break opportunities:
    /// none of the next `length` bytes is a space, a tab, a line break, a hyphen or the first byte
    /// of a character from U+3000 up (CJK, kana, Hangul and emoji break between characters). A
    /// cheap test before shaping anything; a false alarm costs one unwrapped layout. O(length).
    static func mayStartInside(_ bytes: [UInt8], at start: Int, length: Int) -> Bool {
        let end = min(bytes.count, start + length)
        guard end - start == length else { return false }
        return !bytes[start..<end].contains { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x2D || $0 >= 0xE3 }
    }
}

extension PangoEngine {
    /// The lines from `start` (a line start) that break inside the run without break opportunities
    /// beginning there, while the rest of the run does not fit on one line; `window` bytes of the
    /// text are looked at. Returns the lines (none when the line at `start` can break at a word, or
    /// the run is not one font in one direction) and where the next line starts. The unwrapped
    /// layout the lines are slices of is appended to `layouts`. O(window bytes).
    func breakFreeLines(_ source: WindowSource, from start: Int, window: Int, constraint: TextConstraint,
                        style: ParagraphStyle, rightToLeft: Bool?, top: Double, gap: Double, limit: Int,
                        spacing: LetterSpacing?, fixed: FixedLineBox?, layouts: inout [OpaquePointer],
                        diagnostics: inout [TextDiagnostic]) -> (lines: [PangoLine], next: Int) {
        guard let wrapWidth = constraint.wrapWidth else { return ([], start) }
        let count = source.bytes.count
        let end = TextWindows.boundary(source.bytes, min(count, start + window), after: start)
        let unwrapped = TextConstraint(width: .infinity, mode: .undefined, scale: constraint.scale)
        func unwrappedLayout(_ range: Range<Int>) -> OpaquePointer {
            makeLayout(source.slice(range, paragraph: style), unwrapped, windowOf: source.text, diagnostics: &diagnostics).layout
        }
        // Where the run ends: before the first break opportunity or white space after `start`.
        var layout = unwrappedLayout(start..<end)
        var offsets: [Int] = []  // byte offset (from `start`) of each character, and the end
        for index in 0..<(end - start) where source.bytes[start + index] & 0xC0 != 0x80 { offsets.append(index) }
        offsets.append(end - start)
        var attributeCount: Int32 = 0
        let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount)!
        var runEnd = offsets.count - 1
        for index in 1..<max(Int(attributeCount) - 1, 1) where attributes[index].is_line_break != 0
            || attributes[index].is_white != 0 || attributes[index].is_mandatory_break != 0 {
            runEnd = index
            break
        }
        let firstLine = pango_layout_get_line_readonly(layout, 0)
        let isRightToLeft = rightToLeft ?? (firstLine?.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue)
        if runEnd < offsets.count - 1 {
            g_object_unref(UnsafeMutableRawPointer(layout))
            layout = unwrappedLayout(start..<start + offsets[runEnd])
        }
        // One run of one font in one direction, or Pango breaks it.
        guard pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
              let runs = line.pointee.runs, runs.pointee.next == nil,
              let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              Int(run.pointee.item.pointee.num_chars) == runEnd else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return ([], start)
        }
        var widths = [Int32](repeating: 0, count: runEnd)
        pango_glyph_item_get_logical_widths(run, pango_layout_get_text(layout), &widths)
        let clusters = pango_layout_get_log_attrs_readonly(layout, &attributeCount)!
        let available = Int(pangoUnits(max(wrapWidth - LetterSpacing.largest(in: source.text), 0)))
        var restWidth = widths.reduce(0) { $0 + Int($1) }
        let iterator = pango_layout_get_iter(layout)!
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        let baseline = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / pangoScale
        pango_layout_iter_free(iterator)
        let height = fixed?.height ?? Double(logical.height) / pangoScale

        var lines: [PangoLine] = []
        var position = 0
        // While the rest does not fit on a line (a run cut by the window end continues beyond it,
        // so its rest is left to the next look once the part in the window fits).
        while lines.count < limit, restWidth > available {
            var index = position, width = 0
            while index < runEnd {
                var next = index + 1, cluster = Int(widths[index])
                while next < runEnd, clusters[next].is_char_break == 0 { cluster += Int(widths[next]); next += 1 }
                if width + cluster > available && index > position { break }
                width += cluster
                index = next
            }
            var ranges: UnsafeMutablePointer<Int32>?
            var rangeCount: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(offsets[position]), Int32(offsets[index]), &ranges, &rangeCount)
            let left = rangeCount > 0 ? Double(ranges![0]) / pangoScale : 0
            g_free(ranges)
            let y = top + Double(lines.count) * (height + (fixed?.spacing ?? gap))
            let lineEnd = start + offsets[index]
            let box = TextLine(range: start + offsets[position]..<lineEnd, x: 0, y: y,
                               width: Double(width) / pangoScale + (spacing?.trailing(ofLineEndingAt: lineEnd) ?? 0),
                               height: height, baseline: y + (fixed?.baseline ?? baseline), isRightToLeft: isRightToLeft)
            lines.append(PangoLine(line: box, layout: layout, index: 0, visibleStartX: left, startsParagraph: false,
                                   clipWidth: Double(width) / pangoScale))
            restWidth -= width
            position = index
        }
        if lines.isEmpty {
            g_object_unref(UnsafeMutableRawPointer(layout))
        } else {
            layouts.append(layout)
        }
        return (lines, start + offsets[position])
    }
}
