import Render
import SnapshotReports
import TrellisElements
import TrellisCatalog
import Typesetting

/// What every lint check reads: the placed nodes of one snapshot, its configuration, the text
/// measurer that laid it out, and the lint settings. Built once per snapshot; checks only read it.
struct LintContext {
    let nodes: [PlacedNode]
    /// What a screen reader finds, in reading order; its stops name nodes by the same paths.
    let accessibility: AccessibilityTree
    let configuration: DisplayConfiguration
    let measurer: any TextMeasurer
    let lint: SnapshotLint
    let snapshot: String

    /// Indices of `index`'s ancestors, nearest first. O(depth).
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            result.append(parent)
            current = nodes[parent].parent
        }
        return result
    }

    /// Whether the node or an ancestor is hidden from assistive technology (decoration). O(depth).
    func isHidden(_ index: Int) -> Bool {
        ([index] + ancestors(of: index)).contains { nodes[$0].node.interaction?.semantics?.isHidden == true }
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool { ancestors(of: index).contains(ancestor) }

    /// The part of the node's frame its clipping ancestors let through (a scroll view's content
    /// below the fold has none); nil when nothing of it shows. O(depth).
    func visibleFrame(of index: Int) -> Rect? {
        var visible = nodes[index].frame
        for ancestor in ancestors(of: index) where nodes[ancestor].node.props.clipsContent {
            let clip = nodes[ancestor].frame
            let minX = max(visible.minX, clip.minX), minY = max(visible.minY, clip.minY)
            let maxX = min(visible.maxX, clip.maxX), maxY = min(visible.maxY, clip.maxY)
            guard maxX > minX, maxY > minY else { return nil }
            visible = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return visible
    }

    /// A text of the tree, measured again in its content box as the host draws it.
    struct MeasuredText {
        let index: Int
        let placed: PlacedNode
        let text: AttributedText
        let box: Rect
        let layout: TextLayout
    }

    /// Every non-empty text, measured `.exactly` at its content-box width and the device scale.
    func measuredTexts() -> [MeasuredText] {
        let scale = configuration.deviceConfiguration.scale
        return nodes.enumerated().compactMap { index, placed in
            guard let text = placed.node.props.text, !text.isEmpty else { return nil }
            let box = placed.node.props.contentBox(in: placed.frame)
            return MeasuredText(index: index, placed: placed, text: text, box: box,
                                layout: measurer.measure(text, width: box.width, mode: .exactly, scale: scale))
        }
    }

    /// The accessibility elements that show, each with its frame cut to what shows (an element
    /// scrolled away under its container's edge is neither tapped nor found by touch).
    var shownElements: [AccessibilityElement] {
        accessibility.elements.compactMap { element in
            guard let visible = element.visibleFrame else { return nil }
            var shown = element
            shown.frame = visible
            return shown
        }
    }

    /// The index in ``nodes`` of the node a stop stands for.
    func index(of element: AccessibilityElement) -> Int? {
        nodes.firstIndex { $0.path == element.path }
    }

    /// A finding on the node an accessibility stop stands for.
    func finding(_ rule: LintRule, _ element: AccessibilityElement, _ message: String) -> LintFinding {
        if let index = index(of: element) { return finding(rule, index, message) }
        return LintFinding(rule: rule.rawValue, snapshot: snapshot, path: element.path, key: nil, kind: element.role.rawValue,
                           message: message)
    }

    func finding(_ rule: LintRule, _ index: Int, _ message: String) -> LintFinding {
        let node = nodes[index]
        return LintFinding(rule: rule.rawValue, snapshot: snapshot, path: node.path, key: node.node.key?.description,
                           kind: node.node.kind.rawValue, message: message)
    }

    /// A text's first characters, quoted, for a message.
    static func quoted(_ text: String, limit: Int = 24) -> String {
        "\"" + (text.count > limit ? String(text.prefix(limit)) + "…" : text) + "\""
    }
}

/// One lint check over a snapshot. Checks are values without state: safe to run from any thread.
protocol LintCheck: Sendable {
    func findings(in context: LintContext) -> [LintFinding]
}
