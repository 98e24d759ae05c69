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
        let start = containingBlockBorder(containingBlock, startEdge, direction) + startInset
        let size = measured(containingBlock, physicalAxis) - containingBlockBorders(containingBlock, physicalAxis, direction)
            - startInset - insetValue(child, endEdge, direction, blockSize)
        if size >= 0 { return (start, size) }
        // The weaker inset gives way: the left one in RTL moves its edge onto the right one's.
        return physicalAxis.isRow && direction == .rtl ? (start + size, 0) : (start, 0)
    }

    /// Whether `child` (absolute, plain CSS) is aligned by its own `align-self` between its top and
    /// bottom insets (both set, `align-self` not `auto`).
    @inline(__always)
    func alignsBetweenVerticalInsets(_ child: Int32, _ direction: Direction) -> Bool {
        rules.alignsBetweenInsets && node(child).style.alignSelf != .auto
            && isInsetDefined(child, .top, direction) && isInsetDefined(child, .bottom, direction)
    }

    /// "Automatic Sizes of Absolutely-Positioned Boxes": an automatic height between both vertical insets is the stretch-fit size for `normal`
    /// (`auto`) and `stretch` alignment, and the fit-content size (from content) for any other.
    @inline(__always)
    func stretchesBetweenVerticalInsets(_ child: Int32) -> Bool {
        let align = node(child).style.alignSelf
        // (A `max-content` or `fit-content` height is the content's: not stretched.)
        let height = node(child).style.height
        return !rules.alignsBetweenInsets || (align == .auto || align == .stretch) && height != .maxContent && height != .fitContent
    }

    /// The layout model's last step: the top of `child`'s border box, from the containing block's border box, with its
    /// margin box aligned by `align-self` in the inset-modified containing block (`stretch`,
    /// `baseline` and the start values at its top, `center`, the end values at its bottom; a
    /// `wrap-reverse` container flips nothing). A margin box that overflows that block shifts back
    /// into the containing block's padding box (its top edge first) as far as it still covers the
    /// inset-modified block (CSS Box Alignment's default overflow alignment for absolute boxes).
    /// A scroll container's padding box limits only the side of its scroll origin: beyond the
    /// other side its scrollable overflow grows to hold the box (observed in Chromium: `top: 30px;
    /// bottom: 3px` and 62 px of content with `align-self: start` stay at 30 in a 20 px high
    /// `overflow: scroll` block, and move to 0 in an `overflow: visible` one). That origin is the
    /// top, except where a flex container's main-start or cross-start is its bottom (CSS Overflow 3
    /// §2.3, a flex container scrolls from its main-start cross-start corner): `column-reverse`,
    /// or a row that wraps in reverse. There only the bottom limits, so the box's end stays in
    /// and it overflows upwards (observed: `top: 2px; bottom: -6px; height: 35px` in a 10 px high
    /// `overflow: hidden` `column-reverse` block is at −19 for every `align-self`).
    /// Auto margins are not handled here: they fill the block, leaving nothing to align.
    func topAlignedBetweenVerticalInsets(_ containingBlock: Int32, _ child: Int32, direction: Direction,
                                         blockWidth: Float, blockHeight: Float) -> Float {
        let block = insetModifiedBlock(containingBlock, child, physicalAxis: .column, direction: direction,
                                       blockSize: blockHeight)
        let marginTop = margin(child, .top, direction, blockWidth)
        let outer = measured(child, .column) + marginTop + margin(child, .bottom, direction, blockWidth)
        var offset: Float
        switch node(child).style.alignSelf {
        case .center: offset = block.start + (block.size - outer) / 2
        case .flexEnd, .end: offset = block.start + block.size - outer
        default: offset = block.start
        }
        if outer > block.size {
            let paddingBoxTop = containingBlockBorder(containingBlock, .top, direction)
            let paddingBoxBottom = measured(containingBlock, .column) - containingBlockBorder(containingBlock, .bottom, direction)
            if node(containingBlock).style.overflow == .visible {
                offset = max(min(offset, paddingBoxBottom - outer), paddingBoxTop)
            } else if scrollsFromBottom(containingBlock) {
                offset = min(offset, paddingBoxBottom - outer)
            } else {
                offset = max(offset, paddingBoxTop)
            }
            offset = max(min(offset, block.start), block.start + block.size - outer)
        }
        return offset + marginTop
    }

    /// Whether the scroll origin of `containingBlock` (a flex container) is at its bottom: its
    /// main-start (`column-reverse`) or its cross-start (a row with `wrap-reverse`) is there.
    @inline(__always)
    func scrollsFromBottom(_ containingBlock: Int32) -> Bool {
        let style = node(containingBlock).style
        return style.flexDirection == .columnReverse || style.flexDirection.isRow && style.flexWrap == .wrapReverse
    }
}

extension LayoutEngine {
    /// The size of `child`'s inset-modified containing block along a physical axis (`.row`:
    /// left to right, `.column`: top to bottom) when all its insets of that axis are `auto`
    /// ("Resolving Insets"): the inset on the side its static position is aligned from is that
    /// position, the other is 0; a centred static position makes the block symmetric about it
    /// (as large as twice its distance to the nearer edge). The static-position rectangle (CSS
    /// Flexbox §4.1) is a point where the parent's `justify-content` puts a lone item in its
    /// main axis, and the parent's content box, aligned by `align-self`, in its cross axis.
    /// `parentOffset` is the parent's border-box offset in the containing block along that axis.
    /// Never negative.
    func staticInsetModifiedSize(_ containingBlock: Int32, parent: Int32, child: Int32, parentOffset: Float,
                                 physicalAxis: FlexDirection, direction: Direction) -> Float {
        let startEdge: Edge = physicalAxis.isRow ? .left : .top
        let endEdge: Edge = physicalAxis.isRow ? .right : .bottom
        let blockStart = containingBlockBorder(containingBlock, startEdge, direction)
        let blockEnd = measured(containingBlock, physicalAxis) - containingBlockBorder(containingBlock, endEdge, direction)
        let layout = node(parent).layout
        let contentStart = parentOffset + layout.border[startEdge] + layout.padding[startEdge]
        let contentEnd = parentOffset + measured(parent, physicalAxis) - layout.border[endEdge] - layout.padding[endEdge]
        // Which side of the static position the box extends from: its start edge there (`1`),
        // its end edge there (`-1`), or centred on it (`0`).
        var side: Float
        let mainAxis = node(parent).style.flexDirection.resolved(direction)
        if mainAxis.isRow == physicalAxis.isRow {
            let reversed = mainAxis == .rowReverse || mainAxis == .columnReverse
            let styleReversed = node(parent).style.flexDirection.isReverse
            switch node(parent).style.justifyContent {
            case .center, .spaceAround, .spaceEvenly: side = 0
            case .flexEnd: side = reversed ? 1 : -1
            case .end: side = reversed != styleReversed ? 1 : -1
            case .start: side = reversed != styleReversed ? -1 : 1
            default: side = reversed ? -1 : 1
            }
        } else {
            // (The cross axis starts at the right only for a row of an RTL column.)
            let startIsEnd = physicalAxis.isRow && direction == .rtl
            switch staticCrossAlignment(child, in: parent) {
            case .center: side = 0
            case .flexEnd: side = startIsEnd ? 1 : -1
            default: side = startIsEnd ? -1 : 1
            }
        }
        let size: Float
        if side > 0 {
            size = blockEnd - contentStart
        } else if side < 0 {
            size = contentEnd - blockStart
        } else {
            let centre = (contentStart + contentEnd) / 2
            size = 2 * min(centre - blockStart, blockEnd - centre)
        }
        return max(0, size)
    }

    /// The size of `child`'s inset-modified containing block along a physical axis, the space a
    /// `stretch` or `fit-content` size fills: between its insets where one is set (an `auto`
    /// inset counts as 0, "Resolving Insets"), else from its static position
    /// (`staticInsetModifiedSize`). Never negative.
    func insetModifiedSize(_ containingBlock: Int32, parent: Int32, child: Int32, parentOffset: Float,
                           physicalAxis: FlexDirection, direction: Direction, blockSize: Float) -> Float {
        let insetsSet = physicalAxis.isRow ? horizontalInsetsDefined(child) : verticalInsetsDefined(child)
        guard insetsSet else {
            return staticInsetModifiedSize(containingBlock, parent: parent, child: child, parentOffset: parentOffset,
                                           physicalAxis: physicalAxis, direction: direction)
        }
        return insetModifiedBlock(containingBlock, child, physicalAxis: physicalAxis, direction: direction,
                                  blockSize: blockSize).size
    }
}
