import CPango
import Text

/// One line of a Pango layout as PangoText reads it: the public line box plus what drawing needs.
package struct PangoLine {
    package var line: TextLine
    /// Index of the line in the Pango layout (for `pango_layout_get_line_readonly`).
    package var index: Int32
    /// Offset of the line's logical start from its drawing origin, in points.
    package var logicalX: Double
}

/// Reads the line boxes of `layout`: at most `maxLines` lines, positioned in a box of the
/// width `constraint` reports, aligned by `alignment` (natural follows each line's direction).
/// O(lines + runs).
func readLines(of layout: OpaquePointer, text: AttributedText, constraint: TextConstraint,
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
        var lineLogical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &lineLogical)
        let start = Int(line.pointee.start_index)
        let end = start + Int(line.pointee.length)
        let box = TextLine(range: start..<end, x: 0,
                           y: Double(logical.y) / pangoScale,
                           width: Double(logical.width) / pangoScale,
                           height: Double(logical.height) / pangoScale,
                           baseline: Double(pango_layout_iter_get_baseline(iterator)) / pangoScale,
                           isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                           isTruncated: containsEllipsis(line))
        raw.append(PangoLine(line: box, index: index, logicalX: Double(lineLogical.x) / pangoScale))
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
