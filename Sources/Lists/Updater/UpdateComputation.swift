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
        var fresh = FreshItems(new)
        for batch in changeset.batches {
            for path in batch.itemInserts { fresh.mark(path, .inserted, in: batch.data) }
            for reload in batch.itemReloads { fresh.mark(reload.after, .changed, in: batch.data) }
            for section in batch.sectionInserts { fresh.markSection(section, in: batch.data) }
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
        guard let measured = sizes(fresh) else { return nil }
        let (sizes, cache) = measured
        let update = ListUpdate(model: new, changeset: changeset, inPlaceReloads: inPlace, sizes: sizes, width: width)
        return (update, cache)
    }

    /// The size of every item of `new`: an item the diff matched with an equal one keeps its
    /// cached size (one lookup, no comparison); a changed one is measured; a new one is measured
    /// unless the cache knows its id with equal content (a section deleted and inserted because
    /// its header changed). Nil when cancelled.
    /// - Complexity: O(items) lookups, plus one measurement per new or changed item; writes (and
    ///   one copy of the cache) only for those, a pass over the cache only when items went away.
    private func sizes(_ fresh: FreshItems) -> ([[ListSize]], SizeCache)? {
        let previous = sizeCache.width == width ? sizeCache : SizeCache(width: width)
        var cache = previous
        var oldCells: [String: any ListCell]?
        var sizes: [[ListSize]] = []
        sizes.reserveCapacity(new.sections.count)
        var count = 0
        for (index, section) in new.sections.enumerated() {
            if Task.isCancelled { return nil }
            count += section.items.count
            var row: [ListSize] = []
            row.reserveCapacity(section.items.count)
            for item in section.items.indices {
                let id = section.items[item].id
                let state = fresh.state(section: index, item: item, id: id)
                if state == .unchanged, let size = previous.sizes[id] {
                    row.append(size)
                    continue
                }
                let cell = section.items[item].cell
                var size: ListSize?
                if state != .changed, previous.sizes[id] != nil {
                    oldCells = oldCells ?? Self.cells(of: old)
                    if let known = oldCells?[id], known.isContentEqual(to: cell) { size = previous.sizes[id] }
                }
                let measured = size ?? cell.size(fittingWidth: width)
                cache.sizes[id] = measured
                row.append(measured)
            }
            sizes.append(row)
        }
        // Items that went away (or repeated ids): keep only the current items' sizes.
        if cache.sizes.count != count {
            var current: [String: ListSize] = [:]
            current.reserveCapacity(count)
            for section in new.sections {
                for item in section.items { current[item.id] = cache.sizes[item.id] }
            }
            cache.sizes = current
        }
        return (sizes, cache)
    }

    /// The cells of `model`'s items by id.
    private static func cells(of model: ListModel) -> [String: any ListCell] {
        var cells: [String: any ListCell] = [:]
        for section in model.sections {
            for item in section.items { cells[item.id] = item.cell }
        }
        return cells
    }
}

/// Which items of the new model the diff found new or changed, by position: batch paths after a
/// batch index the new model's positions (the only other data, a first batch of section
/// operations, moves no item). A path whose id differs from the new model's is kept by id.
struct FreshItems {
    enum State: UInt8 {
        /// Matched with an item of equal content.
        case unchanged
        /// Not matched: new here.
        case inserted
        /// Matched with an item whose content differs.
        case changed
    }

    private let model: ListModel
    private var states: [[State]]
    private var byID: [String: State] = [:]

    init(_ model: ListModel) {
        self.model = model
        states = model.sections.map { [State](repeating: .unchanged, count: $0.items.count) }
    }

    mutating func mark(_ path: ItemPath, _ state: State, in data: [DiffSection<ListSectionHeader, ListItem>]) {
        let id = data[path.section].items[path.item].id
        if model[path]?.id == id {
            states[path.section][path.item] = state
        } else {
            byID[id] = state
        }
    }

    mutating func markSection(_ section: Int, in data: [DiffSection<ListSectionHeader, ListItem>]) {
        for item in data[section].items.indices { mark(ItemPath(section: section, item: item), .inserted, in: data) }
    }

    func state(section: Int, item: Int, id: String) -> State {
        let state = states[section][item]
        guard state == .unchanged, !byID.isEmpty else { return state }
        return byID[id] ?? .unchanged
    }
}

/// The sizes of the shown model's items at `width`, by item id. Holds only current items.
struct SizeCache: Sendable {
    var width: Double = -1
    var sizes: [String: ListSize] = [:]
}
