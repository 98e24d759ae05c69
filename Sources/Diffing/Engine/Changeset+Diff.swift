extension Changeset {
    /// The changeset from `old` to `new`, matching sections and items by identity (Heckel-style:
    /// one hash-table pass) and keeping in place the longest run of items that stayed in order.
    ///
    /// Complexity: O(n) time and memory for n sections + items, plus O(m log m) for m items that
    /// are out of order (none in the common case). Never traps on any input: duplicate ids are
    /// matched in order and listed in `diagnostics`.
    @inlinable
    public init(from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>]) {
        do {
            try self.init(from: old, to: new, isCancelled: { false })
        } catch {
            fatalError("unreachable: the diff was never cancelled")
        }
    }

    /// The changeset from `old` to `new`, or `DiffCancellation` as soon as `isCancelled`
    /// returns true (polled every 4,096 items). MAY run off the main thread.
    @inlinable
    public init(
        from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>],
        isCancelled: () -> Bool
    ) throws(DiffCancellation) {
        let (matching, diagnostics) = try IdentityMatcher.match(old, new, isCancelled: isCancelled)
        if isCancelled() { throw DiffCancellation() }
        self.init(plan: BatchPlanner.plan(matching), matching: matching, old: old, new: new,
                  diagnostics: diagnostics)
    }

    #if !hasFeature(Embedded)  // Embedded Swift has no tasks
    /// The changeset from `old` to `new`, computed in the current task and abandoned with
    /// `CancellationError` when the task is cancelled.
    @inlinable
    public static func computing(
        from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>]
    ) async throws(DiffCancellation) -> Changeset {
        try Changeset(from: old, to: new, isCancelled: { Task.isCancelled })
    }
    #endif

    /// Attaches batch data to a plan: the last batch shares `new`; earlier batches copy only the
    /// sections whose cells still show old content.
    @inlinable
    init(plan: Plan, matching m: Matching, old: [DiffSection<Model, Item>],
         new: [DiffSection<Model, Item>], diagnostics: [DiffDiagnostic]) {
        var structuralData = new
        for stale in plan.stale {
            structuralData[stale.new.section].items[stale.new.item] = old[stale.old.section].items[stale.old.item]
        }
        var batches: [Batch<Model, Item>] = []
        if let items = plan.items {
            let sectionsOnly = new.indices.map { t in
                let s = Int(m.sectionNewToOld[t])
                return s < 0 ? new[t] : DiffSection(model: new[t].model, items: old[s].items)
            }
            batches.append(Batch(plan.structural, data: sectionsOnly))
            batches.append(Batch(items, data: structuralData))
        } else if !plan.structural.isEmpty {
            batches.append(Batch(plan.structural, data: structuralData))
        }
        if !plan.lateReloads.isEmpty {
            var reloads = Batch<Model, Item>(data: new)
            reloads.itemReloads = plan.lateReloads.map { ItemReload(before: $0, after: $0) }
            batches.append(reloads)
        }
        self.init(batches: batches, diagnostics: diagnostics)
    }
}

extension Changeset where Model == FlatSection {
    /// The changeset from the flat collection `old` to `new` (one section, index 0). Same
    /// algorithm and guarantees as the sectioned diff.
    @inlinable
    public init(from old: [Item], to new: [Item]) {
        self.init(from: [DiffSection(model: FlatSection(), items: old)],
                  to: [DiffSection(model: FlatSection(), items: new)])
    }

    /// The flat changeset, or `DiffCancellation` as soon as `isCancelled` returns true.
    @inlinable
    public init(from old: [Item], to new: [Item], isCancelled: () -> Bool) throws(DiffCancellation) {
        try self.init(from: [DiffSection(model: FlatSection(), items: old)],
                      to: [DiffSection(model: FlatSection(), items: new)], isCancelled: isCancelled)
    }
}

extension Batch {
    @inlinable
    init(_ ops: PlannedOperations, data: [DiffSection<Model, Item>]) {
        self.init(data: data)
        sectionDeletes = ops.sectionDeletes
        sectionInserts = ops.sectionInserts
        sectionMoves = ops.sectionMoves
        itemDeletes = ops.itemDeletes
        itemInserts = ops.itemInserts
        itemMoves = ops.itemMoves
        itemReloads = ops.itemReloads
    }
}
