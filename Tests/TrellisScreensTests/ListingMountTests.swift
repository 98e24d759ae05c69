import Foundation
import Render
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

/// Acceptance item 1 on the real listing screen: Props → layout → reconcile, asserting the mount
/// instructions exactly. Texts are measured by the fixed-advance measurer (10 pt per character) so
/// the expectations do not depend on fonts.
@Suite struct ListingMountTests {
    static let commands = ListingCommands()
    let environment = TrellisElements.Environment(device: Device.iPhoneX.portrait, textMeasurer: FixedAdvanceMeasurer())
    let size = Device.iPhoneX.portrait.size

    /// Mounts `first`, then returns the instructions for `second` and both mounted trees; checks that
    /// a headless host driven by the instructions shows the second tree.
    func transition(_ first: ListingProps, _ second: ListingProps) throws -> (MountedTree, MountedTree, [MountInstruction]) {
        let session = LayoutSession()
        var window = ScrollWindow()
        let reconciler = Reconciler(scale: environment.displayScale)
        var host = HeadlessHost()
        let (mounted, initial) = reconciler.reconcile(MountedTree(), to: layout(first, session, &window))
        try host.apply(initial)
        let (next, instructions) = reconciler.reconcile(mounted, to: layout(second, session, &window))
        try host.apply(instructions)
        #expect(host.tree.root == next.root?.withoutKeysAndCommands)
        return (mounted, next, instructions)
    }

    /// The listing laid out with every row of its list (full length, so blocks below the
    /// viewport are there too).
    func layout(_ props: ListingProps, _ session: LayoutSession, _ window: inout ScrollWindow) -> LayoutNode {
        let raw = session.layout(ListingScreen(props).element, in: size, environment: environment)
        return window.apply(to: raw, offsets: [:], environment: environment, fullLength: true).node
    }

    /// Every view whose frame differs between the trees, by handle.
    func movedFrames(_ a: MountedTree, _ b: MountedTree) -> Set<ViewID> {
        var old: [ViewID: Rect] = [:]
        var stack = [a.root!]
        while let node = stack.popLast() { old[node.id] = node.frame; stack += node.children }
        var moved: Set<ViewID> = []
        stack = [b.root!]
        while let node = stack.popLast() {
            if let frame = old[node.id], frame != node.frame { moved.insert(node.id) }
            stack += node.children
        }
        return moved
    }

    func count(_ instructions: [MountInstruction], _ name: String) -> Int {
        instructions.filter { $0.description.hasPrefix(name + " ") }.count
    }

    @Test func theFirstMountCreatesEveryViewAndAttachesTheScreenOnce() {
        var window = ScrollWindow()
        let layout = layout(.sample(commands: Self.commands), LayoutSession(), &window)
        let (tree, instructions) = Reconciler(scale: environment.displayScale).reconcile(MountedTree(), to: layout)
        #expect(count(instructions, "create") == tree.count)
        #expect(count(instructions, "setFrame") == 0, "a view is created with its frame")
        #expect(count(instructions, "insert") == tree.count)
        #expect(instructions.last == .insert(tree.root!.id, parent: nil, index: 0))
        #expect(tree.count == 76)
    }

    @Test func identicalPropsGiveNoInstructions() throws {
        let (_, _, instructions) = try transition(.sample(commands: Self.commands), .sample(commands: Self.commands))
        #expect(instructions.isEmpty)
    }

    @Test func changingOneTextOfTheSameSizeGivesExactlyOneUpdate() throws {
        var changed = ListingProps.sample(commands: Self.commands)
        changed.price = "355 000 ₽"
        let (mounted, _, instructions) = try transition(.sample(commands: Self.commands), changed)
        let price = mounted.node(text: "360 000 ₽")!.id
        #expect(instructions.count == 1)
        guard case .update(price, let changes)? = instructions.first else {
            Issue.record("expected one update of the price, got \(instructions)")
            return
        }
        #expect(changes.map(\.name) == ["text"])
    }

    @Test func changingOneTextThatWrapsGivesOneUpdatePlusExactlyTheFramesThatMoved() throws {
        var changed = ListingProps.sample(commands: Self.commands)
        changed.title = "Honda Legend IV, 2006, 3.5 AT, полный привод"  // wraps to more lines
        let (mounted, next, instructions) = try transition(.sample(commands: Self.commands), changed)
        #expect(count(instructions, "update") == 1)
        #expect(instructions.contains(.update(mounted.node(text: "Honda Legend IV, 2006")!.id,
                                              changes: [.content(next.node(text: changed.title)!.props.content)])))
        let framed = Set(instructions.compactMap { if case .setFrame(let id, _) = $0 { return id } else { return nil } })
        #expect(framed == movedFrames(mounted, next))
        #expect(!framed.isEmpty)
        // Blocks below the header move; their insides do not (frames are parent-relative).
        #expect(framed.contains(mounted.node(key: "banner")!.id))
        #expect(!framed.contains(mounted.node(text: "Проверьте автомобиль перед покупкой")!.id))
        #expect(count(instructions, "create") + count(instructions, "remove") + count(instructions, "move") == 0)
    }

    @Test func reorderingKeyedCharacteristicsMovesViewsInsteadOfRecreatingThem() throws {
        var changed = ListingProps.sample(commands: Self.commands)
        changed.characteristics.swapAt(0, 12)
        let (mounted, next, instructions) = try transition(.sample(commands: Self.commands), changed)
        #expect(count(instructions, "create") == 0)
        #expect(count(instructions, "remove") == 0)
        #expect((1...2).contains(count(instructions, "move")))
        #expect(count(instructions, "update") == 0)
        // The rows keep their views.
        #expect(next.node(path: ["scroll", "content", "characteristic:VIN"])!.id == mounted.node(path: ["scroll", "content", "characteristic:VIN"])!.id)
    }

    @Test func removingACharacteristicGivesOneRemoveAndMovesTheRowsBelow() throws {
        var changed = ListingProps.sample(commands: Self.commands)
        changed.characteristics.remove(at: 4)
        let (mounted, next, instructions) = try transition(.sample(commands: Self.commands), changed)
        #expect(instructions.filter { if case .remove = $0 { return true } else { return false } }
                == [.remove(mounted.node(path: ["scroll", "content", "characteristic:Двигатель"])!.id)])
        #expect(count(instructions, "create") == 0)
        let framed = Set(instructions.compactMap { if case .setFrame(let id, _) = $0 { return id } else { return nil } })
        #expect(framed == movedFrames(mounted, next))
    }

    @Test func expandingTheDescriptionRemovesReadMoreAndUpdatesOnlyTheText() throws {
        var expanded = ListingProps.sample(commands: Self.commands)
        expanded.description.isExpanded = true
        let (mounted, _, instructions) = try transition(.sample(commands: Self.commands), expanded)
        #expect(count(instructions, "remove") == 1)
        #expect(instructions.contains(.remove(mounted.node(path: ["scroll", "content", "description", "read-more"])!.id)))
        #expect(count(instructions, "update") == 1)
        #expect(count(instructions, "create") == 0)
    }
}
