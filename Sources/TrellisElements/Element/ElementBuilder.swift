/// The result builder behind every container's trailing closure: a list of child elements with
/// `if`/`else`, `switch`, optionals, `for … in` and `ForEach`.
///
/// ```swift
/// Row {
///     Column { Text(title); if let subtitle { Text(subtitle) } }.flex(grow: 1)
///     Image("banner").size(120)
/// }.padding(8)
/// ```
/// Spreading the children flat (instead of nesting builder results) keeps positional identity
/// stable: an `if` that is false contributes nothing rather than an empty wrapper.
@resultBuilder
public enum ElementBuilder {
    /// One element (or component) is one child.
    public static func buildExpression(_ expression: some ElementConvertible) -> [Element] {
        [expression.element]
    }

    /// An optional element is a child when present.
    public static func buildExpression(_ expression: (some ElementConvertible)?) -> [Element] {
        expression.map { [$0.element] } ?? []
    }

    /// An array of elements spreads into children.
    public static func buildExpression(_ expression: [Element]) -> [Element] {
        expression
    }

    /// A `ForEach` spreads its keyed elements into children.
    public static func buildExpression<Data, Content>(_ expression: ForEach<Data, Content>) -> [Element] {
        expression.elements
    }

    /// Statements in order.
    public static func buildBlock(_ components: [Element]...) -> [Element] {
        components.flatMap { $0 }
    }

    /// `if` without `else`: nothing when false.
    public static func buildOptional(_ component: [Element]?) -> [Element] {
        component ?? []
    }

    /// The `if` branch.
    public static func buildEither(first component: [Element]) -> [Element] {
        component
    }

    /// The `else` branch.
    public static func buildEither(second component: [Element]) -> [Element] {
        component
    }

    /// `for … in` loops.
    public static func buildArray(_ components: [[Element]]) -> [Element] {
        components.flatMap { $0 }
    }

    /// `if #available`.
    public static func buildLimitedAvailability(_ component: [Element]) -> [Element] {
        component
    }

    /// A container's children, as its trailing closure gives them.
    public static func buildFinalResult(_ component: [Element]) -> [Element] {
        component
    }

    /// A `body` (``Component/body``): one element is the body itself (`var body: Element {
    /// Row { … } }`); several stack in a column, as a `Column` of them would; none is an empty box.
    public static func buildFinalResult(_ component: [Element]) -> Element {
        if component.count == 1 { return component[0] }
        return Element(content: .box, children: component)
    }
}

/// One element per item of a collection, each keyed by the item's id, so that reordering the data
/// reorders views (moves) instead of rewriting their contents.
///
/// ```swift
/// ForEach(props.characteristics, id: \.title) { row in CharacteristicRow(row) }
/// ```
public struct ForEach<Data: Sequence, Content: ElementConvertible> {
    /// The keyed elements, in the collection's order.
    public let elements: [Element]

    /// - Complexity: O(n) calls of `content`.
    public init<ID: ElementKeyConvertible>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                           content: (Data.Element) -> Content) {
        elements = data.map { item in
            var element = content(item).element
            element.key = item[keyPath: id].elementKey
            return element
        }
    }
}

extension ForEach where Data.Element: Identifiable, Data.Element.ID: ElementKeyConvertible {
    /// One element per item, keyed by the items' `id`.
    public init(_ data: Data, content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
