import Flexbox
import Testing

/// Dirty tracking, caches and `hasNewLayout`.
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// root (row, 300 wide) → [text leaf, fixed box]
    private func makeTree(_ recorder: MeasureRecorder) -> (FlexTree, NodeID, NodeID, NodeID) {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.width = 300 })
        let text = tree.makeNode(style: .with { $0.flexShrink = 1 }, measure: recorder.function(Size(width: 120, height: 20)))
        let box = tree.makeNode(style: .with { $0.width = 50; $0.height = 50 })
        tree.appendChild(text, to: root)
        tree.appendChild(box, to: root)
        return (tree, root, text, box)
    }

    @Test("a fresh node is dirty and laying out cleans the whole tree")
    func layoutCleans() {
        let (tree, root, text, box) = makeTree(MeasureRecorder())
        #expect(tree.isDirty(root) && tree.isDirty(text) && tree.isDirty(box))
        tree.calculateLayout(root)
        #expect(!tree.isDirty(root) && !tree.isDirty(text) && !tree.isDirty(box))
    }

    @Test("setting an equal style dirties nothing; a real change dirties the node and its ancestors only")
    func styleChangesDirty() {
        let (tree, root, text, box) = makeTree(MeasureRecorder())
        tree.calculateLayout(root)
        tree[style: box] = tree[style: box]
        #expect(!tree.isDirty(box) && !tree.isDirty(root))
        tree[style: box].height = 60
        #expect(tree.isDirty(box) && tree.isDirty(root))
        #expect(!tree.isDirty(text), "siblings stay clean")
    }

    @Test("markDirty propagates to the root and reports every newly dirtied node once")
    func markDirtyCallback() {
        let (tree, root, text, _) = makeTree(MeasureRecorder())
        tree.calculateLayout(root)
        var dirtied: [NodeID] = []
        tree.onDirtied = { dirtied.append($0) }
        tree.markDirty(text)
        tree.markDirty(text)
        #expect(dirtied == [text, root])
    }

    @Test("re-laying out an unchanged tree measures nothing and leaves hasNewLayout cleared")
    func cleanRelayoutIsFree() {
        let recorder = MeasureRecorder()
        let (tree, root, text, box) = makeTree(recorder)
        tree.calculateLayout(root)
        #expect(recorder.count > 0)
        #expect(tree.hasNewLayout(root) && tree.hasNewLayout(text))
        for node in [root, text, box] { tree.setHasNewLayout(false, for: node) }
        recorder.reset()
        tree.calculateLayout(root)
        #expect(recorder.count == 0)
        #expect(!tree.hasNewLayout(root) && !tree.hasNewLayout(text) && !tree.hasNewLayout(box))
    }

    @Test("changing a sibling's style re-lays out without re-measuring an unaffected text leaf")
    func measurementCache() {
        let recorder = MeasureRecorder()
        let (tree, root, text, box) = makeTree(recorder)
        tree.calculateLayout(root)
        recorder.reset()
        tree[style: box].height = 70
        tree.calculateLayout(root)
        #expect(recorder.count == 0, "the text's constraints did not change")
        #expect(tree.layout(of: box).height == 70)
        #expect(tree.layout(of: root).height == 70)
        tree.markDirty(text)
        tree.calculateLayout(root)
        #expect(recorder.count > 0, "a dirtied measured node is measured again")
        _ = text
    }

    @Test("measure functions see exactly, at-most and undefined modes")
    func measureModes() {
        let recorder = MeasureRecorder()
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.width = 200 })
        let leaf = tree.makeNode(style: .with { $0.alignSelf = .flexStart }, measure: recorder.function(Size(width: 80, height: 10)))
        tree.appendChild(leaf, to: root)
        tree.calculateLayout(root)
        #expect(recorder.modes.contains { $0.0 == .atMost && $0.1 == .undefined },
                "a column item is measured at most the container's width, height unconstrained")
        #expect(tree.layout(of: leaf).width == 80)

        let exact = FlexTree()
        let exactRoot = exact.makeNode(style: .with { $0.width = 200; $0.height = 100 })
        let stretched = exact.makeNode(style: .with { $0.flexGrow = 1 }, measure: recorder.function(Size(width: 80, height: 10)))
        exact.appendChild(stretched, to: exactRoot)
        recorder.reset()
        exact.calculateLayout(exactRoot)
        #expect(exact.layout(of: stretched).width == 200 && exact.layout(of: stretched).height == 100)
        #expect(recorder.modes.allSatisfy { $0.0 == .exactly || $0.0 == .atMost })
    }

    @Test("incremental re-layout after a style change equals laying out a fresh tree")
    func incrementalEqualsScratch() {
        func build(_ width: Length) -> (FlexTree, [NodeID]) {
            let tree = FlexTree()
            let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 200 })
            var nodes = [root]
            for index in 0..<6 {
                let child = tree.makeNode(style: .with { $0.width = index == 2 ? width : 60; $0.height = 20; $0.flexGrow = 1 })
                tree.appendChild(child, to: root)
                nodes.append(child)
            }
            return (tree, nodes)
        }
        let (incremental, nodes) = build(60)
        incremental.calculateLayout(nodes[0])
        incremental[style: nodes[3]].width = 130
        incremental.calculateLayout(nodes[0])
        let (scratch, scratchNodes) = build(130)
        scratch.calculateLayout(scratchNodes[0])
        #expect(nodes.map { incremental.layout(of: $0) } == scratchNodes.map { scratch.layout(of: $0) })
    }
}
