/// One `performBatchUpdates` call: the operations UIKit animates and the data the data source
/// must return while (and after) the batch is applied.
///
/// Index spaces follow UIKit: `sectionDeletes`, `itemDeletes`, `itemReloads[].before` and the
/// `from` of moves are indices *before* the batch; `sectionInserts`, `itemInserts` and the `to`
/// of moves are indices *after* the batch (after all deletes). Every list is sorted ascending.
public struct Batch<Model: Diffable, Item: Diffable> {
    /// Sections removed, by their index before the batch.
    public var sectionDeletes: [Int] = []
    /// Sections added, by their index after the batch. Their items come from `data`.
    public var sectionInserts: [Int] = []
    /// Sections moved, carrying their items (with the content they had) along.
    public var sectionMoves: [Move<Int>] = []
    /// Items removed, by their path before the batch.
    public var itemDeletes: [ItemPath] = []
    /// Items added, by their path after the batch. Their content comes from `data`.
    public var itemInserts: [ItemPath] = []
    /// Items moved (possibly across sections). A moved cell keeps the content it had.
    public var itemMoves: [Move<ItemPath>] = []
    /// Items redrawn in place with the content `data` has at `after`.
    public var itemReloads: [ItemReload] = []
    /// What the data source returns once this batch is applied (UIKit queries it during the
    /// batch): what the screen will show, including old content for cells that a later batch
    /// reloads.
    public var data: [DiffSection<Model, Item>]

    /// An empty batch whose data source returns `data`.
    @inlinable public init(data: [DiffSection<Model, Item>]) {
        self.data = data
    }

    /// Whether the batch has no operation at all (it still carries `data`).
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
    }

    /// The number of operations in the batch.
    public var operationCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + itemDeletes.count
            + itemInserts.count + itemMoves.count + itemReloads.count
    }
}

extension Batch: Sendable where Model: Sendable, Item: Sendable {}

/// The whole update from an old collection to a new one: the batches to apply in order (none
/// when nothing changed) and what the diff noticed about its input.
///
/// At most three batches: the structural one (deletes, inserts, moves and the reloads of items
/// that keep their index path); only when items change inside a section that also moves, a
/// second batch for those item operations; only when a moved cell's content changed, or a
/// changed cell's index path shifts, a last batch of reloads.
/// The last batch's `data` is the new collection itself (shared, not copied).
public struct Changeset<Model: Diffable, Item: Diffable> {
    /// The batches to apply in order, each with the data the data source returns from then on.
    public var batches: [Batch<Model, Item>]
    /// Problems in the input that the diff resolved deterministically (duplicate ids).
    public var diagnostics: [DiffDiagnostic]

    /// A changeset made of `batches`, with `diagnostics`.
    @inlinable public init(batches: [Batch<Model, Item>], diagnostics: [DiffDiagnostic] = []) {
        self.batches = batches
        self.diagnostics = diagnostics
    }

    /// Whether applying the changeset changes nothing.
    public var isEmpty: Bool { batches.allSatisfy(\.isEmpty) }

    /// The number of operations over all batches.
    public var operationCount: Int { batches.reduce(0) { $0 + $1.operationCount } }
}

extension Changeset: Sendable where Model: Sendable, Item: Sendable {}

/// A problem in the diff's input that did not stop the diff. Callers log these.
public struct DiffDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// Several sections share an id; they were matched in order of appearance.
        case duplicateSectionID
        /// Several items share an id; they were matched in order of appearance (over all
        /// sections, first to last).
        case duplicateItemID
    }

    /// What kind of problem.
    public var kind: Kind
    /// The duplicated id, as text.
    public var id: String
    /// How many times the id occurs in the old collection.
    public var oldCount: Int
    /// How many times the id occurs in the new collection.
    public var newCount: Int

    /// A diagnostic of `kind` about `id`, seen `oldCount` times before and `newCount` after.
    public init(kind: Kind, id: String, oldCount: Int, newCount: Int) {
        self.kind = kind
        self.id = id
        self.oldCount = oldCount
        self.newCount = newCount
    }

    /// The text that names a duplicated `id`: its description. Embedded Swift has no reflection
    /// to describe an arbitrary value, so there every id reads as `(id)`.
    @inlinable
    static func text<ID: Hashable>(of id: ID) -> String {
        #if hasFeature(Embedded)
        "(id)"
        #else
        String(describing: id)
        #endif
    }

    /// A sentence for a log.
    public var description: String {
        let what = kind == .duplicateSectionID ? "section" : "item"
        return "duplicate \(what) id \(id): \(oldCount) in old, \(newCount) in new; matched in order"
    }
}
