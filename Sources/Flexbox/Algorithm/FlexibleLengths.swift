// STEP 5: resolving flexible lengths (CSS Flexbox §9.7), then laying out each item at its
// final main size.

extension LayoutEngine {
    func resolveFlexibleLengths(_ i: Int32, _ c: ContainerContext, _ line: inout FlexLine, mainAxisOverflows: Bool) {
        if rules.resolvesFlexibleLengthsByFreezing {
            resolveFlexibleLengthsCSS(i, c, &line, mainAxisOverflows: mainAxisOverflows)
            return
        }
        let originalFreeSpace = line.remainingFreeSpace
        freezeClampedItems(i, c, &line)
        let distributed = distributeFreeSpace(i, c, &line, mainAxisOverflows: mainAxisOverflows)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// First pass: items whose min/max clamps their flexed size are taken out of the
    /// distribution (their factor removed, their clamped size subtracted from the free space).
    private func freezeClampedItems(_ i: Int32, _ c: ContainerContext, _ line: inout FlexLine) {
        var deltaFreeSpace: Float = 0
        var current = line
        forEachItem(i, line) { child in
            // (The base size without the content floor, as the line collected it; the floor
            // clamps the flexed size.)
            let basis = boundItemWithinMinMax(child, c.mainAxis, node(child).layout.computedFlexBasis, c.mainOwnerSize,
                                          c.ownerWidth, contentFloor: false)
            if current.remainingFreeSpace < 0 {
                let scaledShrink = -flexShrink(child) * basis
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = basis + current.remainingFreeSpace / current.totalFlexShrinkScaledFactors * scaledShrink
                    let bound = boundItem(child, c.mainAxis, base, c.availableInnerMain, c.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        current.totalFlexShrinkScaledFactors -= -flexShrink(child) * node(child).layout.computedFlexBasis
                    }
                }
            } else if !current.remainingFreeSpace.isNaN && current.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    let base = basis + current.remainingFreeSpace / current.totalFlexGrowFactors * grow
                    let bound = boundItem(child, c.mainAxis, base, c.availableInnerMain, c.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        current.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line = current
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: sizes every item and lays it out (or measures it when a stretch pass will
    /// follow). Returns the free space actually distributed.
    private func distributeFreeSpace(_ i: Int32, _ c: ContainerContext, _ line: inout FlexLine,
                                     mainAxisOverflows: Bool) -> Float {
        var deltaFreeSpace: Float = 0
        let snapshot = line
        forEachItem(i, line) { child in
            // (The base size without the content floor, as the line collected it; the floor
            // clamps the flexed size.)
            let basis = boundItemWithinMinMax(child, c.mainAxis, node(child).layout.computedFlexBasis, c.mainOwnerSize,
                                          c.ownerWidth, contentFloor: false)
            // (An item that does not flex keeps its hypothetical size: the base size floored.)
            var updatedMainSize = boundItemWithinMinMax(child, c.mainAxis, node(child).layout.computedFlexBasis,
                                                        c.mainOwnerSize, c.ownerWidth)
            if !snapshot.remainingFreeSpace.isNaN && snapshot.remainingFreeSpace < 0 {
                let scaledShrink = -flexShrink(child) * basis
                if scaledShrink != 0 {
                    let childSize: Float
                    if !snapshot.totalFlexShrinkScaledFactors.isNaN && snapshot.totalFlexShrinkScaledFactors == 0 {
                        childSize = basis + scaledShrink
                    } else {
                        childSize = basis + (snapshot.remainingFreeSpace / snapshot.totalFlexShrinkScaledFactors) * scaledShrink
                    }
                    updatedMainSize = boundItem(child, c.mainAxis, childSize, c.availableInnerMain, c.availableInnerWidth)
                }
            } else if !snapshot.remainingFreeSpace.isNaN && snapshot.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = boundItem(child, c.mainAxis,
                                                basis + snapshot.remainingFreeSpace / snapshot.totalFlexGrowFactors * grow,
                                                c.availableInnerMain, c.availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - basis
            layoutFlexedItem(i, c, child, mainSize: updatedMainSize, mainAxisOverflows: mainAxisOverflows)
        }
        return deltaFreeSpace
    }

    /// Whether `child` is stretched to its line's cross size (aligned `stretch`, stretchable, no
    /// auto cross margins).
    @inline(__always)
    func isStretched(_ child: Int32, in i: Int32, _ c: ContainerContext) -> Bool {
        alignment(of: child, in: i) == .stretch
            && isCrossSizeStretchable(child, c.crossAxis, c.availableInnerCross)
            && !hasAutoMargin(child, c.crossAxis, c.direction)
    }

    /// Whether the flex step only measures `child`, leaving its layout to the stretch step: a
    /// stretched item without a definite cross size.
    @inline(__always)
    func awaitsStretchLayout(_ child: Int32, in i: Int32, _ c: ContainerContext) -> Bool {
        !hasDefiniteLength(child, c.crossAxis, c.percentCross) && isStretched(child, in: i, c)
    }

    /// Lays out one item at its resolved main size, choosing its cross constraint.
    func layoutFlexedItem(_ i: Int32, _ c: ContainerContext, _ child: Int32, mainSize: Float,
                                  mainAxisOverflows: Bool) {
        let marginMain = marginForAxis(child, c.mainAxis, c.availableInnerWidth)
        let marginCross = marginForAxis(child, c.crossAxis, c.availableInnerWidth)
        var childMainSize = mainSize + marginMain
        var childMainMode = SizingMode.stretchFit
        var childCrossSize: Float
        var childCrossMode: SizingMode
        // (Plain CSS: the item's height is automatic, `automaticHeight`, when its ratio gives
        // it, or when it is stretched to a row whose own height is automatic.)
        let containerAutomatic = rules.percentagesSeeRatioHeight && c.isMainAxisRow && node(i).layout.automaticHeight
        var automaticHeight = false
        let crossDefinite = hasDefiniteLength(child, c.crossAxis, c.percentCross)
        let stretches = isStretched(child, in: i, c)
        // CSS ignores the ratio when both sizes are given, or when the item is stretched to a
        // single-line container's definite cross size (§9.8: that size is definite, so the ratio
        // and the content floor do not apply); Yoga derives the cross size anyway. (As Chromium:
        // not a row's automatic height, which it lays the row out at as it did without one.)
        let stretchedToDefinite = rules.definiteCrossSizeOverridesRatio && stretches && !crossDefinite && !c.isWrap
            && c.crossMode == .stretchFit && !c.availableInnerCross.isNaN && !c.percentCross.isNaN
            && !containerAutomatic
        if let ratio = node(child).style.aspectRatio, !(rules.definiteCrossSizeOverridesRatio && (crossDefinite || stretchedToDefinite)) {
            childCrossSize = ratioSize(child, c.crossAxis, from: childMainSize - marginMain, ratio, c.availableInnerWidth)
            // (Chromium keeps a ratio-derived cross size from going below the content's when
            // its main size is given, or in a row when the item has content: a container with
            // children, or a measured leaf — text 40 wide with ratio 3 is two lines, 20 high.)
            if rules.ratioSizeFlooredByContent && (hasDefiniteLength(child, c.mainAxis, c.percentMain)
                              || (c.isMainAxisRow && (node(child).hasMeasure || hasLayoutChildren(child)))) {
                childCrossSize = max(childCrossSize, ratioDependentMinimum(child, c, mainSize: childMainSize))
            }
            childCrossMode = .stretchFit
            childCrossSize += marginCross
            automaticHeight = rules.percentagesSeeRatioHeight && c.isMainAxisRow
        } else if !c.availableInnerCross.isNaN && !crossDefinite && c.crossMode == .stretchFit
                    && !(c.isWrap && (mainAxisOverflows || rules.measuresItemsUnstretched)) && stretches {
            childCrossSize = c.availableInnerCross
            childCrossMode = .stretchFit
            automaticHeight = containerAutomatic
        } else if !crossDefinite {
            childCrossSize = c.availableInnerCross
            childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
        } else {
            childCrossSize = resolvedSize(child, c.crossAxis, c.percentCross, c.availableInnerWidth) + marginCross
            let loosePercent = styleSize(child, c.crossAxis).isPercent && c.crossMode != .stretchFit
            childCrossMode = childCrossSize.isNaN || loosePercent ? .maxContent : .stretchFit
        }
        if !c.isMainAxisRow && keepsContentHeightInColumn(child, mainSize: mainSize) { automaticHeight = true }
        constrainMaxSize(child, c.mainAxis, itemBoundsMain(c), c.availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSize(child, c.crossAxis, itemBoundsCross(c), c.availableInnerWidth, &childCrossMode, &childCrossSize)
        let requiresStretchLayout = !crossDefinite && stretches
        let width = c.isMainAxisRow ? childMainSize : childCrossSize
        let height = c.isMainAxisRow ? childCrossSize : childMainSize
        let widthMode = c.isMainAxisRow ? childMainMode : childCrossMode
        let heightMode = c.isMainAxisRow ? childCrossMode : childMainMode
        let isLayoutPass = c.performLayout && !requiresStretchLayout
        layoutNode(child, LayoutRequest(isLayoutPass ? .layout : .measure, width, height,
                                        ownerDirection: node(i).layout.direction, widthMode, heightMode,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1, indefiniteHeight: hasIndefiniteMainSize(child, c),
                                        automaticHeight: automaticHeight))
        if measuresColumnLines(c) && !crossDefinite {
            node(child).layout.measuredWidth = lineMeasureWidth(i, child, c)
        }
    }

    /// Plain CSS: whether this pass lays out a multi-line column's lines at a max-content width
    /// to find its intrinsic width (`intrinsicColumnWrapWidth`) — the only pass in which a CSS
    /// column's cross size is not exact.
    @inline(__always)
    func measuresColumnLines(_ c: ContainerContext) -> Bool {
        rules.sizesContentWidthFromContributions && !c.isMainAxisRow && c.crossMode != .stretchFit
    }

    /// The width an item gives its line when a multi-line column's lines are measured: its
    /// max-content contribution (for a ratio item the ratio's width from a definite height, else
    /// its content's), not the width it has laid out at its flexed height (as Chromium: a grown
    /// ratio item, or an item holding one stretched to its `flex-basis: 53px`, overflows a
    /// column-wrap container sized to its content), within its min/max widths like every
    /// contribution (`intrinsicColumnWidth`: `height: 52px; min-width: 120px; aspect-ratio: 0.5`
    /// gives its line 120, not the ratio's 26).
    private func lineMeasureWidth(_ i: Int32, _ child: Int32, _ c: ContainerContext) -> Float {
        var context = c
        context.availableInnerWidth = .nan
        context.availableInnerCross = .nan
        let contribution = intrinsicWidths(i, child, context, heightReference: c.percentHeight, needsMinimum: false).1
        return boundAxis(child, .row, contribution, .nan, .nan)
    }

    /// Plain CSS: a flexed item's height is definite only if its column container's is, or its
    /// own height style is (CSS Flexbox §9.8), or (as in Chromium) it comes from the item's
    /// aspect ratio or from a flex basis of points (`hasPointFlexBasis`). Its own height counts
    /// only where it gives the flex basis: a percentage basis of the indefinite column is
    /// `content` (§7.2.3), so the item's height is its content's, not definite
    /// (`hasContentBasisOfPercentage`).
    @inline(__always)
    func hasIndefiniteMainSize(_ child: Int32, _ c: ContainerContext) -> Bool {
        rules.resolvesAgainstDefiniteSizesOnly && !c.isMainAxisRow && c.percentHeight.isNaN
            && (!hasDefiniteLength(child, .column, c.percentHeight) || hasContentBasisOfPercentage(child))
            && node(child).style.aspectRatio == nil && !hasPointFlexBasis(child)
    }

    /// CSS Flexbox §7.2.3, as Chromium reads it: a percentage `flex-basis` in a column of
    /// indefinite height acts as `content`, so the item's flexed height comes from its content
    /// even where its `height` is definite, and percentages inside it have nothing to resolve
    /// against (observed: `flex-basis: 50%; height: 70px` in an auto-height column gives a
    /// `height: 50%` child 0). Called only for such a column (`hasIndefiniteMainSize`).
    @inline(__always)
    func hasContentBasisOfPercentage(_ child: Int32) -> Bool { flexBasis(child).isPercent }

    /// CSS Flexbox §9.8, as Chromium reads it: an item whose `flex-basis` is a length (not
    /// `auto`, `content`, a keyword or a percentage, which of an indefinite column is `content`)
    /// has a definite flexed main size even in a column of indefinite height, so percentages
    /// inside it resolve against that size (observed: `flex-basis: 40px` in an auto-height
    /// column gives a `height: 50%` child 20).
    @inline(__always)
    func hasPointFlexBasis(_ child: Int32) -> Bool { node(child).style.flexBasis.isPoints }

    /// Plain CSS, as Chromium lays it out: whether an item of a column, flexed to exactly the
    /// height its content gave it (`flex-basis` and `height` auto, its main size its flex base
    /// size), is laid out at that exact height as it was without one (`automaticHeight`): the
    /// exact height changes nothing its content sized, so a ratio box stretched in it keeps the
    /// layout its ratio gave it (observed: in a `height: 100px` column, an auto row holding a
    /// `column` box with `width: 26px; aspect-ratio: 1` and items of `flex-basis: 52px` and `50%`
    /// gives them 52 and 13 — half the ratio's 26 — where a `height: 65px` row, or a row grown
    /// to 100, stretches the box and gives them 40 and 25, or 51 and 49).
    @inline(__always)
    func keepsContentHeightInColumn(_ child: Int32, mainSize: Float) -> Bool {
        rules.percentagesSeeRatioHeight && node(child).style.aspectRatio == nil
            && node(child).style.flexBasis == .auto
            && (styleSize(child, .column) == .auto || styleSize(child, .column) == .undefined)
            && node(child).layout.flexBasisGeneration == generation
            && inexactEquals(mainSize, node(child).layout.computedFlexBasis)
    }
}
