// CSS Positioned Layout 3, "Resolving Insets: the Inset-Modified Containing Block" and "Absolute
// Positioning Layout Model" (automatic sizes, auto margins, alignment), plain CSS only. An absolute box with both insets of an axis set is sized and placed in the rectangle its
// insets cut from the containing block's padding box; when the insets overlap, the weaker one
// (the end edge in the containing block's writing mode) gives way, so that rectangle never has a
// negative size. As Chromium does, the box's own `align-self` (any value but `auto`, which
// computes to `normal` for an absolute box) aligns it in the block axis — between `top` and
// `bottom`, whatever the flex direction; `justify-self` is `normal` here, so the inline axis keeps
// CSS 2's rules (the start inset wins).

extension LayoutEngine {
    /// The inset-modified containing block of `child` along a physical axis (`.row`: left to
    /// right, `.column`: top to bottom): its start, measured from the containing block's border
    /// box, and its size (never negative).
    func insetModifiedBlock(_ containingBlock: Int32, _ child: Int32, physicalAxis: FlexDirection,
                            direction: Direction, blockSize: Float) -> (start: Float, size: Float) {
        let startEdge: Edge = physicalAxis.isRow ? .left : .top
        let endEdge: Edge = physicalAxis.isRow ? .right : .bottom
        let startInset = insetValue(child, startEdge, direction, blockSize)
        let start = border(containingBlock, startEdge, direction) + startInset
        let size = measured(containingBlock, physicalAxis) - borderForAxis(containingBlock, physicalAxis)
            - startInset - insetValue(child, endEdge, direction, blockSize)
        if size >= 0 { return (start, size) }
        // The weaker inset gives way: the left one in RTL moves its edge onto the right one's.
        return physicalAxis.isRow && direction == .rtl ? (start + size, 0) : (start, 0)
    }

    /// Whether `child` (absolute, plain CSS) is aligned by its own `align-self` between its top and
    /// bottom insets (both set, `align-self` not `auto`).
    @inline(__always)
    func alignsBetweenVerticalInsets(_ child: Int32, _ direction: Direction) -> Bool {
        isPlainCSS && nodes[Int(child)].style.alignSelf != .auto
            && isInsetDefined(child, .top, direction) && isInsetDefined(child, .bottom, direction)
    }

    /// "Automatic Sizes of Absolutely-Positioned Boxes": an automatic height between both vertical insets is the stretch-fit size for `normal`
    /// (`auto`) and `stretch` alignment, and the fit-content size (from content) for any other.
    @inline(__always)
    func stretchesBetweenVerticalInsets(_ child: Int32) -> Bool {
        let align = nodes[Int(child)].style.alignSelf
        return !isPlainCSS || align == .auto || align == .stretch
    }

    /// The layout model's last step: the top of `child`'s border box, from the containing block's border box, with its
    /// margin box aligned by `align-self` in the inset-modified containing block (`stretch`,
    /// `baseline` and the start values at its top, `center`, the end values at its bottom; a
    /// `wrap-reverse` container flips nothing). A margin box that overflows that block shifts back
    /// into the containing block's padding box (its top edge first) as far as it still covers the
    /// inset-modified block (CSS Box Alignment's default overflow alignment for absolute boxes).
    /// Auto margins are not handled here: they fill the block, leaving nothing to align.
    func topAlignedBetweenVerticalInsets(_ containingBlock: Int32, _ child: Int32, direction: Direction,
                                         blockWidth: Float, blockHeight: Float) -> Float {
        let block = insetModifiedBlock(containingBlock, child, physicalAxis: .column, direction: direction,
                                       blockSize: blockHeight)
        let marginTop = margin(child, .top, direction, blockWidth)
        let outer = measured(child, .column) + marginTop + margin(child, .bottom, direction, blockWidth)
        var offset: Float
        switch nodes[Int(child)].style.alignSelf {
        case .center: offset = block.start + (block.size - outer) / 2
        case .flexEnd, .end: offset = block.start + block.size - outer
        default: offset = block.start
        }
        if outer > block.size {
            let paddingBoxTop = border(containingBlock, .top, direction)
            let paddingBoxBottom = measured(containingBlock, .column) - border(containingBlock, .bottom, direction)
            offset = max(min(offset, paddingBoxBottom - outer), paddingBoxTop)
            offset = max(min(offset, block.start), block.start + block.size - outer)
        }
        return offset + marginTop
    }
}
