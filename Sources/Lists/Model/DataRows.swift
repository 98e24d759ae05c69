/// The rows of a list section given as data: one row per item, its cell built only when it is
/// needed (sized, shown). A 10,000-item section costs an id and a two-word cell per row, no
/// built cell; rows compare by item, and the same item array in O(1).
///
/// Two rows show the same content when their items and their context are equal: the cell
/// closure MUST depend on nothing else (what it captures is not compared).
///
/// Threading: immutable; read on any thread.
public protocol DataRows: AnyObject, Sendable {
    /// How many rows.
    var count: Int { get }
    /// The identity of row `index` (its item id).
    func id(at index: Int) -> String
    /// The cell of row `index`, built now.
    func cell(at index: Int) -> any ListCell
    /// Whether row `index` shows what row `otherIndex` of `other` shows (same item type and
    /// context, equal items).
    func isItemEqual(at index: Int, to other: any DataRows, at otherIndex: Int) -> Bool
    /// Equal items and context. O(1) for the same rows or item array, else O(items).
    func isEqual(to other: any DataRows) -> Bool
}

/// Data rows of `Item`s shown in a `Context` (what every row needs besides its item, e.g. a
/// command taking the item's id).
///
/// ```swift
/// let rows = ItemRows(messages, id: \.id, context: props.open) { message, open in
///     ElementCell(InboxRow(.init(message: message, open: open.bind(to: message.id))), environment: environment)
/// }
/// let model = ListModel(sections: [ListSection(id: "messages", rows: rows)])
/// ```
public final class ItemRows<Item: Equatable & Sendable, Context: Equatable & Sendable>: DataRows {
    /// The items, one per row.
    public let items: [Item]
    /// What every row is shown in besides its item.
    public let context: Context
    private let itemID: @Sendable (Item) -> String
    private let makeCell: @Sendable (Item, Context) -> any ListCell

    /// Rows of `items`, row `i` identified by `id(items[i])` and showing `cell(items[i], context)`.
    public init(_ items: [Item], id: @escaping @Sendable (Item) -> String, context: Context,
                cell: @escaping @Sendable (Item, Context) -> any ListCell) {
        self.items = items
        self.context = context
        self.itemID = id
        self.makeCell = cell
    }

    public var count: Int { items.count }
    public func id(at index: Int) -> String { itemID(items[index]) }
    public func cell(at index: Int) -> any ListCell { makeCell(items[index], context) }

    public func isItemEqual(at index: Int, to other: any DataRows, at otherIndex: Int) -> Bool {
        guard let other = other as? ItemRows else { return false }
        return other === self ? index == otherIndex || items[index] == items[otherIndex]
            : other.items[otherIndex] == items[index] && other.context == context
    }

    public func isEqual(to other: any DataRows) -> Bool {
        guard let other = other as? ItemRows else { return false }
        return other === self || (other.context == context && other.items == items)
    }
}

/// The cell of one data row: the rows and an index (two words, no allocation). Its content
/// equality is item equality; everything else is the built cell's.
public struct DataRowCell: ListCell {
    /// The rows the cell is one of.
    public let rows: any DataRows
    /// The row's index in `rows`.
    public let index: Int

    /// Row `index` of `rows`.
    public init(rows: any DataRows, index: Int) {
        self.rows = rows
        self.index = index
    }

    /// The row's cell, built now (what a host shows).
    public var cell: any ListCell { rows.cell(at: index) }

    /// The built cell's.
    public var reuseIdentifier: String { cell.reuseIdentifier }

    /// Equal items (and context). O(1) plus one item comparison.
    public func isContentEqual(to other: any ListCell) -> Bool {
        guard let other = other as? DataRowCell else { return false }
        return rows.isItemEqual(at: index, to: other.rows, at: other.index)
    }

    /// The built cell's size. MAY run off the main thread.
    public func size(fittingWidth width: Double) -> ListSize { cell.size(fittingWidth: width) }

    /// Whether the built cell can update the view showing `previous`'s built cell.
    public func canUpdateView(showing previous: any ListCell) -> Bool {
        let previous = (previous as? DataRowCell)?.cell ?? previous
        return cell.canUpdateView(showing: previous)
    }
}

extension ListSection {
    /// A section of one item per row of `rows` (ids from the rows, cells `DataRowCell`s), with an
    /// optional header cell. O(rows) for the ids; no row's cell is built.
    public init(id: String, header: (any ListCell)? = nil, rows: some DataRows) {
        var items: [ListItem] = []
        items.reserveCapacity(rows.count)
        for index in 0..<rows.count {
            items.append(ListItem(id: rows.id(at: index), cell: DataRowCell(rows: rows, index: index)))
        }
        self.init(id: id, header: header, items: items)
    }
}
