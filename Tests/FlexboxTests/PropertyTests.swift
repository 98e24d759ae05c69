import Flexbox
import LayoutCases
import Testing

/// Properties that must hold for any tree: checked over seeded random trees.
@Suite("Layout properties")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...300)
    /// Seeds past `seeds` whose trees made a re-layout differ from a layout from scratch, by
    /// class fixed: 1972, a measured root laid out from the measurement that sized its
    /// shrink-to-fit width in the same call (its frame was never set); 411, 989, 1274, 1693,
    /// 2098, 2491, 2732, Yoga's sizing-pass baselines read from descendants as an earlier call
    /// (or an answer kept from it) left them; 339, 353, 373, 877, 1019, 1085, 1334, 1539, 1703,
    /// 1716, 2069, 2396, 2612, 2630, 2674, 2728, 2880, 2978, 2986, Yoga answers kept from an
    /// earlier call (a Yoga tree with a percentage leaf, whose answers Yoga keys without the owner
    /// size, is now laid out in full every call: `FlexTree.relayOutOwnerFreeLeaves`); 492, 1312,
    /// 2948, a CSS baseline item laid out in a sizing pass under ancestors' kept layouts; 1273,
    /// a CSS `min-height: stretch` item answered from a cache entry computed with another
    /// stretch height (`resolveKeywordSizes` now empties the cache when the sizes change); 3156,
    /// a forgotten layout brought back by `measureIgnoringMainBounds` restoring the cache it
    /// saved; 4845, a `width: max-content` child made absolute again keeping the keyword size
    /// resolved while it was in flow; 5723, Yoga's `stretch-flex-basis` erratum: a container
    /// whose items grow answered an at-most main size from its unconstrained answer (it fills
    /// the bound), depending on whether an earlier call had measured the subtree; 8319, a CSS
    /// measured leaf reusing an at-most answer whose bound still had its margins on; 8919, a
    /// Yoga container with a percentage padding answered with an earlier call's answer for its
    /// owner size where a layout from scratch takes this call's first (the ancestor's answer kept
    /// from that call now counts its descendants' answers as this call's: `restampDescendants`);
    /// 11559, 11914, a Yoga container judging its percentage freedom from an absolute child's
    /// flags of an earlier call (a dirty child not yet visited in this call now counts as unknown).
    static let historySeeds: [UInt64] = [1972, 411, 989, 1274, 1693, 2098, 2491, 2732,
                                         339, 353, 373, 877, 1019, 1085, 1334, 1539, 1703, 1716,
                                         2069, 2396, 2612, 2630, 2674, 2728, 2880, 2978, 2986,
                                         492, 1312, 2948, 1273, 3156, 4845, 5723, 8319, 8919,
                                         11559, 11914]

    /// The random case of `seed`, built and laid out once, with its generator for further draws.
    private func laidOutRandomCase(_ seed: UInt64) -> (RandomTrees, LayoutCase, BuiltCase) {
        var random = RandomTrees(seed: seed)
        let layoutCase = random.layoutCase(name: "seed \(seed)")
        let built = BuiltCase(layoutCase)
        built.layout(layoutCase)
        return (random, layoutCase, built)
    }

    private func isFinite(_ layout: LayoutResult) -> Bool {
        [layout.left, layout.top, layout.width, layout.height, layout.rawWidth, layout.rawHeight,
         layout.margin.left, layout.margin.top, layout.padding.right, layout.border.bottom].allSatisfy(\.isFinite)
    }

    @Test("random trees lay out to finite numbers, and identically when laid out twice", arguments: seeds + historySeeds)
    func finiteAndDeterministic(seed: UInt64) {
        let (_, layoutCase, built) = laidOutRandomCase(seed)
        let first = allLayouts(built.tree, built.root)
        #expect(first.allSatisfy(isFinite), "seed \(seed): NaN or infinite output")
        built.tree.markDirty(built.root)
        built.layout(layoutCase)
        let second = firstMismatch(allLayouts(built.tree, built.root), first)
        #expect(second == nil, "seed \(seed): second layout differs at \(second ?? "")")
        let again = BuiltCase(layoutCase)
        again.layout(layoutCase)
        let rebuilt = firstMismatch(allLayouts(again.tree, again.root), first)
        #expect(rebuilt == nil, "seed \(seed): a rebuilt tree lays out differently at \(rebuilt ?? "")")
    }

    @Test("changing a style and changing it back restores the original layout", arguments: seeds + historySeeds)
    func styleRoundTrip(seed: UInt64) {
        let (generator, layoutCase, built) = laidOutRandomCase(seed)
        var random = generator
        let original = allLayouts(built.tree, built.root)
        let nodes = allNodes(built.tree, built.root)
        let target = random.pick(nodes)
        let saved = built.tree[style: target]
        built.tree[style: target] = random.style(web: layoutCase.config.useWebDefaults)
        built.layout(layoutCase)
        built.tree[style: target] = saved
        built.layout(layoutCase)
        guard isWithinPrecision(original) else { return }
        let restored = firstMismatch(allLayouts(built.tree, built.root), original)
        #expect(restored == nil, "seed \(seed): layout not restored at \(restored ?? "")")
    }

    @Test("incremental re-layout after a style change equals a from-scratch layout", arguments: seeds + historySeeds)
    func incrementalEqualsScratch(seed: UInt64) {
        var (random, layoutCase, built) = laidOutRandomCase(seed)
        // Change one node's style in the live tree and in the case description.
        var path: [Int] = []
        var node = layoutCase.root
        while !node.children.isEmpty && random.chance(0.7) {
            let index = Int.random(in: 0..<node.children.count, using: &random.generator)
            path.append(index)
            node = node.children[index]
        }
        let newStyle = random.style(web: layoutCase.config.useWebDefaults)
        built.tree[style: built.node(at: path)] = newStyle
        built.layout(layoutCase)
        func replace(_ node: inout CaseNode, _ path: ArraySlice<Int>) {
            guard let first = path.first else { node.style = newStyle; return }
            replace(&node.children[first], path.dropFirst())
        }
        replace(&layoutCase.root, path[...])
        let scratch = BuiltCase(layoutCase)
        scratch.layout(layoutCase)
        let fromScratch = allLayouts(scratch.tree, scratch.root)
        guard isWithinPrecision(fromScratch) else { return }
        let mismatch = firstMismatch(allLayouts(built.tree, built.root), fromScratch)
        #expect(mismatch == nil, "seed \(seed): incremental layout differs after changing node at \(path): \(mismatch ?? "")")
    }

    @Test("display:none children of wrap-reverse containers get zero, finite layouts", arguments: Array(seeds.prefix(100)))
    func hiddenChildrenUnderWrapReverse(seed: UInt64) {
        var random = RandomTrees(seed: seed)
        var layoutCase = random.layoutCase(name: "seed \(seed)")
        layoutCase.root.style.flexWrap = .wrapReverse
        layoutCase.root.style.display = .flex
        layoutCase.root.measure = nil
        var hidden = CaseNode(style: random.style(web: false), measure: nil, children: [])
        hidden.style.display = Display.none
        layoutCase.root.children.insert(hidden, at: 0)
        let built = BuiltCase(layoutCase)
        built.layout(layoutCase)
        #expect(allLayouts(built.tree, built.root).allSatisfy(isFinite), "seed \(seed)")
        let layout = built.tree.layout(of: built.tree.children(of: built.root)[0])
        #expect(layout.width == 0 && layout.height == 0 && layout.left == 0 && layout.top == 0)
    }

    @Test("a hidden first child never provides the baseline", arguments: Array(seeds.prefix(100)))
    func hiddenChildIsNeverTheBaseline(seed: UInt64) {
        var random = RandomTrees(seed: seed)
        let tallHeight = random.number(20...80)
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 300 })
        let container = tree.makeNode(style: .with { $0.flexDirection = .column })
        let hidden = tree.makeNode(style: .with { $0.display = .none; $0.width = 10; $0.height = .points(tallHeight) })
        let visible = tree.makeNode(style: .with { $0.width = 10; $0.height = 10 })
        tree.appendChild(hidden, to: container)
        tree.appendChild(visible, to: container)
        let neighbour = tree.makeNode(style: .with { $0.width = 10; $0.height = 30 })
        tree.appendChild(container, to: root)
        tree.appendChild(neighbour, to: root)
        tree.calculateLayout(root)
        // The container's baseline is its visible child's (10), so it sits 20 below the top.
        #expect(tree.layout(of: container).top == 20, "seed \(seed)")
    }
}
