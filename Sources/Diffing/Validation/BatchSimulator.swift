/// A model of how UIKit applies one `performBatchUpdates` call to what is on screen.
///
/// Sections: deletes and move sources are removed (before-batch indices), inserts and move
/// targets are placed at their after-batch indices, and the remaining slots are filled, in
/// order, with the sections that stayed. Items inside each surviving section are placed the
/// same way; an inserted or reloaded cell shows the data source's content, a moved cell keeps
/// the content it had. The rules are checked first; a batch that breaks any is not simulated.
/// Complexity O(n) hashing for n operations and items.
struct BatchSimulator<Model: Diffable, Item: Diffable> {
    typealias Sections = [DiffSection<Model, Item>]

    let batch: Batch<Model, Item>
    let index: Int
    var violations: [BatchUpdateViolation] = []

    init(batch: Batch<Model, Item>, index: Int) {
        self.batch = batch
        self.index = index
    }

    mutating func fail(_ rule: BatchUpdateViolation.Rule, _ message: String) {
        violations.append(BatchUpdateViolation(rule: rule, batch: index, message: message))
    }

    /// What the screen shows after the batch, or nil (with `violations`) when UIKit would throw.
    mutating func run(on displayed: Sections) -> Sections? {
        guard let sections = placeSections(before: displayed.count) else { return nil }
        let items = checkItems(displayed, sections)
        guard violations.isEmpty else { return nil }
        let (screen, landed) = placeItems(displayed, sections, items)
        compare(screen, landed, sections, items)
        return screen
    }

    // MARK: Sections

    /// Per after-batch section: the before-batch section it comes from (nil: inserted), and
    /// whether it moved. Per before-batch section: its fate.
    struct SectionPlacement {
        var source: [Int?]
        var moved: [Bool]
        var deleted: Set<Int>
        var movedFrom: Set<Int>
    }

    mutating func placeSections(before: Int) -> SectionPlacement? {
        let after = batch.data.count
        var deleted = Set<Int>()
        var movedFrom = Set<Int>()
        for s in batch.sectionDeletes {
            if !(0..<before).contains(s) {
                fail(.indexInRange, "attempt to delete section \(s), but there are only \(before) sections before the update")
            } else if !deleted.insert(s).inserted {
                fail(.singleSourceOperation, "section \(s) is deleted twice")
            }
        }
        var targets = Set<Int>()
        for s in batch.sectionInserts {
            if !(0..<after).contains(s) {
                fail(.indexInRange, "attempt to insert section \(s), but there are only \(after) sections after the update")
            } else if !targets.insert(s).inserted {
                fail(.singleTargetOperation, "section \(s) is inserted twice")
            }
        }
        for move in batch.sectionMoves {
            if !(0..<before).contains(move.from) {
                fail(.indexInRange, "attempt to move section \(move.from), but there are only \(before) sections before the update")
            } else if deleted.contains(move.from) || !movedFrom.insert(move.from).inserted {
                fail(.singleSourceOperation, "section \(move.from) is the source of a move and of another delete or move")
            }
            if !(0..<after).contains(move.to) {
                fail(.indexInRange, "attempt to move section to \(move.to), but there are only \(after) sections after the update")
            } else if !targets.insert(move.to).inserted {
                fail(.singleTargetOperation, "section \(move.to) is the target of a move and of another insert or move")
            }
        }
        let expected = before - batch.sectionDeletes.count + batch.sectionInserts.count
        if violations.isEmpty, after != expected {
            fail(.countsBalance, "invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(batch.sectionInserts.count) inserted, \(batch.sectionDeletes.count) deleted)")
        }
        guard violations.isEmpty else { return nil }
        var source = [Int?](repeating: nil, count: after)
        var moved = [Bool](repeating: false, count: after)
        for move in batch.sectionMoves {
            source[move.to] = move.from
            moved[move.to] = true
        }
        var stayers = (0..<before).lazy.filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for a in 0..<after where !targets.contains(a) { source[a] = stayers.next() }
        return SectionPlacement(source: source, moved: moved, deleted: deleted, movedFrom: movedFrom)
    }
}
