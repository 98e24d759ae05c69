import Render
import Store

/// One node of a laid-out tree: the layout pass's output and the reconciler's input. Frames are in
/// the parent's coordinate space, in points, snapped to the device pixel grid.
///
/// Spacers are laid out but do not appear here: they have no view.
public struct LayoutNode: Sendable, Equatable {
    public var kind: ElementKind
    public var key: ElementKey?
    public var frame: Rect
    public var props: ViewProps
    /// The tap Command; not a view property (hosts never see it), hit testing reads it here.
    public var onTap: Command?
    public var children: [LayoutNode]

    public init(kind: ElementKind, key: ElementKey? = nil, frame: Rect, props: ViewProps = ViewProps(),
                onTap: Command? = nil, children: [LayoutNode] = []) {
        self.kind = kind
        self.key = key
        self.frame = frame
        self.props = props
        self.onTap = onTap
        self.children = children
    }
}
