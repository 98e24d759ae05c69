/// A component built from one Props value, `render(props:)` with the reuse a list of rows
/// needs. Its element is **memoized**: during a layout pass, a `PropsComponent` whose Props
/// equal the ones it had at the same place last time keeps its whole subtree — the body is not
/// built again, the flex nodes are not touched and the reconciler sends nothing for it.
///
/// ```swift
/// struct InboxRow: PropsComponent {
///     let props: Message       // the memberwise `init(props:)` is the requirement
///     var body: Element { Row { Text(props.sender); Text(props.preview) } }
/// }
/// ForEach(messages) { InboxRow($0) }
/// ```
///
/// Threading: `body` MAY run off the main thread, during layout; it must be a pure function of
/// `props` (read the environment through `EnvironmentReader`).
public protocol PropsComponent: Component, SendableMetatype {
    /// Everything the component shows; equal Props render equal elements.
    associatedtype Props: Equatable & Sendable

    /// The Props it shows.
    var props: Props { get }

    /// The component for `props`: a struct whose only stored property is `props` gets it as its
    /// memberwise initialiser (a public type declares `public init(props:)`).
    init(props: Props)
}

extension PropsComponent {
    /// The component for `props`: `InboxRow(message)`.
    public init(_ props: Props) { self.init(props: props) }
}

extension PropsComponent {
    /// A deferred element: the body is built by the layout pass, and only when the Props changed.
    public var element: Element {
        let props = self.props
        return Element(content: .deferred(DeferredContent(.component(
            type: ObjectIdentifier(Self.self), props: props, component: Self.self, body: { Self(props: props).body }))))
    }
}
