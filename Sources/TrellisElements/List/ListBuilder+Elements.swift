import Lists

extension ListBuilder {
    /// Appends a row showing `content` (usually a memoized component with its Props) as an
    /// ``ElementCell`` sized in `environment`, under the builder's id and separator rules.
    public mutating func add(_ content: some ElementConvertible, id: String? = nil, environment: Environment,
                             actions: ListItemActions = ListItemActions()) {
        add(ElementCell(content, environment: environment), id: id, actions: actions)
    }
}

extension ListBuilder {
    /// Appends one row per item of `items`, row `i` identified by `id(items[i])` and showing
    /// `row(items[i])` as an ``ElementCell`` sized in `environment`, built only when the row is
    /// sized or shown (`add(_:id:cell:)`): 10,000 items cost an id each, no element. Rows compare
    /// by item: `row` MUST depend on the item only.
    public mutating func add<Item: Equatable & Sendable, Row: ElementConvertible & SendableMetatype>(
        _ items: [Item], id: @escaping @Sendable (Item) -> String, environment: Environment,
        row: @escaping @Sendable (Item) -> Row
    ) {
        add(items, id: id) { ElementCell(row($0), environment: environment) }
    }
}
