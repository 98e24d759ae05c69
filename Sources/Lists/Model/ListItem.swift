import Diffing
import Commands

/// What an item does when the user acts on it. Commands are the only way back from a list to
/// the state layer; they do not take part in content equality (a changed command needs no
/// redraw, the host reads the current one from the model).
public struct ListItemActions: Sendable, Hashable {
    /// Performed when the item is tapped.
    public var onTap: Command?
    /// Performed when the user deletes the item (swipe to delete).
    public var onDelete: Command?
    /// Performed when the item's cell is about to be displayed (analytics, paging).
    public var onDisplay: Command?

    /// Actions; omitted ones do nothing and make the item non-interactive for that gesture.
    public init(onTap: Command? = nil, onDelete: Command? = nil, onDisplay: Command? = nil) {
        self.onTap = onTap
        self.onDelete = onDelete
        self.onDisplay = onDisplay
    }
}

/// One row of a list: an identity and the cell that shows it.
public struct ListItem: Diffable, Sendable {
    /// Identity across updates (unique in a model; `ListBuilder` guarantees it).
    public var id: String
    /// What the row shows.
    public var cell: any ListCell
    /// What the row does.
    public var actions: ListItemActions

    /// An item with identity `id` showing `cell`.
    public init(id: String, cell: any ListCell, actions: ListItemActions = ListItemActions()) {
        self.id = id
        self.cell = cell
        self.actions = actions
    }

    /// The item's `id`.
    public var diffID: String { id }

    /// Whether the cells show the same content.
    public func isContentEqual(to other: ListItem) -> Bool { cell.isContentEqual(to: other.cell) }
}

/// A section's identity and header: what the diff compares sections by.
public struct ListSectionHeader: Diffable, Sendable {
    /// Identity across updates.
    public var id: String
    /// The header cell, if the section has one.
    public var cell: (any ListCell)?

    /// A header for section `id`, showing `cell` when given.
    public init(id: String, cell: (any ListCell)? = nil) {
        self.id = id
        self.cell = cell
    }

    /// The section's `id`.
    public var diffID: String { id }

    /// Whether both have no header cell, or header cells with the same content.
    public func isContentEqual(to other: ListSectionHeader) -> Bool {
        switch (cell, other.cell) {
        case (nil, nil): true
        case let (mine?, theirs?): mine.isContentEqual(to: theirs)
        default: false
        }
    }
}
