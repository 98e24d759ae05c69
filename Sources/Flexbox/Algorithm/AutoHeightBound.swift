// CSS 2.2 §10.6.3 with CSS Flexbox §9.3 (plain CSS only): what bounds an auto height. A box's
// auto height is the height of its content; the block-axis space its container has left never
// bounds it (an available width does: a fit-content width fills it), only the box's own max
// height does. So a column container with an auto height has an indefinite inner main size and
// breaks its lines only at its max height (observed in Chromium: a column-wrap item of a row 48
// high, or one measured for its automatic minimum size, stays one line 60 high), and a scroll
// container is as high as its content, like any box.

extension LayoutEngine {
    /// Replaces a CSS column's at-most main size (a fit-content height: the space its container
    /// has left) by the bound its own max height sets, or by none: the column is then sized by
    /// its content (max-content) and never wraps. A multi-line column sized by its content
    /// (max-content height) wraps at its max height too (observed in Chromium: `max-height: 58px`
    /// over items 51 and 10 high makes two lines, and the content-sized width holds both).
    @inline(__always)
    func unboundAutoHeightColumn(_ i: Int32, _ c: inout ContainerContext) {
        guard rules.sizesLinesFromContent && !c.isMainAxisRow
                && (c.mainMode == .fitContent || (c.mainMode == .maxContent && c.isWrap)) else { return }
        let maxHeight = resolvedMaxSize(i, .column, c.ownerHeight, c.ownerWidth)
        if c.mainMode == .maxContent {
            guard !maxHeight.isNaN else { return }
            c.mainMode = .fitContent
        }
        let inner = maxHeight.isNaN ? Float.nan
            : availableInnerSize(i, .column, maxHeight, c.paddingAndBorderMain, c.ownerHeight, c.ownerWidth)
        c.availableInnerHeight = inner
        c.availableInnerMain = inner
        if inner.isNaN { c.mainMode = .maxContent }
    }

    /// Whether container `i` keeps a content size that overflows an at-most constraint within
    /// that constraint (a scroll container, in Yoga). In CSS the only at-most constraint a
    /// container's flex layout sees is a height, which bounds nothing (`unboundAutoHeightColumn`;
    /// content-sized widths are settled before, `intrinsicRowWidth`).
    @inline(__always)
    func clampsContentToAvailableSpace(_ i: Int32) -> Bool {
        rules.clampsScrollContentToAvailableSpace && node(i).style.overflow == .scroll
    }
}
