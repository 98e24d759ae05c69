import Diffing

/// A `ListUpdate` as the calls a collection view makes, in order: the whole of a UIKit list
/// host's logic, as data (the UIKit host only performs the stages; this is tested on Linux).
///
/// For each stage, in order: update the visible cells of `inPlace` with their new content from
/// `contents` (they keep their views; the data source still answers what is shown); then, when
/// `reloadsData`, set the data source to `contents` and reload all data; else, when
/// `performsBatchUpdates`, one `performBatchUpdates` that first sets the data source (and
/// invalidates the layout when `invalidatesLayout`), then makes the `operations` calls; else just
/// set the data source.
///
/// ```swift
/// for stage in CollectionViewUpdate(update, from: shown).stages {
///     for change in stage.inPlace { visibleCell(at: change.visibleAt)?.show(stage.contents.model[change.item]!.cell) }
///     if stage.reloadsData { show(stage); collectionView.reloadData() }
///     else if stage.performsBatchUpdates { collectionView.performBatchUpdates { show(stage); stage.operations.forEach(perform) } }
///     else { show(stage) }   // show: shown = stage.contents, invalidating the layout if asked
/// }
/// ```
///
/// Threading: a value; MAY be computed off the main thread.
public struct CollectionViewUpdate: Sendable {
    /// A reload done in place: the visible cell at `visibleAt` (before the stage's batch) shows the
    /// item at `item` of the stage's contents from now on, keeping its view (`ListCell.canUpdateView`).
    public struct InPlaceUpdate: Hashable, Sendable {
        /// The cell's index path before the stage's batch (what the collection view shows now).
        public var visibleAt: ItemPath
        /// The item of the stage's contents the cell shows (where it is after the batch).
        public var item: ItemPath

        public init(visibleAt: ItemPath, item: ItemPath) {
            self.visibleAt = visibleAt
            self.item = item
        }
    }

    /// One data source change and at most one batch.
    public struct Stage: Sendable {
        /// What the data source and the layout answer from the start of this stage on.
        public var contents: CollectionViewContents
        /// Visible cells updated in place before the batch, instead of being reloaded.
        public var inPlace: [InPlaceUpdate]
        /// Some in-place cell changed size: the layout must ask for sizes again.
        public var invalidatesLayout: Bool
        /// Nothing was shown before: reload all data instead of a batch (UIKit cannot batch-update
        /// a collection view that never loaded its data).
        public var reloadsData: Bool
        /// The calls inside one `performBatchUpdates`, in order.
        public var operations: [CollectionViewOperation]

        /// Whether the stage is one `performBatchUpdates`: it has calls, or in-place cells changed
        /// size (an empty batch animates them to their new sizes).
        public var performsBatchUpdates: Bool { !reloadsData && (!operations.isEmpty || invalidatesLayout) }
    }

    /// The stages, in order; the last one's contents are the update's model and sizes.
    public let stages: [Stage]

    /// The stages that take a collection view showing `shown` to `update`'s model: one per batch
    /// of its changeset (one stage with no operations for an empty changeset). Reloads the update
    /// lists in `inPlaceReloads` are in-place updates, not `reloadItems`.
    /// - Complexity: O(items) for the last stage (no copies); each earlier stage (an update of
    ///   several batches) also finds its items' sizes by id, O(items) with hashing.
    public init(_ update: ListUpdate, from shown: CollectionViewContents) {
        let final = CollectionViewContents(model: update.model, sizes: update.sizes)
        let batches = update.changeset.batches
        guard !shown.model.sections.isEmpty else {
            stages = [Stage(contents: final, inPlace: [], invalidatesLayout: false, reloadsData: true, operations: [])]
            return
        }
        guard !batches.isEmpty else {
            stages = [Stage(contents: final, inPlace: [], invalidatesLayout: false, reloadsData: false, operations: [])]
            return
        }
        var sizing = IntermediateSizes(shown: shown, final: final)
        var current = shown
        var stages: [Stage] = []
        for (index, batch) in batches.enumerated() {
            let contents = index == batches.count - 1 ? final : sizing.contents(of: ListModel(batch.data))
            let inPlaceReloads = index < update.inPlaceReloads.count ? update.inPlaceReloads[index] : []
            let inPlace = batch.itemReloads.filter(inPlaceReloads.contains)
                .map { InPlaceUpdate(visibleAt: $0.before, item: $0.after) }
            let resized = inPlace.contains { current.size(at: $0.visibleAt) != contents.size(at: $0.item) }
            stages.append(Stage(contents: contents, inPlace: inPlace, invalidatesLayout: resized, reloadsData: false,
                                operations: Self.operations(of: batch, inPlace: inPlaceReloads)))
            current = contents
        }
        self.stages = stages
    }

    /// The batch's calls in UIKit's order of kinds (sections, then items; deletes, inserts,
    /// moves, reloads), reloads done in place left out.
    static func operations(of batch: Batch<ListSectionHeader, ListItem>, inPlace: Set<ItemReload>) -> [CollectionViewOperation] {
        var operations: [CollectionViewOperation] = []
        if !batch.sectionDeletes.isEmpty { operations.append(.deleteSections(batch.sectionDeletes)) }
        if !batch.sectionInserts.isEmpty { operations.append(.insertSections(batch.sectionInserts)) }
        operations += batch.sectionMoves.map { .moveSection(from: $0.from, to: $0.to) }
        if !batch.itemDeletes.isEmpty { operations.append(.deleteItems(batch.itemDeletes)) }
        if !batch.itemInserts.isEmpty { operations.append(.insertItems(batch.itemInserts)) }
        operations += batch.itemMoves.map { .moveItem(from: $0.from, to: $0.to) }
        let reloads = batch.itemReloads.filter { !inPlace.contains($0) }.map(\.before)
        if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
        return operations
    }
}

/// Sizes of the items of a batch's data before the last batch: each item is one of the shown
/// model's (its size as shown) or one of the update's model (its new size), found by id.
private struct IntermediateSizes {
    let shown: CollectionViewContents
    let final: CollectionViewContents
    private var shownByID: [String: ItemPath]?
    private var finalByID: [String: ItemPath]?

    init(shown: CollectionViewContents, final: CollectionViewContents) {
        self.shown = shown
        self.final = final
    }

    mutating func contents(of model: ListModel) -> CollectionViewContents {
        let shownByID = self.shownByID ?? Self.paths(of: shown.model)
        let finalByID = self.finalByID ?? Self.paths(of: final.model)
        self.shownByID = shownByID
        self.finalByID = finalByID
        let sizes = model.sections.map { section in
            section.items.map { item -> ListSize in
                // An item with the content it had is shown as it was; any other is the update's.
                if let path = shownByID[item.id], let old = shown.model[path], old.isContentEqual(to: item),
                   let size = shown.size(at: path) {
                    return size
                }
                return finalByID[item.id].flatMap(final.size(at:)) ?? ListSize(width: 0, height: 0)
            }
        }
        return CollectionViewContents(model: model, sizes: sizes)
    }

    static func paths(of model: ListModel) -> [String: ItemPath] {
        var paths: [String: ItemPath] = [:]
        for (section, content) in model.sections.enumerated() {
            for (item, element) in content.items.enumerated() { paths[element.id] = ItemPath(section: section, item: item) }
        }
        return paths
    }
}
