import Lists
import Render
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements

/// Tests of the reconciler on hand-written laid-out trees (independent of the layout pass).
@Suite struct ReconcilerTests {
    let reconciler = Reconciler()

    func text(_ string: String, key: ElementKey? = nil, y: Double = 0, height: Double = 20) -> LayoutNode {
        LayoutNode(kind: .text, key: key, frame: Rect(x: 0, y: y, width: 100, height: height),
                   props: ViewProps(content: .text(AttributedText(string))))
    }

    func box(key: ElementKey? = nil, y: Double = 0, height: Double = 100, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(kind: .box, key: key, frame: Rect(x: 0, y: y, width: 100, height: height), children: children)
    }

    /// Mounts `first`, then reconciles to `second`; returns the second batch and both trees, after
    /// checking that a headless host driven by the instructions ends up showing `second`.
    func transition(_ first: LayoutNode, _ second: LayoutNode) throws -> (MountedTree, MountedTree, [MountInstruction]) {
        var host = HeadlessHost()
        let (mounted, initial) = reconciler.reconcile(MountedTree(), to: first)
        try host.apply(initial)
        let (next, instructions) = reconciler.reconcile(mounted, to: second)
        try host.apply(instructions)
        #expect(host.tree.root == next.root?.withoutKeysAndCommands)
        return (mounted, next, instructions)
    }

    @Test func firstMountCreatesEveryViewAndAttachesTheRootOnce() throws {
        let tree = box([text("a", y: 0), box(y: 20, height: 40, [text("b")])])
        let (mounted, instructions) = reconciler.reconcile(MountedTree(), to: tree)
        let creates = instructions.filter { if case .create = $0 { return true } else { return false } }
        #expect(creates.count == 4)
        #expect(instructions.last == .insert(mounted.root!.id, parent: nil, index: 0))
        // Every view gets its frame before it is attached.
        var host = HeadlessHost()
        try host.apply(instructions)
        #expect(host.dump() == """
            box v1 [0 0 100×100]
              text v2 [0 0 100×20] "a"
              box v3 [0 20 100×40]
                text v4 [0 0 100×20] "b"
            """)
    }

    @Test func aFrameThatDiffersOnlyByFloatNoiseGivesNoSetFrame() throws {
        let before = box([text("a", key: "a", y: 20)])
        var after = before
        after.children[0].frame = Rect(x: 0.0004, y: 20.0003, width: 99.9996, height: 20.0009)
        after.frame.size.width = 100.0002
        let (_, _, instructions) = try transition(before, after)
        #expect(instructions.isEmpty)
    }

    @Test func aOnePixelMoveAtScale3IsSentAndTheMountedFrameFollows() {
        let reconciler = Reconciler(scale: 3)
        let before = box([text("a", key: "a", y: 20)])
        var after = before
        after.children[0].frame.origin.y = 20 + 1.0 / 3
        let (mounted, _) = reconciler.reconcile(MountedTree(), to: before)
        let (next, instructions) = reconciler.reconcile(mounted, to: after)
        let id = mounted.root!.children[0].id
        #expect(instructions == [.setFrame(id, after.children[0].frame)])
        #expect(next.root!.children[0].frame == after.children[0].frame)
        // The same move is noise to a 1x host, which keeps the frame it has.
        let (_, atOne) = Reconciler(scale: 1).reconcile(mounted, to: after)
        #expect(atOne.isEmpty)
    }

    @Test func noiseKeepsTheMountedFrameSoDriftIsSentOnceItReachesHalfAPixel() {
        let before = box([text("a", key: "a", y: 20)])
        var after = before
        after.children[0].frame.origin.y = 20.3
        let (mounted, _) = reconciler.reconcile(MountedTree(), to: before)
        let (next, none) = reconciler.reconcile(mounted, to: after)
        #expect(none.isEmpty)
        #expect(next.root!.children[0].frame.minY == 20)
        after.children[0].frame.origin.y = 20.6
        let (_, moved) = reconciler.reconcile(next, to: after)
        #expect(moved == [.setFrame(mounted.root!.children[0].id, after.children[0].frame)])
    }

    @Test func changingOneTextGivesOneUpdatePlusTheFramesThatMoved() throws {
        let before = box([text("title", key: "title"), text("subtitle", key: "subtitle", y: 20)])
        // The title wraps to two lines: it grows, the subtitle moves down, the root stays.
        let after = box([text("a much longer title", key: "title", height: 40), text("subtitle", key: "subtitle", y: 40)])
        let (mounted, _, instructions) = try transition(before, after)
        let title = mounted.node(key: "title")!.id
        let subtitle = mounted.node(key: "subtitle")!.id
        #expect(instructions == [
            .update(title, changes: [.content(after.children[0].props.content)]),
            .setFrame(title, Rect(x: 0, y: 0, width: 100, height: 40)),
            .setFrame(subtitle, Rect(x: 0, y: 40, width: 100, height: 20)),
        ])
    }

    @Test func changingOnlyATextThatKeepsItsSizeGivesExactlyOneUpdate() throws {
        let (mounted, _, instructions) = try transition(box([text("abc"), text("x", y: 20)]),
                                                        box([text("abd"), text("x", y: 20)]))
        #expect(instructions.count == 1)
        #expect(instructions.first?.viewID == mounted.root!.children[0].id)
    }

    @Test func identicalTreesGiveNoInstructions() throws {
        let tree = box([text("a"), box(y: 20, height: 40, [text("b")])])
        let (_, _, instructions) = try transition(tree, tree)
        #expect(instructions.isEmpty)
    }

    @Test func reorderingKeyedItemsMovesViewsInsteadOfRecreatingThem() throws {
        let before = box(["a", "b", "c", "d"].map { text($0, key: .string($0)) })
        let after = box(["d", "a", "b", "c"].map { text($0, key: .string($0)) })
        let (mounted, next, instructions) = try transition(before, after)
        let d = mounted.node(key: "d")!.id
        #expect(instructions == [.move(d, parent: mounted.root!.id, index: 0)])
        #expect(next.root!.children.map(\.id) == after.children.map { mounted.node(key: $0.key!)!.id })
    }

    @Test func reversingKeyedItemsMovesAllButOneAndCreatesNothing() throws {
        let keys = (0..<6).map { ElementKey.int($0) }
        let (_, _, instructions) = try transition(box(keys.map { text("\($0)", key: $0) }),
                                                  box(keys.reversed().map { text("\($0)", key: $0) }))
        #expect(instructions.count == 5)
        #expect(instructions.allSatisfy { if case .move = $0 { return true } else { return false } })
    }

    @Test func removingASubtreeGivesOneRemove() throws {
        let card = box(key: "card", y: 20, height: 60, [text("x"), box([text("y"), text("z")])])
        let before = box([text("head", key: "head"), card])
        let after = box([text("head", key: "head")])
        let (mounted, _, instructions) = try transition(before, after)
        #expect(instructions == [.remove(mounted.node(key: "card")!.id)])
    }

    @Test func insertingAKeyedItemCreatesOnlyThatItem() throws {
        let before = box([text("a", key: "a"), text("c", key: "c")])
        let after = box([text("a", key: "a"), text("b", key: "b"), text("c", key: "c")])
        let (mounted, next, instructions) = try transition(before, after)
        let b = next.node(key: "b")!.id
        #expect(instructions == [
            .create(b, kind: .text, props: after.children[1].props, frame: after.children[1].frame),
            .insert(b, parent: mounted.root!.id, index: 1),
        ])
    }

    @Test func unkeyedIdentityIsThePositionAmongSiblingsOfTheSameKind() throws {
        // An image appears before the texts: the texts keep their views (positions among texts).
        let image = LayoutNode(kind: .image, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                               props: ViewProps(content: .image(ResolvedImage(source: "logo", contentMode: .aspectFit, placeholder: .white))))
        let (mounted, next, instructions) = try transition(box([text("a"), text("b")]),
                                                           box([image, text("a"), text("b")]))
        #expect(next.root!.children[1].id == mounted.root!.children[0].id)
        #expect(next.root!.children[2].id == mounted.root!.children[1].id)
        #expect(instructions.filter { if case .create = $0 { return true } else { return false } }.count == 1)
    }

    @Test func aKeyedChildThatChangesKindIsReplaced() throws {
        let image = LayoutNode(kind: .image, key: "x", frame: .zero)
        let (mounted, next, instructions) = try transition(box([text("a", key: "x")]), box([image]))
        #expect(instructions.first == .remove(mounted.root!.children[0].id))
        #expect(next.root!.children[0].id != mounted.root!.children[0].id)
    }

    @Test func aParentThatMovesDoesNotResendItsChildrensFrames() throws {
        let (mounted, _, instructions) = try transition(box([box(y: 0, height: 50, [text("a")])]),
                                                        box([box(y: 30, height: 50, [text("a")])]))
        #expect(instructions == [.setFrame(mounted.root!.children[0].id, Rect(x: 0, y: 30, width: 100, height: 50))])
    }

    @Test func duplicateKeysFallBackToPositionAndStillMount() throws {
        let (_, next, _) = try transition(box([text("a", key: "k"), text("b", key: "k")]),
                                          box([text("a", key: "k"), text("b", key: "k")]))
        #expect(next.count == 3)
    }

    @Test func viewHandlesAreNeverReused() throws {
        let (mounted, next, _) = try transition(box([text("a", key: "a")]), box([text("b", key: "b")]))
        #expect(next.root!.children[0].id.rawValue >= mounted.nextID)
    }

    @Test(arguments: [
        ([0, 1, 2, 3], [3, 2, 1, 0]), ([0, 1, 2, 3, 4], [4, 0, 1, 2, 3]), ([0, 1, 2, 3, 4], [1, 2, 3, 4, 0]),
        ([0, 1, 2, 3, 4, 5], [5, 7, 1, 3, 8, 0]), ([0, 1, 2], [9, 8, 2, 7, 1, 0, 6]),
    ])
    func anyKeyedPermutationWithInsertionsAndRemovalsEndsInTheNewOrder(before: [Int], after: [Int]) throws {
        let old = box(before.map { text("\($0)", key: .int($0)) })
        let new = box(after.map { text("\($0)", key: .int($0)) })
        let (mounted, next, instructions) = try transition(old, new)
        #expect(next.root!.children.map(\.key) == after.map { ElementKey.int($0) })
        // Survivors keep their views.
        for key in Set(before).intersection(after) {
            #expect(next.node(key: .int(key))!.id == mounted.node(key: .int(key))!.id)
        }
        let removes = instructions.filter { if case .remove = $0 { return true } else { return false } }.count
        #expect(removes == Set(before).subtracting(after).count)
    }
}

extension ReconcilerTests {
    /// A list row keyed `key`: a box holding a box with a title and, with `badge`, a badge.
    func row(_ key: String, y: Double, badge: Bool) -> LayoutNode {
        box(key: .string(key), y: y, height: 20, [box(height: 20, [text(key)] + (badge ? [text("1", key: "badge")] : []))])
    }

    /// A scroll container whose content box holds `rows`.
    func list(_ rows: [LayoutNode]) -> LayoutNode {
        LayoutNode(kind: .box, key: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                   children: [box(key: "content", rows)], scroll: ScrollContent(id: "list", model: ListModel()))
    }

    @Test func aRowEnteringTakesTheViewsOfALeavingRowOfTheSameWholeShape() throws {
        let before = list([row("a", y: 0, badge: true), row("b", y: 20, badge: false), row("x", y: 40, badge: false)])
        let after = list([row("x", y: 0, badge: false), row("c", y: 20, badge: true), row("d", y: 40, badge: false)])
        let (mounted, next, instructions) = try transition(before, after)
        // a and b leave, c (with a badge) and d (without) enter: c takes a's views, d takes b's,
        // so no badge view is created or removed.
        let rows = try #require(mounted.root?.children.first?.children)
        let nextRows = try #require(next.root?.children.first?.children)
        #expect(nextRows.map(\.key) == ["x", "c", "d"])
        #expect(nextRows.map(\.id) == [rows[2].id, rows[0].id, rows[1].id])
        #expect(!instructions.contains { if case .create = $0 { true } else if case .remove = $0 { true } else { false } },
                "\(instructions)")
    }
}

