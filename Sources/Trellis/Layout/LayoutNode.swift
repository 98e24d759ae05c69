/// One node of a laid-out tree: the layout pass's output and the reconciler's input. Frames are in
/// the parent's coordinate space, in points, snapped to the device pixel grid.
///
/// Spacers are laid out but do not appear here: they have no view.
public struct LayoutNode: Sendable, Equatable {
    public var kind: ElementKind
    public var key: ElementKey?
    public var frame: Rect
    public var props: ViewProps
    public var children: [LayoutNode]

    public init(kind: ElementKind, key: ElementKey? = nil, frame: Rect, props: ViewProps = ViewProps(),
                children: [LayoutNode] = []) {
        self.kind = kind
        self.key = key
        self.frame = frame
        self.props = props
        self.children = children
    }
}
