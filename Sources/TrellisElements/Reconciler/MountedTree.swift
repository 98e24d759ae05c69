import Render
import Commands

/// A laid-out node that has a view: what the reconciler remembers between passes.
public struct MountedNode: Sendable, Equatable {
    public var id: ViewID
    /// The kind of view the host made.
    public var kind: ElementKind
    /// The element's explicit key, if any.
    public var key: ElementKey?
    /// Frame in the parent's coordinates, in points.
    public var frame: Rect
    /// The view properties the host was last given.
    public var props: ViewProps
    /// The tap Command; not a view property (hosts never see it), hit testing reads it here.
    public var onTap: Command?
    /// The behaviours besides a tap (never sent to hosts; gesture recognition reads them here).
    public var interaction: Interaction?
    /// Mounted children in order (spacers and hidden elements have no view).
    public var children: [MountedNode]
    /// The laid-out children this node was last reconciled with: when the next layout hands over
    /// the very same children (a subtree the layout pass reused), the reconciler skips them.
    var layoutChildren: [LayoutNode]?

    public init(id: ViewID, kind: ElementKind, key: ElementKey?, frame: Rect, props: ViewProps,
                onTap: Command? = nil, children: [MountedNode]) {
        self.id = id
        self.kind = kind
        self.key = key
        self.frame = frame
        self.props = props
        self.onTap = onTap
        self.children = children
    }

    /// Equal views: handle, kind, key, frame, properties, Command and children.
    public static func == (lhs: MountedNode, rhs: MountedNode) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.key == rhs.key && lhs.frame == rhs.frame
            && lhs.props == rhs.props && lhs.onTap == rhs.onTap && lhs.interaction == rhs.interaction && lhs.children == rhs.children
    }
}

extension Array {
    /// Whether both arrays are the same storage (a copy of one array), in O(1).
    func sharesStorage(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

/// The tree the host currently shows, plus the next free view handle. Start from `MountedTree()` and
/// feed every new layout through `Reconciler.reconcile`.
public struct MountedTree: Sendable, Equatable {
    /// The screen's root view; `nil` when nothing is mounted.
    public internal(set) var root: MountedNode?
    /// The handle the next created view gets. Handles are never reused.
    public internal(set) var nextID: Int

    /// An empty host: nothing mounted yet.
    public init() {
        root = nil
        nextID = 1
    }

    init(root: MountedNode?, nextID: Int) {
        self.root = root
        self.nextID = nextID
    }

    /// The first node (depth-first, pre-order) that satisfies `predicate`.
    /// - Complexity: O(n).
    public func first(where predicate: (MountedNode) -> Bool) -> MountedNode? {
        guard let root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if predicate(node) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The first node in pre-order with an explicit key, anywhere in the tree. Keys are scoped to
    /// their parent, so the same key may name several nodes (a `title` in every row); this
    /// returns whichever comes first. Use `node(path:)` or `node(key:in:)` to say which one.
    /// - Complexity: O(n).
    public func node(key: ElementKey) -> MountedNode? {
        first { $0.key == key }
    }

    /// The node with a view handle.
    public func node(id: ViewID) -> MountedNode? {
        first { $0.id == id }
    }

    /// The first text node showing `string`.
    public func node(text string: String) -> MountedNode? {
        first { $0.props.text?.string == string }
    }

    /// Number of mounted views.
    public var count: Int {
        guard let root else { return 0 }
        var total = 0
        var stack = [root]
        while let node = stack.popLast() {
            total += 1
            stack.append(contentsOf: node.children)
        }
        return total
    }
}
