/// Where a scroll container's content box starts, in content coordinates: the rows' frames are
/// relative to it. The origin follows the rows that stay in the window (scroll anchoring): when a
/// row is inserted, removed or resized above them, the content box moves and they keep their
/// frames, so pushing eleven rows down is one frame (the content box's), not eleven.
///
/// The first window starts at 0 (the content's top), as does any window that shares no row with
/// the one before, so a list that only scrolls keeps content coordinates.
///
/// Threading: a value; used on the runtime's executor.
struct ContentOrigin: Sendable, Equatable {
    /// The content y of the content box's local origin.
    var base: Double = 0
    /// The content y of each row of the last window, by row key.
    var tops: [String: Double] = [:]

    /// The origin for a window of `rows` (keys and content tops): moved by the shift that most
    /// rows continuing from the last window had (ties keep the origin, else the first of them),
    /// so those rows keep their local frames; 0 when no row continues or `canonical` is set.
    /// - Complexity: O(rows) with hashing of their keys.
    func next(rows: [(key: String, top: Double)], canonical: Bool = false) -> ContentOrigin {
        var tops: [String: Double] = [:]
        tops.reserveCapacity(rows.count)
        for row in rows { tops[row.key] = row.top }
        guard !canonical else { return ContentOrigin(base: 0, tops: tops) }
        // Shifts are grouped on a grid far finer than a device pixel: rows pushed by the same
        // inserted height agree to within float noise.
        var votes: [Int: (count: Int, shift: Double)] = [:]
        var best: (count: Int, shift: Double, grid: Int)?
        for row in rows {
            guard let old = self.tops[row.key] else { continue }
            let shift = row.top - old
            let grid = Int((shift * 256).rounded())
            var vote = votes[grid] ?? (0, shift)
            vote.count += 1
            votes[grid] = vote
            if let current = best, current.count > vote.count || (current.count == vote.count && (current.grid == 0 || grid != 0)) {
                continue
            }
            best = (vote.count, vote.shift, grid)
        }
        guard let best else { return ContentOrigin(base: 0, tops: tops) }
        return ContentOrigin(base: base + best.shift, tops: tops)
    }
}
