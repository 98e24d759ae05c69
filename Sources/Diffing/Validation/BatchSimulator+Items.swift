extension BatchSimulator {
    /// The item operations of a batch, indexed for placement.
    struct ItemOperations {
        var deleted = Set<ItemPath>()
        var reloaded: [ItemPath: ItemPath] = [:]
        var movedFrom = Set<ItemPath>()
        /// After-batch path -> before-batch path of the moved cell.
        var movedTo: [ItemPath: ItemPath] = [:]
        var inserted = Set<ItemPath>()
    }

    /// Checks rules 2–7 for items; returns the operations indexed by path.
    mutating func checkItems(_ displayed: Sections, _ sections: SectionPlacement) -> ItemOperations {
        var ops = ItemOperations()
        let afterIsInserted = sections.source.map { $0 == nil }
        func checkBefore(_ path: ItemPath, _ what: String) -> Bool {
            guard (0..<displayed.count).contains(path.section),
                  (0..<displayed[path.section].items.count).contains(path.item) else {
                fail(.indexInRange, "attempt to \(what) item \(path), which does not exist before the update")
                return false
            }
            if sections.deleted.contains(path.section) || sections.movedFrom.contains(path.section) {
                let fate = sections.deleted.contains(path.section) ? "deleted" : "moved"
                fail(.sectionIntegrity, "attempt to \(what) item \(path) inside section \(path.section), which is \(fate) in the same update")
                return false
            }
            return true
        }
        func checkAfter(_ path: ItemPath, _ what: String) -> Bool {
            guard (0..<batch.data.count).contains(path.section),
                  (0..<batch.data[path.section].items.count).contains(path.item) else {
                fail(.indexInRange, "attempt to \(what) item \(path), which does not exist after the update")
                return false
            }
            if afterIsInserted[path.section] || sections.moved[path.section] {
                let fate = afterIsInserted[path.section] ? "inserted" : "moved"
                fail(.sectionIntegrity, "attempt to \(what) item \(path) inside section \(path.section), which is \(fate) in the same update")
                return false
            }
            return true
        }
        for path in batch.itemDeletes where checkBefore(path, "delete") {
            if !ops.deleted.insert(path).inserted { fail(.singleSourceOperation, "item \(path) is deleted twice") }
        }
        for reload in batch.itemReloads where checkBefore(reload.before, "reload") && checkAfter(reload.after, "reload to") {
            if ops.deleted.contains(reload.before) {
                fail(.singleSourceOperation, "attempt to delete and reload the same index path \(reload.before)")
            } else if ops.reloaded[reload.before] != nil {
                fail(.singleSourceOperation, "item \(reload.before) is reloaded twice")
            } else {
                ops.reloaded[reload.before] = reload.after
            }
        }
        for move in batch.itemMoves where checkBefore(move.from, "move") && checkAfter(move.to, "move to") {
            if ops.reloaded[move.from] != nil {
                fail(.reloadIsNotMove, "attempt to reload and move the same index path \(move.from)")
            } else if ops.deleted.contains(move.from) || !ops.movedFrom.insert(move.from).inserted {
                fail(.singleSourceOperation, "attempt to delete and move (or move twice) the same index path \(move.from)")
            }
            if ops.movedTo[move.to] != nil {
                fail(.singleTargetOperation, "attempt to move two items to the same index path \(move.to)")
            }
            ops.movedTo[move.to] = move.from
        }
        for path in batch.itemInserts where checkAfter(path, "insert") {
            if ops.movedTo[path] != nil || !ops.inserted.insert(path).inserted {
                fail(.singleTargetOperation, "attempt to insert at \(path) twice or at the target of a move")
            }
        }
        for reload in batch.itemReloads where ops.movedTo[reload.after] != nil || ops.inserted.contains(reload.after) {
            fail(.reloadIsNotMove, "reload of \(reload.before) lands at \(reload.after), the target of a move or insert")
        }
        checkCounts(displayed, sections, ops)
        return ops
    }

    /// Rule 2 per surviving section, in UIKit's words.
    mutating func checkCounts(_ displayed: Sections, _ sections: SectionPlacement, _ ops: ItemOperations) {
        guard violations.isEmpty else { return }
        var deletes = [Int](repeating: 0, count: displayed.count)
        var movesOut = deletes
        var inserts = [Int](repeating: 0, count: batch.data.count)
        var movesIn = inserts
        for path in ops.deleted { deletes[path.section] += 1 }
        for path in ops.inserted { inserts[path.section] += 1 }
        for (to, from) in ops.movedTo where sections.source[to.section] != from.section {
            movesOut[from.section] += 1
            movesIn[to.section] += 1
        }
        for a in batch.data.indices {
            guard let s = sections.source[a] else { continue }
            let before = displayed[s].items.count
            let after = batch.data[a].items.count
            if after != before - deletes[s] + inserts[a] - movesOut[s] + movesIn[a] {
                fail(.countsBalance, "invalid number of items in section \(a). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserts[a]) inserted, \(deletes[s]) deleted) and plus or minus the number of items moved into or out of that section (\(movesIn[a]) moved in, \(movesOut[s]) moved out)")
            }
        }
    }

    /// What is on screen after the batch (rules already hold, so every slot fills exactly once),
    /// and where each reloaded item landed.
    func placeItems(_ displayed: Sections, _ sections: SectionPlacement, _ ops: ItemOperations) -> (Sections, [ItemPath: ItemPath]) {
        var landed: [ItemPath: ItemPath] = [:]
        let screen = batch.data.indices.map { a in
            let data = batch.data[a]
            guard let s = sections.source[a] else { return data }
            var slots = [Item?](repeating: nil, count: data.items.count)
            for k in slots.indices {
                let path = ItemPath(section: a, item: k)
                if ops.inserted.contains(path) {
                    slots[k] = data.items[k]
                } else if let from = ops.movedTo[path] {
                    slots[k] = displayed[from.section].items[from.item]
                }
            }
            // Unmoved survivors fill the free slots in their old order.
            var k = 0
            for (j, item) in displayed[s].items.enumerated() {
                let path = ItemPath(section: s, item: j)
                if ops.deleted.contains(path) || ops.movedFrom.contains(path) { continue }
                while slots[k] != nil { k += 1 }
                if ops.reloaded[path] != nil {
                    slots[k] = data.items[k]
                    landed[path] = ItemPath(section: a, item: k)
                } else {
                    slots[k] = item
                }
                k += 1
            }
            return DiffSection(model: displayed[s].model, items: slots.map { $0! })
        }
        return (screen, landed)
    }

    /// Rules 1, 6, 8, displaced and missing reloads: the screen must show exactly the batch's data.
    mutating func compare(_ screen: Sections, _ landed: [ItemPath: ItemPath], _ sections: SectionPlacement, _ ops: ItemOperations) {
        for reload in ops.reloaded.sorted(by: { $0.key < $1.key }) where landed[reload.key] != reload.value {
            let actual = landed[reload.key].map(\.description) ?? "nowhere"
            fail(.reloadIsNotMove, "reload of \(reload.key) declares it lands at \(reload.value), but it lands at \(actual)")
        }
        if violations.isEmpty, batch.operationCount > batch.itemReloads.count {
            for reload in batch.itemReloads where reload.before != reload.after {
                fail(.displacedReload, "reload of \(reload.before) lands at \(reload.after) in a batch with inserts, deletes or moves; reload it in a batch of its own")
            }
        }
        for a in screen.indices {
            let shown = screen[a]
            let data = batch.data[a]
            if shown.model.diffID != data.model.diffID {
                fail(.indexSpaces, "section \(a) shows section \(shown.model.diffID) where the data source has \(data.model.diffID)")
            } else if !shown.model.isContentEqual(to: data.model) {
                fail(.missingReload, "section \(a) shows old content of section \(data.model.diffID)")
            }
            for k in data.items.indices {
                let path = ItemPath(section: a, item: k)
                let cell = shown.items[k]
                let item = data.items[k]
                if cell.diffID != item.diffID {
                    fail(.indexSpaces, "\(path) shows item \(cell.diffID) where the data source has \(item.diffID)")
                } else if !cell.isContentEqual(to: item) {
                    if ops.movedTo[path] != nil || sections.moved[a] {
                        fail(.movedCellKeepsContent, "\(path) moved with its old content of \(item.diffID), but the data source has new content and no later batch reloads it")
                    } else {
                        fail(.missingReload, "\(path) shows old content of \(item.diffID); it needs a reload")
                    }
                }
            }
        }
    }
}
