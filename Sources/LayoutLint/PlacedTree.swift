import Foundation
import Render
import TrellisElements

/// The laid-out tree as a flat list.
package enum PlacedTree {
    /// Every node in pre-order with its path, its frame on screen and its parent's index: the one
    /// walk that sidecars, layout diffs and lint share.
    /// - Complexity: O(nodes).
    package static func nodes(_ root: LayoutNode?) -> [PlacedNode] {
        var nodes: [PlacedNode] = []
        func visit(_ node: LayoutNode, path: String, origin: Point, parent: Int?) {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            let index = nodes.count
            nodes.append(PlacedNode(node: node, path: path, frame: frame, parent: parent))
            for (child, segment) in zip(node.children, node.childPathSegments) {
                visit(child, path: path + "/" + segment, origin: frame.origin, parent: index)
            }
        }
        if let root { visit(root, path: root.key?.description ?? root.kind.rawValue, origin: Point(x: 0, y: 0), parent: nil) }
        return nodes
    }

    /// `(x, y, w×h)` in points, as lint findings and layout diffs print frames.
    package static func frameText(_ frame: Rect) -> String {
        "(\(format(frame.minX)), \(format(frame.minY)), \(format(frame.width))×\(format(frame.height)))"
    }
}

/// A laid-out node found by ``PlacedTree/nodes(_:)``: the node, its path, its frame on screen
/// (points) and the index of its parent in the same list.
package struct PlacedNode: Sendable {
    package var node: LayoutNode
    package var path: String
    package var frame: Rect
    package var parent: Int?
}

/// `2`, `2.5`, `17.25`: points and differences without trailing zeros.
package func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
