import Diffing

/// Builds a `ListModel` block by block: rows are added in order,
/// separators between them are cleaned up, and ids are made unique.
///
/// Separator rules, applied per section when building:
/// - a small separator directly before another separator is dropped (the bigger one wins);
/// - consecutive separators collapse to the first one;
/// - separators at the start or end of a section are removed.
///
/// Id rules (over the whole model): an item gets the id it asks for; a repeated id is
/// auto-incremented (`text_button`, `text_button_1`, …); an item without id gets one from its
/// cell's reuse identifier; anything changed is reported in `diagnostics` (nothing is dropped).
///
/// ```swift
/// var builder = ListBuilder()
/// builder.add(TitleCell(text: "Honda Legend"), id: "header")
/// builder.addSeparator(.medium)
/// builder.add(ButtonCell(title: "OK"), id: "text_button", actions: ListItemActions(onTap: ok))
/// builder.addSeparator(.small)
/// builder.add(ButtonCell(title: "Cancel"), id: "text_button", actions: ListItemActions(onTap: cancel))
/// let (model, diagnostics) = builder.build()   // ids: header, separator_medium, text_button, separator_small, text_button_1
/// ```
public struct ListBuilder: Sendable {
    enum Entry: Sendable {
        case item(cell: any ListCell, id: String?, actions: ListItemActions)
        /// A run of data rows: one item per row, its cell built only when needed.
        case rows(any DataRows)
        case separator(SeparatorKind)
        case space(Double)

        var separatorKind: SeparatorKind? {
            if case let .separator(kind) = self { kind } else { nil }
        }
    }

    struct PendingSection: Sendable {
        var id: String?
        var header: (any ListCell)?
        var entries: [Entry] = []
        /// Whether any entry is a separator (a section without one needs no clean-up pass).
        var hasSeparators = false
        /// How many items the entries make (a run of data rows makes one per row).
        var itemCount = 0
    }

    private var sections: [PendingSection] = []

    /// An empty builder. Rows added before any `startSection` go to a section with id "main".
    public init() {}

    /// Starts a new section; later rows go into it. Sections without id get `section`,
    /// `section_1`, …
    public mutating func startSection(id: String? = nil, header: (any ListCell)? = nil) {
        sections.append(PendingSection(id: id, header: header))
    }

    /// Adds a row showing `cell`.
    public mutating func add(_ cell: any ListCell, id: String? = nil, actions: ListItemActions = ListItemActions()) {
        append(.item(cell: cell, id: id, actions: actions))
    }

    /// Adds one row per row of `rows`, in order: ids from the rows (under the builder's id rules,
    /// like any requested id), cells `DataRowCell`s, so no row's cell is built until it is sized
    /// or shown. One entry for the separator rules however many rows; no rows add nothing (the
    /// separators around them are cleaned as if they were not there). O(1); `build()` costs
    /// O(rows) for the ids.
    public mutating func add(rows: some DataRows) {
        guard rows.count > 0 else { return }
        append(.rows(rows))
    }

    /// Adds one row per item of `items`, row `i` identified by `id(items[i])` and showing
    /// `cell(items[i])`, built only when the row is sized or shown (see `add(rows:)`). Rows
    /// compare by item: `cell` MUST depend on the item only.
    public mutating func add<Item: Equatable & Sendable>(_ items: [Item], id: @escaping @Sendable (Item) -> String,
                                                         cell: @escaping @Sendable (Item) -> any ListCell) {
        add(rows: ItemRows(items, id: id, context: NoContext()) { item, _ in cell(item) })
    }

    /// The context of rows whose cells depend on their item only.
    private struct NoContext: Equatable, Sendable {}

    /// Adds a separator (subject to the clean-up rules).
    public mutating func addSeparator(_ kind: SeparatorKind) {
        append(.separator(kind))
    }

    /// Adds an empty space of `height` points (a row; not a separator).
    public mutating func addSpace(height: Double) {
        append(.space(height))
    }

    private mutating func append(_ entry: Entry) {
        if sections.isEmpty { sections.append(PendingSection(id: "main")) }
        if entry.separatorKind != nil { sections[sections.count - 1].hasSeparators = true }
        if case let .rows(rows) = entry {
            sections[sections.count - 1].itemCount += rows.count
        } else {
            sections[sections.count - 1].itemCount += 1
        }
        sections[sections.count - 1].entries.append(entry)
    }

    /// The model, and what the builder changed. O(rows); a section without separators is not
    /// copied for the clean-up pass.
    public func build() -> (model: ListModel, diagnostics: [ListDiagnostic]) {
        var sectionIDs = IDAllocator()
        var itemIDs = IDAllocator(capacity: sections.reduce(0) { $0 + $1.itemCount })
        var diagnostics: [ListDiagnostic] = []
        let built = sections.map { pending in
            let sectionID = sectionIDs.allocate(pending.id ?? "section").id
            let entries = pending.hasSeparators ? Self.cleanSeparators(pending.entries) : pending.entries
            /// The id for `requested` (nil: from the cell's reuse identifier), its change reported.
            func allocate(_ requested: String?, for cell: any ListCell) -> String {
                let (id, kind) = itemIDs.allocate(requested ?? cell.reuseIdentifier)
                if requested == nil {
                    diagnostics.append(ListDiagnostic(kind: .missingID, requestedID: nil, assignedID: id, sectionID: sectionID))
                } else if let kind {
                    diagnostics.append(ListDiagnostic(kind: kind, requestedID: requested, assignedID: id, sectionID: sectionID))
                }
                return id
            }
            var items: [ListItem] = []
            items.reserveCapacity(pending.itemCount)
            for entry in entries {
                switch entry {
                case let .item(cell, requested, actions):
                    items.append(ListItem(id: allocate(requested, for: cell), cell: cell, actions: actions))
                case let .rows(rows):
                    for index in 0..<rows.count {
                        let cell = DataRowCell(rows: rows, index: index)
                        items.append(ListItem(id: allocate(rows.id(at: index), for: cell), cell: cell))
                    }
                case let .separator(kind):
                    items.append(ListItem(id: itemIDs.allocate(kind.idBase).id, cell: SeparatorCell(kind: kind)))
                case let .space(height):
                    items.append(ListItem(id: itemIDs.allocate("space").id, cell: SpaceCell(height: height)))
                }
            }
            return ListSection(id: sectionID, header: pending.header, items: items)
        }
        return (ListModel(sections: built), diagnostics)
    }

    /// Removes the separators the rules leave redundant (doubled, trailing, leading). O(entries).
    static func cleanSeparators(_ entries: [Entry]) -> [Entry] {
        SeparatorKind.cleaned(entries, kind: \.separatorKind)
    }
}
