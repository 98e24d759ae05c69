import Diffing

/// One section of a list: an identity, an optional header and its rows.
public struct ListSection: Sendable {
    /// The section's identity and header.
    public var header: ListSectionHeader
    /// The rows, in display order.
    public var items: [ListItem]

    /// A section `id` with an optional header cell and `items`.
    public init(id: String, header: (any ListCell)? = nil, items: [ListItem]) {
        self.header = ListSectionHeader(id: id, cell: header)
        self.items = items
    }

    /// The section's identity.
    public var id: String { header.id }
}

/// Everything a list shows: its sections, in order.
public struct ListModel: Sendable {
    /// The sections, in display order.
    public var sections: [ListSection]

    /// A model of `sections`.
    public init(sections: [ListSection] = []) {
        self.sections = sections
    }

    /// The item at `path`, or nil when out of range.
    public subscript(path: ItemPath) -> ListItem? {
        guard sections.indices.contains(path.section),
              sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// The model in the shape `Diffing` works on. O(sections).
    public var diffSections: [DiffSection<ListSectionHeader, ListItem>] {
        sections.map { DiffSection(model: $0.header, items: $0.items) }
    }

    /// A model from `Diffing`'s shape (e.g. a batch's data). O(sections).
    public init(_ sections: [DiffSection<ListSectionHeader, ListItem>]) {
        self.sections = sections.map { ListSection(header: $0.model, items: $0.items) }
    }
}

extension ListSection {
    init(header: ListSectionHeader, items: [ListItem]) {
        self.header = header
        self.items = items
    }
}
