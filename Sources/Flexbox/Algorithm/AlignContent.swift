// STEP 8: distributing lines in the cross axis (`align-content`) and aligning items inside
// their line, including baseline alignment.

extension LayoutEngine {
    func alignContent(_ i: Int32, _ c: ContainerContext, lineCount: Int, totalLineCrossDim: Float, crossGap: Float) {
        var leadPerLine: Float = 0
        var currentLead = c.leadingPaddingAndBorderCross
        var extraSpacePerLine: Float = 0
        let unclampedCrossDim: Float
        if c.crossMode == .stretchFit {
            unclampedCrossDim = c.availableInnerCross + c.paddingAndBorderCross
        } else if hasDefiniteLength(i, c.crossAxis, c.crossOwnerSize) {
            unclampedCrossDim = resolvedSize(i, c.crossAxis, c.crossOwnerSize, c.ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + c.paddingAndBorderCross
        }
        let innerCrossDim = boundAxis(i, c.crossAxis, unclampedCrossDim, c.crossOwnerSize, c.ownerWidth)
            - c.paddingAndBorderCross
        let remaining = innerCrossDim - totalLineCrossDim
        var align = node(i).style.alignContent
        // Under wrap-reverse the cross axis runs backwards, so `start` is flex-end.
        let reversed = node(i).style.flexWrap == .wrapReverse
        if align == .start || align == .end { align = flowRelativeContentAlignment(align, reversed: reversed) }
        if remaining < 0 {
            // As for justify-content: CSS sends space-around/space-evenly to `start`, which
            // wrap-reverse puts at the cross end.
            switch align {
            case .spaceBetween, .stretch: align = .flexStart
            case .spaceAround, .spaceEvenly: align = rules.distributedAlignmentFallsBack && reversed ? .flexEnd : .flexStart
            default: break
            }
        }
        let lines = Float(lineCount)
        // (CSS: in layout units, as `justify-content` places items — `AlignmentInLayoutUnits`.)
        let mirrored = reversed && rules.usesLayoutUnits
        switch align {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += leadingOffsetInLayoutUnits(remaining / 2, mirrored: mirrored)
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += leadingOffsetInLayoutUnits(remaining / (2 * lines), mirrored: mirrored)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += leadingOffsetInLayoutUnits(remaining / (lines + 1), mirrored: mirrored)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        default: break
        }
        let distributes = leadPerLine != 0 || extraSpacePerLine != 0

        var lineStart = firstLayoutChild(i)
        for lineIndex in 0..<lineCount {
            // The line's height and its end.
            var lineHeight: Float = 0
            // CSS: a baseline group may start before the line or end before the baseline
            // (negative margins): its extents start below any item's, not at 0.
            var maxAscent: Float = rules.baselineExtentsMayBeNegative ? -.infinity : 0
            var maxDescent: Float = maxAscent
            var child = lineStart
            while child != -1 {
                if node(child).style.display != .none && node(child).style.position != .absolute {
                    if node(child).layout.lineIndex != Int32(lineIndex) { break }
                    if !measured(child, c.crossAxis).isNaN {
                        lineHeight = maxOrDefined(lineHeight, measuredWithMargin(child, c.crossAxis, c.availableInnerWidth))
                    }
                    if participatesInBaseline(child, in: i) {
                        layOutForBaseline(child, c)
                        let ascent = baseline(child, ownerWidth: c.availableInnerWidth) + margin(child, .top, c.direction, c.availableInnerWidth)
                        let descent = node(child).layout.measuredHeight + marginForAxis(child, .column, c.availableInnerWidth)
                            - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    } else if isColumnBaselineItem(child, in: i) {
                        // CSS columns: the baseline is synthesized at the left border edge.
                        maxAscent = maxOrDefined(maxAscent, margin(child, .left, c.direction, c.availableInnerWidth))
                        maxDescent = maxOrDefined(maxDescent, node(child).layout.measuredWidth
                            + margin(child, .right, c.direction, c.availableInnerWidth))
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                child = nextLayoutChild(child, i)
            }
            let lineEnd = child
            if lineIndex != 0 { currentLead += crossGap }
            lineHeight += extraSpacePerLine
            // The line of a single-line container is as tall as the container (CSS §9.4 step 15),
            // even when its baseline group reaches further.
            if rules.singleLineFillsContainer && !c.isWrap && !innerCrossDim.isNaN { lineHeight = innerCrossDim }
            // A line sharing free space starts and (stretched) ends on the layout units nearest
            // its exact edges.
            let lineLead = distributedOffsetInLayoutUnits(currentLead, distributes: distributes, mirrored: mirrored)
            let placedHeight = rules.usesLayoutUnits && extraSpacePerLine != 0
                ? distributedOffsetInLayoutUnits(currentLead + lineHeight, distributes: true, mirrored: mirrored) - lineLead
                : lineHeight
            child = lineStart
            while child != lineEnd {
                if node(child).style.display != .none && node(child).style.position != .absolute {
                    placeInLine(i, c, child, currentLead: lineLead, lineHeight: placedHeight, leadPerLine: leadPerLine,
                                maxAscent: maxAscent, maxDescent: maxDescent)
                }
                child = nextLayoutChild(child, i)
            }
            currentLead += leadPerLine + lineHeight
            lineStart = lineEnd
        }
    }

    private func placeInLine(_ i: Int32, _ c: ContainerContext, _ child: Int32, currentLead: Float, lineHeight: Float,
                             leadPerLine: Float, maxAscent: Float, maxDescent: Float) {
        let start = c.crossAxis.startEdge
        if rules.sizesLinesFromContent && c.isWrap && !c.isMainAxisRow && lineHeight > c.availableInnerCross {
            fitToWiderLine(i, c, child, lineHeight: lineHeight)
        }
        // CSS: auto cross margins take the line's free space before any alignment (§8.1).
        if rules.autoMarginsPerSpec && node(child).hasMargin
            && (isMarginAuto(child, start, c.direction) || isMarginAuto(child, c.crossAxis.endEdge, c.direction)) {
            placeByAutoMargins(child, in: i, c, currentLead: currentLead, lineHeight: lineHeight)
            return
        }
        if isColumnBaselineItem(child, in: i) {
            // The group sits at the line's final cross start: its left edge when the forward
            // start is the left and the lines are not mirrored afterwards (or both are flipped).
            let reversed = node(i).style.flexWrap == .wrapReverse
            let leftLeads = (c.crossAxis.startEdge == .left) != reversed
            // Step 10 mirrors the margin box; this position is the border box's own.
            let mirrorShift = reversed
                ? margin(child, start, c.direction, c.availableInnerWidth)
                    - margin(child, c.crossAxis.endEdge, c.direction, c.availableInnerWidth)
                : 0
            node(child).layout.position[start] = currentLead + mirrorShift
                + (leftLeads ? maxAscent : maxDescent - node(child).layout.measuredWidth)
            return
        }
        switch alignment(of: child, in: i) {
        case .flexStart, .start:
            // Yoga offsets a cross-start item of a multi-line (or baseline) container by its
            // cross-start inset, not its margin (as it offsets a baseline item by its top inset).
            let offset = rules.alignsMarginBoxes ? margin(child, start, c.direction, c.availableInnerWidth)
                : insetValue(child, start, c.direction, c.availableInnerWidth)
            node(child).layout.position[start] = currentLead + offset
        case .flexEnd, .end:
            node(child).layout.position[start] = currentLead + lineHeight
                - margin(child, c.crossAxis.endEdge, c.direction, c.availableInnerWidth) - measured(child, c.crossAxis)
        case .center:
            // Yoga centres the border box in the line; CSS the margin box.
            let margins = rules.alignsMarginBoxes
                ? (margin(child, start, c.direction, c.availableInnerWidth),
                   margin(child, c.crossAxis.endEdge, c.direction, c.availableInnerWidth))
                : (0, 0)
            let offset = leadingOffsetInLayoutUnits((lineHeight - measured(child, c.crossAxis) - margins.0 - margins.1) / 2,
                                                    mirrored: node(i).style.flexWrap == .wrapReverse)
            node(child).layout.position[start] = currentLead + margins.0 + offset
        case .stretch:
            node(child).layout.position[start] = currentLead + margin(child, start, c.direction, c.availableInnerWidth)
            // Stretched items were sized to the container; size them to the line now.
            if isCrossSizeStretchable(child, c.crossAxis, c.availableInnerCross) {
                // Yoga stretches the item over the line and the space `align-content` puts
                // after it (space-between/around/evenly).
                let stretched = rules.stretchCoversLineSpacing ? leadPerLine + lineHeight : lineHeight
                let width = c.isMainAxisRow
                    ? node(child).layout.measuredWidth + marginForAxis(child, c.mainAxis, c.availableInnerWidth)
                    : stretched
                // Yoga adds the cross-axis margins to a column item's height; CSS its own.
                let height = c.isMainAxisRow
                    ? stretched
                    : node(child).layout.measuredHeight
                        + marginForAxis(child, rules.stretchedColumnHeightTakesCrossMargins ? c.crossAxis : c.mainAxis,
                                        c.availableInnerWidth)
                // Yoga skips it when both sizes equal the measured ones (it compares sizes that
                // carry cross-axis margins with sizes that carry none). Every item was laid out
                // earlier in this pass (step 5 or 7), so the layout kept is this call's own.
                if rules.skipsStretchAtMeasuredSize && inexactEquals(width, node(child).layout.measuredWidth)
                    && inexactEquals(height, node(child).layout.measuredHeight) {
                    return
                }
                // In CSS always through `layoutNode` (a cache hit when nothing changed).
                layoutNode(child, LayoutRequest(.layout, width, height, ownerDirection: c.direction, .stretchFit,
                                                .stretchFit, ownerWidth: c.availableInnerWidth,
                                                ownerHeight: c.percentHeight, depth: c.depth + 1,
                                                indefiniteHeight: hasIndefiniteMainSize(child, c),
                                                automaticHeight: keepsAutomaticHeight(child, c, height: height,
                                                                                      heightMode: .stretchFit)))
            }
        case .baseline:
            if rules.wrapReverseMirrorsLines && node(i).style.flexWrap == .wrapReverse {
                // The line's cross start is its bottom: the item reaching furthest below the
                // shared baseline is flush with it (§8.3), placed here before the mirroring.
                let ascent = baseline(child, ownerWidth: c.availableInnerWidth)
                    + margin(child, .top, c.direction, c.availableInnerWidth)
                let descent = measuredWithMargin(child, .column, c.availableInnerWidth) - ascent
                node(child).layout.position[.top] = currentLead + maxDescent - descent
                    + margin(child, .top, c.direction, c.availableInnerWidth)
                return
            }
            node(child).layout.position[.top] = currentLead + maxAscent - baseline(child, ownerWidth: c.availableInnerWidth)
                + (rules.baselineIncludesTopInset ? insetValueForBaseline(child, c) : 0)
        case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
            break
        }
    }

    /// CSS, a multi-line column: an item that is not stretched, with an auto width, is laid out
    /// again fit-content within its line when the line is wider than the container's content
    /// box (observed in Chromium: text 90 px wide at max-content, in a `width: 70px` column
    /// beside an 80 px item, is 80 wide; its hypothetical width was fit-content within 70).
    /// A line no wider than the content box gives the hypothetical width again.
    private func fitToWiderLine(_ i: Int32, _ c: ContainerContext, _ child: Int32, lineHeight: Float) {
        let width = node(child).style.width
        guard width == .auto || width == .undefined else { return }
        if alignment(of: child, in: i) == .stretch && !isMarginAuto(child, c.crossAxis.startEdge, c.direction)
            && !isMarginAuto(child, c.crossAxis.endEdge, c.direction) { return }
        layoutNode(child, LayoutRequest(.layout, lineHeight,
                                        node(child).layout.measuredHeight
                                            + marginForAxis(child, .column, c.availableInnerWidth),
                                        ownerDirection: c.direction, .fitContent, .stretchFit,
                                        ownerWidth: c.availableInnerWidth, ownerHeight: c.percentHeight,
                                        depth: c.depth + 1, indefiniteHeight: hasIndefiniteMainSize(child, c)))
    }

    /// Yoga adds the item's top inset (as a position) to its baseline placement.
    @inline(__always)
    private func insetValueForBaseline(_ child: Int32, _ c: ContainerContext) -> Float {
        guard isInsetDefined(child, .top, c.direction) else { return 0 }
        return insetValue(child, .top, c.direction, c.availableInnerCross)
    }

    /// True when the container aligns some item by baseline (rows; in CSS also columns).
    /// - Complexity: O(1) when no node of the tree aligns by baseline, else O(children).
    func isBaselineLayout(_ i: Int32) -> Bool {
        guard usesBaselineAlignment else { return false }
        if node(i).style.flexDirection.isColumn && !rules.columnsAlignBaselines { return false }
        if node(i).style.alignItems == .baseline { return true }
        var child = firstLayoutChild(i)
        while child != -1 {
            if node(child).style.position != .absolute && node(child).style.alignSelf == .baseline { return true }
            child = nextLayoutChild(child, i)
        }
        return false
    }

    /// CSS (Box Alignment §9.1): an item of a column container aligned by `baseline` has no
    /// baseline in the cross axis; one is synthesized at its left border edge and the items
    /// share it as a group (unless an auto cross margin places the item).
    @inline(__always)
    func isColumnBaselineItem(_ child: Int32, in container: Int32) -> Bool {
        guard rules.columnsAlignBaselines, node(container).style.flexDirection.isColumn else { return false }
        guard alignsByBaseline(child, in: container) else { return false }
        guard node(child).hasMargin else { return true }
        let margin = node(child).style.margin
        let direction = node(container).layout.direction
        return margin.value(.left, direction: direction) != .auto && margin.value(.right, direction: direction) != .auto
    }

    /// Distance from the node's top to its first baseline: its baseline function's answer, else
    /// the baseline of its first (or reference, or baseline-aligned) child on the first line,
    /// else its height. Hidden and absolutely positioned children never provide it.
    /// `ownerWidth` is the inner width of the node's container (percent padding resolves on it).
    func baseline(_ i: Int32, ownerWidth: Float) -> Float {
        baseline(i, ownerWidth: ownerWidth, sizingPass: false, isDescendant: false)
    }

    /// Yoga: an item's baseline as a sizing pass sees it — its descendants' offsets are those a
    /// full layout gave them earlier in this call, else still 0 (a fresh tree's), and a descendant
    /// not measured in this call (under a node sized from its constraints alone) has no height
    /// yet: NaN, so the item adds nothing to its line's cross size. Derived from this call's
    /// passes only, so a re-layout equals a layout from scratch.
    func sizingPassBaseline(_ i: Int32, ownerWidth: Float) -> Float {
        baseline(i, ownerWidth: ownerWidth, sizingPass: true, isDescendant: false)
    }

    /// `isDescendant`: `i` is below the item whose baseline is asked for. CSS reads such a node's
    /// offset and height from the item's layout pass (`layout.height`, set with its offset); its
    /// measured height may be newer, from a sizing pass of an ancestor at other constraints (an
    /// item stretched in its line measures 0 there) that the item's cached layout did not redo.
    private func baseline(_ i: Int32, ownerWidth: Float, sizingPass: Bool, isDescendant: Bool) -> Float {
        // Yoga's sizing pass sees a node this call has not visited as a fresh tree has it: no
        // size yet (its size from an earlier call would make a re-layout differ).
        let isUnvisited = sizingPass && node(i).layout.generation != generation
        if node(i).baselineSlot != -1 {
            let value = baselines[Int(node(i).baselineSlot)](isUnvisited ? .nan : node(i).layout.measuredWidth,
                                                                   isUnvisited ? .nan : node(i).layout.measuredHeight)
            let fromBox = node(i).isBaselineFromContentBox
                ? value + paddingAndBorder(i, .top, node(i).layout.direction, ownerWidth) : value
            // (CSS: a measured leaf that scrolls or clips, e.g. text in a box its ratio makes 5
            // high, is a scroll container too.)
            return rules.containerBaselinesPerCSS ? clampedToScrollContainer(i, fromBox, isDescendant: isDescendant) : fromBox
        }
        if isUnvisited { return .nan }
        let chosen = rules.containerBaselinesPerCSS ? visuallyFirstBaselineItem(i) : firstBaselineItem(i)
        if chosen == -1 {
            return rules.containerBaselinesPerCSS && isDescendant ? node(i).layout.height : node(i).layout.measuredHeight
        }
        let innerWidth = node(i).layout.measuredWidth - paddingAndBorderForAxis(i, .row, ownerWidth)
        if sizingPass {
            guard node(i).layout.childrenMeasuredGeneration == generation else { return .nan }
            // Offsets a full layout gave the children earlier in this call count; older ones
            // are a fresh tree's 0.
            let offset = node(i).layout.childrenPositionedGeneration == generation
                ? node(chosen).layout.position[.top] - node(chosen).layout.relativeTop : 0
            return baseline(chosen, ownerWidth: innerWidth, sizingPass: true, isDescendant: true) + offset
        }
        let fromContent = baseline(chosen, ownerWidth: innerWidth, sizingPass: false, isDescendant: true)
            + node(chosen).layout.position[.top] - node(chosen).layout.relativeTop
        return rules.containerBaselinesPerCSS ? clampedToScrollContainer(i, fromContent, isDescendant: isDescendant) : fromContent
    }

    /// CSS: a scroll container (`overflow` other than `visible`) takes its baseline from its
    /// content, but never below its own border box (observed in Chromium: a scroll container 39
    /// high around a 100-high block, or around text scrolled out of view at 58, aligns at 39,
    /// whatever its bottom padding and border; text at 28 stays at 28; a text leaf 5 high with
    /// `overflow: hidden` aligns at 5, not at its text's baseline 8).
    @inline(__always)
    private func clampedToScrollContainer(_ i: Int32, _ baseline: Float, isDescendant: Bool) -> Float {
        guard node(i).style.overflow != .visible else { return baseline }
        return min(baseline, isDescendant ? node(i).layout.height : node(i).layout.measuredHeight)
    }

    /// Yoga: the first item of the first line aligned by baseline (or the reference item), else
    /// the first item of the first line.
    private func firstBaselineItem(_ i: Int32) -> Int32 {
        var chosen: Int32 = -1
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).layout.lineIndex > 0 { break }
            if node(child).style.position == .absolute || node(child).style.display == .none { continue }
            if participatesInBaseline(child, in: i) || node(child).isReferenceBaseline { return child }
            if chosen == -1 { chosen = child }
        }
        return chosen
    }

    /// CSS Flexbox §8.5: the first baseline comes from the first line as laid out (the last one
    /// under `wrap-reverse`): an item of it aligned by baseline, else its startmost item (the
    /// last one of a reversed main axis).
    private func visuallyFirstBaselineItem(_ i: Int32) -> Int32 {
        let wrapReverse = node(i).style.flexWrap == .wrapReverse
        let reversed = node(i).style.flexDirection.isReverse
        var line: Int32 = 0
        var participating: Int32 = -1, startmost: Int32 = -1
        var child = firstLayoutChild(i)
        while child != -1 {
            defer { child = nextLayoutChild(child, i) }
            if node(child).style.position == .absolute || node(child).style.display == .none { continue }
            if node(child).layout.lineIndex != line {
                if !wrapReverse { break }
                line = node(child).layout.lineIndex
                participating = -1
                startmost = -1
            }
            if participating == -1 && (participatesInBaseline(child, in: i) || node(child).isReferenceBaseline) {
                participating = child
            }
            if startmost == -1 || reversed { startmost = child }
        }
        return participating != -1 ? participating : startmost
    }
}
