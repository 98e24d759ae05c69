import CPango
import Typesetting

/// Pango's own cursor answers for a laid-out text, in the same units as `CaretMap` (UTF-16
/// offsets, text-box points): what tests compare the caret map and the editing engine with.
/// Test-only (`package`): nothing in Trellis asks Pango for cursors outside `caretMap`.
///
/// Valid only inside `PangoMeasurer.withCursorOracle`; texts must be one Pango layout (shorter
/// than `TextSegments.maxBytes`).
package struct PangoCursorOracle {
    private let layout: OpaquePointer
    private let lines: [PangoLine]
    private let offsets: CharacterOffsets
    /// Per line: points to add to a layout x (cursor positions, x ranges) or to a line-relative x
    /// (`pango_layout_line_x_to_index`) to get a text-box x.
    private let layoutToBox: [Double]
    private let lineToBox: [Double]

    fileprivate init(layout: OpaquePointer, lines: [PangoLine], offsets: CharacterOffsets) {
        self.layout = layout
        self.lines = lines
        self.offsets = offsets
        var layoutToBox: [Double] = [], lineToBox: [Double] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        for placed in lines {
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            pango_layout_line_get_extents(pango_layout_iter_get_line_readonly(iterator), nil, &own)
            // As the line boxes are placed: the line's origin in the layout, then its visible start.
            lineToBox.append(placed.line.x - placed.visibleStartX)
            layoutToBox.append(placed.line.x - placed.visibleStartX - Double(logical.x - own.x) / pangoScale)
            pango_layout_iter_next_line(iterator)
        }
        self.layoutToBox = layoutToBox
        self.lineToBox = lineToBox
    }

    private func byte(_ utf16: Int) -> Int32 { Int32(offsets.utf8(atUTF16: utf16)) }

    /// Index of the line a layout byte index is displayed on (Pango's choice).
    private func lineIndex(ofByte index: Int32, trailing: Bool = false) -> Int {
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, index, trailing ? 1 : 0, &line, &x)
        return Int(line)
    }

    /// `pango_layout_get_cursor_pos`'s strong cursor at a UTF-16 boundary: x in the text box and
    /// the line it is on.
    package func strongCursor(at utf16: Int) -> (x: Double, line: Int) {
        var strong = PangoRectangle()
        let index = byte(utf16)
        pango_layout_get_cursor_pos(layout, index, &strong, nil)
        let line = lineIndex(ofByte: index)
        return (Double(strong.x) / pangoScale + layoutToBox[line], line)
    }

    /// What `pango_layout_move_cursor_visually` answered.
    package enum Move: Equatable, Sendable {
        /// The new boundary.
        case offset(Int)
        /// The caret left the text at its start or end.
        case offText
        /// Pango set no index: Pango 1.50 leaves it unset when a move leaves a right-to-left
        /// line at its visual left end (its logical end) or past a soft-wrapped one.
        case noAnswer
    }

    /// `pango_layout_move_cursor_visually` (strong cursor) one step from a UTF-16 boundary.
    package func moveVisually(from utf16: Int, toRight: Bool) -> Move {
        let unset = Int32.min
        var newIndex = unset, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, byte(utf16), 0, toRight ? 1 : -1, &newIndex, &trailing)
        if newIndex == unset { return .noAnswer }
        guard newIndex >= 0, newIndex < Int32.max else { return .offText }
        var offset = offsets.utf16(atUTF8: Int(newIndex))
        // `trailing` counts characters forward to where the cursor shows: the cluster's end.
        if trailing > 0, let cluster = offsets.characters.first(where: { $0.utf16.contains(offset) }) {
            offset = cluster.utf16.upperBound
        }
        return .offset(offset)
    }

    /// `pango_layout_line_get_x_ranges` of the part of a UTF-16 range on line `line`: the
    /// selection's visual runs as (minX, maxX) in the text box, left to right.
    package func xRanges(line: Int, utf16 range: Range<Int>) -> [(minX: Double, maxX: Double)] {
        let layoutLine = pango_layout_get_line_readonly(layout, Int32(line))!
        let lineStart = Int(layoutLine.pointee.start_index), lineEnd = lineStart + Int(layoutLine.pointee.length)
        let start = max(Int(byte(range.lowerBound)), lineStart), end = min(Int(byte(range.upperBound)), lineEnd)
        guard start < end else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(layoutLine, Int32(start), Int32(end), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        return (0..<Int(count)).map {
            (Double(ranges[2 * $0]) / pangoScale + layoutToBox[line], Double(ranges[2 * $0 + 1]) / pangoScale + layoutToBox[line])
        }
    }

    /// `pango_layout_xy_to_index` at a text-box point on line `line`, as a UTF-16 boundary
    /// (trailing: the cluster's end).
    package func hit(x: Double, line: Int) -> Int {
        let layoutLine = pango_layout_get_line_readonly(layout, Int32(line))!
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_line_x_to_index(layoutLine, Int32(((x - lineToBox[line]) * pangoScale).rounded()), &index, &trailing)
        var offset = offsets.utf16(atUTF8: Int(index))
        if trailing > 0, let cluster = offsets.characters.first(where: { $0.utf16.contains(offset) }) {
            offset = cluster.utf16.upperBound
        }
        return offset
    }
}

extension PangoMeasurer {
    /// Lays `text` out as `measure` does and hands Pango's cursor answers for it to `body`
    /// (tests only; see `PangoCursorOracle`).
    package func withCursorOracle<R>(_ text: AttributedText, width: Double, mode: TextMeasureMode, scale: Double,
                                     _ body: (PangoCursorOracle) -> R) -> R {
        withLayout(text, width: width, mode: mode, scale: scale) { _, lines in
            precondition(!lines.isEmpty && lines.allSatisfy { $0.layout == lines[0].layout },
                         "the oracle needs a non-empty text laid out in one Pango layout")
            return body(PangoCursorOracle(layout: lines[0].layout, lines: lines, offsets: CharacterOffsets(text.string)))
        }
    }
}
