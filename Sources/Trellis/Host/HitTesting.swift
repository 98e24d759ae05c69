import Render
import Commands

extension MountedTree {
    /// The deepest, top-most mounted node under `point` (root coordinates, points) that has a tap
    /// Command. Later siblings are on top; transparent views (opacity < 0.01, as in UIKit) and the
    /// parts of children outside a clipping parent are not hit. Children may extend beyond an
    /// unclipped parent and are still hit there.
    /// - Complexity: O(n) in the worst case.
    public func hitTest(_ point: Point) -> MountedNode? {
        guard let root else { return nil }
        return DeepStack.run(depth: depth) { Self.hit(root, point) }
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

    private static func hit(_ node: MountedNode, _ point: Point) -> MountedNode? {
        guard node.props.opacity >= 0.01 else { return nil }
        let inside = node.frame.contains(point)
        if node.props.clipsContent && !inside { return nil }
        let local = Point(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
        for child in node.children.reversed() {
            if let hit = hit(child, local) { return hit }
        }
        return inside && node.onTap != nil ? node : nil
    }
}
