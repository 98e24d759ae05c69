// STEP 6: distributing a line's free space along the main axis (`justify-content`, auto
// margins, gaps) and measuring the line's main and cross size.

extension LayoutEngine {
    func justifyMainAxis(_ i: Int32, _ c: ContainerContext, _ line: inout FlexLine) {
        let leadingPaddingAndBorder = paddingAndBorder(i, c.mainAxis.startEdge, c.direction, c.ownerWidth)
        let trailingPaddingAndBorder = paddingAndBorder(i, c.mainAxis.endEdge, c.direction, c.ownerWidth)
        let mainGap = mainGap(i, c)
        // An at-most container only grows past its content up to its min size (a multi-line
        // CSS column's lines share the size its longest line settled).
        if c.mainMode == .fitContent && line.remainingFreeSpace > 0 && c.settledMultiLineMain.isNaN {
            let minSize = resolveLength(c.mainAxis.isRow ? node(i).style.minWidth : node(i).style.minHeight, c.mainOwnerSize)
            if !minSize.isNaN {
                let minAvailable = minSize - leadingPaddingAndBorder - trailingPaddingAndBorder
                let occupied = c.availableInnerMain - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailable - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }
        var leadingMainDim: Float = 0
        var betweenMainDim = mainGap
        var justify = node(i).style.justifyContent
        let reversed = node(i).style.flexDirection.isReverse
        if justify == .start || justify == .end { justify = flowRelativeJustification(justify, reversed: reversed) }
        // CSS: with no item to distribute space between, space-around and space-evenly fall
        // back to their `safe center` (CSS Box Alignment §4.3); Yoga divides by no items.
        if rules.distributedAlignmentFallsBack && line.itemCount == 0 && (justify == .spaceAround || justify == .spaceEvenly) {
            justify = .center
        }
        if line.remainingFreeSpace < 0 {
            // Overflowing lines fall back to flex-start. In CSS space-around/space-evenly fall
            // back to `safe center`, which an overflow turns into `start` (CSS Box Alignment
            // §4.3, §5.4): the writing-order start, the far end of a reversed axis.
            switch justify {
            case .spaceBetween: justify = .flexStart
            case .spaceAround, .spaceEvenly: justify = rules.distributedAlignmentFallsBack && reversed ? .flexEnd : .flexStart
            default: break
            }
        }
        let free = line.remainingFreeSpace
        let count = Float(line.itemCount)
        // Auto margins take positive free space before justification; CSS zeroes them on an
        // overflowing line and justifies it anyway (§9.5 steps 12–13).
        if line.autoMarginCount == 0 || (rules.autoMarginsPerSpec && free < 0) {
            switch justify {
            case .center: leadingMainDim = free / 2
            case .flexEnd: leadingMainDim = free
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim += free / (count - 1) }
            case .spaceEvenly:
                leadingMainDim = free / (count + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = free / count / 2
                betweenMainDim += leadingMainDim * 2
            case .flexStart, .start, .end, .stretch: break
            }
            if justify == .center || justify == .spaceAround || justify == .spaceEvenly {
                leadingMainDim = leadingOffsetInLayoutUnits(leadingMainDim, mirrored: reversed)
            }
        }
        // (Free space shared between items or by auto margins places each item in layout units.)
        let distributes = betweenMainDim != mainGap || (line.autoMarginCount > 0 && line.remainingFreeSpace > 0)
        line.mainDim = leadingPaddingAndBorder + leadingMainDim
        line.crossDim = 0
        // CSS Flexbox §9.4 step 8: the largest distances from the items' baselines to their outer
        // cross edges, negative ones included (an item whose bottom margin reaches above its
        // baseline); Yoga counts each at least 0.
        var maxAscent: Float = rules.baselineExtentsMayBeNegative ? -.infinity : 0
        var maxDescent: Float = maxAscent
        let isBaseline = c.isBaselineLayout
        let canSkipFlex = !c.performLayout && c.crossMode == .stretchFit && !c.measuresContentExtent
        var seen = 0
        forEachItem(i, line) { child in
            seen += 1
            if isMarginAuto(child, c.mainAxis.startEdge, c.direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Float(line.autoMarginCount)
            }
            if c.performLayout {
                node(child).layout.position[c.mainAxis.startEdge]
                    += distributedOffsetInLayoutUnits(line.mainDim, distributes: distributes, mirrored: reversed)
            }
            if seen < line.itemCount { line.mainDim += betweenMainDim }
            if isMarginAuto(child, c.mainAxis.endEdge, c.direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Float(line.autoMarginCount)
            }
            if canSkipFlex {
                // Items were not laid out: account for their bases only, clamped by their
                // min/max main sizes as current Yoga does (facebook/yoga#1905, March 2026; the
                // Yoga before it added the raw basis). CSS: the hypothetical main size, clamped
                // by the min/max (percentages of the inner size) and the automatic minimum, a
                // border box never below the padding and border (§9.2 step 3), the item's own
                // percentages (padding under `box-sizing: content-box`) of this container's
                // inner width, as in `collectLine`.
                let basis = node(child).layout.computedFlexBasis
                let size = rules.itemBoundsOfContainerInnerSize
                    ? boundItem(child, c.mainAxis, basis, c.percentMain, c.availableInnerWidth)
                    : boundWithinMinMax(child, c.mainAxis, basis, c.mainOwnerSize, c.ownerWidth)
                line.mainDim += marginForAxis(child, c.mainAxis, c.availableInnerWidth) + size
                line.crossDim = c.availableInnerCross
            } else {
                line.mainDim += measuredWithMargin(child, c.mainAxis, c.availableInnerWidth)
                // Yoga measures every item of a baseline container's line by its ascent and
                // descent, whatever the item's own alignment; CSS only the participating ones.
                if isBaseline && (!rules.baselineGroupsOfParticipantsOnly || c.isMainAxisRow && participatesInBaseline(child, in: i)) {
                    // A sizing pass has not positioned the item's children yet. CSS lays the
                    // item out now for its baseline (the layout pass then hits the cache); Yoga
                    // reads it from the children as this layout call left them — so does its
                    // layout pass for an item the flex step only measured.
                    let itemBaseline: Float
                    if rules.laysOutItemsForBaseline || (c.performLayout && !awaitsStretchLayout(child, in: i, c)) {
                        layOutForBaseline(child, c)
                        itemBaseline = baseline(child, ownerWidth: c.availableInnerWidth)
                    } else {
                        itemBaseline = sizingPassBaseline(child, ownerWidth: c.availableInnerWidth)
                    }
                    let ascent = itemBaseline + margin(child, FlexDirection.column.startEdge, c.direction, c.availableInnerWidth)
                    let descent = node(child).layout.measuredHeight
                        + marginForAxis(child, .column, c.availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else if isBaseline && isColumnBaselineItem(child, in: i) {
                    // CSS columns: the group shares a baseline synthesized at the items' left
                    // border edges, so the line reaches from the largest left margin to the
                    // largest width plus right margin (as `alignContent` places them).
                    maxAscent = maxOrDefined(maxAscent, margin(child, .left, c.direction, c.availableInnerWidth))
                    maxDescent = maxOrDefined(maxDescent, node(child).layout.measuredWidth
                        + margin(child, .right, c.direction, c.availableInnerWidth))
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, measuredWithMargin(child, c.crossAxis, c.availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorder
        if isBaseline { line.crossDim = maxOrDefined(line.crossDim, maxAscent + maxDescent) }
    }

    /// Lays out `child` at its measured size so its descendants' positions (which its baseline
    /// depends on) are current rather than left over from an earlier layout. In CSS that size is
    /// not definite for percentages inside unless the item's own height is (a baseline item is
    /// not stretched, CSS Flexbox §9.8), nor when it is a flexed item of an indefinite column.
    /// Yoga's layout pass keeps the layout the flex step gave the item (percentages inside
    /// resolved against the container's cross size), so there it is not laid out again.
    func layOutForBaseline(_ child: Int32, _ c: ContainerContext) {
        guard rules.laysOutItemsForBaseline || !c.performLayout else { return }
        guard node(child).baselineSlot == -1, !node(child).hasMeasure,
              node(child).firstChild != -1 else { return }
        let height = node(child).layout.measuredHeight + marginForAxis(child, .column, c.availableInnerWidth)
        // (A row item whose height its aspect ratio gives keeps the ratio's height as the basis.)
        let automaticHeight = keepsAutomaticHeight(child, c, height: height, heightMode: .stretchFit)
        let ratioBasis = automaticHeight && node(child).style.aspectRatio != nil
        let indefiniteHeight = c.isMainAxisRow
            ? rules.resolvesAgainstDefiniteSizesOnly && !hasDefiniteLength(child, .column, c.percentHeight) && !ratioBasis
            : hasIndefiniteMainSize(child, c)
        let width = node(child).layout.measuredWidth + marginForAxis(child, .row, c.availableInnerWidth)
        layoutNode(child, LayoutRequest(.layout, width, height, ownerDirection: c.direction, .stretchFit, .stretchFit,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1, indefiniteHeight: indefiniteHeight,
                                        automaticHeight: automaticHeight))
        // In a sizing pass that layout is not the one the container's own layout gives the item:
        // the layouts its ancestors kept from earlier calls no longer describe their subtrees.
        if !c.performLayout { forgetLayouts(ofAncestorsOf: child) }
    }

    /// Empties the full-layout cache of every ancestor of `descendant`, so the next layout pass
    /// lays them out again instead of keeping children as a sizing pass left them.
    /// - Complexity: O(depth).
    func forgetLayouts(ofAncestorsOf descendant: Int32) {
        var ancestor = node(descendant).parent
        while ancestor != -1 {
            node(ancestor).layout.cache.layout = .forgotten
            ancestor = node(ancestor).parent
        }
    }
}
