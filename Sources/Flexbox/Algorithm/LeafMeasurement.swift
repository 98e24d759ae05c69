// Sizing nodes that need no flex algorithm: measured leaves, empty containers, and nodes whose
// size is already fixed by their constraints.

extension LayoutEngine {
    /// A leaf with a measure function: asks it for the content size (without padding and border).
    func measureLeaf(_ i: Int32, _ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
                     ownerWidth: Float, ownerHeight: Float) {
        let availableWidth = widthMode == .maxContent ? Float.nan : width
        let availableHeight = heightMode == .maxContent ? Float.nan : height
        let paddingAndBorderRow = nodes[Int(i)].layout.padding.left + nodes[Int(i)].layout.padding.right + nodes[Int(i)].layout.border.left + nodes[Int(i)].layout.border.right
        let paddingAndBorderColumn = nodes[Int(i)].layout.padding.top + nodes[Int(i)].layout.padding.bottom + nodes[Int(i)].layout.border.top + nodes[Int(i)].layout.border.bottom
        if widthMode == .stretchFit && heightMode == .stretchFit {
            nodes[Int(i)].layout.measuredWidth = boundAxis(i, .row, availableWidth, ownerWidth, ownerWidth)
            nodes[Int(i)].layout.measuredHeight = boundAxis(i, .column, availableHeight, ownerHeight, ownerWidth)
            return
        }
        // Never hand the measure function a negative size.
        let innerWidth = availableWidth.isNaN ? availableWidth : max(0, availableWidth - paddingAndBorderRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : max(0, availableHeight - paddingAndBorderColumn)
        let size = measures[Int(nodes[Int(i)].measureSlot)](innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        let measuredWidth = widthMode == .stretchFit ? availableWidth : size.width + paddingAndBorderRow
        let measuredHeight = heightMode == .stretchFit ? availableHeight : size.height + paddingAndBorderColumn
        nodes[Int(i)].layout.measuredWidth = boundAxis(i, .row, measuredWidth, ownerWidth, ownerWidth)
        nodes[Int(i)].layout.measuredHeight = boundAxis(i, .column, measuredHeight, ownerHeight, ownerWidth)
    }

    /// A node without children: its padding and border unless the size is given.
    func measureEmpty(_ i: Int32, _ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
                      ownerWidth: Float, ownerHeight: Float) {
        var w = width
        if widthMode != .stretchFit {
            w = nodes[Int(i)].layout.padding.left + nodes[Int(i)].layout.padding.right + nodes[Int(i)].layout.border.left + nodes[Int(i)].layout.border.right
        }
        var h = height
        if heightMode != .stretchFit {
            h = nodes[Int(i)].layout.padding.top + nodes[Int(i)].layout.padding.bottom + nodes[Int(i)].layout.border.top + nodes[Int(i)].layout.border.bottom
        }
        nodes[Int(i)].layout.measuredWidth = boundAxis(i, .row, w, ownerWidth, ownerWidth)
        nodes[Int(i)].layout.measuredHeight = boundAxis(i, .column, h, ownerHeight, ownerWidth)
    }

    /// When only sizing, a node whose constraints already fix its size needs no recursion.
    func measureFixedSize(_ i: Int32, _ width: Float, _ height: Float, _ widthMode: SizingMode,
                          _ heightMode: SizingMode, ownerWidth: Float, ownerHeight: Float) -> Bool {
        let fixed = widthMode == .stretchFit && heightMode == .stretchFit
        guard fixed else { return false }
        let w: Float = width.isNaN || (widthMode == .fitContent && width < 0) ? 0 : width
        let h: Float = height.isNaN || (heightMode == .fitContent && height < 0) ? 0 : height
        nodes[Int(i)].layout.measuredWidth = boundAxis(i, .row, w, ownerWidth, ownerWidth)
        nodes[Int(i)].layout.measuredHeight = boundAxis(i, .column, h, ownerHeight, ownerWidth)
        return true
    }
}
