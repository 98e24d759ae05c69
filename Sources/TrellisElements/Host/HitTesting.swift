import Render
import Commands

/// One node on the way from the root to the deepest view under a point.
public struct HitStep: Sendable, Equatable {
    /// Child indexes from the root to the node (empty: the root).
    public var path: [Int]
    /// The node.
    public var node: MountedNode
    /// The node's frame in root coordinates.
    public var frame: Rect

    public init(path: [Int], node: MountedNode, frame: Rect) {
        self.path = path
        self.node = node
        self.frame = frame
    }
}

extension MountedTree {
    /// The deepest, top-most mounted node under `point` (root coordinates, points) that has a tap
    /// Command. Later siblings are on top; transparent views (opacity < 0.01, as in UIKit),
    /// disabled views and the parts of children outside a clipping parent are not hit. Children
    /// may extend beyond an unclipped parent and are still hit there.
    /// - Complexity: O(n) in the worst case.
    public func hitTest(_ point: Point) -> MountedNode? {
        hitChain(point).last { $0.node.onTap != nil && $0.frame.contains(point) }?.node
    }

    /// Every node from the root to the deepest, top-most node under `point` that takes touches,
    /// root first: what gesture recognition reads (the tap target, its scroll containers).
    /// - Complexity: O(n) in the worst case.
    public func hitChain(_ point: Point) -> [HitStep] {
        guard let root else { return [] }
        return DeepStack.run(depth: depth) {
            var chain: [HitStep] = []
            _ = Self.hit(root, point, origin: Point(x: 0, y: 0), path: [], chain: &chain)
            return chain
        }
    }

    /// Performs the tap Command of the node under `point`; returns it, or `nil` when nothing
    /// tappable is there. MUST be called where the Command may run (commands run synchronously on
    /// the caller's thread unless dispatched).
    @discardableResult
    public func tap(at point: Point) -> MountedNode? {
        guard let node = hitTest(point), let command = node.onTap else { return nil }
        command()
        return node
    }

    /// The node at `path` (child indexes from the root) and its frame in root coordinates.
    public func node(at path: [Int]) -> HitStep? {
        guard var node = root else { return nil }
        var origin = node.frame.origin
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
            origin = Point(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
        }
        return HitStep(path: path, node: node, frame: Rect(x: origin.x, y: origin.y, width: node.frame.width,
                                                           height: node.frame.height))
    }

    /// Whether the subtree of `node` is hit; appends it and its hit descendants to `chain`.
    private static func hit(_ node: MountedNode, _ point: Point, origin: Point, path: [Int],
                            chain: inout [HitStep]) -> Bool {
        guard node.props.opacity >= 0.01, node.interaction?.isDisabled != true else { return false }
        let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                         width: node.frame.width, height: node.frame.height)
        let inside = frame.contains(point)
        if node.props.clipsContent && !inside { return false }
        chain.append(HitStep(path: path, node: node, frame: frame))
        for index in node.children.indices.reversed() {
            if hit(node.children[index], point, origin: frame.origin, path: path + [index], chain: &chain) { return true }
        }
        if inside { return true }
        chain.removeLast()
        return false
    }
}
