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
    public let element: Element

    /// A list of `model`'s rows (element cells, separators and spaces from `ListBuilder`).
    /// - Parameters:
    ///   - id: The scroll state's name; also the element's key.
    ///   - estimatedRowHeight: Assumed for rows not laid out yet.
    ///   - overscan: Points above and below the viewport laid out and mounted in advance.
    ///   - stickyHeaders: Section headers stay pinned to the top while their rows scroll.
    ///   - safeAreaInsets: Edges whose content inset is the safe-area inset.
    public init(_ model: ListModel, id: String = "list", estimatedRowHeight: Double = 44, overscan: Double = 100,
                stickyHeaders: Bool = false, safeAreaInsets: SafeAreaEdges = []) {
        let content = ScrollContent(id: id, model: model, estimatedRowHeight: estimatedRowHeight, overscan: overscan,
                                    stickyHeaders: stickyHeaders, safeAreaInsets: safeAreaInsets)
        var element = Element(content: .scroll(content), key: .string(id))
        element.style.flexGrow = 1
        element.style.flexShrink = 1
        element.style.flexBasis = .points(0)
        element.appearance.clipsContent = true
        self.element = element
    }
}

/// A scroll container of any content: the content is laid out at the container's width with
/// unbounded height, the container shows it at the runtime's content offset and clips it.
public struct ScrollView: ElementConvertible, Sendable {
    /// The scroll container element.
    public let element: Element

    /// Scrolls `content` (a column) under the name `id`.
    public init(id: String = "scroll", safeAreaInsets: SafeAreaEdges = [], @ElementBuilder _ content: () -> [Element]) {
        let column = Element(content: .box, children: content())
        let cell = ElementCell(unsized: column)
        let model = ListModel(sections: [ListSection(id: id, items: [ListItem(id: "content", cell: cell)])])
        element = LazyList(model, id: id, overscan: .infinity, safeAreaInsets: safeAreaInsets).element
    }
}
