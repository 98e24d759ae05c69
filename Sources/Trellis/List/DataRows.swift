import Lists

/// The rows of a lazy list given as data: one row per item, its element built only when the
/// scroll window lays the row out. Building a 10,000-item list costs no element, cell or id per
/// row; an unchanged array (the same Props) compares in O(1).
///
/// Two data rows are equal when their items and their context are equal: the row closure MUST
/// depend on nothing else (what it captures is not compared).
///
/// Threading: immutable; read on any thread.
protocol DataRows: AnyObject, Sendable {
    /// How many rows.
    var count: Int { get }
    /// The identity of row `index` (its key among the container's rows).
    func key(at index: Int) -> String
    /// The element of row `index`.
    func element(at index: Int) -> Element
    /// Whether row `index` shows what row `otherIndex` of `other` shows (same item type and
    /// context, equal items).
    func isItemEqual(at index: Int, to other: any DataRows, at otherIndex: Int) -> Bool
    /// Equal items and context. O(1) for the same arrays, else O(items).
    func isEqual(to other: any DataRows) -> Bool
}

/// Data rows of `Item`s shown in a `Context` (what every row needs besides its item, e.g. a
/// command taking the item's id).
final class ItemRows<Item: Equatable & Sendable, Context: Equatable & Sendable>: DataRows {
    let items: [Item]
    let context: Context
    let id: @Sendable (Item) -> String
    let row: @Sendable (Item, Context) -> Element

    init(items: [Item], context: Context, id: @escaping @Sendable (Item) -> String,
         row: @escaping @Sendable (Item, Context) -> Element) {
        self.items = items
        self.context = context
        self.id = id
        self.row = row
    }

    var count: Int { items.count }
    func key(at index: Int) -> String { id(items[index]) }
    func element(at index: Int) -> Element { row(items[index], context) }

    func isItemEqual(at index: Int, to other: any DataRows, at otherIndex: Int) -> Bool {
        guard let other = other as? Self else { return false }
        return other === self ? index == otherIndex || items[index] == items[otherIndex]
            : other.context == context && other.items[otherIndex] == items[index]
    }

    func isEqual(to other: any DataRows) -> Bool {
        guard let other = other as? Self else { return false }
        return other === self || (other.context == context && other.items == items)
    }
}

/// The cell of one data row: the rows and an index (two words, no allocation). Its content
/// equality is item equality; its size is the layout pass's at the width, in `environment`.
struct DataRowCell: ListCell {
    let rows: any DataRows
    let index: Int

    var reuseIdentifier: String { "row" }

    func isContentEqual(to other: any ListCell) -> Bool {
        guard let other = other as? DataRowCell else { return false }
        return rows.isItemEqual(at: index, to: other.rows, at: other.index)
    }

    /// Data rows are only laid out by a scroll container (in its pass's environment).
    func size(fittingWidth width: Double) -> ListSize { ListSize(width: width, height: 0) }

    func canUpdateView(showing previous: any ListCell) -> Bool { previous is DataRowCell }
}
