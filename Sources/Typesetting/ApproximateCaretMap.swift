extension TextMeasurer {
    /// Caret geometry of `text` laid out as `measure` lays it out (same arguments).
    ///
    /// The default is an approximation built from `measure`'s line boxes alone: each line's width
    /// is split evenly over its visible grapheme clusters (hanging trailing spaces get the same
    /// share past the line's end), placed right to left on right-to-left lines, and every
    /// cluster takes its line's direction (no bidi reordering inside a line). Exact for
    /// `FixedAdvanceMeasurer` on one-direction text; a measurer that knows its glyphs
    /// (`PangoMeasurer`) overrides it. O(n) in the text length plus one measurement.
    public func caretMap(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                         scale: Double) -> CaretMap {
        ApproximateCaretMap.build(text, measurer: self, width: width, mode: mode, scale: scale)
    }
}

/// The default `caretMap`: see `TextMeasurer.caretMap(_:width:mode:scale:)`.
enum ApproximateCaretMap {
    static func build(_ text: AttributedText, measurer: some TextMeasurer, width: Double,
                      mode: TextMeasureMode, scale: Double) -> CaretMap {
        guard !text.isEmpty else {
            return CaretMap.empty(placeholderLayout: measurer.measure(CaretMap.placeholder(for: text), width: width,
                                                                      mode: mode, scale: scale))
        }
        let layout = measurer.measure(text, width: width, mode: mode, scale: scale)
        return CaretMap(text.string, lines: layout.lines) { lineIndex, characters in
            let line = layout.lines[lineIndex]
            let hanging = characters.reversed().prefix { $0.isSpace }.count
            let visible = characters.count - hanging
            let advance = visible > 0 ? line.width / Double(visible) : 0
            return characters.indices.map { index in
                let start = Double(index - characters.startIndex) * advance
                return line.isRightToLeft
                    ? CaretMap.Edges(minX: line.x + line.width - start - advance, maxX: line.x + line.width - start, level: 1)
                    : CaretMap.Edges(minX: line.x + start, maxX: line.x + start + advance, level: 0)
            }
        }
    }
}

extension CaretMap {
    /// Where a measurer placed one cluster: its left and right edge and its bidi level.
    package struct Edges {
        package var minX: Double
        package var maxX: Double
        package var level: Int

        package init(minX: Double, maxX: Double, level: Int) {
            self.minX = minX
            self.maxX = maxX
            self.level = level
        }
    }

    /// Builds the map of `string` laid out in `lines` (a measurer's line boxes, UTF-8 ranges):
    /// `place(line, characters)` gives the left edge, right edge and bidi level of each character
    /// (grapheme cluster) that line `line` shows, in logical order. Clusters no line shows (a
    /// hard line break, text a truncation dropped) sit without width at the end edge of the line
    /// before them. An empty line's caret is at its box's `x`. O(n) plus `place`.
    package init(_ string: String, lines textLines: [TextLine],
                 place: (Int, ArraySlice<CharacterOffsets.Character>) -> [Edges]) {
        let offsets = CharacterOffsets(string)
        let characters = offsets.characters
        var clusters: [Cluster] = []
        clusters.reserveCapacity(characters.count)
        var lines: [Line] = []
        var next = 0  // index of the first character not yet placed
        func placeUnshown(upTo utf8: Int) {
            while next < characters.count, characters[next].utf8.lowerBound < utf8 {
                let line = max(lines.count - 1, 0)
                let x = lines.indices.contains(line) ? lines[line].endX : 0
                clusters.append(Cluster(utf16: characters[next].utf16, line: line, minX: x, maxX: x,
                                        isRightToLeft: lines.indices.contains(line) && lines[line].isRightToLeft))
                next += 1
            }
        }
        for (lineIndex, line) in textLines.enumerated() {
            placeUnshown(upTo: line.range.lowerBound)
            let first = next
            while next < characters.count, characters[next].utf8.lowerBound < line.range.upperBound { next += 1 }
            var low = line.x, high = line.x
            if first < next {
                let placed = place(lineIndex, characters[first..<next])
                low = .infinity
                high = -.infinity
                for (character, edges) in zip(characters[first..<next], placed) {
                    clusters.append(Cluster(utf16: character.utf16, line: lineIndex, minX: edges.minX, maxX: edges.maxX,
                                            isRightToLeft: edges.level % 2 == 1, level: edges.level))
                    low = min(low, edges.minX)
                    high = max(high, edges.maxX)
                }
            }
            lines.append(Line(utf16: offsets.utf16(atUTF8: line.range.lowerBound)..<offsets.utf16(atUTF8: line.range.upperBound),
                              y: line.y, height: line.height, isRightToLeft: line.isRightToLeft, minX: low, maxX: high))
        }
        placeUnshown(upTo: Int.max)
        self.init(clusters: clusters, lines: lines, utf16Count: offsets.utf16Count)
    }

    /// What an empty text is measured as to find its caret's line box: one space with the text's
    /// leading attributes and paragraph style (the space hangs, so the line has no width and sits
    /// where the paragraph's alignment puts an empty line).
    package static func placeholder(for text: AttributedText) -> AttributedText {
        AttributedText(" ", text.leadingAttributes, paragraph: text.paragraph)
    }

    /// The map of an empty text: no clusters and one empty line where `placeholderLayout`'s
    /// first line is.
    package static func empty(placeholderLayout layout: TextLayout) -> CaretMap {
        let line = layout.lines.first
        let x = line.map { $0.isRightToLeft ? $0.x + $0.width : $0.x } ?? 0
        return CaretMap(clusters: [], lines: [Line(utf16: 0..<0, y: line?.y ?? 0, height: line?.height ?? layout.height,
                                                   isRightToLeft: line?.isRightToLeft ?? false, minX: x, maxX: x)],
                        utf16Count: 0)
    }
}

/// The grapheme clusters of a string with their UTF-8 and UTF-16 ranges, and conversion of
/// UTF-8 offsets to UTF-16 ones — what a measurer reporting UTF-8 line ranges needs to build a
/// `CaretMap`. O(n) to build; conversions O(log n).
package struct CharacterOffsets {
    package struct Character {
        package var utf8: Range<Int>
        package var utf16: Range<Int>
        /// Whitespace other than a line break: hangs at a line's end.
        package var isSpace: Bool
        package var isNewline: Bool
    }

    package private(set) var characters: [Character] = []
    package private(set) var utf16Count = 0
    /// UTF-8 and UTF-16 start of every scalar, and the ends, for `utf16(atUTF8:)`.
    private var scalarUTF8: [Int] = []
    private var scalarUTF16: [Int] = []

    package init(_ string: String) {
        var utf8 = 0, utf16 = 0
        for character in string {
            let start8 = utf8, start16 = utf16
            for scalar in character.unicodeScalars {
                scalarUTF8.append(utf8)
                scalarUTF16.append(utf16)
                utf8 += UTF8.width(scalar)
                utf16 += UTF16.width(scalar)
            }
            characters.append(Character(utf8: start8..<utf8, utf16: start16..<utf16,
                                        isSpace: character.isWhitespace && !character.isNewline,
                                        isNewline: character.isNewline))
        }
        scalarUTF8.append(utf8)
        scalarUTF16.append(utf16)
        utf16Count = utf16
    }

    /// The UTF-8 offset of the scalar starting at (or containing) UTF-16 offset `offset`. O(log n).
    package func utf8(atUTF16 offset: Int) -> Int {
        Self.convert(offset, from: scalarUTF16, to: scalarUTF8)
    }

    /// The UTF-16 offset of the scalar starting at (or containing) UTF-8 offset `offset`. O(log n).
    package func utf16(atUTF8 offset: Int) -> Int {
        Self.convert(offset, from: scalarUTF8, to: scalarUTF16)
    }

    /// The scalar start in `to` of the last scalar whose start in `from` is at or before `offset`.
    private static func convert(_ offset: Int, from: [Int], to: [Int]) -> Int {
        let after = from.partitionIndex { $0 > offset }
        return after == 0 ? 0 : to[after - 1]
    }
}

extension Array {
    /// The first index whose element satisfies `isAfter`, for an array in which every element
    /// satisfying it follows every one that does not (binary search); `count` if none does.
    /// O(log n).
    package func partitionIndex(where isAfter: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
