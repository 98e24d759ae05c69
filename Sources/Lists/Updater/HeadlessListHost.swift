import Diffing

/// A `ListHost` without views: records every call and mirrors what a collection view would
/// show by applying each changeset the way UIKit does (`Diffing.apply`). For tests and for
/// non-UIKit hosts to start from.
///
/// Threading: MUST run on main.
@MainActor
public final class HeadlessListHost: ListHost {
    /// The width cells are laid out in.
    public var contentWidth: Double
    /// Every update received, in order.
    public private(set) var updates: [ListUpdate] = []
    /// What the list shows now (the batches applied to what it showed before).
    public private(set) var displayed: [DiffSection<ListSectionHeader, ListItem>] = []
    /// Batches a collection view would have rejected (empty for updates from `ListUpdater`).
    public private(set) var failures: [BatchUpdateFailure] = []
    /// Called at the start of every `apply`, before anything changes (tests hook in here).
    public var onApply: (@MainActor (ListUpdate) -> Void)?

    /// A host laying cells out in `contentWidth` points.
    public init(contentWidth: Double = 375) {
        self.contentWidth = contentWidth
    }

    /// Records `update` and applies its batches to `displayed`.
    public func apply(_ update: ListUpdate) {
        onApply?(update)
        updates.append(update)
        do {
            displayed = try Diffing.apply(update.changeset, to: displayed)
        } catch {
            failures.append(error)
            displayed = update.model.diffSections
        }
    }

    /// The ids shown, per section.
    public var displayedIDs: [[String]] { displayed.map { $0.items.map(\.id) } }
}
