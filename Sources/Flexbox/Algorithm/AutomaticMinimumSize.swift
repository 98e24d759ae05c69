// The CSS automatic minimum size of flex items (CSS Flexbox §4.5), used when the config does
// not carry Yoga's `min-size-undefined-instead-of-auto` erratum: an item whose main-axis min
// size is `auto` cannot shrink below its content-based minimum size.

extension LayoutEngine {
    /// Records `child`'s automatic minimum main size for this layout of its container (NaN when
    /// it has an explicit min size, scrolls/clips, or Yoga's erratum is on).
    func computeAutomaticMinimum(_ container: Int32, _ child: Int32, _ c: ContainerContext) {
        node(child).layout.autoMinMain = .nan
        guard rules.flexItemsHaveAutomaticMinimum else { return }
        guard autoMinimumApplies(child, c.mainAxis) else { return }

        // Content size suggestion: the min-content size in the main axis, measured by sizing the
        // item into no space at all (fit-content of 0) under its usual cross constraint.
        let crossDefinite = hasDefiniteLength(child, c.crossAxis, c.percentCross)
        let (crossSize, crossMode) = contentCrossConstraint(container, child, c)
        let marginMain = marginForAxis(child, c.mainAxis, c.availableInnerWidth)
        // The content size suggestion: the min-content size, which for a box with an aspect
        // ratio and a definite cross size is the ratio's size, grown to fit the content (the
        // box's own `auto` minimum in the ratio-dependent axis).
        var minimum: Float
        let isMultiLineColumn = isMultiLineColumnOfDefiniteHeight(child, c)
        if isMultiLineColumn {
            minimum = multiLineColumnContentHeight(child, c, width: crossSize, widthMode: crossMode)
        } else if let ratioHeight = multiLineColumnRatioHeight(child, c, width: crossSize, widthMode: crossMode) {
            minimum = multiLineColumnContentHeight(child, c, width: crossSize, widthMode: crossMode, height: ratioHeight)
        } else {
            // (CSS: a block size has no min-content size of its own, it is the content's
            // height at the width, so a column measures its items' heights unconstrained —
            // the answer the flex basis asks for too. A box with an aspect ratio is sized
            // through the ratio from its width there, so it is measured into no space.)
            let blockAxisUnbounded = rules.blockSizesHaveNoMinContent && !c.isMainAxisRow && node(child).style.aspectRatio == nil
            let width = c.isMainAxisRow ? marginMain : crossSize
            let height = c.isMainAxisRow ? crossSize : blockAxisUnbounded ? .nan : marginMain
            let mainMode: SizingMode = blockAxisUnbounded ? .maxContent : .fitContent
            layoutNode(child, LayoutRequest(.measure, width, height, ownerDirection: c.direction,
                                            c.isMainAxisRow ? .fitContent : crossMode,
                                            c.isMainAxisRow ? crossMode : mainMode, ownerWidth: c.availableInnerWidth,
                                            ownerHeight: c.percentHeight, depth: c.depth + 1))
            minimum = measured(child, c.mainAxis)
        }
        // (A stretched cross size of a single-line container is definite too, §9.8.1: a ratio
        // item stretched to a column's width 81 with ratio 0.5 is at least 162 high.)
        if let ratio = node(child).style.aspectRatio {
            var ratioMain = Float.nan
            if crossDefinite || crossMode == .stretchFit {
                // (The transferred size suggestion: the cross size after its min/max.)
                let given = crossDefinite
                    ? resolvedSize(child, c.crossAxis, c.percentCross, c.availableInnerWidth)
                    : crossSize - marginForAxis(child, c.crossAxis, c.availableInnerWidth)
                let cross = boundAxis(child, c.crossAxis, given, c.percentCross, c.availableInnerWidth)
                // (Through the box-sizing box: a content-box ratio leaves out the padding and border.)
                ratioMain = ratioSize(child, c.mainAxis, from: cross, ratio, c.availableInnerWidth)
            } else if rules.transferredSizeSuggestion && !c.isMainAxisRow && !isMultiLineColumn {
                ratioMain = ratioSize(child, .column, from: measured(child, .row), ratio, c.availableInnerWidth)
            }
            if !ratioMain.isNaN {
                minimum = rules.transferredSizeSuggestion && !c.isMainAxisRow
                    ? ratioColumnItemMinContentHeight(child, c, content: minimum, ratioHeight: ratioMain)
                    : max(minimum, ratioMain)
            }
        }
        // The content size suggestion of a ratio box is clamped by its definite cross min/max
        // sizes transferred through the ratio (§4.5: `max-width: 50px` with ratio 2 caps it at 25)
        // — in CSS a row item's only where its height is neither given nor stretched to a
        // single-line container's definite height: with one it is the ratio's size grown to fit
        // the content, which no cross max caps (as Chromium: `height: 97px; max-height: 6px;
        // aspect-ratio: 2` around text 30 wide is 30 wide; a stretched `max-height: 50px;
        // aspect-ratio: 0.5` around text 70 wide is 70 wide, not 25). A column item's is capped
        // also under a definite or stretched width (`width: 27px; max-width: 15px; aspect-ratio:
        // 2` around content 64 high is 7.5 high; a stretched `max-width: 50px; aspect-ratio: 2`
        // around 110 px of content is 25 high).
        if let ratio = node(child).style.aspectRatio,
           !(rules.transferredSizeSuggestion && c.isMainAxisRow && (crossDefinite || crossMode == .stretchFit)) {
            let minCross = resolvedMinSize(child, c.crossAxis, c.percentCross, c.availableInnerWidth)
            var maxCross = resolvedMaxSize(child, c.crossAxis, c.percentCross, c.availableInnerWidth)
            // (CSS Sizing 3 §5.2: a min cross size above the max one wins: `min-height: 109px;
            // max-height: 5px; aspect-ratio: 2` is at least 218 wide.)
            if rules.minWinsOverMax && !minCross.isNaN && !maxCross.isNaN { maxCross = max(maxCross, minCross) }
            if !minCross.isNaN { minimum = max(minimum, ratioSize(child, c.mainAxis, from: minCross, ratio, c.availableInnerWidth)) }
            if !maxCross.isNaN { minimum = min(minimum, ratioSize(child, c.mainAxis, from: maxCross, ratio, c.availableInnerWidth)) }
        }
        // Specified size suggestion: a definite main size caps it.
        if hasDefiniteLength(child, c.mainAxis, c.percentMain) {
            minimum = min(minimum, resolvedSize(child, c.mainAxis, c.percentMain, c.availableInnerWidth))
        }
        let maxSize = resolvedMaxSize(child, c.mainAxis, c.percentMain, c.availableInnerWidth)
        if !maxSize.isNaN { minimum = min(minimum, maxSize) }
        node(child).layout.autoMinMain = minimum
    }

    /// The cross size (margin box) and mode an item's content is measured under for its
    /// automatic minimum: its definite cross size, else the container's inner cross size as
    /// fit-content — stretched only in a single-line container with a definite cross size, as
    /// for the flex basis (in CSS that size, the ratio's height of a container whose content
    /// raised its auto height).
    func contentCrossConstraint(_ container: Int32, _ child: Int32, _ c: ContainerContext) -> (Float, SizingMode) {
        if hasDefiniteLength(child, c.crossAxis, c.percentCross) {
            return (resolvedSize(child, c.crossAxis, c.percentCross, c.availableInnerWidth)
                    + marginForAxis(child, c.crossAxis, c.availableInnerWidth), .stretchFit)
        }
        let crossSize = c.availableInnerCross
        if !crossSize.isNaN && c.crossMode == .stretchFit && alignment(of: child, in: container) == .stretch
            && !(rules.measuresItemsUnstretched && (c.isWrap || c.percentCross.isNaN || hasAutoMargin(child, c.crossAxis, c.direction))) {
            return (rules.resolvesAgainstDefiniteSizesOnly ? c.percentCross : crossSize, .stretchFit)
        }
        return (crossSize, crossSize.isNaN ? .maxContent : .fitContent)
    }

    /// Clamps an item's main size by its min/max sizes and its automatic minimum.
    @inline(__always)
    func boundItemWithinMinMax(_ child: Int32, _ axis: FlexDirection, _ value: Float, _ axisSize: Float,
                               _ ownerWidth: Float, contentFloor: Bool = true) -> Float {
        let bound = boundWithinMinMax(child, axis, value, axisSize, ownerWidth, contentFloor: contentFloor)
        let automatic = node(child).layout.autoMinMain
        return !automatic.isNaN && bound < automatic ? automatic : bound
    }

    /// `boundItemWithinMinMax`, never below the item's padding and border.
    @inline(__always)
    func boundItem(_ child: Int32, _ axis: FlexDirection, _ value: Float, _ axisSize: Float, _ ownerWidth: Float) -> Float {
        maxOrDefined(boundItemWithinMinMax(child, axis, value, axisSize, ownerWidth),
                     paddingAndBorderForAxis(child, axis, ownerWidth))
    }
}

extension LayoutEngine {
    /// Whether `child`, an item of column `c`, is itself a multi-line column container with a
    /// definite height (plain CSS): its content height is that of its lines broken at that
    /// height, not of one line of all its items.
    @inline(__always)
    func isMultiLineColumnOfDefiniteHeight(_ child: Int32, _ c: ContainerContext) -> Bool {
        isMultiLineColumnItem(child, c) && hasDefiniteLength(child, .column, c.percentMain)
    }

    /// Whether `child`, an item of column `c`, is itself a multi-line column container with
    /// items (plain CSS), whose content height depends on where its lines break.
    @inline(__always)
    private func isMultiLineColumnItem(_ child: Int32, _ c: ContainerContext) -> Bool {
        rules.sizesLinesFromContent && !c.isMainAxisRow && node(child).style.flexWrap != .noWrap
            && node(child).style.flexDirection.isColumn && !node(child).hasMeasure
            && hasLayoutChildren(child)
    }

    /// The height (margin box) that the aspect ratio gives multi-line column `child`, an item of
    /// column `c` with an auto height, from its width under the cross constraint its flex base
    /// size is measured at (plain CSS): its lines break there for its content-based minimum, as
    /// at a definite height (observed in Chromium: ratio 3 at width 3 over items 3 and 3 high is
    /// 3 high, two lines). The width is measured here, from the constraint alone, so the answer
    /// does not depend on what an earlier layout left in the node.
    private func multiLineColumnRatioHeight(_ child: Int32, _ c: ContainerContext, width: Float,
                                            widthMode: SizingMode) -> Float? {
        guard let ratio = node(child).style.aspectRatio, isMultiLineColumnItem(child, c),
              !hasDefiniteLength(child, .column, c.percentMain) else { return nil }
        layoutNode(child, LayoutRequest(.measure, width, .nan, ownerDirection: c.direction, widthMode, .maxContent,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1))
        let measuredWidth = node(child).layout.measuredWidth
        guard measuredWidth >= 0 else { return nil }
        return ratioSize(child, .column, from: measuredWidth, ratio, c.availableInnerWidth)
            + marginForAxis(child, .column, c.availableInnerWidth)
    }

    /// The content height of multi-line column `child` (border box): its items laid out at its
    /// definite height, where its lines break, and the longest line (observed in Chromium: items
    /// 15, 12 and 8 high in `height: 30px` give 27, the line of the first two). Percentages
    /// inside see an indefinite height there (items 15, `40%` and 8 give 23: one line, the
    /// percentage acting as auto).
    func multiLineColumnContentHeight(_ child: Int32, _ c: ContainerContext, width: Float,
                                      widthMode: SizingMode, height: Float? = nil) -> Float {
        let height = height ?? (resolvedSize(child, .column, c.percentMain, c.availableInnerWidth)
            + marginForAxis(child, .column, c.availableInnerWidth))
        // (Measured past the caches, which keep sizes, not extents; the node's flags and size as
        // they were.)
        let kept = (node(child).layout.indefiniteHeight, node(child).layout.measuredWidth,
                    node(child).layout.measuredHeight)
        node(child).layout.indefiniteHeight = true
        computeLayout(child, LayoutRequest(.measureContentExtent, width, height, ownerDirection: c.direction, widthMode,
                                           .stretchFit, ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                           depth: c.depth + 1))
        (node(child).layout.indefiniteHeight, node(child).layout.measuredWidth,
         node(child).layout.measuredHeight) = kept
        return node(child).layout.flexTarget
    }

    /// CSS Sizing 4 §5.2: a box whose cross size comes from its aspect ratio, with `auto` min
    /// size and visible overflow, is never narrower than its min-content size in that axis.
    /// Returns that border-box minimum (0 when it does not apply); `mainSize` is the margin box.
    /// Only an `auto` cross size is ratio-dependent (Chromium does not floor a percentage that
    /// merely behaves as auto).
    func ratioDependentMinimum(_ child: Int32, _ c: ContainerContext, mainSize: Float) -> Float {
        let size = styleSize(child, c.crossAxis)
        guard autoMinimumApplies(child, c.crossAxis), size == .auto || size == .undefined else { return 0 }
        let marginCross = marginForAxis(child, c.crossAxis, c.availableInnerWidth)
        // A container's height: its content laid out at the ratio's height (stretched items
        // take that height, as in Chromium).
        if c.isMainAxisRow && !node(child).hasMeasure && hasLayoutChildren(child),
           let ratio = node(child).style.aspectRatio {
            let ratioHeight = ratioSize(child, .column, from: mainSize - marginForAxis(child, .row, c.availableInnerWidth),
                                        ratio, c.availableInnerWidth)
            return ratioHeightFlooredByContent(child, width: mainSize, ratioHeight: ratioHeight, ownerDirection: c.direction,
                                               ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                               depth: c.depth + 1)
        }
        // The min-content cross size at the item's main size: sized into no cross space at all.
        let width = c.isMainAxisRow ? mainSize : marginCross
        let height = c.isMainAxisRow ? marginCross : mainSize
        layoutNode(child, LayoutRequest(.measure, width, height, ownerDirection: c.direction,
                                        c.isMainAxisRow ? .stretchFit : .fitContent,
                                        c.isMainAxisRow ? .fitContent : .stretchFit, ownerWidth: c.availableInnerWidth,
                                        ownerHeight: c.percentHeight, depth: c.depth + 1))
        return measured(child, c.crossAxis)
    }

    /// CSS Sizing 4 §5.1–5.2 for a column item with an aspect ratio (plain CSS): its min-content
    /// height is the height its ratio gives the width it is laid out at (`ratioHeight`, border
    /// box) — not stretched, a fit-content width — floored by its `content` height when its
    /// height is `auto`. A percentage height of an indefinite column only behaves as auto, and
    /// Chromium then keeps the ratio's height alone (`height: 50%; aspect-ratio: 2` stretched
    /// to 10 around content 40 high contributes 5). A definite height keeps the content, which
    /// its specified size suggestion caps.
    @inline(__always)
    private func ratioColumnItemMinContentHeight(_ child: Int32, _ c: ContainerContext, content: Float,
                                                 ratioHeight: Float) -> Float {
        floorsRatioDependentSize(child, .column, c.percentMain) ? max(content, ratioHeight) : ratioHeight
    }

    /// CSS Sizing 4 §5.2 as Chromium applies it: whether the automatic minimum (min size
    /// `auto`, overflow visible) floors box `i` by its content in `axis` when its size there
    /// comes from its ratio — where its preferred size is `auto`, or definite against
    /// `ownerSize` (a min-content probe of a box with a given size); not where it is a
    /// percentage of an indefinite size, which merely behaves as auto.
    @inline(__always)
    func floorsRatioDependentSize(_ i: Int32, _ axis: FlexDirection, _ ownerSize: Float) -> Bool {
        guard autoMinimumApplies(i, axis) else { return false }
        let size = styleSize(i, axis)
        return size == .auto || size == .undefined || hasDefiniteLength(i, axis, ownerSize)
    }

    /// Whether the min size of `axis` is `auto` (or unset) on a box with visible overflow — the
    /// boxes CSS gives an automatic minimum size.
    @inline(__always)
    func autoMinimumApplies(_ i: Int32, _ axis: FlexDirection) -> Bool {
        let style = node(i).style
        let minimum = axis.isRow ? style.minWidth : style.minHeight
        return (minimum == .undefined || minimum == .auto) && style.overflow == .visible
    }
}
