/// Checks changesets against a model of UIKit's batch-update rules (see
/// `BatchUpdateViolation.Rule`), by simulating each batch the way UIKit applies it: what is on
/// screen after every batch must equal that batch's data, and after the last batch the new
/// collection with its new content.
///
/// Use it in tests of code that builds changesets by hand, or to check a changeset before
/// handing it to a host. MAY run off the main thread. O(n) for n items and operations per batch
/// (plus O(r·n) for r reloads whose landing slot it verifies).
public enum BatchUpdateValidator {
    /// Every violation found applying `changeset` to `old`, expecting `new` at the end. Stops at
    /// the first batch UIKit would reject (later batches cannot be simulated). Empty: valid.
    public static func violations<Model, Item>(
        of changeset: Changeset<Model, Item>,
        from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>]
    ) -> [BatchUpdateViolation] {
        var screen = old
        for (index, batch) in changeset.batches.enumerated() {
            var simulator = BatchSimulator(batch: batch, index: index)
            let next = simulator.run(on: screen)
            if !simulator.violations.isEmpty { return simulator.violations }
            guard let next else { return [] }
            screen = next
        }
        return finalStateViolations(screen: screen, new: new)
    }

    static func finalStateViolations<Model, Item>(
        screen: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>]
    ) -> [BatchUpdateViolation] {
        func fail(_ message: String) -> [BatchUpdateViolation] {
            [BatchUpdateViolation(rule: .finalState, batch: nil, message: message)]
        }
        guard screen.count == new.count else {
            return fail("the screen shows \(screen.count) sections, the new collection has \(new.count)")
        }
        for (a, (shown, wanted)) in zip(screen, new).enumerated() {
            guard shown.model.diffID == wanted.model.diffID, shown.model.isContentEqual(to: wanted.model) else {
                return fail("section \(a) shows \(shown.model.diffID), the new collection has \(wanted.model.diffID)")
            }
            guard shown.items.count == wanted.items.count else {
                return fail("section \(a) shows \(shown.items.count) items, the new collection has \(wanted.items.count)")
            }
            for (k, (cell, item)) in zip(shown.items, wanted.items).enumerated()
            where cell.diffID != item.diffID || !cell.isContentEqual(to: item) {
                return fail("\(ItemPath(section: a, item: k)) shows \(cell.diffID), the new collection has \(item.diffID) (or other content)")
            }
        }
        return []
    }
}

extension Changeset {
    /// Applies the batches to `old` the way UIKit does and returns what is displayed afterwards:
    /// moved and unmoved cells keep their values, inserted and reloaded cells take the batch's
    /// data. For a changeset computed from `old` to `new`, the result equals `new`. Non-UIKit
    /// hosts use this to mirror a list. Throws (never traps) when a batch breaks UIKit's rules.
    public func applied(to old: [DiffSection<Model, Item>]) throws(BatchUpdateFailure) -> [DiffSection<Model, Item>] {
        var screen = old
        for (index, batch) in batches.enumerated() {
            var simulator = BatchSimulator(batch: batch, index: index)
            let next = simulator.run(on: screen)
            // Wrong content on screen is what UIKit would show, so `apply` mirrors it; only a
            // batch UIKit would reject outright stops it.
            guard let next else {
                throw BatchUpdateFailure(violations: simulator.violations)
            }
            screen = next
        }
        return screen
    }
}

extension Changeset where Model == FlatSection {
    /// `applied(to:)` for a flat collection.
    public func applied(to old: [Item]) throws(BatchUpdateFailure) -> [Item] {
        let sections = try applied(to: [DiffSection(model: FlatSection(), items: old)])
        return sections.first?.items ?? []
    }
}

/// Applies `changeset` to `old` (see `Changeset.applied(to:)`): `apply(Changeset(from: a, to: b),
/// to: a) == b` for any `a` and `b`.
public func apply<Model, Item>(
    _ changeset: Changeset<Model, Item>, to old: [DiffSection<Model, Item>]
) throws(BatchUpdateFailure) -> [DiffSection<Model, Item>] {
    try changeset.applied(to: old)
}

/// Applies a flat `changeset` to `old`.
public func apply<Item>(_ changeset: Changeset<FlatSection, Item>, to old: [Item]) throws(BatchUpdateFailure) -> [Item] {
    try changeset.applied(to: old)
}
