import CPango
import Typesetting

/// One line of a Pango layout as PangoText reads it: the public line box plus what drawing needs.
package struct PangoLine {
    package var line: TextLine
    /// The Pango layout the line belongs to; valid only inside `PangoMeasurer.withLayout`.
    package var layout: OpaquePointer
    /// Index of the line in its Pango layout (for `pango_layout_get_line_readonly`).
    package var index: Int32
    /// Offset of the line's visible content (without hanging trailing spaces) from the line's
    /// drawing origin, in points: draw at `x - visibleStartX` to put the content at `x`.
    package var visibleStartX: Double
    /// True for the first line of a paragraph of its Pango layout.
    var startsParagraph: Bool
    /// For a slice of a longer Pango line (`BreakFreeRuns`): the width, from the line's `x`, that is
    /// drawn of it; nil draws the whole Pango line.
    package var clipWidth: Double? = nil
}

/// The line box of a text with an explicit line height: every line is `height` tall, its
/// baseline `baseline` below its top, and `spacing` lies between lines.
struct FixedLineBox {
    var height: Double
    var baseline: Double
    var spacing: Double
}

/// Reads up to `limit` line boxes of `layout`, whose text is `bytes` and starts at byte
/// `byteOffset` of the whole text and at `top` points; its first `prefix` bytes are not part of
/// the whole text (a direction mark before a window, see `TextWindows`). With `fixed`, every line
/// gets that line box (whatever fonts its runs fell back to). Returns them and the layout's line
/// count. O(lines + runs).
func collectLines(of layout: OpaquePointer, bytes: [UInt8], byteOffset: Int, prefix: Int = 0, top: Double,
                  limit: Int, spacing: LetterSpacing?, fixed: FixedLineBox?) -> (lines: [PangoLine], total: Int) {
    var lines: [PangoLine] = []
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var index: Int32 = 0
    repeat {
        guard lines.count < limit, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        let start = Int(line.pointee.start_index)
        let end = start + Int(line.pointee.length)
        var own = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &own)
        // Where Pango's own alignment put the line in the layout (RTL paragraphs are pushed to the
        // right): x ranges are in layout coordinates, drawing is from the line's origin.
        let alignmentOffset = Double(logical.x - own.x) / pangoScale
        // An ellipsized line ends with its ellipsis: nothing of it hangs.
        let isTruncated = containsEllipsis(line)
        var visible = isTruncated
            ? (start: Double(own.x) / pangoScale, width: Double(own.width) / pangoScale, end: end)
            : visibleExtent(of: line, range: start..<end, bytes: bytes, own: own, alignmentOffset: alignmentOffset)
        if let spacing, visible.width > 0 {
            visible.width += spacing.trailing(ofLineEndingAt: byteOffset + visible.end - prefix)
        }
        let y = fixed.map { top + Double(index) * ($0.height + $0.spacing) } ?? top + Double(logical.y) / pangoScale
        let box = TextLine(range: byteOffset + max(start - prefix, 0)..<byteOffset + max(end - prefix, 0), x: 0, y: y,
                           width: visible.width,
                           height: fixed?.height ?? Double(logical.height) / pangoScale,
                           baseline: fixed.map { y + $0.baseline }
                               ?? top + Double(pango_layout_iter_get_baseline(iterator)) / pangoScale,
                           isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                           isTruncated: isTruncated)
        lines.append(PangoLine(line: box, layout: layout, index: index, visibleStartX: visible.start,
                               startsParagraph: line.pointee.is_paragraph_start != 0))
        index += 1
    } while pango_layout_iter_next_line(iterator) != 0
    return (lines, Int(pango_layout_get_line_count(layout)))
}

/// Positions `lines` in a box of the width `constraint` reports — aligned by the paragraph's
/// alignment (natural follows each line's direction) — and sums them up into a `TextLayout`.
/// `totalLines` is how many lines there were before the line limit. O(lines).
func assemble(_ lines: [PangoLine], style: ParagraphStyle, constraint: TextConstraint, totalLines: Int,
              diagnostics: [TextDiagnostic]) -> (layout: TextLayout, lines: [PangoLine]) {
    var lines = lines
    let contentWidth = lines.map(\.line.width).max() ?? 0
    let contentHeight = lines.last.map { $0.line.y + $0.line.height } ?? 0
    let boxWidth = constraint.boxWidth(contentWidth: contentWidth)
    for i in lines.indices {
        let free = max(boxWidth - lines[i].line.width, 0)
        lines[i].line.x = switch (style.alignment, lines[i].line.isRightToLeft) {
        case (.left, _), (.natural, false), (.justified, false): 0
        case (.right, _), (.natural, true), (.justified, true): free
        case (.center, _): free / 2
        }
    }
    let boxes = lines.map(\.line)
    let result = TextLayout(
        width: boxWidth, height: constraint.boxHeight(contentHeight: contentHeight),
        firstBaseline: boxes.first?.baseline ?? 0, lastBaseline: boxes.last?.baseline ?? 0,
        contentWidth: contentWidth, contentHeight: contentHeight, lines: boxes,
        isTruncated: boxes.count < totalLines || boxes.contains(where: \.isTruncated),
        diagnostics: diagnostics)
    return (result, lines)
}

/// Horizontal extent of the line without its trailing spaces and tabs, which hang past the line
/// end (CSS `white-space: pre-wrap`, UIKit): start offset from the line origin and width, in
/// points. O(runs) via `pango_layout_line_get_x_ranges`, which also handles bidi lines; its
/// ranges are in layout coordinates, so `alignmentOffset` (the line's x in the layout) is taken
/// off. `own` is the line's logical extent from its origin.
private func visibleExtent(of line: UnsafeMutablePointer<PangoLayoutLine>, range: Range<Int>, bytes: [UInt8],
                           own: PangoRectangle, alignmentOffset: Double) -> (start: Double, width: Double, end: Int) {
    var end = min(range.upperBound, bytes.count)
    while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    if end == range.upperBound {
        return (Double(own.x) / pangoScale, Double(own.width) / pangoScale, end)
    }
    guard end > range.lowerBound else { return (0, 0, end) }
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(line, Int32(range.lowerBound), Int32(end), &ranges, &count)
    defer { g_free(ranges) }
    guard let ranges, count > 0 else { return (0, 0, end) }
    var low = Int32.max, high = Int32.min
    for i in 0..<Int(count) {
        low = min(low, ranges[2 * i])
        high = max(high, ranges[2 * i + 1])
    }
    return (Double(low) / pangoScale - alignmentOffset, Double(high - low) / pangoScale, end)
}

/// True when one of the line's runs is the ellipsis Pango inserted.
private func containsEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
    var node = line.pointee.runs
    while let current = node {
        if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
           let item = run.pointee.item,
           item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
            return true
        }
        node = current.pointee.next
    }
    return false
}
