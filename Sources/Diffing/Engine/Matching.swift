/// Which old section and item became which new one: the output of matching by identity (or of
/// the minimal edit script), the input of `BatchPlanner`. Items are numbered over all sections,
/// first to last ("flat" indices). `-1` means "no partner".
///
/// Pairs are already *legal*: a section whose content changed has no partner (it is deleted
/// and inserted), and an item whose old or new section has no partner has no partner either
/// (UIKit forbids moving items out of deleted or into inserted sections).
@usableFromInline
struct Matching: Sendable {
    @usableFromInline var sectionOldToNew: [Int32]
    @usableFromInline var sectionNewToOld: [Int32]
    /// Flat index of each section's first item, plus the total at the end.
    @usableFromInline var oldSectionStart: [Int32]
    @usableFromInline var newSectionStart: [Int32]
    /// Per old item, its section.
    @usableFromInline var oldItemSection: [Int32]
    @usableFromInline var itemOldToNew: [Int32]
    @usableFromInline var itemNewToOld: [Int32]
    /// Per new item: matched, and its content differs from its old partner's.
    @usableFromInline var changed: [Bool]

    @inlinable
    init(oldSections: Int, newSections: Int, oldItems: Int, newItems: Int) {
        sectionOldToNew = Array(repeating: -1, count: oldSections)
        sectionNewToOld = Array(repeating: -1, count: newSections)
        oldSectionStart = []
        newSectionStart = []
        oldSectionStart.reserveCapacity(oldSections + 1)
        newSectionStart.reserveCapacity(newSections + 1)
        oldItemSection = []
        oldItemSection.reserveCapacity(oldItems)
        itemOldToNew = Array(repeating: -1, count: oldItems)
        itemNewToOld = Array(repeating: -1, count: newItems)
        changed = Array(repeating: false, count: newItems)
    }

    /// Unpairs items whose old or new section has no partner. O(new items).
    @usableFromInline
    mutating func dropPairsAcrossUnmatchedSections() {
        for t in 0..<sectionNewToOld.count {
            let newSurvives = sectionNewToOld[t] >= 0
            for n in Int(newSectionStart[t])..<Int(newSectionStart[t + 1]) {
                let o = itemNewToOld[n]
                if o < 0 { continue }
                if !newSurvives || sectionOldToNew[Int(oldItemSection[Int(o)])] < 0 {
                    itemNewToOld[n] = -1
                    itemOldToNew[Int(o)] = -1
                    changed[n] = false
                }
            }
        }
    }
}

/// Hashes ids once per element to pair old and new sections and items.
@usableFromInline
enum IdentityMatcher {
    /// Pairs `old` and `new` by id (duplicates in order), checks content of pairs, and makes the
    /// pairs legal for UIKit. O(sections + items) time and memory; checks `isCancelled` every
    /// 4,096 items.
    @inlinable
    static func match<Model, Item>(
        _ old: [DiffSection<Model, Item>], _ new: [DiffSection<Model, Item>],
        isCancelled: () -> Bool
    ) throws(DiffCancellation) -> (Matching, [DiffDiagnostic]) {
        var oldItems = 0
        for section in old { oldItems += section.items.count }
        var newItems = 0
        for section in new { newItems += section.items.count }
        precondition(oldItems < Int(Int32.max) && newItems < Int(Int32.max),
                     "Diffing supports up to 2^31-1 items per collection")
        var m = Matching(oldSections: old.count, newSections: new.count,
                         oldItems: oldItems, newItems: newItems)

        // Sections: few, so one small table; a pair whose model content changed is dropped
        // (delete + insert) because UIKit cannot reload a section and edit items in it at once.
        var sectionTable = IdentityTable<Model.DiffID>(oldCount: old.count, newCount: new.count)
        defer { sectionTable.deallocate() }
        let oldSectionHasID = { (s: Int32, id: Model.DiffID) in old[Int(s)].model.diffID == id }
        for s in old.indices.reversed() {
            sectionTable.insertOld(old[s].model.diffID, at: Int32(s), isOld: oldSectionHasID)
        }
        for t in new.indices {
            let s = sectionTable.matchNew(new[t].model.diffID, isOld: oldSectionHasID)
            if s >= 0, old[Int(s)].model.isContentEqual(to: new[t].model) {
                m.sectionNewToOld[t] = s
                m.sectionOldToNew[Int(s)] = Int32(t)
            }
        }

        // Items: one table over all sections, so items can move between sections.
        var flat: Int32 = 0
        for s in old.indices {
            m.oldSectionStart.append(flat)
            let count = old[s].items.count
            m.oldItemSection.append(contentsOf: repeatElement(Int32(s), count: count))
            flat += Int32(count)
        }
        m.oldSectionStart.append(flat)
        // Ids are compared in place (never copied out of the elements) to save reference counting.
        let oldItemHasID = { [sectionOf = m.oldItemSection, start = m.oldSectionStart] (o: Int32, id: Item.DiffID) -> Bool in
            let s = Int(sectionOf[Int(o)])
            return old[s].items[Int(o - start[s])].diffID == id
        }
        var table = IdentityTable<Item.DiffID>(oldCount: oldItems, newCount: newItems)
        defer { table.deallocate() }
        // Old ids are hashed in runs of 32 before any of them is inserted: hashing is compute-
        // bound and inserting is memory-bound, so apart the table's cache misses overlap.
        var hashes = [Int](repeating: 0, count: 32)
        for s in old.indices.reversed() {
            try old[s].items.withUnsafeBufferPointer { (items) throws(DiffCancellation) in
                var end = items.count
                while end > 0 {
                    let start = max(0, end - 32)
                    for k in start..<end { hashes[k - start] = items[k].diffID.hashValue }
                    var k = end
                    while k > start {
                        k -= 1
                        flat -= 1
                        table.insertOld(hash: hashes[k - start], at: flat, hasID: { oldItemHasID($0, items[k].diffID) })
                    }
                    end = start
                    if isCancelled() { throw DiffCancellation() }
                }
            }
        }

        // Lists mostly keep their order, so first try the old element after the previous match
        // (no hashing); `matchGuess` accepts it only where the table would pick it too.
        flat = 0
        var guess: Int32 = 0
        for t in new.indices {
            m.newSectionStart.append(flat)
            try new[t].items.withUnsafeBufferPointer { (items) throws(DiffCancellation) in
                for k in items.indices {
                    let o: Int32
                    if guess < Int32(oldItems), oldItemHasID(guess, items[k].diffID), table.matchGuess(guess) {
                        o = guess
                    } else {
                        o = table.matchNew(items[k].diffID, isOld: oldItemHasID)
                    }
                    if o >= 0 {
                        guess = o + 1
                        m.itemNewToOld[Int(flat)] = o
                        m.itemOldToNew[Int(o)] = flat
                        let s = Int(m.oldItemSection[Int(o)])
                        if !old[s].items[Int(o - m.oldSectionStart[s])].isContentEqual(to: items[k]) {
                            m.changed[Int(flat)] = true
                        }
                    }
                    flat += 1
                    if flat & 4095 == 0, isCancelled() { throw DiffCancellation() }
                }
            }
        }
        m.newSectionStart.append(flat)
        m.dropPairsAcrossUnmatchedSections()

        var diagnostics = sectionTable.diagnostics(
            kind: .duplicateSectionID, oldIDs: old.lazy.map(\.model.diffID), newIDs: new.lazy.map(\.model.diffID),
            isOld: oldSectionHasID)
        diagnostics += table.diagnostics(
            kind: .duplicateItemID,
            oldIDs: old.lazy.flatMap(\.items).map(\.diffID), newIDs: new.lazy.flatMap(\.items).map(\.diffID),
            isOld: oldItemHasID)
        return (m, diagnostics)
    }
}
