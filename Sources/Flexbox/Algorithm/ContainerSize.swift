// STEP 9: the container's own size once its lines are known.

extension LayoutEngine {
    func finalizeSize(_ i: Int32, _ c: ContainerContext, availableWidth: Float, availableHeight: Float,
                      maxLineMainDim: Float, totalLineCrossDim: Float) {
        node(i).layout.measuredWidth = boundAxis(i, .row, availableWidth, c.ownerWidth, c.ownerWidth)
        node(i).layout.measuredHeight = boundAxis(i, .column, availableHeight, c.ownerHeight, c.ownerWidth)
        let scrolls = clampsContentToAvailableSpace(i)
        // Content-sized axes take their content's size (a scroll container stays within bounds).
        if c.mainMode == .maxContent || (!scrolls && c.mainMode == .fitContent) {
            setMeasured(i, c.mainAxis, boundAxis(i, c.mainAxis, maxLineMainDim, c.mainOwnerSize, c.ownerWidth))
        } else if c.mainMode == .fitContent && scrolls {
            setMeasured(i, c.mainAxis, maxOrDefined(
                minOrDefined(c.availableInnerMain + c.paddingAndBorderMain,
                             boundWithinMinMax(i, c.mainAxis, maxLineMainDim, c.mainOwnerSize, c.ownerWidth)),
                c.paddingAndBorderMain))
        }
        if c.crossMode == .maxContent || (!scrolls && c.crossMode == .fitContent) {
            setMeasured(i, c.crossAxis, boundAxis(i, c.crossAxis, totalLineCrossDim + c.paddingAndBorderCross,
                                                  c.crossOwnerSize, c.ownerWidth))
        } else if c.crossMode == .fitContent && scrolls {
            setMeasured(i, c.crossAxis, maxOrDefined(
                minOrDefined(c.availableInnerCross + c.paddingAndBorderCross,
                             boundWithinMinMax(i, c.crossAxis, totalLineCrossDim + c.paddingAndBorderCross,
                                               c.crossOwnerSize, c.ownerWidth)),
                c.paddingAndBorderCross))
        }
    }
}
