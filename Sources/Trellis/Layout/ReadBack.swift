import Flexbox
import Render

/// Reads frames back from the laid-out flex tree into a `LayoutNode` tree, and collects the
/// diagnostics of the whole tree: style numbers `StyleValidation` repaired and frames that came
/// out non-finite anyway (e.g. from a measurer), which are replaced by 0.
struct ReadBack {
    let tree: FlexTree
    let root: MirrorNode
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Child indexes from the root to the node being read (names elements in diagnostics).
    private var indexes: [Int] = []

    init(tree: FlexTree, root: MirrorNode) {
        self.tree = tree
        self.root = root
    }

    mutating func read() -> LayoutNode {
        node(root, isRoot: true)
    }

    private mutating func node(_ mirror: MirrorNode, isRoot: Bool = false) -> LayoutNode {
        var style = mirror.element.style
        StyleValidation.repair(&style) { property, value, replacement in
            report(property, Double(value), replacement)
        }
        let layout = tree.layout(of: mirror.node)
        var frame = Rect(x: finite(layout.left, "frame"), y: finite(layout.top, "frame"),
                         width: finite(layout.width, "frame"), height: finite(layout.height, "frame"))
        if isRoot { frame.origin = .zero }
        var children: [LayoutNode] = []
        children.reserveCapacity(mirror.children.count)
        for (index, child) in mirror.children.enumerated() where child.kind != .spacer && child.style.display != .none {
            indexes.append(index)
            children.append(node(child))
            indexes.removeLast()
        }
        return LayoutNode(kind: mirror.kind, key: mirror.key, frame: frame,
                          props: mirror.props, onTap: mirror.element.onTap, children: children)
    }

    private mutating func finite(_ value: Float, _ property: String) -> Double {
        guard !value.isFinite else { return Double(value) }
        report(property, Double(value), "0")
        return 0
    }

    private mutating func report(_ property: String, _ value: Double, _ replacement: String) {
        var path: [ElementPathComponent] = []
        var mirror = root
        for index in indexes {
            mirror = mirror.children[index]
            path.append(mirror.key.map(ElementPathComponent.key) ?? .index(index))
        }
        diagnostics.append(LayoutDiagnostic(path: path, property: property, value: value, replacement: replacement))
    }
}
