import LayoutLint
import Render
import TrellisElements

/// Text snapshots of a laid-out screen: the layout tree (`.layout(on:)`) and what assistive
/// technology reads (`.accessibility(on:)`), plus the flat node list the layout diff compares.
public enum TreeSnapshots {
    /// Every node's kind, key and frame (parent coordinates, points), one line each, indented by
    /// depth: `text key=title (16, 44, 343×21) "Checkout"`.
    public static func layout(_ root: LayoutNode?) -> String {
        guard let root else { return "(nothing laid out)\n" }
        var lines: [String] = []
        func visit(_ node: LayoutNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.kind.rawValue
            if let key = node.key { line += " key=\(key)" }
            line += " " + PlacedTree.frameText(node.frame)
            if let text = node.props.text?.string { line += " \"\(escaped(text))\"" }
            if node.onTap != nil { line += " tappable" }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a screen reader would say, in reading order (``AccessibilityTree``): each stop's
    /// label, role, value, state, hint and actions, its frame on screen and, when it activates,
    /// its tap target: `4. "Log in", button (16, 700, 343×44) tap 343×44`.
    public static func accessibility(_ tree: AccessibilityTree) -> String {
        guard !tree.elements.isEmpty else { return "(no accessibility elements)\n" }
        return tree.elements.enumerated().map { index, element in
            var line = "\(index + 1). \(element.spoken) " + PlacedTree.frameText(element.frame)
            if element.activation != nil { line += " tap \(format(element.frame.width))×\(format(element.frame.height))" }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// Every node with a stable path (`key`, or `kind#n` among unkeyed siblings of that kind) and
    /// its frame in screen coordinates: what sidecars keep and the layout diff compares.
    public static func flatten(_ root: LayoutNode?) -> [LaidOutNode] {
        PlacedTree.nodes(root).map { LaidOutNode(path: $0.path, frame: $0.frame) }
    }

    static func escaped(_ text: String) -> String { escapedForLine(text) }
}

/// A node of a flattened layout: its path and its frame on screen, in points.
public struct LaidOutNode: Sendable, Equatable {
    public var path: String
    public var frame: Rect
    public init(path: String, frame: Rect) {
        self.path = path
        self.frame = frame
    }

    /// `path x y width height`: one line of a sidecar.
    var line: String {
        "\(path) \(format(frame.minX)) \(format(frame.minY)) \(format(frame.width)) \(format(frame.height))"
    }

    init?(line: String) {
        let parts = line.split(separator: " ")
        guard parts.count >= 5 else { return nil }
        let numbers = parts.suffix(4).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        path = parts.dropLast(4).joined(separator: " ")
        frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The last path segment: the key, or `kind#n`.
    var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    var parent: String? { path.lastIndex(of: "/").map { String(path[..<$0]) } }
}

/// What changed between two layouts of a screen, said in points.
public enum LayoutDiff {
    /// One sentence per node that moved, resized, appeared or disappeared; a node that moved with
    /// its parent by the same amount is not repeated. A move explained by an earlier sibling that
    /// grew or shrank by as much says so: "`price` moved 0 → 2 pt down because `title` grew 17 → 19 pt".
    ///
    /// Frames are compared as they are printed (``format(_:)``, two decimals): a sidecar keeps
    /// them at that precision, so a difference below it (107.333 against a recorded 107.33) is no
    /// change, and a sentence never reads `resized 107.33×22 → 107.33×22 pt`.
    public static func describe(reference: [LaidOutNode], actual: [LaidOutNode]) -> [String] {
        let old = Dictionary(reference.map { ($0.path, $0.frame.printed) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(actual.map { ($0.path, $0.frame.printed) }, uniquingKeysWith: { first, _ in first })
        var findings: [String] = []
        let oldOrder = reference.map(\.path)
        for node in actual {
            guard let before = old[node.path] else {
                if node.parent.map({ old[$0] != nil }) ?? true {
                    findings.append("`\(node.name)` added at \(PlacedTree.frameText(node.frame))")
                }
                continue
            }
            let after = node.frame.printed
            if before.size != after.size {
                findings.append("`\(node.name)` resized \(format(before.width))×\(format(before.height)) → "
                    + "\(format(after.width))×\(format(after.height)) pt")
            }
            let dx = after.minX - before.minX, dy = after.minY - before.minY
            guard dx != 0 || dy != 0 else { continue }
            if let parent = node.parent, let parentBefore = old[parent], let parentAfter = new[parent],
               same(parentAfter.minX - parentBefore.minX, dx), same(parentAfter.minY - parentBefore.minY, dy) {
                continue
            }
            var sentence = "`\(node.name)` moved"
            if dy != 0 {
                sentence += " \(format(before.minY)) → \(format(after.minY)) pt \(dy > 0 ? "down" : "up")"
            }
            if dx != 0 {
                sentence += (dy != 0 ? " and" : "")
                    + " \(format(before.minX)) → \(format(after.minX)) pt \(dx > 0 ? "right" : "left")"
            }
            if let cause = cause(of: node, dx: dx, dy: dy, old: old, new: new, order: oldOrder) { sentence += " because " + cause }
            findings.append(sentence)
        }
        for node in reference where new[node.path] == nil && (node.parent.map { new[$0] != nil } ?? true) {
            findings.append("`\(node.name)` removed (was at \(PlacedTree.frameText(node.frame)))")
        }
        return findings
    }


    /// Whether two differences of printed frames are the same number of hundredths (subtracting
    /// two-decimal values leaves binary noise far below a hundredth).
    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.005 }

    /// An earlier sibling whose size changed by the move.
    private static func cause(of node: LaidOutNode, dx: Double, dy: Double, old: [String: Rect], new: [String: Rect],
                              order: [String]) -> String? {
        guard let parent = node.parent, let index = order.firstIndex(of: node.path) else { return nil }
        for path in order[..<index] where path.hasPrefix(parent + "/") && !path.dropFirst(parent.count + 1).contains("/") {
            guard let before = old[path], let after = new[path] else { continue }
            let name = LaidOutNode(path: path, frame: after).name
            if dy != 0, same(after.height - before.height, dy) {
                return "`\(name)` \(dy > 0 ? "grew" : "shrank") \(format(before.height)) → \(format(after.height)) pt"
            }
            if dx != 0, same(after.width - before.width, dx) {
                return "`\(name)` \(dx > 0 ? "grew" : "shrank") \(format(before.width)) → \(format(after.width)) pt"
            }
        }
        return nil
    }
}

extension Rect {
    /// The frame at the precision ``format(_:)`` prints it (two decimals), so that differences the
    /// layout diff reports are differences its sentences show.
    var printed: Rect {
        func rounded(_ value: Double) -> Double { value.isFinite ? (value * 100).rounded() / 100 : value }
        return Rect(x: rounded(minX), y: rounded(minY), width: rounded(width), height: rounded(height))
    }
}
