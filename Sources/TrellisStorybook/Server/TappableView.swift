import JSONPaths
import Render
import Trellis

/// A view that performs a Command when tapped, with its frame in the screen's coordinates: what the
/// page outlines over the picture and what a click there performs.
struct TappableView: Sendable {
    var command: String
    var key: String?
    var frame: Rect

    var json: JSONValue {
        .object([
            ("command", .string(command)),
            ("key", key.map(JSONValue.string) ?? .null),
            ("frame", .object([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                               ("width", .number(frame.width)), ("height", .number(frame.height))])),
        ])
    }
}

extension MountedTree {
    /// The views with a tap Command, front to back in drawing order, frames made absolute.
    /// - Complexity: O(n) in the mounted views.
    var tappableViews: [TappableView] {
        guard let root else { return [] }
        var found: [TappableView] = []
        var stack: [(MountedNode, Point)] = [(root, Point(x: 0, y: 0))]
        while let (node, origin) = stack.popLast() {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            if let command = node.onTap {
                found.append(TappableView(command: command.name, key: node.key.map { "\($0)" }, frame: frame))
            }
            for child in node.children.reversed() { stack.append((child, Point(x: frame.minX, y: frame.minY))) }
        }
        return found
    }
}
