// The flex layout of one container (CSS Flexible Box Layout §9), step by step.

extension LayoutEngine {
    /// Computes node `i`'s size for the request and, for a `.layout` request, positions and lays
    /// out its children.
    func computeLayout(_ i: Int32, _ request: LayoutRequest) {
        let availableWidth = request.availableWidth, availableHeight = request.availableHeight
        let widthMode = request.widthMode, heightMode = request.heightMode
        let ownerWidth = request.ownerWidth, ownerHeight = request.ownerHeight
        let ownerDirection = request.ownerDirection, depth = request.depth
        let performLayout = request.performsLayout
        let measuresContentExtent = request.purpose == .measureContentExtent
        let direction = resolveDirection(i, ownerDirection)
        // Reported edges come from layout passes only: a later sizing pass under another
        // containing block must not overwrite them.
        node(i).layout.direction = direction
        if performLayout { resolveBoxEdges(i, direction: direction, ownerWidth: ownerWidth) }
        // Overflow is reported for the final layout only, not for sizing passes.
        if performLayout { node(i).layout.hadOverflow = false }
        // `display: contents` children take no box of their own, even around an empty node.
        cleanupContentsNodes(i)
        let marginRow = rowMargins(i, direction, ownerWidth)
        let marginColumn = margin(i, .top, direction, ownerWidth) + margin(i, .bottom, direction, ownerWidth)

        if node(i).hasMeasure {
            measureLeaf(i, direction, availableWidth - marginRow, availableHeight - marginColumn, widthMode, heightMode,
                        ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        if !hasLayoutChildren(i) {
            measureEmpty(i, direction, availableWidth - marginRow, availableHeight - marginColumn, widthMode, heightMode,
                         ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        if !performLayout && !measuresContentExtent && measureFixedSize(i, availableWidth - marginRow, availableHeight - marginColumn,
                                              widthMode, heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight) {
            return
        }

        // CSS: an exact width gives an auto height through the aspect ratio (Box Sizing 4 §5.1).
        // (A fit-content height is a min-content probe, `ratioDependentMinimum`: content decides.)
        if rules.ratioTransfersSizes && widthMode == .stretchFit && heightMode == .maxContent,
           let ratio = node(i).style.aspectRatio, !hasDefiniteLength(i, .column, ownerHeight) {
            let width = boundAxis(i, .row, availableWidth - marginRow, ownerWidth, ownerWidth)
            let ratioHeight = ratioSize(i, .column, from: width, ratio, ownerWidth)
            let height = ratioHeightFlooredByContent(i, width: availableWidth, ratioHeight: ratioHeight,
                                                     ownerDirection: ownerDirection, ownerWidth: ownerWidth,
                                                     ownerHeight: ownerHeight, depth: depth) + marginColumn
            computeLayout(i, LayoutRequest(performLayout ? .layout : .measure, availableWidth, height,
                                           ownerDirection: ownerDirection, .stretchFit, .stretchFit,
                                           ownerWidth: ownerWidth, ownerHeight: ownerHeight, depth: depth,
                                           ratioPercentHeight: ratioHeight))
            return
        }

        node(i).layout.childrenMeasuredGeneration = generation
        if performLayout { node(i).layout.childrenPositionedGeneration = generation }
        // STEP 1: the constants of this container.
        let mainAxis = node(i).style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let paddingAndBorderMain = paddingAndBorderForAxis(i, mainAxis, ownerWidth)
        let paddingAndBorderCross = paddingAndBorderForAxis(i, crossAxis, ownerWidth)
        let paddingAndBorderRow = isMainAxisRow ? paddingAndBorderMain : paddingAndBorderCross
        let paddingAndBorderColumn = isMainAxisRow ? paddingAndBorderCross : paddingAndBorderMain

        // STEP 2: the space available to the content.
        let availableInnerWidth = availableInnerSize(i, .row, availableWidth - marginRow, paddingAndBorderRow,
                                                     ownerWidth, ownerWidth)
        let availableInnerHeight = availableInnerSize(i, .column, availableHeight - marginColumn,
                                                      paddingAndBorderColumn, ownerHeight, ownerWidth)
        let ratioHeight = request.ratioPercentHeight.isNaN && widthMode == .stretchFit
            ? heightFromRatioBasis(i, availableWidth - marginRow, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            : request.ratioPercentHeight
        var context = ContainerContext(
            direction: direction, mainAxis: mainAxis, crossAxis: crossAxis, isMainAxisRow: isMainAxisRow,
            isWrap: node(i).style.flexWrap != .noWrap, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            mainOwnerSize: isMainAxisRow ? ownerWidth : ownerHeight,
            crossOwnerSize: isMainAxisRow ? ownerHeight : ownerWidth,
            availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
            availableInnerMain: isMainAxisRow ? availableInnerWidth : availableInnerHeight,
            availableInnerCross: isMainAxisRow ? availableInnerHeight : availableInnerWidth,
            percentHeight: percentBasisHeight(i, heightMode, availableInnerHeight, ratioPercentHeight: ratioHeight,
                                              paddingAndBorder: paddingAndBorderColumn, ownerHeight: ownerHeight,
                                              ownerWidth: ownerWidth),
            mainMode: isMainAxisRow ? widthMode : heightMode, crossMode: isMainAxisRow ? heightMode : widthMode,
            paddingAndBorderMain: paddingAndBorderMain, paddingAndBorderCross: paddingAndBorderCross,
            leadingPaddingAndBorderCross: paddingAndBorder(i, crossAxis.startEdge, direction, ownerWidth),
            isBaselineLayout: isBaselineLayout(i), purpose: request.purpose, depth: depth)
        if rules.percentagesSeeRatioHeight && context.isWrap && !isMainAxisRow && heightMode == .stretchFit && !ratioHeight.isNaN {
            context.ratioLineBreakMain = availableInnerSize(i, .column, ratioHeight, paddingAndBorderColumn,
                                                            ownerHeight, ownerWidth)
        }
        unboundAutoHeightColumn(i, &context)

        // A content-sized container takes its width from its items' contributions first (plain
        // CSS; a multi-line column from its lines laid out at max-content), then lays them out at
        // that width.
        if rules.sizesContentWidthFromContributions && widthMode != .stretchFit && request.purpose != .measureLines {
            func contentWidth(_ context: ContainerContext, _ widthMode: SizingMode) -> Float {
                isMainAxisRow ? intrinsicRowWidth(i, context, widthMode: widthMode)
                    : !context.isWrap ? intrinsicColumnWidth(i, context, widthMode: widthMode)
                    : intrinsicColumnWrapWidth(i, context, widthMode: widthMode, availableHeight: availableHeight,
                                               heightMode: heightMode, ownerDirection: ownerDirection)
            }
            var width: Float
            if heightMode == .stretchFit, let ratio = node(i).style.aspectRatio {
                // An exact height gives the auto width through the ratio (Box Sizing 4 §5.1),
                // floored by the content's min-content width when the min width is `auto` (§5.2;
                // the min-content width is the fit-content width in no space at all).
                let height = boundAxis(i, .column, availableHeight - marginColumn, ownerHeight, ownerWidth)
                let ratioWidth = ratioSize(i, .row, from: height, ratio, ownerWidth)
                var minContent = context
                minContent.availableInnerWidth = 0
                let floor = autoMinimumApplies(i, .row) ? contentWidth(minContent, .fitContent) : 0
                width = boundAxis(i, .row, max(floor, ratioWidth), ownerWidth, ownerWidth)
            } else {
                width = contentWidth(context, widthMode)
            }
            if heightMode != .stretchFit, request.transfersRatioBounds, let ratio = node(i).style.aspectRatio {
                width = boundAxis(i, .row, transferredWidthBounds(i, width, ratio, ownerWidth: ownerWidth,
                                                                  ownerHeight: ownerHeight), ownerWidth, ownerWidth)
            }
            computeLayout(i, LayoutRequest(request.purpose, width + marginRow, availableHeight,
                                           ownerDirection: ownerDirection, .stretchFit, heightMode,
                                           ownerWidth: ownerWidth, ownerHeight: ownerHeight, depth: depth))
            return
        }

        // STEP 3: flex basis of every item.
        var totalMain = computeFlexBases(i, context, widthMode: widthMode, heightMode: heightMode)
        let childCount = layoutChildCount(i)
        if childCount > 1 { totalMain += mainGap(i, context) * Float(childCount - 1) }
        let mainAxisOverflows = context.mainMode != .maxContent && totalMain > context.availableInnerMain
        // An overflowing at-most wrap container takes its whole bound (a row's width is its
        // fit-content size). In CSS a column's auto height stays the height of its lines, the
        // bound only deciding where they wrap.
        var wrapsAtBound = false
        if context.isWrap && mainAxisOverflows && context.mainMode == .fitContent && !(rules.sizesLinesFromContent && !isMainAxisRow) {
            context.mainMode = .stretchFit
            wrapsAtBound = true
        }

        if rules.sizesLinesFromContent && !isMainAxisRow && context.isWrap && context.mainMode == .fitContent {
            settleMultiLineColumnHeight(i, &context)
        }

        // STEPS 4–7: lines, flexible lengths, main-axis justification, cross-axis alignment.
        var lineCount = 0
        var totalLineCrossDim: Float = 0
        var maxLineMainDim: Float = 0
        // (CSS: a row's percentage row gap resolves against a definite height only, like `mainGap`.)
        let crossGap = gap(i, crossAxis, rules.resolvesAgainstDefiniteSizesOnly ? context.percentCross : context.availableInnerCross)
        var hasInsetItems = false
        var contentExtent: Float = 0
        var lineStart = firstLayoutChild(i)
        while lineStart != -1 {
            var line = collectLine(i, context, start: lineStart, lineIndex: lineCount)
            hasInsetItems = hasInsetItems || line.hasInsetItems
            layoutLine(i, &context, &line, mainAxisOverflows: mainAxisOverflows, totalLineCrossDim: totalLineCrossDim)
            if measuresContentExtent {
                // A row's lines stack in the block axis; a column's items do, at their
                // hypothetical main sizes.
                contentExtent = isMainAxisRow ? contentExtent + line.contentCrossDim + (lineCount != 0 ? crossGap : 0)
                    : max(contentExtent, line.sizeConsumed)
            }
            totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossGap : 0)
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
            lineStart = line.end
        }

        if measuresContentExtent { node(i).layout.flexTarget = contentExtent + paddingAndBorderColumn }

        // STEP 8: multi-line content alignment.
        if performLayout && (context.isWrap || context.isBaselineLayout) {
            alignContent(i, context, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, crossGap: crossGap)
        }

        // STEP 9: the container's own size.
        finalizeSize(i, context, availableWidth: availableWidth - marginRow, availableHeight: availableHeight - marginColumn,
                     maxLineMainDim: maxLineMainDim, totalLineCrossDim: totalLineCrossDim)
        // CSS fit-content never goes below the min-content size: an item wider than the bound.
        if wrapsAtBound && rules.fitContentFloorsAtMinContent {
            setMeasured(i, mainAxis, max(measured(i, mainAxis),
                                         boundAxis(i, mainAxis, maxLineMainDim, context.mainOwnerSize, ownerWidth)))
        }

        guard performLayout else { return }
        // Wrap-reverse: lines were stacked forwards; mirror them in the cross axis.
        // STEP 10: items of reversed axes were placed from the far edge; derive left/top.
        // Plain CSS then shifts relatively positioned items by their insets (physical offsets).
        // All touch each in-flow item alone, so one pass over the items does them all.
        let wrapReverse = node(i).style.flexWrap == .wrapReverse
        let shiftsItems = rules.relativeOffsetIsPhysicalShift && hasInsetItems
        if wrapReverse || mainAxis.isReverse || crossAxis.isReverse || shiftsItems {
            let crossStart = crossAxis.startEdge, crossEnd = crossAxis.endEdge
            // CSS mirrors each item's margin box inside the content box, so the padding and
            // margins of the two cross sides trade places; Yoga mirrors the border box in the
            // container's border box.
            let mirroredPadding = wrapReverse && rules.wrapReverseMirrorsLines
                ? paddingAndBorder(i, crossStart, direction, ownerWidth) - paddingAndBorder(i, crossEnd, direction, ownerWidth)
                : 0
            var child = firstLayoutChild(i)
            while child != -1 {
                if node(child).style.display != .none && node(child).style.position != .absolute {
                    if wrapReverse {
                        var mirrored = measured(i, crossAxis) - node(child).layout.position[crossStart]
                            - measured(child, crossAxis)
                        if rules.wrapReverseMirrorsLines {
                            mirrored += mirroredPadding + margin(child, crossStart, direction, availableInnerWidth)
                                - margin(child, crossEnd, direction, availableInnerWidth)
                        }
                        node(child).layout.position[crossStart] = mirrored
                    }
                    if mainAxis.isReverse { setTrailingPosition(i, child, mainAxis) }
                    if crossAxis.isReverse { setTrailingPosition(i, child, crossAxis) }
                    if shiftsItems {
                        applyRelativeOffset(child, direction: resolveDirection(child, direction),
                                            ownerWidth: availableInnerWidth, ownerHeight: context.percentHeight)
                    }
                }
                child = nextLayoutChild(child, i)
            }
        }
        // STEP 11: absolutely positioned descendants whose containing block is this node.
        if node(i).style.position != .static || depth == 0 {
            layoutAbsoluteDescendants(containingBlock: i, current: i,
                                      widthMode: isMainAxisRow ? context.mainMode : context.crossMode,
                                      direction: direction, leftOffset: 0, topOffset: 0,
                                      availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight)
        }
    }

    /// CSS Flexbox §9.2 step 4 with §9.3: a multi-line column sized by its content, breaking its
    /// lines at its max height, takes its height from its longest line (within its min/max)
    /// before any line is flexed, and every line is flexed in that height (observed in
    /// Chromium: under `max-height: 26px`, a growing item alone in its line fills 26; items 30,
    /// 30 and 10 high under `max-height: 58px` make two lines, the column 40 high). Breaking the
    /// lines again at that height keeps them: each fits and the next item overflowed a larger bound.
    /// - Complexity: O(items), collecting the lines once more.
    private func settleMultiLineColumnHeight(_ i: Int32, _ c: inout ContainerContext) {
        var longest: Float = 0
        var lineCount = 0
        var start = firstLayoutChild(i)
        while start != -1 {
            let line = collectLine(i, c, start: start, lineIndex: lineCount)
            longest = max(longest, line.sizeConsumed)
            lineCount += 1
            start = line.end
        }
        guard lineCount > 1 else { return }
        let height = boundAxis(i, .column, longest + c.paddingAndBorderMain, c.mainOwnerSize, c.ownerWidth)
        c.settledMultiLineMain = max(0, height - c.paddingAndBorderMain)
    }

    /// The inner height percentages inside node `i` resolve against (NaN when indefinite). CSS:
    /// the exact height, unless that height is not definite (`indefiniteHeight`); and for a box
    /// whose auto height comes from its aspect ratio (`ratioPercentHeight`, border box), the
    /// ratio's height even where the content floors the box higher (Sizing 4 §5.2, as Chromium
    /// resolves it: `aspect-ratio: 2; width: 40` holding a 50 px item gives a `height: 50%`
    /// sibling 10). Yoga: the available inner height.
    @inline(__always)
    private func percentBasisHeight(_ i: Int32, _ heightMode: SizingMode, _ availableInnerHeight: Float,
                                    ratioPercentHeight: Float, paddingAndBorder: Float, ownerHeight: Float,
                                    ownerWidth: Float) -> Float {
        guard rules.resolvesAgainstDefiniteSizesOnly else { return availableInnerHeight }
        if heightMode != .stretchFit || node(i).layout.indefiniteHeight { return .nan }
        if ratioPercentHeight.isNaN { return availableInnerHeight }
        return availableInnerSize(i, .column, ratioPercentHeight, paddingAndBorder, ownerHeight, ownerWidth)
    }

    /// Plain CSS: for a box with an aspect ratio laid out with `automaticHeight` (an item whose
    /// auto height its ratio gives, not stretched past it), the border-box height the ratio gives its
    /// exact border-box `width`, within its min/max heights; NaN otherwise. Chromium resolves
    /// percentages inside against it even where the content floors the box higher (Sizing 4
    /// §5.2: `width: 60; aspect-ratio: 2` holding a 104 px item gives a `height: 50%` sibling 15).
    @inline(__always)
    private func heightFromRatioBasis(_ i: Int32, _ width: Float, ownerWidth: Float, ownerHeight: Float) -> Float {
        guard rules.percentagesSeeRatioHeight, node(i).layout.automaticHeight, let ratio = node(i).style.aspectRatio,
              styleSize(i, .column) == .auto || styleSize(i, .column) == .undefined else { return .nan }
        let ratioHeight = ratioSize(i, .column, from: boundAxis(i, .row, width, ownerWidth, ownerWidth), ratio, ownerWidth)
        return boundAxis(i, .column, ratioHeight, ownerHeight, ownerWidth)
    }

    /// Stores the node's direction and resolved margins, borders and padding (reported in the
    /// results and used by the leaf paths).
    func resolveBoxEdges(_ i: Int32, direction: Direction, ownerWidth: Float) {
        node(i).layout.direction = direction
        if !node(i).hasMargin && !node(i).hasPadding && !node(i).hasBorder {
            node(i).layout.margin = EdgeInsets()
            node(i).layout.border = EdgeInsets()
            node(i).layout.padding = EdgeInsets()
            return
        }
        for edge in Edge.allCases {
            node(i).layout.margin[edge] = margin(i, edge, direction, ownerWidth)
            node(i).layout.border[edge] = border(i, edge, direction)
            node(i).layout.padding[edge] = padding(i, edge, direction, ownerWidth)
        }
    }

    /// The number of layout children (including out-of-flow ones).
    func layoutChildCount(_ i: Int32) -> Int {
        var count = 0
        var child = firstLayoutChild(i)
        while child != -1 {
            count += 1
            child = nextLayoutChild(child, i)
        }
        return count
    }

    /// The content-box size available in `axis`, clamped by the node's min/max sizes.
    func availableInnerSize(_ i: Int32, _ axis: FlexDirection, _ available: Float, _ paddingAndBorder: Float,
                            _ ownerSize: Float, _ ownerWidth: Float) -> Float {
        var inner = available - paddingAndBorder
        if !inner.isNaN {
            let minSize = resolvedMinSize(i, axis, ownerSize, ownerWidth)
            let minInner = minSize.isNaN ? 0 : minSize - paddingAndBorder
            let maxSize = resolvedMaxSize(i, axis, ownerSize, ownerWidth)
            let maxInner = maxSize.isNaN ? Float.greatestFiniteMagnitude : maxSize - paddingAndBorder
            inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
            // CSS: a border box is never smaller than its padding and border (Box Sizing 3 §3.1:
            // the content box floors at 0), so padding beyond a definite size leaves no room.
            if rules.contentBoxFloorsAtZero && inner < 0 { inner = 0 }
        }
        return inner
    }

    /// Sets the far-edge offset of `child` from its near-edge offset (for reversed axes).
    @inline(__always)
    func setTrailingPosition(_ container: Int32, _ child: Int32, _ axis: FlexDirection) {
        let size = measured(child, axis)
        node(child).layout.position[axis.endEdge] = measured(container, axis) - size
            - node(child).layout.position[axis.startEdge]
    }

    /// The initial offsets of a node from its parent: margins plus relative insets (Yoga, along
    /// the node's own axes). Plain CSS: the margins only; the relative offset is a physical shift
    /// applied once the item is placed (`applyRelativeOffset`).
    func setInitialPosition(_ i: Int32, direction: Direction, ownerWidth: Float, ownerHeight: Float, isRoot: Bool) {
        node(i).layout.relativeTop = 0
        if !node(i).hasMargin && !node(i).hasInset {
            node(i).layout.position = EdgeInsets()
            return
        }
        if rules.relativeOffsetIsPhysicalShift {
            for edge in Edge.allCases { node(i).layout.position[edge] = margin(i, edge, direction, ownerWidth) }
            return
        }
        let axisDirection: Direction = isRoot ? .ltr : direction
        let mainAxis = node(i).style.flexDirection.resolved(axisDirection)
        let crossAxis = mainAxis.cross(axisDirection)
        let relativeMain = relativePosition(i, mainAxis, axisDirection, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(i, crossAxis, axisDirection, crossAxis.isRow ? ownerWidth : ownerHeight)
        setEdgeOffsets(i, mainAxis, relativeMain, direction, ownerWidth)
        setEdgeOffsets(i, crossAxis, relativeCross, direction, ownerWidth)
    }

    /// CSS Positioned Layout §3.5: a relatively positioned box moves by its insets after layout,
    /// physically (`left` moves it right in any flex direction); `top` wins over `bottom`, and
    /// `left` over `right` in LTR (`right` in RTL). Percentages of an indefinite height act as 0.
    func applyRelativeOffset(_ i: Int32, direction: Direction, ownerWidth: Float, ownerHeight: Float) {
        guard node(i).hasInset, node(i).style.position == .relative else { return }
        let inline = relativePosition(i, .row, direction, ownerWidth)
        let dx = direction == .rtl ? -inline : inline
        let dy = relativePosition(i, .column, direction, ownerHeight)
        node(i).layout.position.left += dx
        node(i).layout.position.right -= dx
        node(i).layout.position.top += dy
        node(i).layout.position.bottom -= dy
        node(i).layout.relativeTop = dy
    }

    @inline(__always)
    private func setEdgeOffsets(_ i: Int32, _ axis: FlexDirection, _ relative: Float, _ direction: Direction,
                                _ ownerWidth: Float) {
        let start = axis.inlineStartEdge(direction), end = axis.inlineEndEdge(direction)
        node(i).layout.position[start] = margin(i, start, direction, ownerWidth) + relative
        node(i).layout.position[end] = margin(i, end, direction, ownerWidth) + relative
    }
}
