// STEPS 5–7 for one line: resolve flexible lengths, justify along the main axis, align
// along the cross axis.

extension LayoutEngine {
    func layoutLine(_ i: Int32, _ c: inout ContainerContext, _ line: inout FlexLine, mainAxisOverflows: Bool,
                    totalLineCrossDim: Float) {
        var sizeBasedOnContent = false
        // The container's main size is not fixed: the line's content may decide it (in a
        // content-sized multi-line CSS column, the longest line has settled it for every line).
        if c.mainMode != .stretchFit && !c.settledMultiLineMain.isNaN {
            c.availableInnerMain = c.settledMultiLineMain
        } else if c.mainMode != .stretchFit {
            let minMain = resolvedMinSize(i, c.mainAxis, c.mainOwnerSize, c.ownerWidth) - c.paddingAndBorderMain
            var maxMain = resolvedMaxSize(i, c.mainAxis, c.mainOwnerSize, c.ownerWidth) - c.paddingAndBorderMain
            // CSS Sizing 3 §5.2: a min size above the max size wins; and a max size below the
            // padding and border leaves a content box of 0, never a negative one (CSS Box
            // Sizing §4: the border box holds its padding and border).
            if rules.minWinsOverMax && maxMain < minMain { maxMain = minMain }
            if rules.contentBoxFloorsAtZero && maxMain < 0 { maxMain = 0 }
            if !minMain.isNaN && line.sizeConsumed < minMain {
                c.availableInnerMain = minMain
            } else if !maxMain.isNaN && line.sizeConsumed > maxMain {
                c.availableInnerMain = maxMain
            } else {
                let legacyStretch = hasErrata(.stretchFlexBasis)
                if !legacyStretch && (line.totalFlexGrowFactors == 0 || flexGrow(i) == 0) {
                    // Nothing can grow: the content's size is all the space the line needs.
                    c.availableInnerMain = line.sizeConsumed
                }
                sizeBasedOnContent = !legacyStretch
            }
        }
        if !sizeBasedOnContent && !c.availableInnerMain.isNaN {
            line.remainingFreeSpace = c.availableInnerMain - line.sizeConsumed
        } else if line.sizeConsumed < 0 {
            // Sized by content that is negative overall: the content gets 0 points.
            line.remainingFreeSpace = -line.sizeConsumed
        }
        if c.performLayout || c.crossMode != .stretchFit || c.measuresContentExtent {
            resolveFlexibleLengths(i, c, &line, mainAxisOverflows: mainAxisOverflows)
        }
        if c.performLayout && line.remainingFreeSpace < 0 { node(i).layout.hadOverflow = true }

        justifyMainAxis(i, c, &line)

        var containerCrossAxis = c.availableInnerCross
        if c.crossMode == .maxContent || c.crossMode == .fitContent {
            containerCrossAxis = boundAxis(i, c.crossAxis, line.crossDim + c.paddingAndBorderCross, c.crossOwnerSize,
                                           c.ownerWidth) - c.paddingAndBorderCross
        }
        line.contentCrossDim = line.crossDim
        if !c.isWrap && c.crossMode == .stretchFit { line.crossDim = c.availableInnerCross }
        // The line's cross size is clamped by the container's min/max cross size.
        if !c.isWrap {
            line.crossDim = boundAxis(i, c.crossAxis, line.crossDim + c.paddingAndBorderCross, c.crossOwnerSize,
                                      c.ownerWidth) - c.paddingAndBorderCross
        }
        if c.performLayout {
            alignItemsInLine(i, c, line, containerCrossAxis: containerCrossAxis, totalLineCrossDim: totalLineCrossDim)
        }
    }
}
