import JSONPaths
import Render
import TrellisElements

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
        absoluteFrames().compactMap { node, frame in
            node.onTap.map { TappableView(command: $0.name, key: node.key.map { "\($0)" }, frame: frame) }
        }
    }

    /// Every view with its frame in the screen's coordinates, front to back in drawing order.
    /// - Complexity: O(n) in the mounted views.
    func absoluteFrames() -> [(node: MountedNode, frame: Rect)] {
        guard let root else { return [] }
        var found: [(node: MountedNode, frame: Rect)] = []
        var stack: [(MountedNode, Point)] = [(root, Point(x: 0, y: 0))]
        while let (node, origin) = stack.popLast() {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            found.append((node, frame))
            for child in node.children.reversed() { stack.append((child, Point(x: frame.minX, y: frame.minY))) }
        }
        return found
    }
}

/// A view a running feature's page can aim at (a keyed view, a tappable one, a text field), with
/// its frame in the screen's coordinates: what the page's hotspots and the browser test use.
struct TargetView: Sendable {
    var key: String?
    var command: String?
    var isField: Bool
    var frame: Rect

    var json: JSONValue {
        .object([
            ("key", key.map(JSONValue.string) ?? .null),
            ("command", command.map(JSONValue.string) ?? .null),
            ("field", .bool(isField)),
            ("frame", .object([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                               ("width", .number(frame.width)), ("height", .number(frame.height))])),
        ])
    }
}

extension MountedTree {
    /// Every view with a key, a tap Command or a text field, front to back in drawing order.
    /// - Complexity: O(n) in the mounted views.
    var targetViews: [TargetView] {
        absoluteFrames().compactMap { node, frame in
            let isField = node.interaction?.field != nil
            guard node.key != nil || node.onTap != nil || isField else { return nil }
            return TargetView(key: node.key.map { "\($0)" }, command: node.onTap?.name, isField: isField, frame: frame)
        }
    }
}
