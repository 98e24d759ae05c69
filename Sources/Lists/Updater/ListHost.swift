import Diffing

/// Shows a list: a UIKit/AppKit collection view adapter, or `HeadlessListHost` in tests.
///
/// Threading: MUST run on main. Every requirement is called on the main actor only, and only
/// after the update's diff and sizes were computed.
@MainActor
public protocol ListHost: AnyObject {
    /// The width cells are laid out in, read on the main actor when an update starts.
    var contentWidth: Double { get }

    /// Shows `update`: for each batch in order, one `performBatchUpdates` whose data source
    /// returns the batch's `data` from the start of that batch on; reloads listed in
    /// `update.inPlaceReloads` may instead update the visible view (the cell allows it). Cell
    /// sizes are in `update.sizes` (never measure on the main thread).
    func apply(_ update: ListUpdate)
}

/// One update as a host receives it: how to get from what it shows to `model`.
public struct ListUpdate: Sendable {
    /// The model shown once the update is applied (take actions and cells from here).
    public var model: ListModel
    /// The batches, valid for UIKit's `performBatchUpdates` (see `Diffing.Changeset`).
    public var changeset: Changeset<ListSectionHeader, ListItem>
    /// Per batch: the reloads whose new cell can update the existing view (`canUpdateView`).
    public var inPlaceReloads: [Set<ItemReload>]
    /// Per section and item of `model`: the precalculated size at the update's width.
    public var sizes: [[ListSize]]
    /// The width `sizes` were computed for.
    public var width: Double

    /// An update to `model`.
    public init(model: ListModel, changeset: Changeset<ListSectionHeader, ListItem>,
                inPlaceReloads: [Set<ItemReload>], sizes: [[ListSize]], width: Double) {
        self.model = model
        self.changeset = changeset
        self.inPlaceReloads = inPlaceReloads
        self.sizes = sizes
        self.width = width
    }
}

/// What became of one `ListUpdater.update` request.
public enum ListUpdateOutcome: Sendable, Hashable {
    /// The host shows this model.
    case applied
    /// A newer request arrived before this one started; it was never computed.
    case superseded
    /// `cancelAll()` stopped it; the host never saw it.
    case cancelled
}
