// The intrinsic widths of a single-line column flex container in plain CSS (CSS Flexbox
// §9.9.1, cross axis, as browsers implement it): a content-sized column takes the largest of
// its items' min/max-content width contributions — found against an indefinite width, so
// their percentages act as auto (or zero) and their flex bases play no part — and only then
// lays its items out at that definite width.

extension LayoutEngine {
    /// The border-box width of column container `i` under a max-content or fit-content width
    /// constraint: the largest max-content contribution, or for fit-content that bounded by the
    /// available width but never below the largest min-content contribution.
    /// - Complexity: one or two sizing passes per item (answered from their caches when repeated).
    func intrinsicColumnWidth(_ i: Int32, _ c: ContainerContext, widthMode: SizingMode) -> Float {
        var context = c
        context.availableInnerWidth = .nan
        context.availableInnerCross = .nan
        context.crossMode = .maxContent
        let needsMinimum = widthMode == .fitContent && !c.availableInnerWidth.isNaN
        var largestMax: Float = 0, largestMin: Float = 0
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if nodes[Int(child)].style.display == .none || nodes[Int(child)].style.position == .absolute { continue }
            let (minimum, maximum) = intrinsicWidths(i, child, context, heightReference: c.percentHeight,
                                                     needsMinimum: needsMinimum)
            let margin = marginForAxis(child, .row, .nan)
            largestMax = max(largestMax, boundAxis(child, .row, maximum, .nan, .nan) + margin)
            largestMin = max(largestMin, boundAxis(child, .row, minimum, .nan, .nan) + margin)
        }
        return fitContentWidth(i, c, minContent: largestMin, maxContent: largestMax, needsMinimum: needsMinimum)
    }
}
