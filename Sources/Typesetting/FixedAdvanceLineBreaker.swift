/// A line of `FixedAdvanceMeasurer` before positioning: its UTF-8 range and advance width.
struct LineSpan {
    var range: Range<Int>
    var width: Double
    var isTruncated = false
}

/// Greedy line breaking over grapheme clusters with fixed advances (see `FixedAdvanceMeasurer`).
struct FixedAdvanceLineBreaker {
    let advance: Double
    /// nil: lines break only at hard breaks.
    let wrapWidth: Double?
    let charWrap: Bool
    /// Whether a word wider than the line breaks between characters (else it overflows).
    var breaksWords = true

    /// Splits `string` into lines. O(n).
    mutating func lines(of string: String) -> [LineSpan] {
        var result: [LineSpan] = []
        var offset = 0
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = paragraph.utf8.count
            result += breakParagraph(paragraph, at: offset)
            offset += length + 1
        }
        return result
    }

    /// One character of a paragraph: its byte range and whether a soft break may follow it.
    private struct Cluster {
        let range: Range<Int>
        let isSpace: Bool
    }

    private func breakParagraph(_ paragraph: Substring, at start: Int) -> [LineSpan] {
        var clusters: [Cluster] = []
        var offset = start
        for character in paragraph {
            let length = character.utf8.count
            clusters.append(Cluster(range: offset..<offset + length, isSpace: character.isWhitespace))
            offset += length
        }
        guard let wrapWidth, !clusters.isEmpty else {
            return [LineSpan(range: start..<offset, width: Double(visibleCount(clusters[...])) * advance)]
        }
        // Number of characters that fit on one line; at least one, so every line makes progress.
        let capacity = max(Int((wrapWidth / advance + 1e-9).rounded(.down)), 1)
        var lines: [LineSpan] = []
        var lineStart = 0
        while lineStart < clusters.count {
            let end = lineEnd(clusters, from: lineStart, capacity: capacity)
            let slice = clusters[lineStart..<end]
            lines.append(LineSpan(range: slice.first!.range.lowerBound..<slice.last!.range.upperBound,
                                  width: Double(visibleCount(slice)) * advance))
            lineStart = end
        }
        return lines
    }

    /// Index after the last cluster of the line starting at `start`.
    private func lineEnd(_ clusters: [Cluster], from start: Int, capacity: Int) -> Int {
        var index = start
        var lastBreak: Int?
        while index < clusters.count {
            if clusters[index].isSpace {
                // Spaces hang: they never push a line over its width.
                index += 1
                lastBreak = index
                continue
            }
            if index - start + 1 > capacity {
                if !charWrap, let lastBreak, lastBreak > start { return lastBreak }
                if !charWrap && !breaksWords {
                    // The word overflows: the line ends after it and the spaces that follow.
                    while index < clusters.count, !clusters[index].isSpace { index += 1 }
                    while index < clusters.count, clusters[index].isSpace { index += 1 }
                    return index
                }
                return max(index, start + 1)
            }
            if charWrap { lastBreak = index + 1 }
            index += 1
        }
        return clusters.count
    }

    /// Characters of `slice` without its trailing spaces.
    private func visibleCount(_ slice: ArraySlice<Cluster>) -> Int {
        var count = slice.count
        var index = slice.endIndex
        while index > slice.startIndex, slice[index - 1].isSpace {
            index -= 1
            count -= 1
        }
        return count
    }
}
