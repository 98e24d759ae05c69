/// Caret geometry of a laid-out text: one entry per grapheme cluster, in logical order.
///
/// What an editor needs from a layout that line boxes do not say: where each grapheme cluster
/// (Swift `Character`) sits on its line, and in which direction it runs. Offsets are UTF-16 code
/// units into the text (UIKit's `NSRange` convention); x and y are points in the text box, the
/// same box `TextLayout.lines` are placed in.
///
/// Conventions, shared by every query:
/// - A *boundary* is an offset between two clusters (0 and `utf16Count` included). An offset
///   inside a cluster is treated as the boundary before that cluster.
/// - A boundary belongs to the last line starting at or before it: after a soft wrap the offset
///   where the next line starts is on the next line; before a hard line break (`"\n"`, which
///   belongs to no line's `utf16`) it is on the line the break ends.
/// - The *strong* caret (Pango's and UIKit's) sits where text of the line's own direction would
///   be inserted: at the trailing edge of the cluster before the boundary when that cluster runs
///   in the line's direction and the cluster after it runs the other way or is embedded deeper
///   (a higher bidi level); else at the leading edge of the cluster after it. The line's start
///   and end count as clusters of the line's direction at its base level whose edges are the
///   line's start and end edge.
///
/// Built by `TextMeasurer.caretMap(_:width:mode:scale:)`. A value; the queries are O(log n) to
/// find the line plus O(clusters on the line).
public struct CaretMap: Hashable, Sendable {
    /// One grapheme cluster: its UTF-16 range, its line and its visual extent on that line.
    public struct Cluster: Hashable, Sendable {
        /// UTF-16 range of the cluster in the text.
        public var utf16: Range<Int>
        /// Index into `lines` of the line that shows it (a hard line break belongs to the line it ends).
        public var line: Int
        /// Left and right edge of the cluster, in points in the text box (`minX == maxX` for
        /// clusters without an advance, such as a line break).
        public var minX: Double
        public var maxX: Double
        /// True when the cluster runs right to left (its logical start is its right edge).
        public var isRightToLeft: Bool
        /// Its bidi embedding level (Unicode UAX #9): 0 left-to-right text in a left-to-right
        /// paragraph, 1 right-to-left text, 2 numbers or Latin inside right-to-left text, …;
        /// odd exactly when `isRightToLeft`. Decides the strong caret where runs meet.
        public var level: Int

        /// `level` nil: 1 for right-to-left clusters, 0 otherwise.
        public init(utf16: Range<Int>, line: Int, minX: Double, maxX: Double, isRightToLeft: Bool = false,
                    level: Int? = nil) {
            self.utf16 = utf16
            self.line = line
            self.minX = minX
            self.maxX = maxX
            self.isRightToLeft = isRightToLeft
            self.level = level ?? (isRightToLeft ? 1 : 0)
        }

        /// The edge where the cluster starts in reading order.
        public var leadingX: Double { isRightToLeft ? maxX : minX }
        /// The edge where the cluster ends in reading order.
        public var trailingX: Double { isRightToLeft ? minX : maxX }
    }

    /// One line: the UTF-16 range it shows (without the hard line break that ends it) and its box.
    public struct Line: Hashable, Sendable {
        /// UTF-16 range shown on the line (a soft-wrapped line includes the spaces it swallowed).
        public var utf16: Range<Int>
        /// Top of the line box and its height, in points.
        public var y: Double
        public var height: Double
        /// True when the line's base direction is right to left.
        public var isRightToLeft: Bool
        /// Left and right edge of the line's content, hanging spaces included, in points; where
        /// the caret of an empty line sits (`minX` for left-to-right lines, `maxX` for
        /// right-to-left ones, equal for an empty line).
        public var minX: Double
        public var maxX: Double

        public init(utf16: Range<Int>, y: Double, height: Double, isRightToLeft: Bool = false,
                    minX: Double = 0, maxX: Double = 0) {
            self.utf16 = utf16
            self.y = y
            self.height = height
            self.isRightToLeft = isRightToLeft
            self.minX = minX
            self.maxX = maxX
        }

        /// The edge where the line starts in reading order (right for right-to-left lines).
        public var startX: Double { isRightToLeft ? maxX : minX }
        /// The edge where the line ends in reading order.
        public var endX: Double { isRightToLeft ? minX : maxX }
    }

    /// A rectangle in the text box, in points: one visual run of a selection highlight.
    public struct Rect: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Every grapheme cluster of the text in logical order; their `utf16` ranges tile `0..<utf16Count`.
    public var clusters: [Cluster]
    /// The lines top to bottom (never empty for a map built by a measurer: an empty text has one
    /// empty line where its caret goes).
    public var lines: [Line]
    /// Length of the text in UTF-16 code units.
    public var utf16Count: Int

    public init(clusters: [Cluster], lines: [Line], utf16Count: Int) {
        self.clusters = clusters
        self.lines = lines
        self.utf16Count = utf16Count
    }

    // MARK: - Lookups

    /// Index of the first cluster whose range ends after `offset` (the cluster containing or
    /// starting at it), or `clusters.count`. O(log n).
    func clusterIndex(containing offset: Int) -> Int {
        clusters.partitionIndex { $0.utf16.upperBound > offset }
    }

    /// `offset` clamped to the text and moved to the start of the cluster it falls inside. O(log n).
    public func boundary(atOrBefore offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf16Count)
        let index = clusterIndex(containing: clamped)
        return index < clusters.count ? min(clusters[index].utf16.lowerBound, clamped) : clamped
    }

    /// The line a boundary belongs to: the last line starting at or before it. O(log lines).
    public func line(at offset: Int) -> Int {
        max(lines.partitionIndex { $0.utf16.lowerBound > offset } - 1, 0)
    }

    /// Indices into `clusters` of the clusters on line `line` (contiguous: lines are in logical
    /// order). O(log n).
    func clusterRange(ofLine line: Int) -> Range<Int> {
        clusters.partitionIndex { $0.line >= line }..<clusters.partitionIndex { $0.line > line }
    }

    /// True when `line` ends where the next line starts (a soft wrap): its end offset is then
    /// shown at the start of the next line, not on this one.
    public func endsInSoftWrap(_ line: Int) -> Bool {
        line + 1 < lines.count && lines[line + 1].utf16.lowerBound == lines[line].utf16.upperBound
    }

    /// The boundaries a caret can take on `line`, in logical order: its start through its end,
    /// without the end of a soft-wrapped line.
    public func stops(onLine line: Int) -> [Int] {
        let range = clusterRange(ofLine: line)
        let bounds = lines[line].utf16
        var stops = [bounds.lowerBound]
        for index in range where clusters[index].utf16.upperBound <= bounds.upperBound
            && clusters[index].utf16.upperBound > bounds.lowerBound {
            stops.append(clusters[index].utf16.upperBound)
        }
        if endsInSoftWrap(line), stops.count > 1 { stops.removeLast() }
        return stops
    }

    // MARK: - Caret

    /// The strong caret at a boundary offset: x in the text box, and its line (see the type's
    /// conventions). Offsets are clamped to the text and rounded down to a cluster boundary.
    public func caret(at offset: Int) -> (x: Double, line: Int) {
        guard !lines.isEmpty else { return (0, 0) }
        let offset = boundary(atOrBefore: offset)
        let lineIndex = line(at: offset)
        return (caretX(at: offset, line: lineIndex), lineIndex)
    }

    /// The strong caret's x for a boundary on `line` (the rule in the type's comment).
    func caretX(at offset: Int, line lineIndex: Int) -> Double {
        let line = lines[lineIndex]
        let baseLevel = line.isRightToLeft ? 1 : 0
        let index = clusterIndex(containing: offset)
        let hasBefore = index > 0 && offset > line.utf16.lowerBound && clusters[index - 1].line == lineIndex
        let hasAfter = index < clusters.count && offset < line.utf16.upperBound && clusters[index].line == lineIndex
        let before = hasBefore ? (clusters[index - 1].isRightToLeft, clusters[index - 1].level) : (line.isRightToLeft, baseLevel)
        let after = hasAfter ? (clusters[index].isRightToLeft, clusters[index].level) : (line.isRightToLeft, baseLevel)
        if before.0 == line.isRightToLeft && (after.0 != before.0 || before.1 < after.1) {
            return hasBefore ? clusters[index - 1].trailingX : edgeX(of: lineIndex, start: true)
        }
        return hasAfter ? clusters[index].leadingX : edgeX(of: lineIndex, start: false)
    }

    /// The start (or end) edge of a line in reading order, from its clusters when it has any.
    func edgeX(of lineIndex: Int, start: Bool) -> Double {
        let line = lines[lineIndex]
        var low = Double.infinity, high = -Double.infinity
        for index in clusterRange(ofLine: lineIndex) where clusters[index].utf16.lowerBound < line.utf16.upperBound {
            low = min(low, clusters[index].minX)
            high = max(high, clusters[index].maxX)
        }
        if low > high { return start ? line.startX : line.endX }
        return start == line.isRightToLeft ? high : low
    }

    // MARK: - Hit testing

    /// Hit test: the boundary nearest to a point (x, y in the text box), like a tap places the
    /// caret. The line is the one whose box contains y (the first above the text, the last below
    /// it); on it, the nearer edge of the cluster under x (left half: its left edge), or the
    /// line's nearer end. The end of a soft-wrapped line is never returned (it shows on the next
    /// line): a tap past it lands before its last cluster. O(log n + clusters on the line).
    public func offset(atX x: Double, y: Double) -> Int {
        guard !lines.isEmpty else { return 0 }
        return offset(atX: x, onLine: lineIndex(atY: y))
    }

    /// Index of the line whose box contains `y`, clamped to the first and last line. O(log lines).
    public func lineIndex(atY y: Double) -> Int {
        guard !lines.isEmpty else { return 0 }
        return min(lines.partitionIndex { $0.y + $0.height > y }, lines.count - 1)
    }

    /// The boundary nearest to `x` on line `lineIndex`.
    func offset(atX x: Double, onLine lineIndex: Int) -> Int {
        let line = lines[lineIndex]
        var best: (distance: Double, offset: Int)?
        for index in clusterRange(ofLine: lineIndex) {
            let cluster = clusters[index]
            // A hard line break after the line is not a place to tap.
            guard cluster.utf16.lowerBound < line.utf16.upperBound else { continue }
            if x >= cluster.minX && x < cluster.maxX {
                let leftHalf = x < (cluster.minX + cluster.maxX) / 2
                let offset = leftHalf != cluster.isRightToLeft ? cluster.utf16.lowerBound : cluster.utf16.upperBound
                return keptOnLine(offset, line: lineIndex)
            }
            // Outside every cluster: remember the nearest edge.
            for (edge, offset) in [(cluster.minX, cluster.isRightToLeft ? cluster.utf16.upperBound : cluster.utf16.lowerBound),
                                   (cluster.maxX, cluster.isRightToLeft ? cluster.utf16.lowerBound : cluster.utf16.upperBound)] {
                let distance = abs(edge - x)
                if best == nil || distance < best!.distance { best = (distance, offset) }
            }
        }
        guard let best else { return line.utf16.lowerBound }
        return keptOnLine(best.offset, line: lineIndex)
    }

    /// `offset`, unless it is the end of a soft-wrapped line: then the start of that line's last cluster.
    private func keptOnLine(_ offset: Int, line lineIndex: Int) -> Int {
        guard offset == lines[lineIndex].utf16.upperBound, endsInSoftWrap(lineIndex) else { return offset }
        let range = clusterRange(ofLine: lineIndex)
        guard let last = range.last, last >= range.lowerBound else { return offset }
        return max(clusters[last].utf16.lowerBound, lines[lineIndex].utf16.lowerBound)
    }

    // MARK: - Selection

    /// Selection highlight of a logical range as visual runs: one rect per contiguous visual run
    /// per line, left to right, top to bottom. Clusters without an advance (line breaks) add
    /// nothing. O(log n + clusters in the range).
    public func selectionRects(_ range: Range<Int>) -> [Rect] {
        let lower = boundary(atOrBefore: range.lowerBound)
        let upper = max(range.upperBound, lower)
        guard lower < upper else { return [] }
        var rects: [Rect] = []
        var spans: [(minX: Double, maxX: Double)] = []
        var currentLine = -1
        func flush() {
            guard currentLine >= 0, !spans.isEmpty else { return }
            spans.sort { $0.minX < $1.minX }
            var merged = [spans[0]]
            for span in spans.dropFirst() {
                // Touching runs (within rounding) are one run.
                if span.minX <= merged[merged.count - 1].maxX + 1e-6 {
                    merged[merged.count - 1].maxX = max(merged[merged.count - 1].maxX, span.maxX)
                } else {
                    merged.append(span)
                }
            }
            let line = lines[currentLine]
            rects += merged.map { Rect(x: $0.minX, y: line.y, width: $0.maxX - $0.minX, height: line.height) }
            spans.removeAll(keepingCapacity: true)
        }
        var index = clusterIndex(containing: lower)
        while index < clusters.count, clusters[index].utf16.lowerBound < upper {
            let cluster = clusters[index]
            if cluster.line != currentLine {
                flush()
                currentLine = cluster.line
            }
            if cluster.maxX > cluster.minX { spans.append((cluster.minX, cluster.maxX)) }
            index += 1
        }
        flush()
        return rects
    }

    // MARK: - Movement

    /// Visual caret movement one cluster left or right (as UIKit and Pango move the caret in
    /// bidi text). The caret stops of the caret's line are ordered by their strong caret x; the
    /// caret is at the stop drawn where it is (of several drawn at one x, the leftmost when
    /// moving left, the rightmost when moving right) and moves to the neighbour.
    ///
    /// Lines are left at their logical ends: moving toward the line's start (left on a
    /// left-to-right line, right on a right-to-left one) from its start goes to the previous
    /// line, moving toward its end from its end goes to the next. The caret enters that line at
    /// its stop on the side it comes from (moving right: the leftmost), except that moving back
    /// over a hard line break lands at the end of the paragraph before it. Past the end side of
    /// a soft-wrapped line the caret goes to where the next line starts. At the text's ends it
    /// stays. O(clusters on the line · log n).
    ///
    /// This is Pango's `pango_layout_move_cursor_visually` (strong cursor) within a line and
    /// between the lines of left-to-right paragraphs; from right-to-left lines Pango 1.50 enters
    /// the other line at a stop that depends on how many stops the old line has, which this
    /// does not copy.
    public func visualMove(from offset: Int, toRight: Bool) -> Int {
        guard !lines.isEmpty else { return 0 }
        let offset = boundary(atOrBefore: offset)
        let lineIndex = line(at: offset)
        let line = lines[lineIndex]
        let forward = toRight != line.isRightToLeft
        if !forward && offset == line.utf16.lowerBound {
            guard lineIndex > 0 else { return offset }
            return endsInSoftWrap(lineIndex - 1) ? enter(lineIndex - 1, toRight: toRight)
                : lines[lineIndex - 1].utf16.upperBound
        }
        if forward && offset == line.utf16.upperBound {
            return lineIndex + 1 < lines.count ? enter(lineIndex + 1, toRight: toRight) : offset
        }
        let ordered = visualStops(onLine: lineIndex)
        let x = caretX(at: offset, line: lineIndex)
        let drawnHere = ordered.indices.filter { abs(ordered[$0].x - x) < 1e-9 }
        guard let position = toRight ? drawnHere.last : drawnHere.first else { return offset }
        let target = position + (toRight ? 1 : -1)
        if ordered.indices.contains(target) { return ordered[target].offset }
        // Past the end side of a soft-wrapped line: where the next line starts.
        return forward ? line.utf16.upperBound : line.utf16.lowerBound
    }

    /// The stop a visual move enters line `line` at: moving right its leftmost, moving left its
    /// rightmost.
    private func enter(_ line: Int, toRight: Bool) -> Int {
        let stops = visualStops(onLine: line)
        return (toRight ? stops.first : stops.last)?.offset ?? lines[line].utf16.lowerBound
    }

    /// The caret stops of a line sorted by their strong caret x (ties keep logical order).
    public func visualStops(onLine line: Int) -> [(offset: Int, x: Double)] {
        stops(onLine: line).enumerated()
            .map { (order: $0.offset, offset: $0.element, x: caretX(at: $0.element, line: line)) }
            .sorted { $0.x != $1.x ? $0.x < $1.x : $0.order < $1.order }
            .map { ($0.offset, $0.x) }
    }

    /// Up/down a line keeping the goal x: the hit test at `goalX` on the line above or below. Up
    /// from the first line goes to the text's start, down from the last to its end (as UIKit).
    public func lineMove(from offset: Int, down: Bool, goalX: Double) -> Int {
        guard !lines.isEmpty else { return 0 }
        let next = line(at: boundary(atOrBefore: offset)) + (down ? 1 : -1)
        guard lines.indices.contains(next) else { return down ? utf16Count : 0 }
        return self.offset(atX: goalX, onLine: next)
    }

    /// The logical start and end boundary of the caret's line (the end of a soft-wrapped line is
    /// before its last cluster, as a tap past it places the caret).
    public func lineBounds(at offset: Int) -> (start: Int, end: Int) {
        guard !lines.isEmpty else { return (0, utf16Count) }
        let lineIndex = line(at: boundary(atOrBefore: offset))
        let line = lines[lineIndex]
        return (line.utf16.lowerBound, keptOnLine(line.utf16.upperBound, line: lineIndex))
    }
}
