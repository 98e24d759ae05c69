import Flexbox
import Testing

/// Rules of CSS Flexbox that hold in plain CSS mode (errata `none`), where Yoga's classic
/// behaviour differs. The numbers match headless Chromium (see the web-/yoga- fixtures).
@Suite("Plain CSS rules")
struct PlainCSSRulesTests {
    private func cssTree() -> FlexTree { FlexTree(config: Config(useWebDefaults: true, errata: .none)) }

    private func webStyle(_ configure: (inout Style) -> Void) -> Style {
        var style = Style.web
        configure(&style)
        return style
    }

    /// A 300-wide row of three growing, empty items; the middle one gets `middle`'s style.
    private func growingRow(middle: (inout Style) -> Void) -> (FlexTree, [NodeID]) {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.width = 300; $0.height = 20 })
        let items = [
            tree.makeNode(style: webStyle { $0.flexGrow = 1 }),
            tree.makeNode(style: webStyle { $0.flexGrow = 1; middle(&$0) }),
            tree.makeNode(style: webStyle { $0.flexGrow = 1 }),
        ]
        for item in items { tree.appendChild(item, to: root) }
        tree.calculateLayout(root)
        return (tree, items)
    }

    @Test("a content-based flex base size ignores the item's own min-width; the min freezes it while the rest is shared")
    func flexBaseIgnoresMin() {
        // Bases 0/0/0: a third each violates the min of 150, which freezes; 150 is left for two.
        let (tree, items) = growingRow { $0.minWidth = 150 }
        #expect(items.map { tree.layout(of: $0).width } == [75, 150, 75])
    }

    @Test("a percentage min-width of the container freezes its item at the resolved minimum")
    func percentMinFreezes() {
        let (tree, items) = growingRow { $0.minWidth = .percent(60) }
        #expect(items.map { tree.layout(of: $0).width } == [60, 180, 60])
    }

    @Test("a text item's flex base size is its max-content width even above its max-width")
    func textBaseIgnoresMax() {
        // Text 60 wide with max 50: base 60 > hypothetical 50, so it is frozen at 50 before any
        // growing; the other two (bases 10) share the remaining 130 until the min of 100 binds.
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.width = 200; $0.alignItems = .flexStart })
        let text = { (width: Float) in { @Sendable (_: Float, _: MeasureMode, _: Float, _: MeasureMode) in
            Size(width: width, height: 10)
        } }
        let capped = tree.makeNode(style: webStyle { $0.flexGrow = 1; $0.maxWidth = .percent(25) }, measure: text(60))
        let floored = tree.makeNode(style: webStyle { $0.flexGrow = 1; $0.minWidth = .percent(50) }, measure: text(10))
        let free = tree.makeNode(style: webStyle { $0.flexGrow = 1 }, measure: text(10))
        for item in [capped, floored, free] { tree.appendChild(item, to: root) }
        tree.calculateLayout(root)
        #expect([capped, floored, free].map { tree.layout(of: $0).width } == [50, 100, 50])
    }

    @Test("an item with an auto cross margin does not take part in baseline alignment; the margin places it")
    func autoMarginLeavesBaselineAlignment() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.width = 100; $0.height = 60; $0.alignItems = .baseline })
        let pushed = tree.makeNode(style: webStyle { $0.width = 10; $0.height = 10; $0.margin.top = .auto })
        let aligned = tree.makeNode(style: webStyle { $0.width = 10; $0.height = 15 })
        tree.appendChild(pushed, to: root)
        tree.appendChild(aligned, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: pushed).top == 50)
        #expect(tree.layout(of: aligned).top == 0)
    }

    @Test("a content-box baseline function is offset by the resolved (percentage) top padding")
    func contentBoxBaselineResolvesPercentPadding() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.width = 200; $0.alignItems = .baseline })
        let line = { @Sendable (_: Float, _: MeasureMode, _: Float, _: MeasureMode) in Size(width: 10, height: 10) }
        // 5% of the row's 200-point inner width: the first baseline is 10 + 8 below the top.
        let padded = tree.makeNode(style: webStyle { $0.flexGrow = 1; $0.padding.top = .percent(5) }, measure: line)
        let plain = tree.makeNode(style: webStyle { $0.flexGrow = 1 }, measure: line)
        for item in [padded, plain] {
            tree.setBaseline({ _, _ in 8 }, for: item, from: .contentBox)
            tree.appendChild(item, to: root)
        }
        tree.calculateLayout(root)
        #expect(tree.layout(of: plain).top == 10)
        #expect(tree.layout(of: root).height == 20)
    }
}
