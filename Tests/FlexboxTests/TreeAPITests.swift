import Flexbox
import Testing

/// Building trees and reading results through the public API.
@Suite("Tree API")
struct TreeAPITests {
    @Test("children keep insertion order and can be inserted, removed and freed")
    func childrenOrder() {
        let tree = FlexTree()
        let root = tree.makeNode()
        let a = tree.makeNode(), b = tree.makeNode(), c = tree.makeNode()
        tree.appendChild(a, to: root)
        tree.appendChild(c, to: root)
        tree.insertChild(b, into: root, at: 1)
        #expect(tree.children(of: root) == [a, b, c])
        #expect(tree.parent(of: b) == root)
        tree.removeFromParent(b)
        #expect(tree.children(of: root) == [a, c])
        #expect(tree.parent(of: b) == nil)
        tree.free(b)
        let reused = tree.makeNode()
        #expect(reused == b, "freed ids are reused")
        #expect(tree.childCount(of: root) == 2)
    }

    @Test("row children split free space by flex-grow and report positions relative to the parent")
    func flexGrowSplitsSpace() {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.width = 300; $0.height = 100 })
        let a = tree.makeNode(style: .with { $0.flexGrow = 1 })
        let b = tree.makeNode(style: .with { $0.flexGrow = 2 })
        tree.appendChild(a, to: root)
        tree.appendChild(b, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: a).width == 100)
        #expect(tree.layout(of: b).left == 100)
        #expect(tree.layout(of: b).width == 200)
        #expect(tree.layout(of: b).height == 100, "align-items: stretch fills the cross axis")
    }

    @Test("results carry resolved margins, padding, borders and direction")
    func resolvedEdges() {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.width = 200; $0.height = 200; $0.direction = .rtl })
        let child = tree.makeNode(style: .with {
            $0.margin.start = 10
            $0.padding.all = .percent(10)
            $0.border.left = 3
            $0.height = 50
        })
        tree.appendChild(child, to: root)
        tree.calculateLayout(root)
        let layout = tree.layout(of: child)
        #expect(layout.direction == .rtl)
        #expect(layout.margin.right == 10, "start is the right edge in RTL")
        #expect(layout.margin.left == 0)
        #expect(layout.padding.top == 20, "percentage padding resolves against the parent's width")
        #expect(layout.border.left == 3)
        #expect(layout.width == 190)
        #expect(layout.left == 0)
    }

    @Test("pixel-grid rounding snaps edges while raw sizes keep the exact values")
    func pixelGrid() {
        let tree = FlexTree(config: Config(pointScaleFactor: 2))
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.width = 100; $0.height = 10 })
        let children = (0..<3).map { _ in tree.makeNode(style: .with { $0.flexGrow = 1 }) }
        for child in children { tree.appendChild(child, to: root) }
        tree.calculateLayout(root)
        let widths = children.map { tree.layout(of: $0).width }
        #expect(widths.reduce(0, +) == 100, "rounded widths still tile the parent")
        #expect(widths.allSatisfy { ($0 * 2).rounded() == $0 * 2 }, "every edge is on the half-point grid")
        #expect(abs(tree.layout(of: children[0]).rawWidth - 100.0 / 3) < 1e-4)
    }

    @Test("hadOverflow reports content that does not fit the main axis")
    func overflowFlag() {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.width = 50; $0.height = 10 })
        tree.appendChild(tree.makeNode(style: .with { $0.width = 40 }), to: root)
        tree.appendChild(tree.makeNode(style: .with { $0.width = 40 }), to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: root).hadOverflow)
        tree[style: root].width = 100
        tree.calculateLayout(root)
        #expect(!tree.layout(of: root).hadOverflow)
    }

    @Test("a baseline function aligns items by their baseline")
    func baselineFunction() {
        let tree = FlexTree()
        let root = tree.makeNode(style: .with { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 100 })
        let tall = tree.makeNode(style: .with { $0.width = 20; $0.height = 40 })
        let short = tree.makeNode(style: .with { $0.width = 20; $0.height = 10 })
        tree.setBaseline({ _, height in height * 0.75 }, for: tall)
        tree.appendChild(tall, to: root)
        tree.appendChild(short, to: root)
        tree.calculateLayout(root)
        // tall's baseline is at 30; short (no function) has its baseline at its bottom edge.
        #expect(tree.layout(of: short).top == 20)
        #expect(tree.layout(of: root).height == 40)
    }
}

/// The example of the README's Flexbox section, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("a growing measured label fills a padded row")
    func readmeExample() {
        let tree = FlexTree(config: Config(pointScaleFactor: 2))
        var row = Style()
        row.flexDirection = .row
        row.width = 300
        row.padding = Edges(all: 10)
        let root = tree.makeNode(style: row)

        var grow = Style()
        grow.flexGrow = 1
        let label = tree.makeNode(style: grow) { width, widthMode, height, heightMode in
            Size(width: widthMode == .exactly ? width : 120, height: 20)
        }
        tree.appendChild(label, to: root)
        tree.calculateLayout(root, availableWidth: .nan, availableHeight: .nan, direction: .ltr)
        let frame = tree.layout(of: label)
        #expect([frame.left, frame.top, frame.width, frame.height] == [10, 10, 280, 20])

        tree[style: label].margin.left = 5
        #expect(tree.isDirty(label) && tree.isDirty(root))
        tree.calculateLayout(root)
        #expect(tree.layout(of: label).left == 15)
        #expect(tree.layout(of: label).width == 275)
    }
}
