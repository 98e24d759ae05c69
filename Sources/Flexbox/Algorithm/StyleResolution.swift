// Turning style lengths into numbers: sizes (with box-sizing), min/max, margins, padding,
// borders, insets, gaps and flex factors, following Yoga's resolution rules.

extension LayoutEngine {
    // MARK: Sizes

    /// The size style of an axis; a max equal to the min pins the size (Yoga's "processed" size).
    @inline(__always)
    func styleSize(_ i: Int32, _ axis: FlexDirection) -> Length {
        if node(i).usesSizeKeyword { return keywordAwareSize(i, axis) }
        // CSS keeps a size given as a length (min and max clamp it; a percentage min/max of an
        // indefinite size clamps nothing, so `width: 84px; min-width: 30%; max-width: 30%`
        // contributes 84 to a content-sized ancestor).
        if axis.isRow {
            if node(i).style.maxWidth != .undefined && node(i).style.maxWidth == node(i).style.minWidth
                && !(rules.keepsGivenSizeUnderEqualMinMax && node(i).style.width.isNumeric) { return node(i).style.maxWidth }
            return node(i).style.width
        }
        if node(i).style.maxHeight != .undefined && node(i).style.maxHeight == node(i).style.minHeight
            && !(rules.keepsGivenSizeUnderEqualMinMax && node(i).style.height.isNumeric) { return node(i).style.maxHeight }
        return node(i).style.height
    }

    /// Whether an item's size in cross axis `axis` may be stretched to its line: it is not
    /// definite, and in CSS its computed value is `auto` (a percentage of an indefinite size
    /// acts as auto for sizing but is not stretched, CSS Flexbox §9.4 step 11).
    @inline(__always)
    func isCrossSizeStretchable(_ i: Int32, _ axis: FlexDirection, _ ownerSize: Float) -> Bool {
        if hasDefiniteLength(i, axis, ownerSize) { return false }
        guard rules.stretchesAutoSizesOnly else { return true }
        let size = styleSize(i, axis)
        return size == .auto || size == .undefined
    }

    /// A style length resolved against `reference` (NaN when it has no number). Plain CSS: as
    /// Chromium stores it, in layout units of 1/64 px truncated toward zero (observed: an inset of
    /// -7.6667 lays out at -7.65625, `top: 33.3%` of 35 at 11.640625), which moves an edge near a
    /// pixel to the side of it the pixel grid then rounds from (`LayoutUnits.swift`).
    @inline(__always)
    func resolveLength(_ length: Length, _ reference: Float) -> Float {
        // (Keywords and unset lengths, the common case, skip the truncation.)
        guard length.isNumeric else { return .nan }
        let value = length.resolve(reference)
        return rules.usesLayoutUnits ? truncatedToLayoutUnits(value) : value
    }

    /// True when the node's size in `axis` resolves to a non-negative number against `ownerSize`.
    @inline(__always)
    func hasDefiniteLength(_ i: Int32, _ axis: FlexDirection, _ ownerSize: Float) -> Bool {
        let value = resolveLength(styleSize(i, axis), ownerSize)
        return !value.isNaN && value >= 0
    }

    /// Padding plus border of the dimension `axis` measures (for content-box sizes).
    @inline(__always)
    func boxSizingExtra(_ i: Int32, _ axis: FlexDirection, _ ownerWidth: Float) -> Float {
        node(i).style.boxSizing == .borderBox ? 0 : paddingAndBorderForAxis(i, axis.isRow ? .row : .column, ownerWidth)
    }

    /// The border-box size of `axis` from the style, NaN when not definite.
    @inline(__always)
    func resolvedSize(_ i: Int32, _ axis: FlexDirection, _ reference: Float, _ ownerWidth: Float) -> Float {
        let value = resolveLength(styleSize(i, axis), reference)
        if value.isNaN { return value }
        return value + boxSizingExtra(i, axis, ownerWidth)
    }

    /// The border-box min size of `axis`, NaN when unset.
    @inline(__always)
    func resolvedMinSize(_ i: Int32, _ axis: FlexDirection, _ reference: Float, _ ownerWidth: Float) -> Float {
        let length = axis.isRow ? node(i).style.minWidth : node(i).style.minHeight
        let keyword = axis.isRow ? node(i).layout.keywordSizes.minWidth : node(i).layout.keywordSizes.minHeight
        return resolvedBound(i, axis, length, keyword, reference, ownerWidth)
    }

    /// The border-box max size of `axis`, NaN when unset.
    @inline(__always)
    func resolvedMaxSize(_ i: Int32, _ axis: FlexDirection, _ reference: Float, _ ownerWidth: Float) -> Float {
        let length = axis.isRow ? node(i).style.maxWidth : node(i).style.maxHeight
        let keyword = axis.isRow ? node(i).layout.keywordSizes.maxWidth : node(i).layout.keywordSizes.maxHeight
        return resolvedBound(i, axis, length, keyword, reference, ownerWidth)
    }

    /// A min or max size: its resolved keyword (already border box), or its length converted
    /// to the border box.
    @inline(__always)
    private func resolvedBound(_ i: Int32, _ axis: FlexDirection, _ length: Length, _ keyword: Float,
                               _ reference: Float, _ ownerWidth: Float) -> Float {
        if length.isKeyword { return keyword }
        let value = resolveLength(length, reference)
        if value.isNaN { return value }
        return value + boxSizingExtra(i, axis, ownerWidth)
    }

    /// Clamps `value` by the node's min and max size in `axis` (not by padding and border).
    /// When min > max, CSS lets the min win; Yoga lets the max win for a value above the max
    /// and the min for any other (so a size clamped twice can move between the two).
    /// `contentFloor: false` leaves out `Style.contentMinimumWidth`: a flex base size, which that
    /// floor (a CSS automatic minimum) does not raise, where a Yoga min size does.
    @inline(__always)
    func boundWithinMinMax(_ i: Int32, _ axis: FlexDirection, _ value: Float, _ axisSize: Float, _ ownerWidth: Float,
                           contentFloor: Bool = true) -> Float {
        guard node(i).hasMinMax else { return value }
        var bound = value
        let maxSize = resolvedMaxSize(i, axis, axisSize, ownerWidth)
        if !maxSize.isNaN && maxSize >= 0 && bound > maxSize {
            if !rules.minWinsOverMax { return maxSize }
            bound = maxSize
        }
        var minSize = resolvedMinSize(i, axis, axisSize, ownerWidth)
        if contentFloor, axis.isRow, let floor = node(i).style.contentMinimumWidth, floor.isFinite {
            // Capped at the width the container has for the node (`axisSize`, when known, less
            // the node's own margins): a stretched child with side margins keeps its line.
            let room = axisSize - marginForAxis(i, .row, ownerWidth)
            let capped = room.isNaN ? floor : min(floor, max(room, 0))
            minSize = minSize.isNaN ? capped : max(minSize, capped)
        }
        if !minSize.isNaN && minSize >= 0 && bound < minSize { bound = minSize }
        return bound
    }

    /// Clamps `value` by min/max and never below the node's padding and border.
    @inline(__always)
    func boundAxis(_ i: Int32, _ axis: FlexDirection, _ value: Float, _ axisSize: Float, _ ownerWidth: Float) -> Float {
        maxOrDefined(boundWithinMinMax(i, axis, value, axisSize, ownerWidth), paddingAndBorderForAxis(i, axis, ownerWidth))
    }

    // MARK: Box edges

    /// The margin on a physical edge (`auto` and unset count as 0).
    @inline(__always)
    func margin(_ i: Int32, _ edge: Edge, _ direction: Direction, _ widthSize: Float) -> Float {
        guard node(i).hasMargin else { return 0 }
        let value = resolveLength(node(i).style.margin.value(edge, direction: direction), widthSize)
        return value.isNaN ? 0 : value
    }

    /// The left plus right margin, start and end resolved in `direction` (as a node's own
    /// layout takes them; `marginForAxis` is Yoga's left-to-right reading).
    @inline(__always)
    func rowMargins(_ i: Int32, _ direction: Direction, _ widthSize: Float) -> Float {
        margin(i, .left, direction, widthSize) + margin(i, .right, direction, widthSize)
    }

    /// Start plus end margin of an axis. Yoga resolves it LTR (so in RTL a physical and a
    /// logical margin on the same side count once); CSS resolves the logical margins in the
    /// node's own writing direction (`margin-left` plus `margin-inline-start` in RTL are two sides).
    @inline(__always)
    func marginForAxis(_ i: Int32, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        guard node(i).hasMargin else { return 0 }
        if axis.isRow {
            let direction = rules.logicalEdgesUseOwnDirection && hasLogicalMargin(i) ? edgeDirection(i) : .ltr
            return rowMargins(i, direction, widthSize)
        }
        return margin(i, .top, .ltr, widthSize) + margin(i, .bottom, .ltr, widthSize)
    }

    /// True when the style sets a writing-direction (`start`/`end`) margin.
    @inline(__always)
    private func hasLogicalMargin(_ i: Int32) -> Bool {
        node(i).style.margin.start != .undefined || node(i).style.margin.end != .undefined
    }

    @inline(__always)
    func isMarginAuto(_ i: Int32, _ edge: Edge, _ direction: Direction) -> Bool {
        guard node(i).hasMargin else { return false }
        return node(i).style.margin.value(edge, direction: direction) == .auto
    }

    /// True when either margin of `axis` is `auto`: in CSS such an item is never stretched in
    /// that axis (Flexbox §9.4 step 11), so its cross size is not the line's before layout either.
    @inline(__always)
    func hasAutoMargin(_ i: Int32, _ axis: FlexDirection, _ direction: Direction) -> Bool {
        isMarginAuto(i, axis.startEdge, direction) || isMarginAuto(i, axis.endEdge, direction)
    }

    @inline(__always)
    func padding(_ i: Int32, _ edge: Edge, _ direction: Direction, _ widthSize: Float) -> Float {
        guard node(i).hasPadding else { return 0 }
        let value = resolveLength(node(i).style.padding.value(edge, direction: direction), widthSize)
        return value.isNaN || value < 0 ? 0 : value
    }

    @inline(__always)
    func border(_ i: Int32, _ edge: Edge, _ direction: Direction) -> Float {
        guard node(i).hasBorder else { return 0 }
        guard case .points(let value) = node(i).style.border.value(edge, direction: direction) else { return 0 }
        return value < 0 ? 0 : value
    }

    @inline(__always)
    func paddingAndBorder(_ i: Int32, _ edge: Edge, _ direction: Direction, _ widthSize: Float) -> Float {
        padding(i, edge, direction, widthSize) + border(i, edge, direction)
    }

    /// Padding plus border on both ends of `axis`.
    @inline(__always)
    func paddingAndBorderForAxis(_ i: Int32, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        guard node(i).hasPadding || node(i).hasBorder else { return 0 }
        let direction = edgeDirection(i)
        return axis.isRow
            ? paddingAndBorder(i, .left, direction, widthSize) + paddingAndBorder(i, .right, direction, widthSize)
            : paddingAndBorder(i, .top, direction, widthSize) + paddingAndBorder(i, .bottom, direction, widthSize)
    }

    /// The writing direction that resolves a node's start/end edges: its own, else its
    /// container's (already resolved: containers are laid out before their items; a
    /// `display: contents` parent has no layout of its own, so its container's), else the root's.
    @inline(__always)
    func edgeDirection(_ i: Int32) -> Direction {
        let own = node(i).style.direction
        if own != .inherit { return own }
        var parent = node(i).parent
        while usesDisplayContents && parent != -1 && node(parent).style.display == .contents {
            parent = node(parent).parent
        }
        return parent == -1 ? rootDirection : node(parent).layout.direction
    }

    // MARK: Insets

    @inline(__always)
    func inset(_ i: Int32, _ edge: Edge, _ direction: Direction) -> Length {
        guard node(i).hasInset else { return .undefined }
        return node(i).style.inset.value(edge, direction: direction)
    }

    /// True when the inset on `edge` is set to a number (not unset, not `auto`).
    @inline(__always)
    func isInsetDefined(_ i: Int32, _ edge: Edge, _ direction: Direction) -> Bool {
        inset(i, edge, direction).isNumeric
    }

    @inline(__always)
    func insetValue(_ i: Int32, _ edge: Edge, _ direction: Direction, _ axisSize: Float) -> Float {
        let value = resolveLength(inset(i, edge, direction), axisSize)
        return value.isNaN ? 0 : value
    }

    /// The offset `position: relative` applies along `axis` (0 for static nodes).
    func relativePosition(_ i: Int32, _ axis: FlexDirection, _ direction: Direction, _ axisSize: Float) -> Float {
        if node(i).style.position == .static || !node(i).hasInset { return 0 }
        let start = axis.inlineStartEdge(direction)
        if isInsetDefined(i, start, direction) { return insetValue(i, start, direction, axisSize) }
        return -insetValue(i, axis.inlineEndEdge(direction), direction, axisSize)
    }

    // MARK: Gaps and flex factors

    /// The gap between items along `axis` (column gap for rows), never negative.
    @inline(__always)
    func gap(_ i: Int32, _ axis: FlexDirection, _ ownerSize: Float) -> Float {
        let length = axis.isRow ? (node(i).style.columnGap != .undefined ? node(i).style.columnGap : node(i).style.gap)
            : (node(i).style.rowGap != .undefined ? node(i).style.rowGap : node(i).style.gap)
        return maxOrDefined(resolveLength(length, ownerSize), 0)
    }

    /// The gap between items of a line. CSS resolves a percentage against the container's
    /// definite inner main size only (an indefinite one makes it 0; CSS Box Alignment §8.1) —
    /// for a column, the height percentages resolve against, which an exact but indefinite
    /// height (a baseline item's, a flexed item's of an auto-height column) is not; Yoga
    /// against whatever main size the algorithm has at that point.
    @inline(__always)
    func mainGap(_ i: Int32, _ c: ContainerContext) -> Float {
        guard rules.resolvesAgainstDefiniteSizesOnly else { return gap(i, c.mainAxis, c.availableInnerMain) }
        if c.mainMode != .stretchFit { return gap(i, c.mainAxis, .nan) }
        return gap(i, c.mainAxis, c.percentMain)
    }

    @inline(__always)
    func flexGrow(_ i: Int32) -> Float {
        if node(i).parent == -1 { return 0 }
        if let grow = node(i).style.flexGrow { return grow }
        if let flex = node(i).style.flex, flex > 0 { return flex }
        return 0
    }

    @inline(__always)
    func flexShrink(_ i: Int32) -> Float {
        if node(i).parent == -1 { return 0 }
        if let shrink = node(i).style.flexShrink { return shrink }
        if !config.useWebDefaults, let flex = node(i).style.flex, flex < 0 { return -flex }
        return config.useWebDefaults ? 1 : 0
    }

    /// The flex basis after the `flex` shorthand: a positive `flex` means basis 0 (auto on the web).
    @inline(__always)
    func flexBasis(_ i: Int32) -> Length {
        switch node(i).style.flexBasis {
        case .auto, .undefined:
            if let flex = node(i).style.flex, flex > 0 { return config.useWebDefaults ? .auto : .points(0) }
            return .auto
        case .maxContent, .fitContent, .stretch:
            let basis = node(i).layout.keywordSizes.basis
            return basis.isNaN ? .auto : .points(basis)
        default:
            return node(i).style.flexBasis
        }
    }

    @inline(__always)
    func isFlexible(_ i: Int32) -> Bool {
        node(i).style.position != .absolute && (flexGrow(i) != 0 || flexShrink(i) != 0)
    }

    /// Whether item `child` is aligned by `baseline` in `parent` (`align-self` over
    /// `align-items`), before `alignment(of:in:)` maps it for columns.
    @inline(__always)
    func alignsByBaseline(_ child: Int32, in parent: Int32) -> Bool {
        let alignSelf = node(child).style.alignSelf
        return (alignSelf == .auto ? node(parent).style.alignItems : alignSelf) == .baseline
    }

    /// The alignment an item gets in its container's cross axis (`align-self` over `align-items`).
    @inline(__always)
    func alignment(of child: Int32, in parent: Int32) -> Align {
        let alignSelf = node(child).style.alignSelf
        let parentStyle = UnsafePointer(nodes + Int(parent))
        var align = alignSelf
        if alignSelf == .auto { align = parentStyle.pointee.style.alignItems }
        let reversed = parentStyle.pointee.style.flexWrap == .wrapReverse
        switch align {
        case .start, .end:
            return flowRelativeSelfAlignment(align, reversed: reversed,
                                             isAbsolute: node(child).style.position == .absolute)
        case .baseline: return parentStyle.pointee.style.flexDirection.isColumn ? .flexStart : .baseline
        default: return align
        }
    }

    @inline(__always)
    func resolveDirection(_ i: Int32, _ ownerDirection: Direction) -> Direction {
        let own = node(i).style.direction
        if own != .inherit { return own }
        return ownerDirection == .inherit ? .ltr : ownerDirection
    }

    @inline(__always)
    func measured(_ i: Int32, _ axis: FlexDirection) -> Float {
        axis.isRow ? node(i).layout.measuredWidth : node(i).layout.measuredHeight
    }

    @inline(__always)
    func setMeasured(_ i: Int32, _ axis: FlexDirection, _ value: Float) {
        if axis.isRow { node(i).layout.measuredWidth = value } else { node(i).layout.measuredHeight = value }
    }

    /// Measured size plus margins in `axis`.
    @inline(__always)
    func measuredWithMargin(_ i: Int32, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        measured(i, axis) + marginForAxis(i, axis, widthSize)
    }
}
