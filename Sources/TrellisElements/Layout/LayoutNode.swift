import Render
import Commands

/// One node of a laid-out tree: the layout pass's output and the reconciler's input. Frames are in
/// the parent's coordinate space, in points, snapped to the device pixel grid.
///
/// Spacers are laid out but do not appear here: they have no view.
public struct LayoutNode: Sendable, Equatable {
    /// The kind of view to mount.
    public var kind: ElementKind
    /// The element's explicit key, if any.
    public var key: ElementKey?
    /// Frame in the parent's coordinates, in points.
    public var frame: Rect
    /// Everything the host sets on the view besides its frame.
    public var props: ViewProps
    /// The tap Command; not a view property (hosts never see it), hit testing reads it here.
    public var onTap: Command?
    /// The behaviours besides a tap (never sent to hosts; gesture recognition reads them here).
    public var interaction: Interaction?
    /// Laid-out children in order.
    public var children: [LayoutNode]
    /// For a scroll container: its rows, which the runtime windows into `children` (the layout
    /// pass leaves them out).
    public var scroll: ScrollContent?

    public init(kind: ElementKind, key: ElementKey? = nil, frame: Rect, props: ViewProps = ViewProps(),
                onTap: Command? = nil, children: [LayoutNode] = [], scroll: ScrollContent? = nil) {
        self.kind = kind
        self.key = key
        self.frame = frame
        self.props = props
        self.onTap = onTap
        self.children = children
        self.scroll = scroll
    }
}

extension LayoutNode {
    /// Each child's segment of a node path: its key, or `kind#n` (the n-th unkeyed child of that
    /// kind). Lint, layout diffs, sidecars and the accessibility tree name nodes by these paths.
    /// - Complexity: O(children).
    public var childPathSegments: [String] {
        var counts: [ElementKind: Int] = [:]
        return children.map { child in
            defer { if child.key == nil { counts[child.kind, default: 0] += 1 } }
            return Self.segment(key: child.key, kind: child.kind, unkeyedBefore: counts[child.kind, default: 0])
        }
    }

    /// The path segment of `siblings[index]` alone (``childPathSegments``'s element). O(index)
    /// for an unkeyed child, O(1) for a keyed one; reads the siblings' keys and kinds in place.
    public static func pathSegment(of index: Int, in siblings: [LayoutNode]) -> String {
        let key = siblings[index].key, kind = siblings[index].kind
        var count = 0
        if key == nil {
            for before in 0..<index where siblings[before].key == nil && siblings[before].kind == kind { count += 1 }
        }
        return segment(key: key, kind: kind, unkeyedBefore: count)
    }

    /// The child's key, else `kind#n` with `n` the unkeyed siblings of its kind before it.
    private static func segment(key: ElementKey?, kind: ElementKind, unkeyedBefore count: Int) -> String {
        key?.description ?? kind.rawValue + "#" + String(count)
    }
}
