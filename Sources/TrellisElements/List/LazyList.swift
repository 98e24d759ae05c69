import Commands
import Lists

/// A vertically scrolling list of element rows, laid out and mounted lazily: only rows that
/// intersect the viewport plus an overscan are laid out, mounted and drawn; rows that leave it
/// are unmounted. The content offset is runtime state (`Runtime.scroll(to:list:)`).
///
/// ```swift
/// EnvironmentReader { environment in
///     var builder = ListBuilder()
///     for message in messages { builder.add(InboxRow(message), id: message.id, environment: environment) }
///     return LazyList(builder.build().model, id: "messages")
/// }
/// ```
///
/// The list is a flexible box (it grows and shrinks to the space its parent gives it, basis 0),
/// clips its rows and never sizes itself from them.
public struct LazyList: ElementConvertible, Sendable {
    /// The list element: a clipping box whose rows the runtime windows.
    public private(set) var element: Element

    /// A list of `model`'s rows (element cells, separators and spaces from `ListBuilder`).
    /// - Parameters:
    ///   - id: The scroll state's name; also the element's key.
    ///   - estimatedRowHeight: Assumed for rows not laid out yet.
    ///   - overscan: Points above and below the viewport laid out and mounted in advance.
    ///   - stickyHeaders: Section headers stay pinned to the top while their rows scroll.
    ///   - safeAreaInsets: Edges whose content inset is the safe-area inset.
    ///   - axis: `.horizontal` lays the rows out side by side at the list's height (give the list
    ///     a height) and scrolls sideways: chip rows, carousels.
    public init(_ model: ListModel, id: String = "list", estimatedRowHeight: Double = 44, overscan: Double = 100,
                stickyHeaders: Bool = false, safeAreaInsets: SafeAreaEdges = [], axis: Axis = .vertical) {
        self.init(ScrollContent(id: id, model: model, estimatedRowHeight: estimatedRowHeight, overscan: overscan,
                                stickyHeaders: stickyHeaders, safeAreaInsets: safeAreaInsets, axis: axis))
    }

    /// A list of one row per item of `items`, each `row(item, context)` under the key
    /// `rowID(item)`, built only when the row comes near the viewport: a list of 10,000 items
    /// costs no element per item, and the same `items` array compares in O(1).
    ///
    /// ```swift
    /// LazyList(props.messages, rowID: \.id, context: props.open, id: "messages") { message, open in
    ///     InboxRow(.init(message: message, open: open.bind(to: message.id)))
    /// }
    /// ```
    ///
    /// The rows are equal when the items and `context` are: `row` MUST depend on nothing else.
    /// Row ids must be unique (no builder renames them); separators are the rows' own.
    public init<Item: Equatable & Sendable, Context: Equatable & Sendable, Row: ElementConvertible & SendableMetatype>(
        _ items: [Item], rowID: @escaping @Sendable (Item) -> String, context: Context, id: String = "list",
        estimatedRowHeight: Double = 44, overscan: Double = 100, safeAreaInsets: SafeAreaEdges = [], axis: Axis = .vertical,
        row: @escaping @Sendable (Item, Context) -> Row
    ) {
        var content = ScrollContent(id: id, model: ListModel(sections: []), estimatedRowHeight: estimatedRowHeight,
                                    overscan: overscan, safeAreaInsets: safeAreaInsets, axis: axis)
        content.data = ItemRows(items, id: rowID, context: context) { ElementCell(unsized: row($0, $1).element) }
        self.init(content)
    }

    /// A list of one row per item whose rows need nothing but their item, built lazily like
    /// `init(_:rowID:context:…)`: `row` MUST depend on the item alone.
    ///
    /// ```swift
    /// LazyList(props.products, rowID: \.id, id: "products") { product in ProductRow(product) }
    /// ```
    public init<Item: Equatable & Sendable, Row: ElementConvertible & SendableMetatype>(
        _ items: [Item], rowID: @escaping @Sendable (Item) -> String, id: String = "list",
        estimatedRowHeight: Double = 44, overscan: Double = 100, safeAreaInsets: SafeAreaEdges = [], axis: Axis = .vertical,
        row: @escaping @Sendable (Item) -> Row
    ) {
        self.init(items, rowID: rowID, context: NoRowContext(), id: id, estimatedRowHeight: estimatedRowHeight,
                  overscan: overscan, safeAreaInsets: safeAreaInsets, axis: axis) { item, _ in row(item) }
    }

    private init(_ content: ScrollContent) {
        var element = Element(content: .scroll(content), key: .string(content.id))
        if content.axis == .vertical {
            element.style.flexGrow = 1
            element.style.flexShrink = 1
            element.style.flexBasis = .points(0)
        }
        element.appearance.clipsContent = true
        self.element = element
    }

    private func changingContent(_ change: (inout ScrollContent) -> Void) -> LazyList {
        guard case .scroll(var content) = element.content else { return self }
        change(&content)
        var copy = self
        copy.element.content = .scroll(content)
        return copy
    }

    /// Performs `command` with a row's id whenever that row comes into view (paging).
    public func onDisplay(_ command: CommandWith<String>?) -> LazyList {
        changingContent { $0.onDisplay = command }
    }

    /// Keeps the row `target` names in view: when the target changes (a chip is selected), the
    /// runtime scrolls the list so the row is fully visible, animated unless the target says not.
    public func scrollTarget(_ target: ScrollTarget?) -> LazyList {
        changingContent { $0.scrollTarget = target }
    }
}

/// A scroll container of any content: the content is laid out at the container's width with
/// unbounded height, the container shows it at the runtime's content offset and clips it.
public struct ScrollView: ElementConvertible, Sendable {
    /// The scroll container element.
    public let element: Element

    /// Scrolls `content` (a column; a row when `axis` is horizontal) under the name `id`.
    public init(id: String = "scroll", axis: Axis = .vertical, safeAreaInsets: SafeAreaEdges = [],
                @ElementBuilder _ content: () -> [Element]) {
        var stack = Element(content: .box, children: content())
        if axis == .horizontal { stack.style.flexDirection = .row }
        let cell = ElementCell(unsized: stack)
        let model = ListModel(sections: [ListSection(id: id, items: [ListItem(id: "content", cell: cell)])])
        element = LazyList(model, id: id, overscan: .infinity, safeAreaInsets: safeAreaInsets, axis: axis).element
    }
}

/// The context of rows that need none: always equal, so rows compare by their items alone.
private struct NoRowContext: Equatable, Sendable {}
