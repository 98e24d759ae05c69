// The intrinsic widths of a row flex container in plain CSS (CSS Flexbox §9.9.1 as browsers
// implement it): a content-sized row first takes its width from its items' contributions, and
// only then lays them out at that definite width. So percentages and flex bases resolve against
// the final width, and an overflowing fit-content row shrinks its items down to its min-content
// width instead of keeping its max-content width.
//
// A multi-line row's max-content width (observed in Chromium): its items in one line as the
// single-line row lays them out — an item that cannot grow capped at its flex basis, then
// clamped by its min/max and automatic minimum — but never below the row's min-content width,
// the largest min-content contribution (CSS Flexbox §9.9.1: `flex-basis: 58px; width: 119px`
// beside a 14 px item gives 119, `width: 70px` gives 72; an empty item with `margin-right:
// -4px` beside a 16 px item gives 16, not their sum 12).

extension LayoutEngine {
    /// The border-box width of row container `i` under a max-content or fit-content width
    /// constraint: the sum of its items' max-content contributions, or for fit-content that
    /// bounded by the available width but never below the min-content width (the sum of min-content
    /// contributions; their maximum when the row wraps).
    func intrinsicRowWidth(_ i: Int32, _ c: ContainerContext, widthMode: SizingMode) -> Float {
        // Contributions see an indefinite width: percentages of it act as auto (or zero).
        var context = c
        context.availableInnerWidth = .nan
        context.availableInnerMain = .nan
        context.mainMode = .maxContent
        var maxSum: Float = 0, minSum: Float = 0, count = 0
        // A multi-line row's max-content width is at least its min-content width. The sum can
        // fall below it only through an item capped at its basis or negative margins, so its
        // min-content contributions are measured only when the sum is below an upper bound of
        // it (the larger outer contribution of each item; the uncapped max-content one where the
        // min-content one was not measured).
        var wrapFloorBound: Float = -.infinity
        // A max-content width needs no min-content contributions.
        let needsMinimum = widthMode == .fitContent && !c.availableInnerWidth.isNaN
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).style.display == .none || node(child).style.position == .absolute { continue }
            let item = contributions(i, child, context, needsMinimum: needsMinimum)
            let margin = marginForAxis(child, .row, .nan)
            maxSum += item.maximum + margin
            minSum = c.isWrap ? max(minSum, item.minimum + margin) : minSum + item.minimum + margin
            wrapFloorBound = max(wrapFloorBound, max(item.minimum, item.maximum) + margin)
            count += 1
        }
        if count > 1 {
            let gaps = gap(i, .row, .nan) * Float(count - 1)
            maxSum += gaps
            if !c.isWrap { minSum += gaps }
        }
        if rules.sizesContentWidthFromContributions && c.isWrap && wrapFloorBound > maxSum {
            maxSum = max(maxSum, needsMinimum ? minSum : wrapMinContentWidth(i, context))
        }
        return fitContentWidth(i, c, minContent: minSum, maxContent: maxSum, needsMinimum: needsMinimum)
    }

    /// The min-content width of multi-line row `i`: its largest outer min-content contribution.
    private func wrapMinContentWidth(_ i: Int32, _ context: ContainerContext) -> Float {
        var width: Float = -.infinity
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).style.display == .none || node(child).style.position == .absolute { continue }
            width = max(width, contributions(i, child, context, needsMinimum: true).minimum + marginForAxis(child, .row, .nan))
        }
        return width
    }

    /// The min-content and max-content contributions (border box, without margins) of `child`:
    /// its width when given, else its content's widths; an inflexible side of a definite flex
    /// basis caps (cannot grow) or floors (cannot shrink) them; then its min/max sizes apply.
    /// In a multi-line row only the max-content contribution is capped or floored (the row's
    /// min-content width is its largest item's, whatever the bases: in Chromium `flex-basis:
    /// 79px; flex-shrink: 0` around 30 px of content contributes 30). Without `needsMinimum` the
    /// minimum is the max-content width before the basis caps it (an upper bound).
    private func contributions(_ i: Int32, _ child: Int32, _ c: ContainerContext,
                               needsMinimum: Bool) -> (minimum: Float, maximum: Float) {
        var (minimum, maximum) = intrinsicWidths(i, child, c, heightReference: c.percentHeight,
                                                 needsMinimum: needsMinimum)
        let basis = resolveLength(flexBasis(child), .nan)
        if !basis.isNaN {
            let boxed = max(basis + boxSizingExtra(child, .row, .nan), paddingAndBorderForAxis(child, .row, .nan))
            let inMultiLineRow = rules.sizesContentWidthFromContributions && c.isWrap
            if flexGrow(child) == 0 {
                if !inMultiLineRow { minimum = min(minimum, boxed) }
                maximum = min(maximum, boxed)
            }
            if flexShrink(child) == 0 {
                maximum = max(maximum, boxed)
                if !inMultiLineRow { minimum = max(minimum, boxed) }
            }
        }
        computeAutomaticMinimum(i, child, c)
        return (boundItem(child, .row, minimum, .nan, .nan), boundItem(child, .row, maximum, .nan, .nan))
    }
}

extension LayoutEngine {
    /// The border-box width of content-sized container `i` from its content's min/max-content
    /// widths: the max-content one, or for fit-content (`needsMinimum`) that bounded by the
    /// available width but never below the min-content one; then its own min/max.
    @inline(__always)
    func fitContentWidth(_ i: Int32, _ c: ContainerContext, minContent: Float, maxContent: Float,
                         needsMinimum: Bool) -> Float {
        let inner = needsMinimum ? min(maxContent, max(minContent, c.availableInnerWidth)) : maxContent
        return boundAxis(i, .row, inner + paddingAndBorderForAxis(i, .row, c.ownerWidth), c.ownerWidth, c.ownerWidth)
    }

    /// The min-content and max-content border-box widths of item `child` of `i` against an
    /// indefinite width: its width when given, else the one its aspect ratio gives from a
    /// definite height (percentages of `heightReference`), else its content's (the min-content
    /// one only when `needsMinimum`, else equal to the max-content one).
    func intrinsicWidths(_ i: Int32, _ child: Int32, _ c: ContainerContext, heightReference: Float,
                         needsMinimum: Bool) -> (Float, Float) {
        resolveKeywordSizes(i, child, c)
        let heightDefinite = hasDefiniteLength(child, .column, heightReference)
        if hasDefiniteLength(child, .row, .nan) {
            let width = resolvedSize(child, .row, .nan, .nan)
            return (width, width)
        }
        // A stretched item of a single-line row with an exact height takes that height (CSS
        // Flexbox §9.8.1): its ratio gives its width, and its contents see a definite height.
        let stretchedBorderHeight: Float? = heightDefinite || !isStretchedToDefiniteHeight(i, child, c) ? nil
            : boundAxis(child, .column, c.availableInnerHeight - marginForAxis(child, .column, .nan),
                        c.availableInnerHeight, .nan)
        let height = heightDefinite
            ? resolvedSize(child, .column, heightReference, .nan) + marginForAxis(child, .column, .nan)
            : stretchedBorderHeight.map { $0 + marginForAxis(child, .column, .nan) } ?? .nan
        if let ratio = node(child).style.aspectRatio, !height.isNaN {
            let border = stretchedBorderHeight
                ?? boundAxis(child, .column, height - marginForAxis(child, .column, .nan), heightReference, .nan)
            var width = ratioSize(child, .row, from: border, ratio, .nan)
            // With an `auto` min width the content's width floors it (Sizing 4 §5.2): the box
            // sized at that height says by how much.
            if autoMinimumApplies(child, .row) && (node(child).hasMeasure || hasLayoutChildren(child)) {
                layoutNode(child, LayoutRequest(.measure, .nan, border + marginForAxis(child, .column, .nan),
                                                ownerDirection: c.direction, .maxContent, .stretchFit, ownerWidth: .nan,
                                                ownerHeight: c.percentHeight, depth: c.depth + 1))
                width = max(width, node(child).layout.measuredWidth)
            }
            return (width, width)
        }
        let heightMode: SizingMode = height.isNaN ? .maxContent : .stretchFit
        layoutNode(child, LayoutRequest(.measure, .nan, height, ownerDirection: c.direction, .maxContent, heightMode,
                                        ownerWidth: .nan, ownerHeight: c.percentHeight, depth: c.depth + 1))
        let maximum = node(child).layout.measuredWidth
        guard needsMinimum else { return (maximum, maximum) }
        layoutNode(child, LayoutRequest(.measure, marginForAxis(child, .row, .nan), height, ownerDirection: c.direction,
                                        .fitContent, heightMode, ownerWidth: .nan, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1))
        return (node(child).layout.measuredWidth, maximum)
    }
}

extension LayoutEngine {
    /// Whether item `child` of row `i` is stretched to the row's exact inner height: a
    /// single-line row with a definite height (not the exact but indefinite height of a flexed
    /// column item, §9.8), an item aligned `stretch` with an auto height and no auto cross margins.
    @inline(__always)
    func isStretchedToDefiniteHeight(_ i: Int32, _ child: Int32, _ c: ContainerContext) -> Bool {
        c.isMainAxisRow && !c.isWrap && c.crossMode == .stretchFit && !c.availableInnerHeight.isNaN
            && !c.percentHeight.isNaN
            && alignment(of: child, in: i) == .stretch
            && isCrossSizeStretchable(child, .column, c.availableInnerHeight)
            && !isMarginAuto(child, .top, c.direction) && !isMarginAuto(child, .bottom, c.direction)
    }
}
