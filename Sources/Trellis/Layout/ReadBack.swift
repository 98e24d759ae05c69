import Flexbox
import Render

/// Reads frames back from the laid-out flex tree into a `LayoutNode` tree.
///
/// A subtree whose elements did not change (its mirror kept its read-back) and whose flex layout
/// was not computed again (no new layout) is the same tree as last time, moved at most: its
/// `LayoutNode` is reused — children storage and all — so work is proportional to the change and
/// the reconciler can recognise the subtree as unchanged without walking it.
struct ReadBack {
    let tree: FlexTree
    let scale: Double

    /// - Complexity: O(nodes that changed or were laid out again, plus their children).
    func node(_ mirror: MirrorNode, isRoot: Bool = false) -> LayoutNode {
        let layout = tree.layout(of: mirror.node)
        var frame = Rect(x: Double(layout.left), y: Double(layout.top),
                         width: Double(layout.width), height: Double(layout.height))
        if isRoot { frame.origin = .zero }
        if let cached = mirror.readBack, !tree.hasNewLayout(mirror.node), cached.frame.size == frame.size,
           movedOnTheGrid(from: cached.frame.origin, to: frame.origin) {
            if cached.frame.origin == frame.origin { return cached }
            var moved = cached
            moved.frame = frame
            mirror.readBack = moved
            return moved
        }
        var children: [LayoutNode] = []
        children.reserveCapacity(mirror.children.count)
        for child in mirror.children where child.kind != .spacer && child.style.display != .none {
            children.append(node(child))
        }
        tree.setHasNewLayout(false, for: mirror.node)
        let result = LayoutNode(kind: mirror.kind, key: mirror.key, frame: frame, props: mirror.props,
                                onTap: mirror.element.onTap, children: children)
        mirror.readBack = result
        return result
    }

    /// Whether a subtree moved by whole device pixels (its descendants then round the same way).
    private func movedOnTheGrid(from old: Point, to new: Point) -> Bool {
        let dx = (new.x - old.x) * scale
        let dy = (new.y - old.y) * scale
        return abs(dx - dx.rounded()) < 1e-6 && abs(dy - dy.rounded()) < 1e-6
    }
}
