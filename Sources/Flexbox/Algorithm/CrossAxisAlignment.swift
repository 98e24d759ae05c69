// STEP 7: placing each item of a line in the cross axis (`align-items`/`align-self`, auto
// margins), re-laying out stretched items at the line's cross size.

extension LayoutEngine {
    func alignItemsInLine(_ i: Int32, _ c: ContainerContext, _ line: FlexLine, containerCrossAxis: Float,
                          totalLineCrossDim: Float) {
        // CSS lays wrap-reverse lines out forwards and mirrors them (step 10), so the physical
        // cross-end margin is the one at the start here.
        let swapped = rules.wrapReverseMirrorsLines && node(i).style.flexWrap == .wrapReverse
        let autoStart = swapped ? c.crossAxis.endEdge : c.crossAxis.startEdge
        let autoEnd = swapped ? c.crossAxis.startEdge : c.crossAxis.endEdge
        forEachItem(i, line) { child in
            var leadingCrossDim = c.leadingPaddingAndBorderCross
            let align = alignment(of: child, in: i)
            let startAuto = isMarginAuto(child, autoStart, c.direction)
            let endAuto = isMarginAuto(child, autoEnd, c.direction)
            if align == .stretch && !startAuto && !endAuto {
                if isCrossSizeStretchable(child, c.crossAxis, c.availableInnerCross) {
                    stretchItem(i, c, child, lineCrossDim: line.crossDim)
                }
            } else {
                let remaining = containerCrossAxis - measuredWithMargin(child, c.crossAxis, c.availableInnerWidth)
                if startAuto && endAuto {
                    leadingCrossDim += maxOrDefined(0, leadingOffsetInLayoutUnits(remaining / 2, mirrored: swapped))
                } else if endAuto {
                    // Pushed to the start.
                } else if startAuto {
                    leadingCrossDim += maxOrDefined(0, remaining)
                } else if align == .flexStart {
                    // Already at the start.
                } else if align == .center {
                    leadingCrossDim += leadingOffsetInLayoutUnits(remaining / 2, mirrored: swapped)
                } else {
                    leadingCrossDim += remaining
                }
            }
            node(child).layout.position[c.crossAxis.startEdge] += totalLineCrossDim + leadingCrossDim
        }
    }

    /// Lays an item out again with its cross size forced to the line's (or from its aspect ratio).
    private func stretchItem(_ i: Int32, _ c: ContainerContext, _ child: Int32, lineCrossDim: Float) {
        var childMainSize = measured(child, c.mainAxis)
        var childCrossSize: Float
        // CSS stretches an auto cross size to the line even with an aspect ratio (§9.4 step 11).
        if let ratio = node(child).style.aspectRatio, !rules.definiteCrossSizeOverridesRatio {
            childCrossSize = marginForAxis(child, c.crossAxis, c.availableInnerWidth)
                + (c.isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
        } else {
            childCrossSize = lineCrossDim
        }
        childMainSize += marginForAxis(child, c.mainAxis, c.availableInnerWidth)
        var mainMode = SizingMode.stretchFit, crossMode = SizingMode.stretchFit
        constrainMaxSize(child, c.mainAxis, itemBoundsMain(c), c.availableInnerWidth, &mainMode, &childMainSize)
        constrainMaxSize(child, c.crossAxis, itemBoundsCross(c), c.availableInnerWidth, &crossMode, &childCrossSize)
        let width = c.isMainAxisRow ? childMainSize : childCrossSize
        let height = c.isMainAxisRow ? childCrossSize : childMainSize
        // Items of a multi-line container are sized by content until the lines are known; in
        // CSS an aspect ratio, not the content, gives such an item its hypothetical cross size.
        let crossDoesNotGrow = node(i).style.alignContent != .stretch && c.isWrap
            && !(rules.ratioTransfersSizes && node(child).style.aspectRatio != nil)
        // (CSS: a column item's hypothetical width is fit-content within the line, so text wraps
        // in it; Yoga measures it at max-content.)
        let widthMode: SizingMode = width.isNaN ? .maxContent
            : !c.isMainAxisRow && crossDoesNotGrow ? (rules.hypotheticalCrossSizeIsFitContent ? .fitContent : .maxContent) : .stretchFit
        let heightMode: SizingMode = height.isNaN || (c.isMainAxisRow && crossDoesNotGrow) ? .maxContent : .stretchFit
        layoutNode(child, LayoutRequest(.layout, width, height, ownerDirection: c.direction, widthMode, heightMode,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1, indefiniteHeight: hasIndefiniteMainSize(child, c),
                                        automaticHeight: keepsAutomaticHeight(child, c, height: height,
                                                                              heightMode: heightMode)))
    }
}
