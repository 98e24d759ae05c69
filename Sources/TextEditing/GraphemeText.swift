/// A string seen as grapheme clusters (Swift `Character`s) addressed by UTF-16 offsets: the
/// conversions every edit needs. Offsets are clamped to the text; an offset inside a cluster (or
/// inside a surrogate pair) rounds down to the cluster's start.
///
/// Each operation is O(distance from the nearest index the string has cached) — the standard
/// library keeps UTF-16 breadcrumbs for non-ASCII strings — plus O(1) grapheme breaking around
/// the offset, so edits in long texts stay local.
struct GraphemeText {
    let string: String
    let utf16Count: Int

    init(_ string: String) {
        self.string = string
        self.utf16Count = string.utf16.count
    }

    /// The string index of a (clamped) UTF-16 offset, possibly inside a cluster.
    func index(_ offset: Int) -> String.Index {
        String.Index(utf16Offset: min(max(offset, 0), utf16Count), in: string)
    }

    func offset(_ index: String.Index) -> Int { index.utf16Offset(in: string) }

    /// The cluster boundary at `offset`, or the start of the cluster it falls inside.
    func boundary(atOrBefore offset: Int) -> Int {
        let index = self.index(offset)
        guard index < string.endIndex, index.samePosition(in: string) == nil else { return self.offset(index) }
        // Character operations round an index inside a cluster down to its start first
        // (SE-0180), so stepping forward and back lands on that start.
        return self.offset(string.index(before: string.index(after: index)))
    }

    /// The first cluster boundary at or after `offset`.
    func boundary(atOrAfter offset: Int) -> Int {
        let start = boundary(atOrBefore: offset)
        return start >= min(max(offset, 0), utf16Count) ? start : boundary(after: start)
    }

    /// The boundary one cluster after `offset` (the text's end stays).
    func boundary(after offset: Int) -> Int {
        let start = boundary(atOrBefore: offset)
        guard start < utf16Count else { return utf16Count }
        return self.offset(string.index(after: index(start)))
    }

    /// The boundary one cluster before `offset` (0 stays); inside a cluster, that cluster's start.
    func boundary(before offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf16Count)
        let start = boundary(atOrBefore: clamped)
        guard start == clamped, start > 0 else { return start }
        return self.offset(string.index(before: index(start)))
    }

    /// The text of a UTF-16 range (bounds moved to cluster boundaries).
    func substring(_ range: Range<Int>) -> String {
        String(string[index(boundary(atOrBefore: range.lowerBound))..<index(boundary(atOrAfter: range.upperBound))])
    }

    /// `string` with `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: String) -> String {
        var result = string
        result.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: replacement)
        return result
    }

    /// True for a line break (LF, CR, CR LF, NEL, line and paragraph separator).
    static func isNewline(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The paragraph (text between hard line breaks) containing `offset`: its start and the
    /// offset of the line break that ends it (or the text's end). O(paragraph length).
    func paragraph(at offset: Int) -> Range<Int> {
        let offset = min(max(offset, 0), utf16Count)
        let utf16 = string.utf16
        var start = index(offset)
        while start > utf16.startIndex, !Self.isNewline(utf16[utf16.index(before: start)]) {
            start = utf16.index(before: start)
        }
        var end = index(offset)
        while end < utf16.endIndex, !Self.isNewline(utf16[end]) { end = utf16.index(after: end) }
        return self.offset(start)..<self.offset(end)
    }

    /// Number of clusters between two boundaries.
    func clusterCount(_ range: Range<Int>) -> Int {
        string[index(range.lowerBound)..<index(range.upperBound)].count
    }

    /// The boundary `count` clusters after `offset`, not past `limit`.
    func boundary(_ count: Int, clustersAfter offset: Int, limit: Int) -> Int {
        let end = string.index(index(offset), offsetBy: count, limitedBy: index(limit)) ?? index(limit)
        return min(self.offset(end), limit)
    }
}
