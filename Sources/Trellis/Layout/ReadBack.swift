import Flexbox
import Render

/// Reads frames back from the laid-out flex tree into a `LayoutNode` tree.
struct ReadBack {
    let tree: FlexTree

    func node(_ mirror: MirrorNode, isRoot: Bool = false) -> LayoutNode {
        let layout = tree.layout(of: mirror.node)
        let frame = Rect(x: Double(layout.left), y: Double(layout.top),
                         width: Double(layout.width), height: Double(layout.height))
        var children: [LayoutNode] = []
        children.reserveCapacity(mirror.children.count)
        for child in mirror.children where child.kind != .spacer && child.style.display != .none {
            children.append(node(child))
        }
        return LayoutNode(kind: mirror.kind, key: mirror.key, frame: isRoot ? Rect(origin: .zero, size: frame.size) : frame,
                          props: mirror.props, onTap: mirror.element.onTap, children: children)
    }
}
