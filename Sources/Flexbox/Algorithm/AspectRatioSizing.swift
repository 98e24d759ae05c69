// CSS Box Sizing 4 §5 (plain CSS only): the size of a box with a preferred aspect ratio whose
// constraints do not fix both axes — measured leaves and empty nodes. The ratio gives the
// size of an axis from the other when that one is exact; when neither is, the width is the
// content width floored and capped by the min/max heights transferred through the ratio (the
// transferred minimum never below the padding and border, §5.1), and the height follows from
// the width. An `auto` minimum keeps the ratio-dependent axis at least its content size (§5.2).

extension LayoutEngine {
    /// Sizes node `i` (a leaf or an empty node with an aspect ratio) for border-box constraints
    /// where at most one axis is exact; `content` measures the content-box size for an available
    /// content-box width and mode (the padding and border are added here).
    /// - Complexity: at most two calls of `content`.
    func sizeWithAspectRatio(_ i: Int32, _ ratio: Float, _ width: Float, _ height: Float,
                             _ widthMode: SizingMode, _ heightMode: SizingMode,
                             ownerWidth: Float, ownerHeight: Float,
                             content: (Float, SizingMode) -> Size) {
        let extraRow = paddingAndBorderForAxis(i, .row, ownerWidth)
        let extraColumn = paddingAndBorderForAxis(i, .column, ownerWidth)
        var w: Float
        if widthMode == .stretchFit {
            w = boundAxis(i, .row, width, ownerWidth, ownerWidth)
        } else if heightMode == .stretchFit {
            let h = boundAxis(i, .column, height, ownerHeight, ownerWidth)
            w = ratioSize(i, .row, from: h, ratio, ownerWidth)
            if autoMinimumApplies(i, .row) {
                w = max(w, content(0, .fitContent).width + extraRow)
            }
            w = boundAxis(i, .row, w, ownerWidth, ownerWidth)
            node(i).layout.measuredWidth = w
            node(i).layout.measuredHeight = h
            return
        } else {
            let available = widthMode == .maxContent ? Float.nan : max(0, width - extraRow)
            let contentWidth = content(available, widthMode).width + extraRow
            w = boundAxis(i, .row, transferredWidthBounds(i, contentWidth, ratio, ownerWidth: ownerWidth,
                                                          ownerHeight: ownerHeight), ownerWidth, ownerWidth)
        }
        var h: Float
        if heightMode == .stretchFit {
            h = height
        } else {
            h = ratioSize(i, .column, from: w, ratio, ownerWidth)
            if floorsRatioDependentSize(i, .column, ownerHeight) {
                h = max(h, content(max(0, w - extraRow), .stretchFit).height + extraColumn)
            }
        }
        node(i).layout.measuredWidth = w
        node(i).layout.measuredHeight = boundAxis(i, .column, h, ownerHeight, ownerWidth)
    }

    /// `width` floored by the min height and capped by the max height transferred through the
    /// ratio (each limited by the box's own max/min width first, §5.1; the floor wins). Also used for the
    /// content-based width of a row container with a ratio.
    func transferredWidthBounds(_ i: Int32, _ width: Float, _ ratio: Float, ownerWidth: Float,
                                        ownerHeight: Float) -> Float {
        let extraColumn = paddingAndBorderForAxis(i, .column, ownerWidth)
        let minHeight = resolvedMinSize(i, .column, ownerHeight, ownerWidth)
        let maxHeight = resolvedMaxSize(i, .column, ownerHeight, ownerWidth)
        var low = ratioSize(i, .row, from: max(minHeight.isNaN ? 0 : minHeight, extraColumn), ratio, ownerWidth)
        var high = maxHeight.isNaN ? Float.infinity
            : ratioSize(i, .row, from: max(maxHeight, extraColumn), ratio, ownerWidth)
        let maxWidth = resolvedMaxSize(i, .row, ownerWidth, ownerWidth)
        let minWidth = resolvedMinSize(i, .row, ownerWidth, ownerWidth)
        if !maxWidth.isNaN { low = min(low, maxWidth) }
        if !minWidth.isNaN { high = max(high, minWidth) }
        // (A min height above the max height wins, as min sizes do: `min-height: 118px;
        // max-height: 67px` with ratio 3 is 354 wide.)
        return max(min(width, high), low)
    }
}

extension LayoutEngine {
    /// CSS Sizing 4 §5.2: the min-content width of box `i` (which has an aspect ratio) from its
    /// content alone — the content's min-content width plus the padding and border, within the
    /// min/max widths — without the min/max heights, nor the vertical padding and border, that
    /// its ratio would transfer to the width (as Chromium floors an absolute ratio box: `width:
    /// 52px; height: 46px; aspect-ratio: 3; padding-bottom: 20px` stays 52 wide, not 60; with
    /// `max-height: 10px` around a 72 px child it is 72, not 30). Border box, without margins;
    /// leaves the node's measured size as the probe left it.
    /// - Complexity: one measure call, or one sizing pass of the container (past its own cache).
    func contentMinContentWidth(_ i: Int32, direction: Direction, ownerWidth: Float, ownerHeight: Float,
                                depth: Int) -> Float {
        let extraRow = paddingAndBorderForAxis(i, .row, ownerWidth)
        if node(i).hasMeasure {
            let content = measures[Int(node(i).measureSlot)](0, SizingMode.fitContent.measureMode, .nan, .undefined)
            return boundAxis(i, .row, content.width + extraRow, ownerWidth, ownerWidth)
        }
        guard hasLayoutChildren(i) else { return boundAxis(i, .row, extraRow, ownerWidth, ownerWidth) }
        node(i).layout.indefiniteHeight = false
        node(i).layout.automaticHeight = false
        computeLayout(i, LayoutRequest(.measure, marginForAxis(i, .row, ownerWidth), .nan, ownerDirection: direction,
                                       .fitContent, .maxContent, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                       depth: depth, transfersRatioBounds: false))
        return node(i).layout.measuredWidth
    }

    /// CSS Sizing 4 §5.2 for a container whose auto height comes from its ratio and its exact
    /// width (`width`, margin box): `ratioHeight` (border box), floored by the block size of its
    /// content when its min height is `auto`, that content size capped by the max height. As in
    /// Chromium, the content's block size is the content laid out at the ratio height — which is
    /// definite, so a single-line row's stretched items take it — measured as the hypothetical
    /// cross sizes of a row's lines or the hypothetical main sizes of a column's items.
    /// - Complexity: one sizing pass of the container (bypassing its own cache) when the floor
    ///   applies.
    func ratioHeightFlooredByContent(_ i: Int32, width: Float, ratioHeight: Float, ownerDirection: Direction,
                                     ownerWidth: Float, ownerHeight: Float, depth: Int) -> Float {
        guard floorsRatioDependentSize(i, .column, ownerHeight), !node(i).hasMeasure, hasLayoutChildren(i) else {
            return ratioHeight
        }
        let marginColumn = marginForAxis(i, .column, ownerWidth)
        node(i).layout.indefiniteHeight = false
        computeLayout(i, LayoutRequest(.measureContentExtent, width, ratioHeight + marginColumn,
                                       ownerDirection: ownerDirection, .stretchFit, .stretchFit, ownerWidth: ownerWidth,
                                       ownerHeight: ownerHeight, depth: depth))
        var content = node(i).layout.flexTarget
        let maxHeight = resolvedMaxSize(i, .column, ownerHeight, ownerWidth)
        if !maxHeight.isNaN { content = min(content, maxHeight) }
        return max(ratioHeight, content)
    }
}

extension LayoutEngine {
    /// Plain CSS: whether a row item laid out again at the exact `height` (margin box) keeps
    /// `automaticHeight` — its exact height is the automatic height it had without one, so the
    /// layout it made then stands, as in Chromium: `height` is its last layout's height, and
    /// that layout had the flag (its height came from its aspect ratio) or the container's
    /// height is indefinite (stretching it to the line its own height made changes nothing).
    /// A taller line (a sibling's, a definite container's) makes the stretched height count.
    /// A column item keeps it where its exact height is the one its content gave it
    /// (`keepsContentHeightInColumn`).
    @inline(__always)
    func keepsAutomaticHeight(_ child: Int32, _ c: ContainerContext, height: Float, heightMode: SizingMode) -> Bool {
        guard rules.percentagesSeeRatioHeight, heightMode == .stretchFit else { return false }
        guard c.isMainAxisRow else {
            // (A column item keeps it where its height is the one its content gave it.)
            return keepsContentHeightInColumn(child, mainSize: height - marginForAxis(child, .column, c.availableInnerWidth))
        }
        return (node(child).layout.automaticHeight || c.percentHeight.isNaN)
            && inexactEquals(height, measuredWithMargin(child, .column, c.availableInnerWidth))
    }
}
