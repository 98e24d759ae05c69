// STEP 5 in plain CSS (no min-size erratum): the iterative "resolve the flexible lengths" loop
// of CSS Flexbox §9.7, which freezes items at their min/max (including automatic minimums)
// and redistributes until nothing violates. Yoga's two passes approximate it.

extension LayoutEngine {
    func resolveFlexibleLengthsCSS(_ i: Int32, _ c: ContainerContext, _ line: inout FlexLine, mainAxisOverflows: Bool) {
        let growing = line.remainingFreeSpace > 0
        // Outer available space, and what margins and gaps take of it.
        var hypotheticalSum: Float = 0
        forEachItem(i, line) { child in
            let base = node(child).layout.computedFlexBasis
            // The hypothetical main size is a border box: never below the padding and border,
            // as the line collected it.
            let hypothetical = boundItem(child, c.mainAxis, base, c.percentMain, c.availableInnerWidth)
            hypotheticalSum += hypothetical
            let factor = growing ? flexGrow(child) : flexShrink(child)
            // Inflexible items, and items already past their clamp in the flex direction, keep
            // their hypothetical size.
            let frozen = line.remainingFreeSpace == 0 || factor == 0
                || (growing && base > hypothetical) || (!growing && base < hypothetical)
            node(child).layout.isFrozen = frozen
            node(child).layout.flexTarget = frozen ? hypothetical : base
        }
        let available = line.sizeConsumed + line.remainingFreeSpace
        let fixed = line.sizeConsumed - hypotheticalSum
        func freeSpace() -> Float {
            var used = fixed
            forEachItem(i, line) { used += node($0).layout.flexTarget }
            return available - used
        }
        let initialFree = freeSpace()
        for _ in 0...line.itemCount {
            var factors: Float = 0, scaledShrink: Float = 0, unfrozen = 0
            forEachItem(i, line) { child in
                guard !node(child).layout.isFrozen else { return }
                unfrozen += 1
                factors += growing ? flexGrow(child) : flexShrink(child)
                scaledShrink += flexShrink(child) * innerBase(child, c)
            }
            if unfrozen == 0 { break }
            // Unfrozen bases again, then share what is left.
            forEachItem(i, line) { child in
                if !node(child).layout.isFrozen {
                    node(child).layout.flexTarget = node(child).layout.computedFlexBasis
                }
            }
            var remaining = freeSpace()
            var scaledByFactors = false
            if factors < 1 && abs(initialFree * factors) < abs(remaining) {
                remaining = initialFree * factors
                scaledByFactors = true
            }
            // Shares in whole layout units, summing to the free space (`FreeSpaceInLayoutUnits.swift`).
            if growing && factors > 0 {
                distributeInLayoutUnits(i, line, remaining: remaining, truncate: scaledByFactors) { flexGrow($0) }
            } else if !growing && scaledShrink > 0 {
                distributeInLayoutUnits(i, line, remaining: remaining, truncate: scaledByFactors) {
                    flexShrink($0) * innerBase($0, c)
                }
            }
            var totalViolation: Float = 0
            forEachItem(i, line) { child in
                guard !node(child).layout.isFrozen else { return }
                let target = node(child).layout.flexTarget
                let clamped = boundItem(child, c.mainAxis, target, c.percentMain, c.availableInnerWidth)
                totalViolation += clamped - target
            }
            forEachItem(i, line) { child in
                guard !node(child).layout.isFrozen else { return }
                let target = node(child).layout.flexTarget
                let clamped = boundItem(child, c.mainAxis, target, c.percentMain, c.availableInnerWidth)
                let violation = clamped - target
                if totalViolation == 0 || (totalViolation > 0 && violation > 0) || (totalViolation < 0 && violation < 0) {
                    node(child).layout.isFrozen = true
                }
                node(child).layout.flexTarget = clamped
            }
        }
        line.remainingFreeSpace = freeSpace()
        forEachItem(i, line) { child in
            layoutFlexedItem(i, c, child, mainSize: node(child).layout.flexTarget, mainAxisOverflows: mainAxisOverflows)
        }
    }

    /// The flex base size of the content box: CSS scales shrinking by it.
    @inline(__always)
    private func innerBase(_ child: Int32, _ c: ContainerContext) -> Float {
        max(0, node(child).layout.computedFlexBasis - paddingAndBorderForAxis(child, c.mainAxis, c.availableInnerWidth))
    }
}
