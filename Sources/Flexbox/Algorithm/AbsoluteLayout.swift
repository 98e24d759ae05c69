// STEP 11: absolutely positioned descendants (CSS Positioned Layout §4–5), laid out against
// their containing block: the nearest ancestor that is not `position: static`.

extension LayoutEngine {
    /// Lays out the absolute children of `current` and recurses through static children (whose
    /// absolute descendants also belong to `containingBlock`). Offsets accumulate so positions
    /// end up relative to each child's parent.
    func layoutAbsoluteDescendants(containingBlock: Int32, current: Int32, widthMode: SizingMode, direction: Direction,
                                   leftOffset: Float, topOffset: Float,
                                   availableInnerWidth: Float, availableInnerHeight: Float) {
        let mainAxis = node(current).style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        var child = firstLayoutChild(current)
        while child != -1 {
            defer { child = nextLayoutChild(child, current) }
            if node(child).style.display == .none { continue }
            if node(child).style.position == .absolute {
                let innerErrata = hasErrata(.absolutePercentAgainstInnerSize)
                let blockWidth = innerErrata ? availableInnerWidth
                    : node(containingBlock).layout.measuredWidth - containingBlockBorders(containingBlock, .row, .ltr)
                let blockHeight = innerErrata ? availableInnerHeight
                    : node(containingBlock).layout.measuredHeight - containingBlockBorders(containingBlock, .column, .ltr)
                layoutAbsoluteChild(containingBlock: containingBlock, parent: current, child: child,
                                    blockWidth: blockWidth, blockHeight: blockHeight, widthMode: widthMode,
                                    direction: direction, parentLeft: leftOffset, parentTop: topOffset)
                // Offsets computed from insets are relative to the containing block: make them
                // relative to the parent.
                let mainInsets = mainAxis.isRow ? horizontalInsetsDefined(child) : verticalInsetsDefined(child)
                let crossInsets = mainAxis.isRow ? verticalInsetsDefined(child) : horizontalInsetsDefined(child)
                if mainInsets { rebase(child, from: containingBlock, to: current, mainAxis, leftOffset, topOffset) }
                if crossInsets { rebase(child, from: containingBlock, to: current, crossAxis, leftOffset, topOffset) }
                if mainAxis.isReverse { setTrailingPosition(current, child, mainAxis) }
                if crossAxis.isReverse { setTrailingPosition(current, child, crossAxis) }
            } else if node(child).style.position == .static {
                layoutAbsoluteDescendants(containingBlock: containingBlock, current: child, widthMode: widthMode,
                                          direction: resolveDirection(child, direction),
                                          leftOffset: leftOffset + node(child).layout.position.left,
                                          topOffset: topOffset + node(child).layout.position.top,
                                          availableInnerWidth: availableInnerWidth,
                                          availableInnerHeight: availableInnerHeight)
            }
        }
    }

    /// Converts an offset computed against the containing block into one against `parent`,
    /// which sits at (`leftOffset`, `topOffset`) inside the containing block.
    private func rebase(_ child: Int32, from containingBlock: Int32, to parent: Int32, _ axis: FlexDirection,
                        _ leftOffset: Float, _ topOffset: Float) {
        let start = axis.startEdge
        let size = measured(child, axis)
        let fromBlock = axis.isReverse
            ? measured(containingBlock, axis) - size - node(child).layout.position[start]
            : node(child).layout.position[start]
        let fromParent = fromBlock - (axis.isRow ? leftOffset : topOffset)
        node(child).layout.position[start] = axis.isReverse ? measured(parent, axis) - size - fromParent : fromParent
    }

    /// The containing block's border on `edge`, where an absolute child's insets start. CSS
    /// resolves its logical borders in the containing block's own writing direction (as its
    /// layout stored them, CSS Writing Modes §6); Yoga in `direction`, the child's parent's.
    @inline(__always)
    func containingBlockBorder(_ containingBlock: Int32, _ edge: Edge, _ direction: Direction) -> Float {
        rules.logicalEdgesUseOwnDirection ? node(containingBlock).layout.border[edge] : border(containingBlock, edge, direction)
    }

    /// The containing block's borders on both sides of a physical axis (`containingBlockBorder`).
    /// Yoga resolves the row's sides left to right for the percentage basis (`border-left` and
    /// `border-start` in RTL are then one side) but in the parent's direction for a width
    /// between both insets (two sides: 9 and 4 leave 87 of 100).
    @inline(__always)
    func containingBlockBorders(_ containingBlock: Int32, _ axis: FlexDirection, _ direction: Direction) -> Float {
        axis.isRow ? containingBlockBorder(containingBlock, .left, direction) + containingBlockBorder(containingBlock, .right, direction)
            : containingBlockBorder(containingBlock, .top, direction) + containingBlockBorder(containingBlock, .bottom, direction)
    }

    @inline(__always)
    func horizontalInsetsDefined(_ i: Int32) -> Bool {
        let inset = node(i).style.inset
        return inset.left != .undefined || inset.right != .undefined || inset.start != .undefined
            || inset.end != .undefined || inset.horizontal != .undefined || inset.all != .undefined
    }

    @inline(__always)
    func verticalInsetsDefined(_ i: Int32) -> Bool {
        let inset = node(i).style.inset
        return inset.top != .undefined || inset.bottom != .undefined || inset.vertical != .undefined
            || inset.all != .undefined
    }

    /// Sizes an absolute child (from its size, from opposite insets, from its aspect ratio, or
    /// from its content) and positions it.
    func layoutAbsoluteChild(containingBlock: Int32, parent: Int32, child: Int32, blockWidth: Float,
                             blockHeight: Float, widthMode: SizingMode, direction: Direction, parentLeft: Float,
                             parentTop: Float) {
        if rules.resolvesSizeKeywords && node(child).usesSizeKeyword {
            resolveAbsoluteKeywordSizes(containingBlock, parent: parent, child: child, blockWidth: blockWidth,
                                        blockHeight: blockHeight, direction: direction, parentLeft: parentLeft,
                                        parentTop: parentTop)
        }
        let mainAxis = node(parent).style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        var childWidth = Float.nan, childHeight = Float.nan
        let marginRow = marginForAxis(child, .row, blockWidth)
        let marginColumn = marginForAxis(child, .column, blockWidth)
        let row = FlexDirection.row.resolved(direction)
        // CSS: an aspect ratio from a size in the other axis beats stretching between insets
        // (a definite height gives the width; a width, set or from insets, gives the height).
        let cssRatio = rules.ratioTransfersSizes ? node(child).style.aspectRatio : nil
        if hasDefiniteLength(child, .row, blockWidth) {
            childWidth = resolvedSize(child, .row, blockWidth, blockWidth) + marginRow
        } else if isInsetDefined(child, row.startEdge, direction) && isInsetDefined(child, row.endEdge, direction)
                    && !(cssRatio != nil && hasDefiniteLength(child, .column, blockHeight)) {
            childWidth = node(containingBlock).layout.measuredWidth - containingBlockBorders(containingBlock, .row, direction)
                - (insetValue(child, row.startEdge, direction, blockWidth) + insetValue(child, row.endEdge, direction, blockWidth))
            // (CSS bounds the border box, inside the margins, of an inset-modified block never
            // below 0; Yoga bounds the margin box.)
            childWidth = rules.insetsBoundBorderBox ? boundAxis(child, .row, max(0, childWidth) - marginRow, blockWidth, blockWidth) + marginRow
                : boundAxis(child, .row, childWidth, blockWidth, blockWidth)
            // (CSS: within the min/max heights the ratio transfers, never below the padding and
            // border of the height, §5.1 — insets leaving 0 give a ratio-2 box with 1 px of
            // vertical padding a width of 2.)
            if let cssRatio {
                childWidth = boundAxis(child, .row, transferredWidthBounds(child, childWidth - marginRow, cssRatio,
                                                                           ownerWidth: blockWidth, ownerHeight: blockHeight),
                                       blockWidth, blockWidth) + marginRow
            }
        }
        // (CSS Box Alignment §6.1: an explicit `align-self: stretch` makes an auto height fill the
        // inset-modified containing block even with a ratio, which then gives only the width;
        // `auto` behaves as `normal`, where the ratio gives the height from a known width — as
        // Chromium: `width: 94px; top: 10px; bottom: 10px; aspect-ratio: 2` in 100 is 47 high,
        // 80 with `align-self: stretch`.)
        let stretchedByInsets = cssRatio != nil && node(child).style.alignSelf == .stretch
        if hasDefiniteLength(child, .column, blockHeight) {
            childHeight = resolvedSize(child, .column, blockHeight, blockWidth) + marginColumn
        } else if isInsetDefined(child, .top, direction) && isInsetDefined(child, .bottom, direction)
                    && stretchesBetweenVerticalInsets(child)
                    && !(cssRatio != nil && !childWidth.isNaN && !stretchedByInsets) {
            childHeight = node(containingBlock).layout.measuredHeight - containingBlockBorders(containingBlock, .column, direction)
                - (insetValue(child, .top, direction, blockHeight) + insetValue(child, .bottom, direction, blockHeight))
            childHeight = rules.insetsBoundBorderBox
                ? boundAxis(child, .column, max(0, childHeight) - marginColumn, blockHeight, blockWidth) + marginColumn
                : boundAxis(child, .column, childHeight, blockHeight, blockWidth)
            if cssRatio != nil && childWidth.isNaN {
                childWidth = widthFromInsetHeight(child, childHeight, direction: direction, blockWidth: blockWidth,
                                                  blockHeight: blockHeight)
                if !stretchedByInsets { childHeight = .nan }
            }
        }
        // (Also when the auto height is set by both vertical insets, though the ratio then gives
        // the height from the floored width: `width: 4px; top: 3px; bottom: 4px` around a 10 px
        // min-content child is 10 × 10 with ratio 1.)
        if cssRatio != nil && hasDefiniteLength(child, .row, blockWidth)
            && (hasDefiniteLength(child, .column, blockHeight)
                || (isInsetDefined(child, .top, direction) && isInsetDefined(child, .bottom, direction)
                    && stretchesBetweenVerticalInsets(child))) {
            childWidth = max(childWidth, minContentWidthOfRatioBox(child, direction: direction, blockWidth: blockWidth,
                                                                   blockHeight: blockHeight))
        }
        // With exactly one size known, the aspect ratio gives the other.
        // (CSS transfers the size after its min/max.)
        // (CSS: a width from the height, and a measured leaf's height from the width, are measured
        // below with the other size exact, where they are floored by the content's min-content
        // size when the min size is `auto`, Sizing 4 §5.2.)
        var heightFromRatio = false
        if childWidth.isNaN != childHeight.isNaN, let ratio = node(child).style.aspectRatio,
           !(rules.ratioSizeFlooredByContent && (childWidth.isNaN || node(child).hasMeasure)) {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                let width = rules.ratioTransfersSizes ? boundAxis(child, .row, childWidth - marginRow, blockWidth, blockWidth)
                    : childWidth - marginRow
                childHeight = marginColumn + width / ratio
                if rules.ratioSizeFlooredByContent {
                    // Floored by the content (CSS Sizing 4 §5.2); percentages inside resolve
                    // against the ratio's height.
                    heightFromRatio = true
                    childHeight = marginColumn + ratioHeightFlooredByContent(
                        child, width: childWidth, ratioHeight: ratioSize(child, .column, from: width, ratio, blockWidth),
                        ownerDirection: direction,
                        ownerWidth: blockWidth, ownerHeight: blockHeight, depth: 1)
                }
            }
        }
        // CSS lays an auto height out after the width is known: it is the content's height at
        // the final width, and not definite for percentages inside (CSS Positioned Layout §5.3):
        // the final pass gets no height at all, so no percentage (a child's `max-height: 50%`)
        // resolves against the height the sizing pass found.
        let heightFromContent = rules.absoluteBoxesShrinkToFit && childHeight.isNaN
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            // Let content (e.g. text) wrap at the containing block's width, as browsers do.
            if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN && blockWidth > 0 {
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            // Plain CSS shrinks to fit the space the insets leave (CSS Positioned Layout §5.3).
            if rules.absoluteBoxesShrinkToFit && childWidthMode != .stretchFit && !blockWidth.isNaN {
                // (With every horizontal inset auto, the space from the static position.)
                let available = horizontalInsetsDefined(child)
                    ? blockWidth - insetValue(child, row.startEdge, direction, blockWidth)
                        - insetValue(child, row.endEdge, direction, blockWidth)
                    : staticInsetModifiedSize(containingBlock, parent: parent, child: child, parentOffset: parentLeft,
                                              physicalAxis: .row, direction: direction)
                // (Insets wider than the block leave no space: the min-content width.)
                childWidth = max(0, available)
                childWidthMode = .fitContent
                // Content wraps within the max width too.
                constrainMaxSize(child, .row, blockWidth, blockWidth, &childWidthMode, &childWidth)
            }
            layoutNode(child, LayoutRequest(.measure, childWidth, childHeight, ownerDirection: direction,
                                            childWidthMode, childHeightMode, ownerWidth: blockWidth,
                                            ownerHeight: blockHeight, depth: 1))
            childWidth = node(child).layout.measuredWidth + marginForAxis(child, .row, blockWidth)
            childHeight = node(child).layout.measuredHeight + marginForAxis(child, .column, blockWidth)
        }
        layoutNode(child, LayoutRequest(.layout, childWidth, heightFromContent ? .nan : childHeight,
                                        ownerDirection: direction, .stretchFit,
                                        heightFromContent ? .maxContent : .stretchFit, ownerWidth: blockWidth,
                                        ownerHeight: blockHeight, depth: 1, automaticHeight: heightFromRatio))
        positionAbsoluteChild(containingBlock, parent, child, direction, mainAxis, isMainAxis: true,
                              blockWidth: blockWidth, blockHeight: blockHeight)
        positionAbsoluteChild(containingBlock, parent, child, direction, crossAxis, isMainAxis: false,
                              blockWidth: blockWidth, blockHeight: blockHeight)
    }

    /// CSS (as Chromium): the height an absolute box with an aspect ratio and auto sizes gets
    /// between its vertical insets (`height`, margin box) only gives its width through the ratio
    /// — floored by the content's min-content width and clamped by the min/max widths (Sizing 4
    /// §5.2) — and the height then follows from that width, so a `min-width: 112px` box with
    /// ratio 1 between insets 0 apart is 112 high. Returns the margin-box width.
    private func widthFromInsetHeight(_ child: Int32, _ height: Float, direction: Direction, blockWidth: Float,
                                      blockHeight: Float) -> Float {
        layoutNode(child, LayoutRequest(.measure, .nan, height, ownerDirection: direction, .maxContent, .stretchFit,
                                        ownerWidth: blockWidth, ownerHeight: blockHeight, depth: 1))
        return node(child).layout.measuredWidth + marginForAxis(child, .row, blockWidth)
    }

    /// CSS (as Chromium): an absolute box with an aspect ratio, a width and a height (or both
    /// vertical insets), whose min
    /// width is `auto`, is never narrower than its content's min-content width (Sizing 4 §5.2
    /// applied to the inline axis even though neither size comes from the ratio: `width: 60px;
    /// height: 59px; aspect-ratio: 2` around a 72 px child is 72 wide; the height stays) — the
    /// content's alone, not the min/max heights the ratio would transfer
    /// (`contentMinContentWidth`). Returns the margin-box floor (0 when the min width is not `auto`).
    private func minContentWidthOfRatioBox(_ child: Int32, direction: Direction, blockWidth: Float,
                                           blockHeight: Float) -> Float {
        guard autoMinimumApplies(child, .row) else { return 0 }
        return contentMinContentWidth(child, direction: direction, ownerWidth: blockWidth, ownerHeight: blockHeight,
                                      depth: 1) + marginForAxis(child, .row, blockWidth)
    }

    private func positionAbsoluteChild(_ containingBlock: Int32, _ parent: Int32, _ child: Int32,
                                       _ direction: Direction, _ axis: FlexDirection, isMainAxis: Bool,
                                       blockWidth: Float, blockHeight: Float) {
        let blockSize = axis.isRow ? blockWidth : blockHeight
        let inlineStart = axis.inlineStartEdge(direction), inlineEnd = axis.inlineEndEdge(direction)
        let flipped = inlineStart != axis.startEdge
        // Placed by an inset, Yoga resolves the margin's percentage against the containing
        // block's size in that axis (CSS: always its width).
        let insetMarginBase = rules.marginPercentagesOfWidth ? blockWidth : blockSize
        if !axis.isRow && alignsBetweenVerticalInsets(child, direction)
            && !isMarginAuto(child, .top, direction) && !isMarginAuto(child, .bottom, direction) {
            let top = topAlignedBetweenVerticalInsets(containingBlock, child, direction: direction,
                                                      blockWidth: blockWidth, blockHeight: blockHeight)
            node(child).layout.position[axis.startEdge] = axis.isReverse
                ? measured(containingBlock, axis) - measured(child, axis) - top : top
        } else if isInsetDefined(child, inlineStart, direction) {
            let fromInlineStart = insetValue(child, inlineStart, direction, blockSize)
                + containingBlockBorder(containingBlock, inlineStart, direction)
                + absoluteStartMargin(containingBlock, child, axis, direction, marginBase: insetMarginBase,
                                      blockSize: blockSize)
            node(child).layout.position[axis.startEdge] = flipped
                ? measured(containingBlock, axis) - measured(child, axis) - fromInlineStart : fromInlineStart
        } else if isInsetDefined(child, inlineEnd, direction) {
            let fromInlineStart = measured(containingBlock, axis) - measured(child, axis)
                - containingBlockBorder(containingBlock, inlineEnd, direction) - margin(child, inlineEnd, direction, insetMarginBase)
                - insetValue(child, inlineEnd, direction, blockSize)
            node(child).layout.position[axis.startEdge] = flipped
                ? measured(containingBlock, axis) - measured(child, axis) - fromInlineStart : fromInlineStart
        } else if isMainAxis {
            var justify = node(parent).style.justifyContent
            // The static position is placed as if the child were the only item: distributed
            // space then centres it (CSS Box Alignment's fallback; Yoga does the same).
            if justify == .spaceAround || justify == .spaceEvenly { justify = .center }
            // Yoga places an absolute child's static position for `start`/`end` as for
            // flex-start/flex-end (see StartEndAlignment.swift).
            if !rules.startEndAreFlowRelative && justify == .start { justify = .flexStart }
            if !rules.startEndAreFlowRelative && justify == .end { justify = .flexEnd }
            switch justify {
            case .flexEnd: placeAbsoluteAtEnd(parent, child, axis, direction, blockWidth)
            case .center: placeAbsoluteAtCenter(parent, child, axis, direction, blockWidth)
            case .end: node(parent).style.flexDirection.isReverse ? placeAbsoluteAtStart(parent, child, axis, direction, blockWidth)
                : placeAbsoluteAtEnd(parent, child, axis, direction, blockWidth)
            case .start: node(parent).style.flexDirection.isReverse ? placeAbsoluteAtEnd(parent, child, axis, direction, blockWidth)
                : placeAbsoluteAtStart(parent, child, axis, direction, blockWidth)
            default: placeAbsoluteAtStart(parent, child, axis, direction, blockWidth)
            }
        } else {
            switch staticCrossAlignment(child, in: parent) {
            case .flexEnd: placeAbsoluteAtEnd(parent, child, axis, direction, blockWidth)
            case .center: placeAbsoluteAtCenter(parent, child, axis, direction, blockWidth)
            default: placeAbsoluteAtStart(parent, child, axis, direction, blockWidth)
            }
        }
    }

    /// The alignment that puts an absolute child at its static position in `parent`'s cross axis:
    /// `align-self` over `align-items`, flipped by `wrap-reverse`. CSS: an absolute box has no
    /// baseline group to join; `baseline` falls back to `start` (CSS Box Alignment §4.3), the cross
    /// start before `wrap-reverse` flips lines.
    func staticCrossAlignment(_ child: Int32, in parent: Int32) -> Align {
        if rules.absoluteBoxesHaveNoBaseline && alignsByBaseline(child, in: parent) { return .flexStart }
        let align = alignment(of: child, in: parent)
        guard node(parent).style.flexWrap == .wrapReverse else { return align }
        return align == .flexEnd ? .flexStart : align == .center ? .center : .flexEnd
    }

    /// The inline-start margin of an absolute child placed by its inline-start inset: its value,
    /// or (CSS) for `auto` margins with both insets set, its share of the space left in the
    /// containing block (CSS §5.3: auto margins centre or push the box).
    private func absoluteStartMargin(_ containingBlock: Int32, _ child: Int32, _ axis: FlexDirection,
                                     _ direction: Direction, marginBase: Float, blockSize: Float) -> Float {
        let start = axis.inlineStartEdge(direction), end = axis.inlineEndEdge(direction)
        let startAuto = isMarginAuto(child, start, direction), endAuto = isMarginAuto(child, end, direction)
        // Yoga takes auto margins of absolute children as 0.
        guard rules.absoluteBoxesHaveAutoMargins, startAuto || endAuto, isInsetDefined(child, end, direction) else {
            return margin(child, start, direction, marginBase)
        }
        // The space the inset-modified containing block leaves (its size is never negative).
        let block = insetModifiedBlock(containingBlock, child, physicalAxis: axis.isRow ? .row : .column,
                                       direction: direction, blockSize: blockSize)
        let free = block.size - measured(child, axis) - margin(child, start, direction, marginBase)
            - margin(child, end, direction, marginBase)
        // Negative space with both margins auto: the inline-start margin is 0, block-axis margins
        // share it ("Auto Margins of Absolutely-Positioned Boxes").
        if startAuto && endAuto { return axis.isRow ? max(0, free / 2) : free / 2 }
        return startAuto ? free : margin(child, start, direction, marginBase)
    }

    private var absoluteExcludesPadding: Bool { hasErrata(.absolutePositionWithoutInsetsExcludesPadding) }

    private func placeAbsoluteAtStart(_ parent: Int32, _ child: Int32, _ axis: FlexDirection, _ direction: Direction,
                                      _ blockWidth: Float) {
        var position = margin(child, axis.startEdge, direction, blockWidth) + node(parent).layout.border[axis.startEdge]
        if !absoluteExcludesPadding { position += node(parent).layout.padding[axis.startEdge] }
        node(child).layout.position[axis.startEdge] = position
    }

    private func placeAbsoluteAtEnd(_ parent: Int32, _ child: Int32, _ axis: FlexDirection, _ direction: Direction,
                                    _ blockWidth: Float) {
        var endOffset = node(parent).layout.border[axis.endEdge] + margin(child, axis.endEdge, direction, blockWidth)
        if !absoluteExcludesPadding { endOffset += node(parent).layout.padding[axis.endEdge] }
        node(child).layout.position[axis.startEdge] = measured(parent, axis) - measured(child, axis) - endOffset
    }

    private func placeAbsoluteAtCenter(_ parent: Int32, _ child: Int32, _ axis: FlexDirection, _ direction: Direction,
                                       _ blockWidth: Float) {
        var contentSize = measured(parent, axis) - node(parent).layout.border[axis.startEdge] - node(parent).layout.border[axis.endEdge]
        if !absoluteExcludesPadding { contentSize -= node(parent).layout.padding[axis.startEdge] + node(parent).layout.padding[axis.endEdge] }
        let outer = measured(child, axis) + marginForAxis(child, axis, blockWidth)
        // (CSS: the centring offset in layout units, truncated from the writing-mode start.)
        let centring = leadingOffsetInLayoutUnits((contentSize - outer) / 2,
                                                  mirrored: axis.inlineStartEdge(direction) != axis.startEdge)
        var position = centring + node(parent).layout.border[axis.startEdge]
            + margin(child, axis.startEdge, direction, blockWidth)
        if !absoluteExcludesPadding { position += node(parent).layout.padding[axis.startEdge] }
        node(child).layout.position[axis.startEdge] = position
    }
}
