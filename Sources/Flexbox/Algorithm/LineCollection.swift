// STEP 4: collecting items into flex lines (CSS Flexbox §9.3).

extension LayoutEngine {
    /// Collects the items of one line starting at layout child `start`: all of them for a
    /// single-line container, else until the next item would overflow the main size.
    func collectLine(_ i: Int32, _ c: ContainerContext, start: Int32, lineIndex: Int) -> FlexLine {
        var line = FlexLine()
        line.start = start
        let mainGap = mainGap(i, c)
        let lineBreakMain = c.ratioLineBreakMain.isNaN ? c.availableInnerMain : c.ratioLineBreakMain
        var child = start
        while child != -1 {
            if node(child).style.display == .none || node(child).style.position == .absolute {
                child = nextLayoutChild(child, i)
                continue
            }
            let leadingGap: Float = line.itemCount == 0 ? 0 : mainGap
            // Yoga resolves the items' min/max percentages against the container's owner; CSS
            // against the container's inner size when it is definite, and its hypothetical main
            // size is a border box, never below the padding and border (§9.2 step 3). A content
            // floor (`Style.contentMinimumWidth`) clamps only the flexed size, as CSS's automatic
            // minimum does: two `flex: 1 1 0` buttons stay equal while their labels fit.
            let basis = rules.itemBoundsOfContainerInnerSize
                ? boundItem(child, c.mainAxis, node(child).layout.computedFlexBasis, c.percentMain,
                            c.availableInnerWidth)
                : boundItemWithinMinMax(child, c.mainAxis, node(child).layout.computedFlexBasis,
                                        c.mainOwnerSize, c.ownerWidth, contentFloor: false)
            let margins = marginForAxis(child, c.mainAxis, c.availableInnerWidth)
            let outer = basis + margins + leadingGap
            let autoMargins = (isMarginAuto(child, c.mainAxis.startEdge, c.direction) ? 1 : 0)
                + (isMarginAuto(child, c.mainAxis.endEdge, c.direction) ? 1 : 0)
            // (Yoga: the auto margins of the item that starts the next line count on this one
            // too — they stop its justification and share its positive free space, as in a column
            // of items 60, 60 with the second `margin-top: auto` at height 100, `justify-content:
            // flex-end`, the first stays at 0.)
            if !rules.autoMarginsPerSpec { line.autoMarginCount += autoMargins }
            // (Yoga: the line break adds the item's basis, then its margins, then the gap to the
            // line's size one by one, in float, where the line's size and a content-sized box
            // take each item's outer size at once: items 23.02 and 42 + margin 9.02 overflow a
            // width of 74.04, their sum.)
            let consumedWithItem = rules.linesBreakAtHypotheticalSizes ? line.sizeConsumed + outer
                : line.sizeConsumed + basis + margins + leadingGap
            if c.isWrap && line.itemCount > 0 && consumedWithItem > lineBreakMain { break }
            if rules.autoMarginsPerSpec { line.autoMarginCount += autoMargins }
            // (CSS reads an item's line only with the positions a layout pass gave it — its
            // container's baseline — so a later sizing pass at other constraints, whose lines
            // break elsewhere, leaves it; Yoga's sizing passes read and write it.)
            if !rules.laysOutItemsForBaseline || c.performLayout { node(child).layout.lineIndex = Int32(lineIndex) }
            if node(child).hasInset { line.hasInsetItems = true }
            line.sizeConsumed += outer
            if isFlexible(child) {
                line.totalFlexGrowFactors += flexGrow(child)
                // Shrinking is weighted by the basis: big items give up more.
                line.totalFlexShrinkScaledFactors += -flexShrink(child) * node(child).layout.computedFlexBasis
            }
            line.itemCount += 1
            child = nextLayoutChild(child, i)
        }
        line.end = child
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }

    /// Calls `body` for each in-flow item of `line`.
    @inline(__always)
    func forEachItem(_ i: Int32, _ line: FlexLine, _ body: (Int32) -> Void) {
        var child = line.start
        while child != line.end && child != -1 {
            if node(child).style.display != .none && node(child).style.position != .absolute { body(child) }
            child = nextLayoutChild(child, i)
        }
    }
}
