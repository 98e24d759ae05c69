/// Operations of one batch, before the data is attached (the planner is not generic, so it is
/// compiled once and never re-specialised).
@usableFromInline
struct PlannedOperations: Sendable {
    @usableFromInline var sectionDeletes: [Int] = []
    @usableFromInline var sectionInserts: [Int] = []
    @usableFromInline var sectionMoves: [Move<Int>] = []
    @usableFromInline var itemDeletes: [ItemPath] = []
    @usableFromInline var itemInserts: [ItemPath] = []
    @usableFromInline var itemMoves: [Move<ItemPath>] = []
    @usableFromInline var itemReloads: [ItemReload] = []

    @usableFromInline init() {}

    @usableFromInline var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
    }
}

/// An item whose cell shows its old content until the reload batch (it moved, or its section
/// moved): the batch data before that reload must hold the old value at `new`.
@usableFromInline
struct StaleItem: Sendable {
    @usableFromInline var new: ItemPath
    @usableFromInline var old: ItemPath
}

/// The whole plan: a structural batch, an item batch only when item operations touch a moved
/// section, and reloads of moved-and-changed items (and of changed items the batch displaces)
/// last.
@usableFromInline
struct Plan: Sendable {
    @usableFromInline var structural = PlannedOperations()
    /// Present only when split: item operations, applied after the section operations.
    @usableFromInline var items: PlannedOperations?
    /// Paths in the new collection reloaded by the last batch.
    @usableFromInline var lateReloads: [ItemPath] = []
    @usableFromInline var stale: [StaleItem] = []
}

/// Turns a `Matching` into UIKit-legal batches. Not generic; O(n) plus the increasing-run
/// searches (O(n log n) worst case, O(n) for mostly ordered input).
@usableFromInline
enum BatchPlanner {
    @usableFromInline
    static func plan(_ m: Matching) -> Plan {
        var plan = Plan()
        for s in m.sectionOldToNew.indices where m.sectionOldToNew[s] < 0 {
            plan.structural.sectionDeletes.append(s)
        }
        // Sections that keep their relative order stay; the others move (fewest moves).
        var run = IncreasingRun()
        for t in m.sectionNewToOld.indices {
            let s = m.sectionNewToOld[t]
            if s < 0 { plan.structural.sectionInserts.append(t) } else { run.append(s) }
        }
        run.solve()
        var sectionMoved = Array(repeating: false, count: m.sectionNewToOld.count)
        var rank = 0
        for t in m.sectionNewToOld.indices where m.sectionNewToOld[t] >= 0 {
            if !run.keeps[rank] {
                plan.structural.sectionMoves.append(Move(from: Int(m.sectionNewToOld[t]), to: t))
                sectionMoved[t] = true
            }
            rank += 1
        }
        // UIKit forbids item operations inside a section that moves in the same batch: only
        // then do item operations get a batch of their own, after the section operations.
        let split = sectionMoved.indices.contains { sectionMoved[$0] && hasItemOperations(m, inNewSection: $0) }
        if split {
            var items = PlannedOperations()
            planItems(m, split: true, sectionMoved: sectionMoved, ops: &items, plan: &plan, run: &run)
            plan.items = items
        } else {
            var ops = plan.structural
            planItems(m, split: false, sectionMoved: sectionMoved, ops: &ops, plan: &plan, run: &run)
            plan.structural = ops
        }
        return plan
    }

    /// Whether the surviving new section `t` has any delete, insert or move of an item.
    static func hasItemOperations(_ m: Matching, inNewSection t: Int) -> Bool {
        let s = Int(m.sectionNewToOld[t])
        let oldRange = m.oldSectionStart[s]..<m.oldSectionStart[s + 1]
        let newRange = m.newSectionStart[t]..<m.newSectionStart[t + 1]
        var previous: Int32 = -1
        for n in newRange {
            let o = m.itemNewToOld[Int(n)]
            if o < 0 || !oldRange.contains(o) || o < previous { return true }
            previous = o
        }
        for o in oldRange {
            let n = m.itemOldToNew[Int(o)]
            if n < 0 || !newRange.contains(n) { return true }
        }
        return false
    }

    /// Item deletes, inserts, moves and reloads. When `split`, the batch runs after the section
    /// operations, so "before" section indices are the new ones.
    static func planItems(
        _ m: Matching, split: Bool, sectionMoved: [Bool],
        ops: inout PlannedOperations, plan: inout Plan, run: inout IncreasingRun
    ) {
        func oldPath(_ o: Int32) -> ItemPath {
            let s = Int(m.oldItemSection[Int(o)])
            return ItemPath(section: s, item: Int(o - m.oldSectionStart[s]))
        }
        func beforePath(_ o: Int32) -> ItemPath {
            var path = oldPath(o)
            if split { path.section = Int(m.sectionOldToNew[path.section]) }
            return path
        }
        // Deletes, in before-batch order.
        let beforeSections: [Int] = split
            ? m.sectionNewToOld.compactMap { $0 >= 0 ? Int($0) : nil }
            : m.sectionOldToNew.indices.filter { m.sectionOldToNew[$0] >= 0 }
        for s in beforeSections {
            for o in m.oldSectionStart[s]..<m.oldSectionStart[s + 1] where m.itemOldToNew[Int(o)] < 0 {
                ops.itemDeletes.append(beforePath(o))
            }
        }
        // Inserts, moves and reloads, in after-batch order.
        var reloadsSorted = true
        for t in m.sectionNewToOld.indices where m.sectionNewToOld[t] >= 0 {
            let s = m.sectionNewToOld[t]
            let start = m.newSectionStart[t]
            let range = start..<m.newSectionStart[t + 1]
            run.reset()
            for n in range {
                let o = m.itemNewToOld[Int(n)]
                if o >= 0, m.oldItemSection[Int(o)] == s { run.append(o) }
            }
            run.solve()
            let deferReloads = !split && sectionMoved[t]
            var rank = 0
            for n in range {
                let after = ItemPath(section: t, item: Int(n - start))
                let o = m.itemNewToOld[Int(n)]
                if o < 0 {
                    ops.itemInserts.append(after)
                    continue
                }
                var moved = true
                if m.oldItemSection[Int(o)] == s {
                    moved = !run.keeps[rank]
                    rank += 1
                }
                if moved { ops.itemMoves.append(Move(from: beforePath(o), to: after)) }
                guard m.changed[Int(n)] else { continue }
                let before = beforePath(o)
                if moved || deferReloads || before != after {
                    // A moved cell keeps its old content, and a reload displaced by the batch's
                    // inserts, deletes or moves is a UIKit hazard: reload either in a later
                    // batch of reloads only.
                    plan.lateReloads.append(after)
                    plan.stale.append(StaleItem(new: after, old: oldPath(o)))
                } else {
                    let reload = ItemReload(before: before, after: after)
                    if let last = ops.itemReloads.last, reload.before < last.before { reloadsSorted = false }
                    ops.itemReloads.append(reload)
                }
            }
        }
        if !reloadsSorted { ops.itemReloads.sort { $0.before < $1.before } }
    }
}
