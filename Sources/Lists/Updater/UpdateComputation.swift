import Diffing

/// The background half of an update: diff, in-place reload detection, sizes. Runs off the main
/// actor; checks for cancellation between (and inside) its steps.
struct UpdateComputation: Sendable {
    let old: ListModel
    let new: ListModel
    let width: Double
    let sizeCache: SizeCache

    /// The update and the size cache for the next one, or nil when cancelled.
    func run() -> (ListUpdate, SizeCache)? {
        guard let changeset = try? Changeset(from: old.diffSections, to: new.diffSections,
                                             isCancelled: { Task.isCancelled }) else { return nil }
        var inPlace: [Set<ItemReload>] = []
        var shown = old
        // Items the diff found new or changed (by id); every other item of `new` continues an
        // item of `old` with equal content, so its cached size stands without a comparison.
        var changed = Set<String>()
        for batch in changeset.batches {
            for path in batch.itemInserts { changed.insert(batch.data[path.section].items[path.item].id) }
            for reload in batch.itemReloads { changed.insert(batch.data[reload.after.section].items[reload.after.item].id) }
            for section in batch.sectionInserts { changed.formUnion(batch.data[section].items.lazy.map(\.id)) }
            var reloads = Set<ItemReload>()
            for reload in batch.itemReloads {
                let next = batch.data[reload.after.section].items[reload.after.item].cell
                if let previous = shown[reload.before]?.cell, next.canUpdateView(showing: previous) {
                    reloads.insert(reload)
                }
            }
            inPlace.append(reloads)
            shown = ListModel(batch.data)
        }
        let previous = sizeCache.width == width ? sizeCache : SizeCache(width: width)
        var cache = SizeCache(width: width)
        cache.entries.reserveCapacity(new.sections.reduce(0) { $0 + $1.items.count })
        var sizes: [[ListSize]] = []
        sizes.reserveCapacity(new.sections.count)
        for section in new.sections {
            if Task.isCancelled { return nil }
            sizes.append(section.items.map { cache.size(of: $0, reusing: previous, unchanged: !changed.contains($0.id)) })
        }
        if Task.isCancelled { return nil }
        let update = ListUpdate(model: new, changeset: changeset, inPlaceReloads: inPlace,
                                sizes: sizes, width: width)
        return (update, cache)
    }
}

/// The sizes of the shown model's items, by item id, with the cell each was measured for: a new
/// or changed cell is measured, an unchanged one reuses its size. Holds only current items.
struct SizeCache: Sendable {
    var width: Double = -1
    var entries: [String: (cell: any ListCell, size: ListSize)] = [:]

    /// The size of `item`, from `previous` when its cell did not change, else measured now.
    /// `unchanged`: the diff matched the item with an item of equal content in the model
    /// `previous` was made for, so its cached size is taken without comparing the cells.
    mutating func size(of item: ListItem, reusing previous: SizeCache, unchanged: Bool = false) -> ListSize {
        var size: ListSize
        if let entry = previous.entries[item.id], unchanged || entry.cell.isContentEqual(to: item.cell) {
            size = entry.size
        } else {
            size = item.cell.size(fittingWidth: width)
        }
        entries[item.id] = (item.cell, size)
        return size
    }
}
