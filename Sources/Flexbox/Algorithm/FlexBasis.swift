// STEP 3: the flex basis (hypothetical main size) of each item (CSS Flexbox §9.2.3).

extension LayoutEngine {
    /// Computes every in-flow child's flex basis; returns the sum of bases plus main margins.
    /// Also zeroes `display: none` children and, when laying out, sets initial child offsets.
    func computeFlexBases(_ i: Int32, _ c: ContainerContext, widthMode: SizingMode, heightMode: SizingMode) -> Float {
        var total: Float = 0
        // A lone item that can both grow and shrink in an exactly sized container ends up filling
        // it whatever its basis, so its basis is 0 and needs no measuring — unless the pass
        // measures the content's extent, which is the items' hypothetical main sizes (a ratio
        // box's automatic height, `ratioHeightFlooredByContent`). (CSS: not in a multi-line
        // container either, where the basis decides which line the item starts: a
        // `flex-basis: 50%` item beside 10 px of text in a 10 px wide wrap row starts a line
        // of its own in Chromium.)
        var singleFlexChild: Int32 = -1
        if c.mainMode == .stretchFit && !c.measuresContentExtent && !(rules.linesBreakAtHypotheticalSizes && c.isWrap) {
            var child = firstLayoutChild(i)
            while child != -1 {
                if isFlexible(child) {
                    // CSS: factors below 1 take only that share of the free space (§9.7 step 4b).
                    let partial = rules.flexFactorsBelowOneTakeShare && (flexGrow(child) < 1 || flexShrink(child) < 1)
                    if singleFlexChild != -1 || inexactEquals(flexGrow(child), 0) || inexactEquals(flexShrink(child), 0)
                        || partial {
                        singleFlexChild = -1
                        break
                    }
                    singleFlexChild = child
                }
                child = nextLayoutChild(child, i)
            }
        }
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).style.display == .none {
                zeroOutSubtree(child)
                continue
            }
            if c.performLayout {
                setInitialPosition(child, direction: resolveDirection(child, c.direction),
                                   ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight, isRoot: false)
            }
            if node(child).style.position == .absolute {
                // An absolute child's keywords are not resolved here: drop sizes resolved while
                // it was in flow, so they act as `auto` as in a layout from scratch.
                if node(child).usesSizeKeyword { node(child).layout.keywordSizes = KeywordSizes() }
                continue
            }
            resolveKeywordSizes(i, child, c)
            if child == singleFlexChild {
                node(child).layout.computedFlexBasis = 0
            } else {
                computeFlexBasis(i, child, c, widthMode: widthMode, heightMode: heightMode)
            }
            node(child).layout.flexBasisGeneration = generation
            computeAutomaticMinimum(i, child, c)
            total += node(child).layout.computedFlexBasis + marginForAxis(child, c.mainAxis, c.availableInnerWidth)
        }
        return total
    }

    /// The flex basis of one item: its `flex-basis`, else its main size, else its content size.
    func computeFlexBasis(_ i: Int32, _ child: Int32, _ c: ContainerContext, widthMode: SizingMode, heightMode: SizingMode) {
        let mainAxis = c.mainAxis
        let isMainAxisRow = c.isMainAxisRow
        let width = c.availableInnerWidth, height = c.availableInnerHeight
        let ownerWidth = c.availableInnerWidth, ownerHeight = c.percentHeight
        let mainSize = isMainAxisRow ? width : height
        let mainOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        let basis = resolveLength(flexBasis(child), mainOwnerSize)

        // Yoga ignores a definite flex basis in a content-sized container unless
        // `fix-flex-basis-fit-content` is on. Browsers honour it when laying out; a row's
        // max-content width (a sum of content contributions) ignores it, while a column's
        // content height is the result of laying the items out.
        let basisApplies = !mainSize.isNaN || config.experimentalFeatures.contains(.fixFlexBasisFitContent)
            || (rules.columnsHonourDefiniteBasis && !isMainAxisRow)
        if !basis.isNaN && basisApplies {
            // Yoga resolves a definite basis once: an item that already has a basis from an
            // earlier pass (e.g. its container's measuring pass, where a percentage resolved
            // against another size, or the content size taken while the main size was
            // indefinite) keeps it. Yoga keeps it until the item is dirtied, which makes results
            // depend on layout history; here it is kept for the rest of one `calculateLayout`
            // call, so a re-layout equals a layout from scratch.
            if rules.keepsFirstFlexBasisInCall && node(child).layout.flexBasisGeneration == generation
                && !node(child).layout.computedFlexBasis.isNaN {
                return
            }
            // Box-sizing applies to flex-basis like to width (CSS, and Yoga as well).
            let boxed = basis + boxSizingExtra(child, mainAxis, ownerWidth)
            node(child).layout.computedFlexBasis = maxOrDefined(boxed, paddingAndBorderForAxis(child, mainAxis, ownerWidth))
            return
        }
        // CSS: a percentage basis of an indefinite main size is `content` (§7.2.3): the content
        // size, whatever the item's main size says.
        if rules.percentBasisOfIndefiniteIsContent && mainOwnerSize.isNaN && flexBasis(child).isPercent {
            // A multi-line column with a definite height breaks its lines at that height: its
            // content size is its longest line (observed in Chromium: `flex-basis: 50%; height:
            // 65px` around items 30 and 88 high is 88, not 118).
            if isMultiLineColumnOfDefiniteHeight(child, c) {
                let (width, widthMode) = contentCrossConstraint(i, child, c)
                node(child).layout.computedFlexBasis = maxOrDefined(
                    multiLineColumnContentHeight(child, c, width: width, widthMode: widthMode),
                    paddingAndBorderForAxis(child, mainAxis, ownerWidth))
                return
            }
            measureIgnoringMainBounds(child, mainAxis, c.direction, size: true) {
                measureContentBasis(i, child, c, widthMode: widthMode, heightMode: heightMode)
            }
            return
        }
        // Else a definite main size.
        if hasDefiniteLength(child, mainAxis, mainOwnerSize) {
            node(child).layout.computedFlexBasis = maxOrDefined(resolvedSize(child, mainAxis, mainOwnerSize, ownerWidth),
                                                               paddingAndBorderForAxis(child, mainAxis, ownerWidth))
            return
        }
        // Content-sized: measure the item. CSS determines the flex base size without the item's
        // own min/max main sizes (only the hypothetical main size is clamped, §9.2.3).
        if rules.flexBaseSizeIgnoresMinMax && hasMainBounds(child, mainAxis) {
            measureIgnoringMainBounds(child, mainAxis, c.direction) {
                measureContentBasis(i, child, c, widthMode: widthMode, heightMode: heightMode)
            }
            return
        }
        measureContentBasis(i, child, c, widthMode: widthMode, heightMode: heightMode)
    }

    /// The content-based flex basis: the item sized under its available space, at max-content
    /// in the main axis in plain CSS.
    private func measureContentBasis(_ i: Int32, _ child: Int32, _ c: ContainerContext, widthMode: SizingMode,
                                     heightMode: SizingMode) {
        let mainAxis = c.mainAxis
        let isMainAxisRow = c.isMainAxisRow
        let width = c.availableInnerWidth, height = c.availableInnerHeight
        let ownerWidth = c.availableInnerWidth, ownerHeight = c.percentHeight
        let isRowDefinite = hasDefiniteLength(child, .row, ownerWidth)
        let isColumnDefinite = hasDefiniteLength(child, .column, ownerHeight)
        var childWidth = Float.nan, childHeight = Float.nan
        var childWidthMode = SizingMode.maxContent, childHeightMode = SizingMode.maxContent
        let marginRow = marginForAxis(child, .row, ownerWidth)
        let marginColumn = marginForAxis(child, .column, ownerWidth)
        if isRowDefinite {
            childWidth = resolvedSize(child, .row, ownerWidth, ownerWidth) + marginRow
            childWidthMode = .stretchFit
        }
        if isColumnDefinite {
            childHeight = resolvedSize(child, .column, ownerHeight, ownerWidth) + marginColumn
            childHeightMode = .stretchFit
        }
        // Browsers let a scroll container's content overflow in its main axis only. Plain CSS
        // (no min-size erratum) sizes a content-based flex basis at max-content in the main axis.
        let overflow = node(i).style.overflow
        let cssBasis = rules.contentBasisIsMaxContent
        if ((!isMainAxisRow && overflow == .scroll) || overflow != .scroll) && !(cssBasis && isMainAxisRow) {
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .fitContent
            }
        }
        if ((isMainAxisRow && overflow == .scroll) || overflow != .scroll) && !(cssBasis && !isMainAxisRow) {
            if childHeight.isNaN && !height.isNaN {
                childHeight = height
                childHeightMode = .fitContent
            }
        }
        if let ratio = node(child).style.aspectRatio {
            // CSS transfers the size after its min/max (Box Sizing 4 §5.1).
            if !isMainAxisRow && childWidthMode == .stretchFit {
                let width = rules.ratioTransfersSizes ? boundAxis(child, .row, childWidth - marginRow, ownerWidth, ownerWidth)
                    : childWidth - marginRow
                childHeight = marginColumn + ratioSize(child, .column, from: width, ratio, ownerWidth)
                childHeightMode = .stretchFit
            } else if isMainAxisRow && childHeightMode == .stretchFit {
                let height = rules.ratioTransfersSizes ? boundAxis(child, .column, childHeight - marginColumn, ownerHeight, ownerWidth)
                    : childHeight - marginColumn
                childWidth = marginRow + ratioSize(child, .row, from: height, ratio, ownerWidth)
                childWidthMode = .stretchFit
            }
        }
        // A stretched item without a cross size is measured at the container's exact cross size
        // — in CSS only in a single-line container (§9.8.1: a multi-line container's lines get
        // their cross sizes from the items' hypothetical sizes, so those are measured unstretched).
        let stretches = alignment(of: child, in: i) == .stretch
            && isCrossSizeStretchable(child, isMainAxisRow ? .column : .row, isMainAxisRow ? height : width)
            && !(rules.measuresItemsUnstretched && (c.isWrap || hasAutoMargin(child, c.crossAxis, c.direction)))
        if !isMainAxisRow && !isRowDefinite && !width.isNaN && widthMode == .stretchFit && stretches
            && childWidthMode != .stretchFit {
            childWidth = stretchedCrossSize(child, .row, width, marginRow, ownerWidth)
            childWidthMode = .stretchFit
            if let ratio = node(child).style.aspectRatio {
                // (A margin box, like every available size: CSS adds the item's margins back;
                // Yoga leaves them out.)
                childHeight = ratioSize(child, .column, from: childWidth - marginRow, ratio, ownerWidth)
                    + (rules.ratioSizesCarryMargins ? marginColumn : 0)
                childHeightMode = .stretchFit
            }
        }
        // (CSS: only a definite height — not the exact but indefinite height of a flexed column
        // item, §9.8 — is one an item is stretched to before its line is known; for a container
        // whose auto height comes from its ratio, the ratio's height, not the automatic height its
        // content raised it to: `width: 44px; aspect-ratio: 1` holding a 74 px item gives a
        // stretched `aspect-ratio: 2` sibling the base 88.)
        if isMainAxisRow && !isColumnDefinite && !height.isNaN && heightMode == .stretchFit && stretches
            && childHeightMode != .stretchFit && !(rules.resolvesAgainstDefiniteSizesOnly && c.percentHeight.isNaN) {
            childHeight = stretchedCrossSize(child, .column, rules.resolvesAgainstDefiniteSizesOnly ? c.percentHeight : height, marginColumn,
                                             ownerWidth)
            childHeightMode = .stretchFit
            if let ratio = node(child).style.aspectRatio {
                childWidth = ratioSize(child, .row, from: childHeight - marginColumn, ratio, ownerWidth)
                    + (rules.ratioSizesCarryMargins ? marginRow : 0)
                childWidthMode = .stretchFit
            }
        }
        constrainMaxSize(child, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
        constrainMaxSize(child, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
        layoutNode(child, LayoutRequest(.measure, childWidth, childHeight, ownerDirection: c.direction, childWidthMode,
                                        childHeightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                        depth: c.depth + 1))
        var basis = measured(child, mainAxis)
        // CSS Flexbox §9.2.3 B with Box Sizing 4 §5.1: a column item whose auto height its ratio
        // gives has the ratio's height from the width it is laid out at (fit-content when not
        // stretched) as flex base size; the content floors only its automatic minimum (observed:
        // ratio 8 at width 80 around content 20 high, growing beside an empty sibling in 66,
        // is 38 high — a base of 10).
        if rules.ratioTransfersSizes && !isMainAxisRow && childHeightMode != .stretchFit,
           let ratio = node(child).style.aspectRatio {
            basis = ratioSize(child, .column, from: measured(child, .row), ratio, ownerWidth)
        }
        node(child).layout.computedFlexBasis = maxOrDefined(basis, paddingAndBorderForAxis(child, mainAxis, ownerWidth))
    }

    /// The margin-box size a stretched item gets from the container's inner cross size: CSS
    /// clamps it by the item's min/max cross size (which then feeds an aspect ratio); Yoga does not.
    @inline(__always)
    private func stretchedCrossSize(_ child: Int32, _ axis: FlexDirection, _ inner: Float, _ margins: Float,
                                    _ ownerWidth: Float) -> Float {
        guard rules.ratioTransfersSizes else { return inner }
        return boundAxis(child, axis, inner - margins, inner, ownerWidth) + margins
    }

    /// Tightens a constraint by the node's max size (which includes its margins here).
    @inline(__always)
    func constrainMaxSize(_ i: Int32, _ axis: FlexDirection, _ ownerAxisSize: Float, _ ownerWidth: Float,
                          _ mode: inout SizingMode, _ size: inout Float) {
        var maxSize = resolvedMaxSize(i, axis, ownerAxisSize, ownerWidth) + marginForAxis(i, axis, ownerWidth)
        if rules.minWinsOverMax && !maxSize.isNaN {
            // CSS Sizing 3 §5.2: a min size above the max size wins.
            let minSize = resolvedMinSize(i, axis, ownerAxisSize, ownerWidth) + marginForAxis(i, axis, ownerWidth)
            if minSize > maxSize { maxSize = minSize }
        }
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && size >= maxSize { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    /// The border-box size in `axis` that the aspect ratio gives from the other axis' border-box
    /// size. CSS applies the ratio to the box-sizing box (content box for content-box); Yoga to
    /// the border box.
    @inline(__always)
    func ratioSize(_ i: Int32, _ axis: FlexDirection, from other: Float, _ ratio: Float, _ ownerWidth: Float) -> Float {
        let toWidth = axis.isRow
        guard rules.ratioFollowsBoxSizing && node(i).style.boxSizing == .contentBox else {
            return toWidth ? other * ratio : other / ratio
        }
        let otherExtra = paddingAndBorderForAxis(i, toWidth ? .column : .row, ownerWidth)
        let ownExtra = paddingAndBorderForAxis(i, toWidth ? .row : .column, ownerWidth)
        let content = other - otherExtra
        return (toWidth ? content * ratio : content / ratio) + ownExtra
    }
}
