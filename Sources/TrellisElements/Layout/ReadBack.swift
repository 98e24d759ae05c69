import Flexbox
import Render

/// Reads frames back from the laid-out flex tree into a `LayoutNode` tree, and collects the
/// diagnostics of the whole tree: style numbers `StyleValidation` repaired and frames that came
/// out non-finite anyway (e.g. from a measurer), which are replaced by 0.
///
/// A subtree whose elements did not change (its mirror kept its read-back), whose flex layout was
/// not computed again (no new layout) and which did not move is the same tree as last time: its
/// `LayoutNode` is reused — children storage and all — with its diagnostics, so the work is
/// proportional to the change and the reconciler recognises the subtree without walking it.
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

    /// - Complexity: O(nodes that changed or were laid out again, plus their children).
    mutating func read() -> LayoutNode {
        node(root, parentOrigin: Point.zero, isRoot: true)
    }

    /// - Parameter parentOrigin: The parent's absolute position before pixel-grid rounding.
    private mutating func node(_ mirror: MirrorNode, parentOrigin: Point, isRoot: Bool = false) -> LayoutNode {
        let layout = tree.layout(of: mirror.node)
        let origin = Point(x: parentOrigin.x + Double(layout.rawLeft), y: parentOrigin.y + Double(layout.rawTop))
        let start = diagnostics.count
        var frame = Rect(x: finite(layout.left, "frame"), y: finite(layout.top, "frame"),
                         width: finite(layout.width, "frame"), height: finite(layout.height, "frame"))
        if isRoot { frame.origin = .zero }
        // Rounding depends on the unrounded absolute position: only a subtree that stayed exactly
        // where it was rounds exactly as before.
        if let cached = mirror.readBack, !tree.hasNewLayout(mirror.node), mirror.readBackOrigin == origin,
           cached.frame == frame {
            // The cached diagnostics already hold this node's own (a non-finite frame, say).
            diagnostics.removeSubrange(start...)
            if !mirror.readBackDiagnostics.isEmpty {
                let prefix = path()
                diagnostics += mirror.readBackDiagnostics.map { $0.under(prefix) }
            }
            return cached
        }
        var style = mirror.element.style
        StyleValidation.repair(&style) { property, value, replacement in
            report(property, Double(value), replacement)
        }
        var children: [LayoutNode] = []
        children.reserveCapacity(mirror.children.count)
        for (index, child) in mirror.children.enumerated() where child.kind != .spacer && child.style.display != .none {
            indexes.append(index)
            children.append(node(child, parentOrigin: origin))
            indexes.removeLast()
        }
        tree.setHasNewLayout(false, for: mirror.node)
        var props = mirror.props
        if mirror.kind == .text { props.contentInsets = contentInsets(layout) }
        var result = LayoutNode(kind: mirror.kind, key: mirror.key, frame: frame,
                                props: props, onTap: mirror.element.onTap, children: children)
        result.interaction = mirror.element.interaction
        if case .scroll(var content) = mirror.element.content {
            content.environmentValues = mirror.inheritedValues.merging(mirror.element.environmentValues ?? EnvironmentValues())
            result.scroll = content
        }
        mirror.readBack = result
        mirror.readBackOrigin = origin
        mirror.readBackDiagnostics = []
        if diagnostics.count > start {
            let depth = indexes.count
            mirror.readBackDiagnostics = diagnostics[start...].map { $0.relative(droppingFirst: depth) }
        }
        return result
    }

    /// Padding plus border of a laid-out node: where its measured content sits in its frame.
    private mutating func contentInsets(_ layout: LayoutResult) -> EdgeInsets {
        func inset(_ padding: Float, _ border: Float) -> Double { max(0, finite(padding + border, "padding")) }
        return EdgeInsets(top: inset(layout.padding.top, layout.border.top),
                          left: inset(layout.padding.left, layout.border.left),
                          bottom: inset(layout.padding.bottom, layout.border.bottom),
                          right: inset(layout.padding.right, layout.border.right))
    }

    private mutating func finite(_ value: Float, _ property: String) -> Double {
        guard !value.isFinite else { return Double(value) }
        report(property, Double(value), "0")
        return 0
    }

    /// The path of the node being read: keys where elements have them, child indexes elsewhere.
    private func path() -> [ElementPathComponent] {
        var path: [ElementPathComponent] = []
        var mirror = root
        for index in indexes {
            mirror = mirror.children[index]
            path.append(mirror.key.map(ElementPathComponent.key) ?? .index(index))
        }
        return path
    }

    private mutating func report(_ property: String, _ value: Double, _ replacement: String) {
        diagnostics.append(LayoutDiagnostic(path: path(), property: property, value: value, replacement: replacement))
    }
}

extension LayoutDiagnostic {
    /// The diagnostic with the first `count` path components dropped (relative to a subtree).
    func relative(droppingFirst count: Int) -> LayoutDiagnostic {
        var copy = self
        copy.path = Array(path.dropFirst(count))
        return copy
    }

    /// The diagnostic of a subtree placed under `prefix`.
    func under(_ prefix: [ElementPathComponent]) -> LayoutDiagnostic {
        var copy = self
        copy.path = prefix + path
        return copy
    }
}
