// Intrinsic size keywords (CSS Box Sizing §3): `max-content`, `fit-content` and `stretch` as
// sizes, min/max sizes and flex bases. In plain CSS mode the parent resolves them to points for
// each layout; otherwise (Yoga's behaviour) they act as `auto`.

extension LayoutEngine {
    /// The size style of `axis` for a node that uses keywords: a resolved keyword becomes points
    /// (converted to the node's box sizing), an unresolved one `auto`.
    func keywordAwareSize(_ i: Int32, _ axis: FlexDirection) -> Length {
        let style = axis.isRow ? node(i).style.width : node(i).style.height
        let minimum = axis.isRow ? node(i).style.minWidth : node(i).style.minHeight
        let maximum = axis.isRow ? node(i).style.maxWidth : node(i).style.maxHeight
        if maximum != .undefined && maximum == minimum && !maximum.isKeyword { return maximum }
        guard style.isKeyword else { return style }
        let resolved = axis.isRow ? node(i).layout.keywordSizes.width : node(i).layout.keywordSizes.height
        if resolved.isNaN { return .auto }
        let extra = node(i).style.boxSizing == .borderBox ? 0 : paddingAndBorderForAxis(i, axis.isRow ? .row : .column, .nan)
        return .points(resolved - extra)
    }

    /// Resolves `child`'s keyword sizes against container `i`'s inner space for this layout.
    func resolveKeywordSizes(_ i: Int32, _ child: Int32, _ c: ContainerContext) {
        // Only read for nodes that use keywords.
        guard node(child).usesSizeKeyword else { return }
        let previous = node(child).layout.keywordSizes
        node(child).layout.keywordSizes = KeywordSizes()
        guard rules.resolvesSizeKeywords else { return }
        let style = node(child).style
        let marginRow = marginForAxis(child, .row, c.availableInnerWidth)
        let marginColumn = marginForAxis(child, .column, c.availableInnerWidth)
        // Intrinsic sizes, measured with every keyword acting as auto.
        layoutNode(child, LayoutRequest(.measure, .nan, .nan, ownerDirection: c.direction, .maxContent, .maxContent,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1))
        let maxWidth = node(child).layout.measuredWidth
        var maxHeight = node(child).layout.measuredHeight
        layoutNode(child, LayoutRequest(.measure, marginRow, .nan, ownerDirection: c.direction, .fitContent,
                                        .maxContent, ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1))
        let minWidth = node(child).layout.measuredWidth
        let stretchWidth = c.availableInnerWidth - marginRow
        let stretchHeight = c.availableInnerHeight - marginColumn
        // A height keyword is the content's height at the width the item will get: in a column
        // that is its cross size (given, stretched, or fit into the container), known up front.
        if !c.isMainAxisRow && (style.height.isKeyword || style.minHeight.isKeyword
                                   || style.maxHeight.isKeyword || style.flexBasis.isKeyword) {
            var itemWidth = Float.nan, mode = SizingMode.maxContent
            if style.width.isKeyword {
                itemWidth = keywordWidth(style.width, maxWidth, minWidth, stretchWidth) + marginRow
                mode = itemWidth.isNaN ? .maxContent : .stretchFit
            } else if hasDefiniteLength(child, .row, c.availableInnerWidth) {
                itemWidth = resolvedSize(child, .row, c.availableInnerWidth, c.availableInnerWidth) + marginRow
                mode = .stretchFit
            } else if !c.availableInnerWidth.isNaN {
                itemWidth = c.availableInnerWidth
                let stretches = c.crossMode == .stretchFit && alignment(of: child, in: i) == .stretch
                    && !isMarginAuto(child, .left, c.direction) && !isMarginAuto(child, .right, c.direction)
                mode = stretches ? .stretchFit : .fitContent
            }
            if mode != .maxContent {
                layoutNode(child, LayoutRequest(.measure, itemWidth, .nan, ownerDirection: c.direction, mode,
                                                .maxContent, ownerWidth: c.availableInnerWidth,
                                                ownerHeight: c.percentHeight, depth: c.depth + 1))
                maxHeight = node(child).layout.measuredHeight
            }
        }
        func width(_ length: Length) -> Float { keywordWidth(length, maxWidth, minWidth, stretchWidth) }
        func height(_ length: Length) -> Float {
            switch length {
            case .maxContent, .fitContent: return maxHeight
            case .stretch: return stretchHeight
            default: return .nan
            }
        }
        var sizes = KeywordSizes(style, width: width, height: height)
        sizes.basis = c.isMainAxisRow ? width(style.flexBasis) : height(style.flexBasis)
        node(child).layout.keywordSizes = sizes
        // The child's cached answers hold for the keyword sizes they were computed with (or for
        // keywords acting as auto, as just now): the cache keys do not carry them. When the
        // sizes change (a `stretch` height in a container whose available height changed), none
        // of those answers holds, so re-layout answers as a layout from scratch would.
        if !sizes.isSame(as: previous) { node(child).layout.cache.clear() }
    }

    /// Plain CSS: resolves an absolute `child`'s keyword sizes (CSS Positioned Layout §5.1 with
    /// Box Sizing §3): `stretch` fills its inset-modified containing block in that axis (within
    /// the margins), `fit-content` is the max-content width bounded by that block and the
    /// min-content width, `max-content` the max-content width. A `max-content` or `fit-content`
    /// height is the content's height, so it stays `auto` here and is not stretched between the
    /// insets (`stretchesBetweenVerticalInsets`). As Chromium: `left: 5px; width: stretch` in a
    /// 118 px padding box is 113 wide; `width: max-content` between insets 103 apart around 40 px
    /// of content is 40.
    func resolveAbsoluteKeywordSizes(_ containingBlock: Int32, parent: Int32, child: Int32, blockWidth: Float,
                                     blockHeight: Float, direction: Direction, parentLeft: Float, parentTop: Float) {
        node(child).layout.keywordSizes = KeywordSizes()
        let style = node(child).style
        let marginRow = marginForAxis(child, .row, blockWidth)
        let stretchWidth = insetModifiedSize(containingBlock, parent: parent, child: child, parentOffset: parentLeft,
                                             physicalAxis: .row, direction: direction, blockSize: blockWidth) - marginRow
        let stretchHeight = insetModifiedSize(containingBlock, parent: parent, child: child, parentOffset: parentTop,
                                              physicalAxis: .column, direction: direction, blockSize: blockHeight)
            - marginForAxis(child, .column, blockWidth)
        var maxWidth = Float.nan, minWidth = Float.nan
        if [style.width, style.minWidth, style.maxWidth].contains(where: { $0 == .maxContent || $0 == .fitContent }) {
            // Intrinsic widths, measured with every keyword acting as auto.
            layoutNode(child, LayoutRequest(.measure, .nan, .nan, ownerDirection: direction, .maxContent, .maxContent,
                                            ownerWidth: blockWidth, ownerHeight: blockHeight, depth: 1))
            maxWidth = node(child).layout.measuredWidth
            layoutNode(child, LayoutRequest(.measure, marginRow, .nan, ownerDirection: direction, .fitContent,
                                            .maxContent, ownerWidth: blockWidth, ownerHeight: blockHeight, depth: 1))
            minWidth = node(child).layout.measuredWidth
        }
        func width(_ length: Length) -> Float { keywordWidth(length, maxWidth, minWidth, max(0, stretchWidth)) }
        func height(_ length: Length) -> Float { length == .stretch ? max(0, stretchHeight) : .nan }
        node(child).layout.keywordSizes = KeywordSizes(style, width: width, height: height)
        // The answers just measured (keywords as auto) do not hold for the resolved sizes, which
        // the cache keys do not carry.
        node(child).layout.cache.clear()
    }

    /// A width keyword from the item's max-content and min-content widths and the stretch size.
    @inline(__always)
    private func keywordWidth(_ length: Length, _ maxWidth: Float, _ minWidth: Float, _ stretchWidth: Float) -> Float {
        switch length {
        case .maxContent: return maxWidth
        case .fitContent: return stretchWidth.isNaN ? maxWidth : min(maxWidth, max(minWidth, stretchWidth))
        case .stretch: return stretchWidth
        default: return .nan
        }
    }
}

extension KeywordSizes {
    /// The sizes, min and max sizes of `style` resolved by `width` and `height` (NaN where a
    /// length is no keyword); the flex basis is left unresolved.
    init(_ style: Style, width: (Length) -> Float, height: (Length) -> Float) {
        self.init()
        self.width = width(style.width)
        self.height = height(style.height)
        minWidth = width(style.minWidth)
        minHeight = height(style.minHeight)
        maxWidth = width(style.maxWidth)
        maxHeight = height(style.maxHeight)
    }
}
