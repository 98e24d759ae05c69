// Sizing nodes that need no flex algorithm: measured leaves, empty containers, and nodes whose
// size is already fixed by their constraints.

extension LayoutEngine {
    /// A leaf with a measure function: asks it for the content size (without padding and border).
    func measureLeaf(_ i: Int32, _ direction: Direction, _ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
                     ownerWidth: Float, ownerHeight: Float) {
        var availableWidth = widthMode == .maxContent ? Float.nan : width
        var availableHeight = heightMode == .maxContent ? Float.nan : height
        if rules.measuresContentAtBoundedSize {
            // CSS Sizing 3 §5.2: the box is as wide as its min/max sizes allow, and the content
            // (text lines) is laid out at that width — not at the space the box was offered.
            if !availableWidth.isNaN { availableWidth = boundAxis(i, .row, availableWidth, ownerWidth, ownerWidth) }
            if !availableHeight.isNaN { availableHeight = boundAxis(i, .column, availableHeight, ownerHeight, ownerWidth) }
        }
        let paddingAndBorderRow = paddingAndBorderSum(i, .left, .right, direction, ownerWidth)
        let paddingAndBorderColumn = paddingAndBorderSum(i, .top, .bottom, direction, ownerWidth)
        if widthMode == .stretchFit && heightMode == .stretchFit {
            node(i).layout.measuredWidth = boundAxis(i, .row, availableWidth, ownerWidth, ownerWidth)
            node(i).layout.measuredHeight = boundAxis(i, .column, availableHeight, ownerHeight, ownerWidth)
            return
        }
        if rules.ratioTransfersSizes, let ratio = node(i).style.aspectRatio {
            let measure = measures[Int(node(i).measureSlot)]
            sizeWithAspectRatio(i, ratio, width, height, widthMode, heightMode, ownerWidth: ownerWidth,
                                ownerHeight: ownerHeight) { measure($0, $1.measureMode, .nan, .undefined) }
            return
        }
        // Never hand the measure function a negative size.
        let innerWidth = availableWidth.isNaN ? availableWidth : max(0, availableWidth - paddingAndBorderRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : max(0, availableHeight - paddingAndBorderColumn)
        var size = measures[Int(node(i).measureSlot)](innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        let measuredWidth = widthMode == .stretchFit ? availableWidth : size.width + paddingAndBorderRow
        let boundedWidth = boundAxis(i, .row, measuredWidth, ownerWidth, ownerWidth)
        if rules.measuresContentAtBoundedSize && widthMode != .stretchFit && heightMode != .stretchFit && boundedWidth != measuredWidth {
            // The content's width was clamped (a max width below its min-content width, where the
            // measure answered at min-content): its lines are laid out at the box's width.
            size = measures[Int(node(i).measureSlot)](max(0, boundedWidth - paddingAndBorderRow), .exactly,
                                                            innerHeight, heightMode.measureMode)
        }
        let measuredHeight = heightMode == .stretchFit ? availableHeight : size.height + paddingAndBorderColumn
        node(i).layout.measuredWidth = boundedWidth
        node(i).layout.measuredHeight = boundAxis(i, .column, measuredHeight, ownerHeight, ownerWidth)
    }

    /// A node without children: its padding and border unless the size is given.
    func measureEmpty(_ i: Int32, _ direction: Direction, _ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
                      ownerWidth: Float, ownerHeight: Float) {
        if rules.ratioTransfersSizes && !(widthMode == .stretchFit && heightMode == .stretchFit),
           let ratio = node(i).style.aspectRatio {
            sizeWithAspectRatio(i, ratio, width, height, widthMode, heightMode, ownerWidth: ownerWidth,
                                ownerHeight: ownerHeight) { _, _ in Size(width: 0, height: 0) }
            return
        }
        let w = widthMode == .stretchFit ? width : paddingAndBorderSum(i, .left, .right, direction, ownerWidth)
        let h = heightMode == .stretchFit ? height : paddingAndBorderSum(i, .top, .bottom, direction, ownerWidth)
        node(i).layout.measuredWidth = boundAxis(i, .row, w, ownerWidth, ownerWidth)
        node(i).layout.measuredHeight = boundAxis(i, .column, h, ownerHeight, ownerWidth)
    }

    /// Padding plus border of two opposite edges.
    @inline(__always)
    func paddingAndBorderSum(_ i: Int32, _ start: Edge, _ end: Edge, _ direction: Direction, _ ownerWidth: Float) -> Float {
        paddingAndBorder(i, start, direction, ownerWidth) + paddingAndBorder(i, end, direction, ownerWidth)
    }

    /// Whether a constraint fixes the size in its axis: an exact size, or in Yoga an at-most
    /// bound of zero or less (`size` without margins).
    @inline(__always)
    func isFixedSize(_ size: Float, _ mode: SizingMode) -> Bool {
        mode == .stretchFit || (rules.fixesZeroBoundSizeUnmeasured && mode == .fitContent && size <= 0)
    }

    /// When only sizing, a node whose constraints already fix its size needs no recursion: each
    /// size exact or (Yoga) an at-most bound of zero or less, which Yoga takes as the node's size
    /// in that axis without measuring its content.
    func measureFixedSize(_ i: Int32, _ width: Float, _ height: Float, _ widthMode: SizingMode,
                          _ heightMode: SizingMode, ownerWidth: Float, ownerHeight: Float) -> Bool {
        guard isFixedSize(width, widthMode) && isFixedSize(height, heightMode) else { return false }
        node(i).layout.sizedByConstraints = true
        let w: Float = width.isNaN || (widthMode == .fitContent && width < 0) ? 0 : width
        let h: Float = height.isNaN || (heightMode == .fitContent && height < 0) ? 0 : height
        node(i).layout.measuredWidth = boundAxis(i, .row, w, ownerWidth, ownerWidth)
        node(i).layout.measuredHeight = boundAxis(i, .column, h, ownerHeight, ownerWidth)
        return true
    }
}
