// The intrinsic widths of a column flex container in plain CSS (CSS Flexbox §9.9.1, cross axis,
// as browsers implement it): a content-sized single-line column takes the largest of its items'
// min/max-content width contributions — found against an indefinite width, so their
// percentages act as auto (or zero) and their flex bases play no part — and only then lays its
// items out at that definite width. A multi-line column's max-content width is the width of its
// lines laid out with max-content items (percentages again as auto); its min-content width is
// still the largest min-content contribution (observed in Chromium: a column-wrap container
// bounded by a narrower width takes its widest item, not a line of them).

extension LayoutEngine {
    /// The border-box width of column container `i` under a max-content or fit-content width
    /// constraint: the largest max-content contribution (or `linesWidth`, the content width of
    /// a multi-line column's lines), or for fit-content that bounded by the available width but
    /// never below the largest min-content contribution.
    /// - Complexity: one or two sizing passes per item (answered from their caches when repeated).
    func intrinsicColumnWidth(_ i: Int32, _ c: ContainerContext, widthMode: SizingMode,
                              linesWidth: Float? = nil) -> Float {
        var context = c
        context.availableInnerWidth = .nan
        context.availableInnerCross = .nan
        context.crossMode = .maxContent
        let needsMinimum = widthMode == .fitContent && !c.availableInnerWidth.isNaN
        if let linesWidth, !needsMinimum {
            return fitContentWidth(i, c, minContent: 0, maxContent: linesWidth, needsMinimum: false)
        }
        var largestMax: Float = 0, largestMin: Float = 0
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).style.display == .none || node(child).style.position == .absolute { continue }
            let (minimum, maximum) = intrinsicWidths(i, child, context, heightReference: c.percentHeight,
                                                     needsMinimum: needsMinimum)
            let margin = marginForAxis(child, .row, .nan)
            largestMax = max(largestMax, boundAxis(child, .row, maximum, .nan, .nan) + margin)
            largestMin = max(largestMin, boundAxis(child, .row, minimum, .nan, .nan) + margin)
        }
        return fitContentWidth(i, c, minContent: largestMin, maxContent: linesWidth ?? largestMax,
                               needsMinimum: needsMinimum)
    }

    /// The border-box width of multi-line column container `i` under a max-content or
    /// fit-content width constraint: its lines are laid out in a sizing pass at a max-content
    /// width (items at their max-content widths, percentages of the width as auto), and their
    /// summed cross sizes are the max-content width.
    /// - Complexity: one sizing pass of the container, plus `intrinsicColumnWidth`'s for
    ///   fit-content.
    func intrinsicColumnWrapWidth(_ i: Int32, _ c: ContainerContext, widthMode: SizingMode, availableHeight: Float,
                                  heightMode: SizingMode, ownerDirection: Direction) -> Float {
        computeLayout(i, LayoutRequest(.measureLines, .nan, availableHeight, ownerDirection: ownerDirection,
                                       .maxContent, heightMode, ownerWidth: c.ownerWidth, ownerHeight: c.ownerHeight,
                                       depth: c.depth))
        let lines = node(i).layout.measuredWidth - c.paddingAndBorderCross
        return intrinsicColumnWidth(i, c, widthMode: widthMode, linesWidth: lines)
    }
}
