@testable import Flexbox
import Testing

/// Measure and baseline functions live in side tables; freeing a node must give its slots back.
@Suite("Function slots")
struct FunctionSlotTests {
    /// An object a measure closure captures (like a text); its deinit is observed through a weak reference.
    final class Payload: Sendable {}

    /// A leaf whose measure and baseline closures capture `payload`.
    func makeLeaf(in tree: FlexTree, capturing payload: Payload) -> NodeID {
        let leaf = tree.makeNode(measure: { _, _, _, _ in
            withExtendedLifetime(payload) { Size(width: 10, height: 10) }
        })
        tree.setBaseline({ _, _ in withExtendedLifetime(payload) { 8 } }, for: leaf)
        return leaf
    }

    @Test("freeing a measured node releases what its measure and baseline functions captured")
    func freeReleasesCapturedObjects() {
        let tree = FlexTree()
        let root = tree.makeNode()
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            let leaf = makeLeaf(in: tree, capturing: payload)
            tree.appendChild(leaf, to: root)
            tree.calculateLayout(root)
            tree.free(leaf)
        }
        #expect(released == nil, "the freed node's closures still hold their captures")
    }

    @Test("1,000 create/free cycles of measured leaves keep the function tables bounded")
    func createFreeCyclesReuseSlots() {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.alignItems = .flexStart })
        for _ in 0..<1_000 {
            let leaf = makeLeaf(in: tree, capturing: Payload())
            tree.appendChild(leaf, to: root)
            tree.calculateLayout(root, availableWidth: 100, availableHeight: 100)
            #expect(tree.layout(of: leaf).width == 10)
            tree.free(leaf)
        }
        #expect(tree.measureFunctions.count <= 1)
        #expect(tree.baselineFunctions.count <= 1)
    }

    @Test("removing a measure or baseline function releases it and its slot is reused")
    func removingAFunctionReleasesIt() {
        let tree = FlexTree()
        weak var released: Payload?
        let leaf: NodeID
        do {
            let payload = Payload()
            released = payload
            leaf = makeLeaf(in: tree, capturing: payload)
            tree.setMeasure(nil, for: leaf)
            tree.setBaseline(nil, for: leaf)
        }
        #expect(released == nil)
        #expect(!tree.hasMeasure(leaf))
        let other = tree.makeNode(measure: { _, _, _, _ in Size(width: 5, height: 5) })
        tree.calculateLayout(other)
        #expect(tree.layout(of: other).width == 5)
        #expect(tree.measureFunctions.count == 1)
    }
}
