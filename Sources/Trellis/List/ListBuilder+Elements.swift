import Lists

extension ListBuilder {
    /// Appends a row showing `content` (usually a memoized component with its Props) as an
    /// ``ElementCell`` sized in `environment`, under the builder's id and separator rules.
    public mutating func add(_ content: some ElementConvertible, id: String? = nil, environment: Environment,
                             actions: ListItemActions = ListItemActions()) {
        add(ElementCell(content, environment: environment), id: id, actions: actions)
    }
}
