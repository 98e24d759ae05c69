import Render

/// Mounted and laid-out trees: nodes with an optional key, a frame in the parent's coordinates and
/// children. Keys are scoped like element keys: unique among siblings, and an element's key
/// names it inside the nearest keyed ancestor.
protocol ScopedTreeNode {
    var key: ElementKey? { get }
    var frame: Rect { get }
    var children: [Self] { get }
    var interaction: Interaction? { get }
}

extension ScopedTreeNode {
    /// The descendant keyed `key` in the scope of `self`: searched through unkeyed descendants
    /// and the wrappers a scroll container adds, never inside a descendant with another key (that
    /// is a scope of its own). When unkeyed branches hold the key more than once, the first in
    /// pre-order. With its origin in `self`'s coordinates.
    func scoped(key: ElementKey, origin: Point) -> (node: Self, frame: Rect)? {
        for child in children {
            let frame = Rect(x: origin.x + child.frame.minX, y: origin.y + child.frame.minY,
                             width: child.frame.width, height: child.frame.height)
            if child.key == key { return (child, frame) }
            if child.key == nil || isWrapper(child), let found = child.scoped(key: key, origin: frame.origin) {
                return found
            }
        }
        return nil
    }

    /// Whether `child` is a node the framework put between what the app wrote: a scroll
    /// container's content box, and a `ScrollView`'s one row inside it, both keyed `content`.
    /// Lookups go through them, so `["rows", "c1", "title"]` finds the title of row `c1` of the
    /// list `rows`; the wrappers stay addressable by their own key.
    private func isWrapper(_ child: Self) -> Bool {
        child.key == Self.wrapperKey && (interaction?.scroll != nil || key == Self.wrapperKey)
    }

    private static var wrapperKey: ElementKey { "content" }

    /// Resolves `path` scope by scope below `self`; the frame is in the coordinates `self` lives in.
    func resolve(path: [ElementKey]) -> (node: Self, frame: Rect)? {
        guard !path.isEmpty else { return nil }
        var current = (node: self, frame: frame)
        for key in path {
            guard let next = current.node.scoped(key: key, origin: current.frame.origin) else { return nil }
            current = next
        }
        return current
    }
}

extension MountedNode: ScopedTreeNode {}
extension LayoutNode: ScopedTreeNode {}

extension MountedTree {
    /// The node at a path of keys, resolved scope by scope as keys are scoped: `["list", "row-3",
    /// "title"]` is the `title` inside `row-3` inside `list`. Each key is looked up among the
    /// descendants of the previous one (the root for the first), through unkeyed nodes but never
    /// inside another keyed node. The root itself is the outermost scope; its key is not part of
    /// paths. `nil` when a step is missing.
    /// - Complexity: O(n) in the worst case.
    public func node(path: [ElementKey]) -> MountedNode? {
        root?.resolve(path: path)?.node
    }

    /// The node keyed `key` in the scope of `scope` (one step of `node(path:)`).
    /// - Complexity: O(size of the scope).
    public func node(key: ElementKey, in scope: MountedNode) -> MountedNode? {
        scope.scoped(key: key, origin: .zero)?.node
    }

    /// The frame of the node at `path` (see `node(path:)`) in root coordinates: the coordinate
    /// space the root's own frame is in, the one hit testing takes points in.
    /// - Complexity: O(n) in the worst case.
    public func frameInRoot(path: [ElementKey]) -> Rect? {
        root?.resolve(path: path)?.frame
    }

    /// The frame of the view `id` in root coordinates (the space of the root's frame and of hit
    /// testing). `nil` when no such view is mounted.
    /// - Complexity: O(n).
    public func frameInRoot(of id: ViewID) -> Rect? {
        guard let root else { return nil }
        var stack = [(node: root, origin: Point.zero)]
        while let (node, origin) = stack.popLast() {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            if node.id == id { return frame }
            for child in node.children.reversed() { stack.append((child, frame.origin)) }
        }
        return nil
    }
}

extension LayoutNode {
    /// The descendant at a path of keys, resolved scope by scope like `MountedTree.node(path:)`
    /// with `self` as the root.
    /// - Complexity: O(n) in the worst case.
    public func node(path: [ElementKey]) -> LayoutNode? {
        resolve(path: path)?.node
    }

    /// The frame of the descendant at `path` in the coordinates `self`'s frame is in.
    /// - Complexity: O(n) in the worst case.
    public func frameInRoot(path: [ElementKey]) -> Rect? {
        resolve(path: path)?.frame
    }
}
