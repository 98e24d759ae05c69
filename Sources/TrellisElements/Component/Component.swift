/// A reusable piece of UI: a value holding its Props whose `body` is an element tree — the talk's
/// `render(props:)`. Components compose (a component's body can contain other components), take
/// modifiers like any element, and are tested without a host by laying out or inspecting `body`.
///
/// ```swift
/// struct PriceHeader: Component {
///     let price: String
///     let title: String
///     var body: Element {
///         Column { Text(price).font(size: 28, weight: .bold); Text(title) }.padding(16)
///     }
/// }
/// ```
/// `body` MAY be evaluated off the main thread (layout runs anywhere), so it must be a pure
/// function of the component's stored properties.
public protocol Component: ElementConvertible {
    /// The element tree this component renders to. Written with the element builder, as a
    /// container's closure is: `var body: Element { Row { … } }` needs no `return` or `.element`;
    /// a body with an explicit `return` is an ordinary getter.
    @ElementBuilder var body: Element { get }
}

extension Component {
    public var element: Element { body }
}
