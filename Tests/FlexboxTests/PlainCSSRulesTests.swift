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

    /// A measure function for text whose words are `minimum` wide and whose single line is
    /// `maximum` wide: narrower than that it wraps onto two 10-point lines.
    private func text(minimum: Float, maximum: Float) -> MeasureFunction {
        { width, widthMode, _, _ in
            var used = maximum
            if widthMode == .exactly { used = width } else if widthMode == .atMost { used = min(maximum, width) }
            used = max(used, minimum)
            return Size(width: widthMode == .exactly ? width : used, height: used < maximum ? 20 : 10)
        }
    }

    private func exactTree() -> FlexTree { FlexTree(config: Config(pointScaleFactor: 0, useWebDefaults: true, errata: .none)) }

    @Test("a column with a content-based height honours its items' definite flex-basis")
    func columnHonoursFlexBasis() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.flexDirection = .column; $0.width = 30 })
        let based = tree.makeNode(style: webStyle { $0.flexBasis = 50 }, measure: text(minimum: 10, maximum: 10))
        tree.appendChild(based, to: root)
        tree.appendChild(tree.makeNode(style: webStyle { _ in }, measure: text(minimum: 10, maximum: 10)), to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: based).height == 50)
        #expect(tree.layout(of: root).height == 60)
    }

    @Test("auto cross margins centre an item in its line after the lines are stretched")
    func autoMarginsInStretchedLines() {
        let tree = exactTree()
        let root = tree.makeNode(style: webStyle { $0.flexWrap = .wrap; $0.width = 60; $0.height = 60 })
        let first = tree.makeNode(style: webStyle { $0.width = 20; $0.height = 10; $0.margin = Edges(all: 5) })
        let second = tree.makeNode(style: webStyle { $0.width = 20; $0.height = 10; $0.margin.left = .auto })
        let centred = tree.makeNode(style: webStyle { $0.width = 40; $0.height = 10; $0.margin = Edges(all: .auto) })
        for item in [first, second, centred] { tree.appendChild(item, to: root) }
        tree.calculateLayout(root)
        // Lines of 20 and 10 share 30 more points: 35 and 25; the item sits in the middle of the second.
        #expect(tree.layout(of: centred).top == 42.5)
        #expect(tree.layout(of: centred).left == 10)
    }

    @Test("the automatic minimum of an aspect-ratio item grows to fit its content")
    func ratioMinimumFitsContent() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.flexDirection = .column; $0.width = 200; $0.height = 300
            $0.alignItems = .flexStart })
        let boxed = tree.makeNode(style: webStyle { $0.width = 20; $0.aspectRatio = 2 },
                                  measure: { _, _, _, _ in Size(width: 20, height: 30) })
        tree.appendChild(boxed, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: boxed).height == 30)
    }

    @Test("stretching sets an auto cross size even when the item has an aspect ratio")
    func stretchBeatsRatio() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.flexDirection = .column; $0.width = 50; $0.height = 300 })
        let square = tree.makeNode(style: webStyle { $0.flexGrow = 1; $0.aspectRatio = 1; $0.maxHeight = 80 })
        tree.appendChild(square, to: root)
        tree.appendChild(tree.makeNode(style: webStyle { $0.height = 20 }), to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: square).width == 50)
        #expect(tree.layout(of: square).height == 80)
    }

    @Test("a content-sized row sizes from its items' contributions, then resolves percentages against that width")
    func intrinsicRowThenPercentages() {
        let tree = exactTree()
        let root = tree.makeNode(style: webStyle { $0.alignItems = .flexStart })
        let half = tree.makeNode(style: webStyle { $0.width = .percent(50) }, measure: text(minimum: 20, maximum: 20))
        let fixed = tree.makeNode(style: webStyle { $0.width = 40; $0.height = 10 })
        tree.appendChild(half, to: root)
        tree.appendChild(fixed, to: root)
        tree.calculateLayout(root)
        // 20 + 40 = 60 wide; then 50% is 30 and the 70 points of bases shrink by 10 in proportion
        // (30 - 30/7), in whole layout units of 1/64 point as Chromium shares free space: the last
        // item takes round(-640 · 40/70) = -366 units, the first the remaining -274.
        #expect(tree.layout(of: root).width == 60)
        #expect(tree.layout(of: half).width == 1646.0 / 64)
        #expect(abs(tree.layout(of: half).width - 180.0 / 7) < 1.0 / 64)
    }

    @Test("an overflowing fit-content row shrinks its items down to its min-content width")
    func fitContentRowShrinks() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.flexDirection = .column; $0.width = 50; $0.alignItems = .flexStart })
        let row = tree.makeNode(style: webStyle { _ in })
        let words = [tree.makeNode(style: webStyle { _ in }, measure: text(minimum: 40, maximum: 80)),
                     tree.makeNode(style: webStyle { _ in }, measure: text(minimum: 40, maximum: 60))]
        tree.appendChild(row, to: root)
        for word in words { tree.appendChild(word, to: row) }
        tree.calculateLayout(root)
        #expect(tree.layout(of: row).width == 80)
        #expect(words.map { tree.layout(of: $0).width } == [40, 40])
        #expect(tree.layout(of: row).height == 20)
    }

    @Test("a percentage cross size of an indefinite container acts as auto but is not stretched")
    func percentCrossNotStretched() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.width = 100 })
        let percent = tree.makeNode(style: webStyle { $0.width = 10; $0.height = .percent(50) })
        tree.appendChild(percent, to: root)
        tree.appendChild(tree.makeNode(style: webStyle { $0.width = 10; $0.height = 30 }), to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: percent).height == 0)
    }

    @Test("a width derived from the aspect ratio never goes below the min-content width")
    func ratioWidthFloor() {
        let tree = cssTree()
        let root = tree.makeNode(style: webStyle { $0.flexDirection = .column; $0.width = 68; $0.alignItems = .center })
        let boxed = tree.makeNode(style: webStyle { $0.height = 5; $0.aspectRatio = 2 }, measure: text(minimum: 30, maximum: 70))
        tree.appendChild(boxed, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: boxed).width == 30)
    }

    @Test("a lone item with flex-grow below 1 takes only that share of the free space")
    func loneFractionalGrow() {
        let tree = exactTree()
        let root = tree.makeNode(style: webStyle { $0.width = 269; $0.justifyContent = .center })
        let item = tree.makeNode(style: webStyle { $0.flexGrow = 0.5; $0.width = 80; $0.height = 10 })
        tree.appendChild(item, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: item).width == 174.5)
        #expect(tree.layout(of: item).left == 47.25)
    }

    @Test("an overflowing line zeroes its auto margins and is justified anyway")
    func overflowIgnoresAutoMargins() {
        let tree = exactTree()
        let root = tree.makeNode(style: webStyle { $0.width = 100; $0.height = 10; $0.justifyContent = .center })
        let wide = tree.makeNode(style: webStyle { $0.width = 140; $0.flexShrink = 0; $0.margin.left = .auto
            $0.margin.right = .auto })
        tree.appendChild(wide, to: root)
        tree.calculateLayout(root)
        #expect(tree.layout(of: wide).left == -20)
    }
}
