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

/// One laid-out Pango line read for caret geometry. Valid only inside `withLayout`.
struct PangoLineGeometry {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// Where the line's layout text starts in the whole text (segments of long texts), in bytes.
    let byteOffset: Int
    /// Points to add to a line-relative x to get the text-box x.
    let boxOffset: Double
    /// Byte ranges (layout-relative) of the line's runs and their bidi levels.
    let runs: [(bytes: Range<Int>, level: Int)]
    let isRightToLeft: Bool

    init(_ placed: PangoLine) {
        line = pango_layout_get_line_readonly(placed.layout, placed.index)!
        byteOffset = placed.line.range.lowerBound - Int(line.pointee.start_index)
        boxOffset = placed.line.x - placed.visibleStartX
        isRightToLeft = placed.line.isRightToLeft
        var runs: [(Range<Int>, Int)] = []
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let start = Int(item.pointee.offset)
                runs.append((start..<start + Int(item.pointee.length), Int(item.pointee.analysis.level)))
            }
            node = current.pointee.next
        }
        self.runs = runs
    }

    /// The text-box x of the leading (or trailing) edge of the grapheme at layout byte `index`.
    func x(atByte index: Int, trailing: Bool) -> Double {
        var x: Int32 = 0
        pango_layout_line_index_to_x(line, Int32(index), trailing ? 1 : 0, &x)
        return Double(x) / pangoScale + boxOffset
    }

    /// Left edge, right edge and bidi level of each character in `characters` (UTF-8 ranges
    /// in the whole text).
    func edges(of characters: ArraySlice<CharacterOffsets.Character>) -> [CaretMap.Edges] {
        characters.map { character in
            let index = character.utf8.lowerBound - byteOffset
            let level = runs.first { $0.bytes.contains(index) }?.level ?? (isRightToLeft ? 1 : 0)
            let leading = x(atByte: index, trailing: false), trailing = x(atByte: index, trailing: true)
            return CaretMap.Edges(minX: min(leading, trailing), maxX: max(leading, trailing), level: level)
        }
    }
}
