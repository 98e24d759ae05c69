import Flexbox
import LayoutCases
import SeededRandom

/// Random layout cases over the whole style vocabulary (sizes, percentages, keywords, edges,
/// wrap, alignment, absolute/static positioning, display none/contents, aspect ratio, gaps,
/// text leaves), with random configs.
struct RandomTrees {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
    mutating func number(_ range: ClosedRange<Int>) -> Float { Float(Int.random(in: range, using: &generator)) }

    mutating func length(allowAuto: Bool = true) -> Length {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...3: return .points(number(0...120))
        case 4, 5: return .percent(number(0...100))
        case 6: return allowAuto ? .auto : .undefined
        case 7: return pick([.maxContent, .fitContent, .stretch])
        default: return .undefined
        }
    }

    mutating func edges(allowAuto: Bool, pointsOnly: Bool = false) -> Edges {
        var edges = Edges()
        let keys: [WritableKeyPath<Edges, Length>] = [\.left, \.top, \.right, \.bottom, \.start, \.end, \.horizontal, \.vertical, \.all]
        for key in keys where chance(0.15) {
            if pointsOnly {
                edges[keyPath: key] = .points(number(0...8))
            } else if allowAuto && chance(0.2) {
                edges[keyPath: key] = .auto
            } else {
                edges[keyPath: key] = chance(0.7) ? .points(number(-5...15)) : .percent(number(0...20))
            }
        }
        return edges
    }

    mutating func style(web: Bool) -> Style {
        var style = web ? Style.web : Style()
        if chance(0.5) { style.flexDirection = pick(FlexDirection.allCases) }
        if chance(0.3) { style.flexWrap = pick(FlexWrap.allCases) }
        if chance(0.3) { style.justifyContent = pick(Justify.allCases) }
        if chance(0.3) { style.alignItems = pick(Align.allCases) }
        if chance(0.2) { style.alignSelf = pick(Align.allCases) }
        if chance(0.3) { style.alignContent = pick(Align.allCases) }
        if chance(0.1) { style.direction = pick(Direction.allCases) }
        if chance(0.15) { style.position = pick(PositionType.allCases) }
        if chance(0.08) { style.display = pick([.none, .contents]) }
        if chance(0.1) { style.overflow = pick(Overflow.allCases) }
        if chance(0.1) { style.boxSizing = .contentBox }
        if chance(0.3) { style.flexGrow = number(0...3) }
        if chance(0.3) { style.flexShrink = number(0...3) }
        if chance(0.1) { style.flex = number(-2...3) }
        if chance(0.2) { style.flexBasis = length() }
        if chance(0.08) { style.aspectRatio = pick([0.5, 1, 1.5, 2]) }
        if chance(0.5) { style.width = length() }
        if chance(0.5) { style.height = length() }
        if chance(0.15) { style.minWidth = length(allowAuto: false) }
        if chance(0.15) { style.minHeight = length(allowAuto: false) }
        if chance(0.15) { style.maxWidth = length(allowAuto: false) }
        if chance(0.15) { style.maxHeight = length(allowAuto: false) }
        if chance(0.3) { style.margin = edges(allowAuto: true) }
        if chance(0.3) { style.padding = edges(allowAuto: false) }
        if chance(0.2) { style.border = edges(allowAuto: false, pointsOnly: true) }
        if chance(0.2) { style.inset = edges(allowAuto: true) }
        if chance(0.15) { style.gap = .points(number(0...10)) }
        if chance(0.1) { style.rowGap = .percent(number(0...10)) }
        return style
    }

    mutating func node(depth: Int, web: Bool) -> CaseNode {
        var node = CaseNode(style: style(web: web), measure: nil, children: [])
        if depth > 0 && chance(0.75) {
            for _ in 0..<Int.random(in: 1...4, using: &generator) { node.children.append(self.node(depth: depth - 1, web: web)) }
        } else if chance(0.5) {
            node.measure = pick([
                MeasureKind.ahemText(pick(["AAAA", "AA\u{200B}AAA\u{200B}A", "A\u{200B}A"]), vertical: chance(0.2)),
                .yogaIntrinsicText(pick(["hello world", "a b c d", "longword"])),
                .fixed(width: number(0...60), height: number(0...30)),
            ])
        }
        return node
    }

    mutating func layoutCase(name: String) -> LayoutCase {
        let web = chance(0.4)
        let config = Config(pointScaleFactor: pick([0, 1, 2, 3]), useWebDefaults: web,
                            errata: pick([.default, .none, .classic, .all]),
                            experimentalFeatures: chance(0.2) ? [.fixFlexBasisFitContent] : [])
        return LayoutCase(name: name, config: config, direction: pick([.ltr, .rtl]),
                          availableWidth: chance(0.5) ? number(50...400) : .nan,
                          availableHeight: chance(0.5) ? number(50...400) : .nan,
                          root: node(depth: Int.random(in: 1...4, using: &generator), web: web),
                          expected: nil, skip: nil, mutation: nil)
    }
}

/// Every node's full layout result, in depth-first order.
func allLayouts(_ tree: FlexTree, _ root: NodeID) -> [LayoutResult] {
    var results = [tree.layout(of: root)]
    for child in tree.children(of: root) { results += allLayouts(tree, child) }
    return results
}

/// Every node id, in depth-first order.
func allNodes(_ tree: FlexTree, _ root: NodeID) -> [NodeID] {
    [root] + tree.children(of: root).flatMap { allNodes(tree, $0) }
}

/// The first node (depth-first index) whose layouts differ, described briefly; nil when equal.
/// Numbers compare within 1e-3, the tolerance of every layout comparison in this project (the
/// same layout reached through caches may differ in the last bits of a float).
func firstMismatch(_ a: [LayoutResult], _ b: [LayoutResult]) -> String? {
    guard a.count == b.count else { return "\(a.count) vs \(b.count) nodes" }
    func numbers(_ r: LayoutResult) -> [Float] {
        [r.left, r.top, r.width, r.height, r.rawWidth, r.rawHeight,
         r.margin.left, r.margin.top, r.margin.right, r.margin.bottom,
         r.padding.left, r.padding.top, r.padding.right, r.padding.bottom,
         r.border.left, r.border.top, r.border.right, r.border.bottom]
    }
    let names = ["left", "top", "width", "height", "rawWidth", "rawHeight", "marginLeft", "marginTop", "marginRight",
                 "marginBottom", "paddingLeft", "paddingTop", "paddingRight", "paddingBottom", "borderLeft", "borderTop",
                 "borderRight", "borderBottom"]
    for (index, (x, y)) in zip(a, b).enumerated() {
        for (name, (u, v)) in zip(names, zip(numbers(x), numbers(y))) where !(abs(u - v) <= 1e-3) {
            return "node \(index): \(name) \(u) vs \(v)"
        }
        if x.direction != y.direction { return "node \(index): direction \(x.direction) vs \(y.direction)" }
        if x.hadOverflow != y.hadOverflow { return "node \(index): hadOverflow \(x.hadOverflow) vs \(y.hadOverflow)" }
    }
    return nil
}

/// True when every number of the layouts stays within ±1e6 points. Past that, float32 (the
/// engine's number type, like Yoga's) cannot hold 1e-3 and intermediate values lose the
/// precision the comparison properties need; such trees (percentages feeding back through
/// aspect ratios can blow sizes up) are outside those properties' domain.
func isWithinPrecision(_ layouts: [LayoutResult]) -> Bool {
    layouts.allSatisfy { r in
        [r.left, r.top, r.width, r.height, r.rawWidth, r.rawHeight].allSatisfy { abs($0) <= 1e6 }
    }
}
