/// The single hash table of a diff: every old id is inserted once, every new id looked up once,
/// and elements that share an id are matched first-come first-served (old order to new order).
///
/// Storage is dense and index-based so a diff of n elements does O(n) hashing and no allocation
/// per element: one dictionary entry per distinct id (`slots`), and for the chains of old
/// elements that share an id, one `Int32` per old element (`next`) plus one per distinct id
/// (`head`).
@usableFromInline
struct IdentityTable<ID: Hashable> {
    /// Distinct id -> slot number.
    @usableFromInline var slots: [ID: Int32]
    /// Per slot: the next old element with this id that is still unmatched; `exhausted` once
    /// all were matched; `newOnly` for an id seen only in the new collection.
    @usableFromInline var head: [Int32] = []
    /// Per old element: the next old element with the same id (`-1` at the end of a chain).
    @usableFromInline var next: [Int32]
    /// Slots whose id occurs more than once on some side (may repeat; deduplicated on report).
    @usableFromInline var duplicateSlots: [Int32] = []

    @usableFromInline static var exhausted: Int32 { -1 }
    @usableFromInline static var newOnly: Int32 { -2 }

    @inlinable
    init(oldCount: Int, newCount: Int) {
        slots = Dictionary(minimumCapacity: oldCount + newCount / 8)
        head.reserveCapacity(oldCount)
        next = Array(repeating: -1, count: oldCount)
    }

    /// Returns the slot of `id`, creating it (with `slotForNewID`) when the id is unknown, with
    /// a single hash lookup.
    @inlinable
    mutating func slot(of id: ID, slotForNewID: Int32) -> Int32 {
        Self.claim(&slots[id, default: -1], slotForNewID)
    }

    @inlinable
    static func claim(_ value: inout Int32, _ candidate: Int32) -> Int32 {
        if value < 0 { value = candidate }
        return value
    }

    /// Registers old element `index`. Call for old elements from LAST to FIRST, so each chain
    /// ends up in display order without a tail pointer.
    @inlinable
    mutating func insertOld(_ id: ID, at index: Int32) {
        let fresh = Int32(truncatingIfNeeded: head.count)
        let slot = slot(of: id, slotForNewID: fresh)
        if slot == fresh {
            head.append(index)
        } else {
            next[Int(index)] = head[Int(slot)]
            head[Int(slot)] = index
            duplicateSlots.append(slot)
        }
    }

    /// Matches a new element with the first unmatched old element of the same id, or returns
    /// -1 (an insert). Call for new elements from first to last.
    @inlinable
    mutating func matchNew(_ id: ID) -> Int32 {
        let fresh = Int32(truncatingIfNeeded: head.count)
        let slot = slot(of: id, slotForNewID: fresh)
        if slot == fresh {
            head.append(Self.newOnly)
            return -1
        }
        let old = head[Int(slot)]
        if old >= 0 {
            head[Int(slot)] = next[Int(old)]
            return old
        }
        // A second new element for an id with no old element left: a duplicate in `new`.
        duplicateSlots.append(slot)
        return -1
    }

    /// Counts how often each duplicated id occurs on each side. Only called when duplicates
    /// were seen, so the second hashing pass costs nothing on well-formed input.
    @inlinable
    func diagnostics<Old: Sequence<ID>, New: Sequence<ID>>(
        kind: DiffDiagnostic.Kind, oldIDs: Old, newIDs: New
    ) -> [DiffDiagnostic] {
        if duplicateSlots.isEmpty { return [] }
        var counts: [Int32: (id: ID, old: Int, new: Int)] = [:]
        for slot in duplicateSlots { counts[slot] = nil }
        let reported = Set(duplicateSlots)
        for id in oldIDs {
            if let slot = slots[id], reported.contains(slot) { counts[slot, default: (id, 0, 0)].old += 1 }
        }
        for id in newIDs {
            if let slot = slots[id], reported.contains(slot) { counts[slot, default: (id, 0, 0)].new += 1 }
        }
        return counts.keys.sorted().map { slot in
            let entry = counts[slot]!
            return DiffDiagnostic(kind: kind, id: String(describing: entry.id),
                                  oldCount: entry.old, newCount: entry.new)
        }
    }
}
