// Intrinsic size keywords (CSS Box Sizing §3): `max-content`, `fit-content` and `stretch` as
// sizes, min/max sizes and flex bases. In plain CSS mode the parent resolves them to points for
// each layout; otherwise (Yoga's behaviour) they act as `auto`.

extension LayoutEngine {
    /// The size style of `axis` for a node that uses keywords: a resolved keyword becomes points
    /// (converted to the node's box sizing), an unresolved one `auto`.
    func keywordAwareSize(_ i: Int32, _ axis: FlexDirection) -> Length {
        let style = axis.isRow ? nodes[Int(i)].style.width : nodes[Int(i)].style.height
        let minimum = axis.isRow ? nodes[Int(i)].style.minWidth : nodes[Int(i)].style.minHeight
        let maximum = axis.isRow ? nodes[Int(i)].style.maxWidth : nodes[Int(i)].style.maxHeight
        if maximum != .undefined && maximum == minimum && !maximum.isKeyword { return maximum }
        guard style.isKeyword else { return style }
        let resolved = axis.isRow ? nodes[Int(i)].layout.keywordSizes.width : nodes[Int(i)].layout.keywordSizes.height
        if resolved.isNaN { return .auto }
        let extra = nodes[Int(i)].style.boxSizing == .borderBox ? 0 : paddingAndBorderForAxis(i, axis.isRow ? .row : .column, .nan)
        return .points(resolved - extra)
    }

    /// Resolves `child`'s keyword sizes against container `i`'s inner space for this layout.
    func resolveKeywordSizes(_ i: Int32, _ child: Int32, _ c: ContainerContext) {
        // Only read for nodes that use keywords.
        guard nodes[Int(child)].usesSizeKeyword else { return }
        let previous = nodes[Int(child)].layout.keywordSizes
        nodes[Int(child)].layout.keywordSizes = KeywordSizes()
        guard isPlainCSS else { return }
        let style = nodes[Int(child)].style
        let marginRow = marginForAxis(child, .row, c.availableInnerWidth)
        let marginColumn = marginForAxis(child, .column, c.availableInnerWidth)
        // Intrinsic sizes, measured with every keyword acting as auto.
        layoutNode(child, .nan, .nan, ownerDirection: c.direction, .maxContent, .maxContent,
                   ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight, performLayout: false,
                   depth: c.depth + 1)
        let maxWidth = nodes[Int(child)].layout.measuredWidth
        var maxHeight = nodes[Int(child)].layout.measuredHeight
        layoutNode(child, marginRow, .nan, ownerDirection: c.direction, .fitContent, .maxContent,
                   ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight, performLayout: false,
                   depth: c.depth + 1)
        let minWidth = nodes[Int(child)].layout.measuredWidth
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
                layoutNode(child, itemWidth, .nan, ownerDirection: c.direction, mode, .maxContent,
                           ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight, performLayout: false,
                           depth: c.depth + 1)
                maxHeight = nodes[Int(child)].layout.measuredHeight
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
        var sizes = KeywordSizes()
        sizes.width = width(style.width)
        sizes.height = height(style.height)
        sizes.minWidth = width(style.minWidth)
        sizes.minHeight = height(style.minHeight)
        sizes.maxWidth = width(style.maxWidth)
        sizes.maxHeight = height(style.maxHeight)
        sizes.basis = c.isMainAxisRow ? width(style.flexBasis) : height(style.flexBasis)
        nodes[Int(child)].layout.keywordSizes = sizes
        // The child's cached answers hold for the keyword sizes they were computed with (or for
        // keywords acting as auto, as just now): the cache keys do not carry them. When the
        // sizes change (a `stretch` height in a container whose available height changed), none
        // of those answers holds, so re-layout answers as a layout from scratch would.
        if !sizes.isSame(as: previous) { nodes[Int(child)].layout.cache.clear() }
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
