import Flexbox
import JSONPaths

/// A case's tree built into a `FlexTree`, with the ids of its nodes in depth-first order.
public struct BuiltCase {
    public let tree: FlexTree
    public let root: NodeID

    /// Builds the nodes of `layoutCase` (measure stand-ins attached).
    public init(_ layoutCase: LayoutCase) {
        tree = FlexTree(config: layoutCase.config)
        root = BuiltCase.build(layoutCase.root, in: tree)
    }

    private static func build(_ node: CaseNode, in tree: FlexTree) -> NodeID {
        let id = tree.makeNode(style: node.style,
                               measure: node.measure?.function(flexDirection: node.style.flexDirection))
        if let baseline = node.measure?.contentBoxBaseline { tree.setBaseline(baseline, for: id, from: .contentBox) }
        for child in node.children { tree.appendChild(build(child, in: tree), to: id) }
        return id
    }

    /// Lays out the tree in the case's available space.
    public func layout(_ layoutCase: LayoutCase) {
        tree.calculateLayout(root, availableWidth: layoutCase.availableWidth,
                             availableHeight: layoutCase.availableHeight, direction: layoutCase.direction)
    }

    /// The node reached from the root by child indexes.
    public func node(at path: [Int]) -> NodeID {
        var node = root
        for index in path { node = tree.children(of: node)[index] }
        return node
    }

    /// The computed layout tree.
    public func result() -> CaseLayout { read(root) }

    private func read(_ node: NodeID) -> CaseLayout {
        let layout = tree.layout(of: node)
        return CaseLayout(left: Double(layout.left), top: Double(layout.top), width: Double(layout.width),
                          height: Double(layout.height), children: tree.children(of: node).map(read))
    }
}

extension LayoutCase {
    /// Builds and lays out the case; returns the computed layout.
    public func run() -> CaseLayout {
        let built = BuiltCase(self)
        built.layout(self)
        return built.result()
    }
}

extension CaseLayout {
    /// The first place where `actual` differs from `self` by more than `tolerance`, as
    /// `$.children[2].width: expected 10, got 12` (a path in the layout's JSON); nil when they match.
    public func firstDifference(from actual: CaseLayout, tolerance: Double = 1e-3, path: JSONPath = .root) -> String? {
        let fields: [(String, Double, Double)] = [("left", left, actual.left), ("top", top, actual.top),
                                                  ("width", width, actual.width), ("height", height, actual.height)]
        for (name, expected, got) in fields where !(abs(expected - got) <= tolerance) {
            return "\(path.appending(key: name)): expected \(formatNumber(expected)), got \(formatNumber(got))"
        }
        if children.count != actual.children.count {
            return "\(path.appending(key: "children")): expected \(children.count) children, got \(actual.children.count)"
        }
        for (index, (expected, got)) in zip(children, actual.children).enumerated() {
            if let difference = expected.firstDifference(from: got, tolerance: tolerance, path: path.appending(key: "children").appending(index: index)) {
                return difference
            }
        }
        return nil
    }

    /// The path of the first value that is NaN or infinite (`$.children[0].width`), nil when
    /// every value is finite. Finite inputs near the limits of `Float` can still overflow when
    /// the engine adds them up; callers report that instead of printing invalid JSON.
    public func firstNonFinite(path: JSONPath = .root) -> JSONPath? {
        for (name, value) in [("left", left), ("top", top), ("width", width), ("height", height)] where !value.isFinite {
            return path.appending(key: name)
        }
        for (index, child) in children.enumerated() {
            if let found = child.firstNonFinite(path: path.appending(key: "children").appending(index: index)) { return found }
        }
        return nil
    }

    /// Compact JSON: `{"left":0,"top":0,"width":100,"height":50,"children":[...]}`.
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        out += "{\"left\":" + formatNumber(left) + ",\"top\":" + formatNumber(top) + ",\"width\":" + formatNumber(width)
            + ",\"height\":" + formatNumber(height) + ",\"children\":["
        for (index, child) in children.enumerated() {
            if index > 0 { out += "," }
            child.write(to: &out)
        }
        out += "]}"
    }
}
