// Which items take part in baseline alignment (CSS Flexbox §8.3, §9.4 step 8): an item whose
// align-self is `baseline` participates only if neither of its cross-axis margins is `auto`.
// The auto margins win, as for any other alignment. Yoga aligns such an item by its baseline
// anyway, so the rule applies in plain CSS only.

extension LayoutEngine {
    /// True when `child` is aligned by its baseline within its line of `container`.
    @inline(__always)
    func participatesInBaseline(_ child: Int32, in container: Int32) -> Bool {
        guard alignment(of: child, in: container) == .baseline else { return false }
        guard rules.baselineGroupsOfParticipantsOnly && node(child).hasMargin else { return true }
        // Baseline alignment exists for rows only, so the cross axis is vertical.
        let margin = node(child).style.margin
        let direction = node(container).layout.direction
        return margin.value(.top, direction: direction) != .auto && margin.value(.bottom, direction: direction) != .auto
    }

    /// Places a non-participating baseline item in its line by its auto cross margins (CSS
    /// §8.1): they share the free space of the line; a single one takes all of it.
    func placeByAutoMargins(_ child: Int32, in container: Int32, _ c: ContainerContext, currentLead: Float, lineHeight: Float) {
        let start = c.crossAxis.startEdge, end = c.crossAxis.endEdge
        // Wrap-reverse lines are mirrored afterwards: the physical cross-end margin leads here.
        let swapped = node(container).style.flexWrap == .wrapReverse
        let startAuto = isMarginAuto(child, swapped ? end : start, c.direction)
        let endAuto = isMarginAuto(child, swapped ? start : end, c.direction)
        let startMargin = margin(child, start, c.direction, c.availableInnerWidth)
        let free = lineHeight - measuredWithMargin(child, c.crossAxis, c.availableInnerWidth)
        var offset = startMargin
        if startAuto && endAuto {
            offset += max(0, leadingOffsetInLayoutUnits(free / 2, mirrored: swapped))
        } else if startAuto {
            offset += max(0, free)
        }
        node(child).layout.position[start] = currentLead + offset
    }
}
