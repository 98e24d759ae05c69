import CPango
import Text

/// One line of a Pango layout as PangoText reads it: the public line box plus what drawing needs.
package struct PangoLine {
    package var line: TextLine
    /// Index of the line in the Pango layout (for `pango_layout_get_line_readonly`).
    package var index: Int32
    /// Offset of the line's visible content (without hanging trailing spaces) from the line's
    /// drawing origin, in points: draw at `x - visibleStartX` to put the content at `x`.
    package var visibleStartX: Double
}

/// Reads the line boxes of `layout`: at most `maxLines` lines, positioned in a box of the
/// width `constraint` reports, aligned by `alignment` (natural follows each line's direction).
/// O(lines + runs).
func readLines(of layout: OpaquePointer, text: AttributedText, bytes: [UInt8], constraint: TextConstraint,
               diagnostics: [TextDiagnostic]) -> (layout: TextLayout, lines: [PangoLine]) {
    let style = text.paragraph
    let limit = style.effectiveMaxLines ?? Int.max
    let lineCount = Int(pango_layout_get_line_count(layout))
    var raw: [PangoLine] = []
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var index: Int32 = 0
    repeat {
        guard raw.count < limit, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        let start = Int(line.pointee.start_index)
        let end = start + Int(line.pointee.length)
        let visible = visibleExtent(of: line, range: start..<end, bytes: bytes)
        let box = TextLine(range: start..<end, x: 0,
                           y: Double(logical.y) / pangoScale,
                           width: visible.width,
                           height: Double(logical.height) / pangoScale,
                           baseline: Double(pango_layout_iter_get_baseline(iterator)) / pangoScale,
                           isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                           isTruncated: containsEllipsis(line))
        raw.append(PangoLine(line: box, index: index, visibleStartX: visible.start))
        index += 1
    } while pango_layout_iter_next_line(iterator) != 0

    let contentWidth = raw.map(\.line.width).max() ?? 0
    let contentHeight = raw.last.map { $0.line.y + $0.line.height } ?? 0
    let boxWidth = constraint.boxWidth(contentWidth: contentWidth)
    for i in raw.indices {
        let free = max(boxWidth - raw[i].line.width, 0)
        raw[i].line.x = switch (style.alignment, raw[i].line.isRightToLeft) {
        case (.left, _), (.natural, false), (.justified, false): 0
        case (.right, _), (.natural, true), (.justified, true): free
        case (.center, _): free / 2
        }
    }
    let lines = raw.map(\.line)
    let result = TextLayout(
        width: boxWidth, height: constraint.boxHeight(contentHeight: contentHeight),
        firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
        contentWidth: contentWidth, contentHeight: contentHeight, lines: lines,
        isTruncated: lines.count < lineCount || lines.contains(where: \.isTruncated),
        diagnostics: diagnostics)
    return (result, raw)
}

/// Horizontal extent of the line without its trailing spaces and tabs, which hang past the line
/// end (CSS `white-space: pre-wrap`, UIKit): start offset from the line origin and width, in
/// points. O(runs) via `pango_layout_line_get_x_ranges`, which also handles bidi lines.
private func visibleExtent(of line: UnsafeMutablePointer<PangoLayoutLine>, range: Range<Int>,
                           bytes: [UInt8]) -> (start: Double, width: Double) {
    var end = min(range.upperBound, bytes.count)
    while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    if end == range.upperBound {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return (Double(logical.x) / pangoScale, Double(logical.width) / pangoScale)
    }
    guard end > range.lowerBound else { return (0, 0) }
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(line, Int32(range.lowerBound), Int32(end), &ranges, &count)
    defer { g_free(ranges) }
    guard let ranges, count > 0 else { return (0, 0) }
    var low = Int32.max, high = Int32.min
    for i in 0..<Int(count) {
        low = min(low, ranges[2 * i])
        high = max(high, ranges[2 * i + 1])
    }
    return (Double(low) / pangoScale, Double(high - low) / pangoScale)
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
