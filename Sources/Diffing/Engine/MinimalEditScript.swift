extension Changeset where Model == FlatSection {
    /// The changeset with the fewest deletes and inserts (Myers' shortest edit script over the
    /// ids, by the standard library's `CollectionDifference`, with moves inferred), for callers
    /// who prefer the smallest animation to speed.
    ///
    /// Complexity: O((n + m) · d) time for d differences, so use `init(from:to:)` for large or
    /// very different collections. Same guarantees: UIKit-valid batches, duplicate ids reported.
    @inlinable
    public static func minimalEditScript(from old: [Item], to new: [Item]) -> Changeset {
        let oldIDs = old.map(\.diffID)
        let newIDs = new.map(\.diffID)
        let difference = newIDs.difference(from: oldIDs).inferringMoves()
        var m = Matching(oldSections: 1, newSections: 1, oldItems: old.count, newItems: new.count)
        m.sectionOldToNew = [0]
        m.sectionNewToOld = [0]
        m.oldSectionStart = [0, Int32(old.count)]
        m.newSectionStart = [0, Int32(new.count)]
        m.oldItemSection = Array(repeating: 0, count: old.count)
        var removed = Array(repeating: false, count: old.count)
        var inserted = Array(repeating: false, count: new.count)
        func pair(_ o: Int, _ n: Int) {
            m.itemOldToNew[o] = Int32(n)
            m.itemNewToOld[n] = Int32(o)
            m.changed[n] = !old[o].isContentEqual(to: new[n])
        }
        for change in difference {
            switch change {
            case let .remove(offset, _, partner):
                removed[offset] = true
                if let partner { pair(offset, partner) }
            case let .insert(offset, _, _):
                inserted[offset] = true
            }
        }
        // What the edit script leaves alone pairs up in order.
        var o = 0
        for n in new.indices where !inserted[n] {
            while removed[o] { o += 1 }
            pair(o, n)
            o += 1
        }
        return Changeset(plan: BatchPlanner.plan(m), matching: m,
                         old: [DiffSection(model: FlatSection(), items: old)],
                         new: [DiffSection(model: FlatSection(), items: new)],
                         diagnostics: duplicateDiagnostics(oldIDs, newIDs))
    }

    @inlinable
    static func duplicateDiagnostics(_ oldIDs: [Item.DiffID], _ newIDs: [Item.DiffID]) -> [DiffDiagnostic] {
        var counts: [Item.DiffID: (first: Int, old: Int, new: Int)] = [:]
        for (k, id) in oldIDs.enumerated() { counts[id, default: (k, 0, 0)].old += 1 }
        for (k, id) in newIDs.enumerated() { counts[id, default: (oldIDs.count + k, 0, 0)].new += 1 }
        return counts.filter { $0.value.old > 1 || $0.value.new > 1 }
            .sorted { $0.value.first < $1.value.first }
            .map { DiffDiagnostic(kind: .duplicateItemID, id: DiffDiagnostic.text(of: $0.key),
                                  oldCount: $0.value.old, newCount: $0.value.new) }
    }
}
