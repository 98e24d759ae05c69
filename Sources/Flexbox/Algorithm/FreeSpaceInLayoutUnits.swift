// CSS Flexbox §9.7 step 4c ("distribute free space proportional to the flex factors"), in plain
// CSS as Chromium performs it in layout units (1/64 px, `LayoutUnits.swift`): the shares are whole
// units and add up to the free space exactly. Observed in Chromium (seven `flex-grow: 1` items
// in 100px are 914, 915, 914, 915, 914, 914, 914 units wide, in every direction and
// `flex-direction`): the items are served from the last in document order to the first, each
// taking its flex factor's part of what is still to share, rounded to the nearest unit (a half
// away from zero), so the first item takes the rest.

extension LayoutEngine {
    /// Sets each unfrozen item's `flexTarget` to its flex base plus its share of `remaining`
    /// (points), shared by flex-grow factors when `growing`, else by scaled flex-shrink factors
    /// (`weight`), in whole layout units. `truncate` rounds `remaining` toward zero first (a sum
    /// of flex factors below 1 scales the free space, and Chromium truncates that product).
    /// MAY run off the main thread (as all layout).
    /// - Complexity: O(items of the line).
    func distributeInLayoutUnits(_ i: Int32, _ line: FlexLine, remaining: Float, truncate: Bool,
                                 weight: (Int32) -> Float) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, line.itemCount)) { items in
            var count = 0
            var total: Double = 0
            forEachItem(i, line) { child in
                guard !node(child).layout.isFrozen else { return }
                items[count] = child
                count += 1
                total += Double(weight(child))
            }
            let units = Double(remaining) * 64
            var rest = truncate ? units.rounded(.towardZero) : units.rounded()
            var k = count - 1
            while k >= 0 {
                let child = items[k]
                let w = Double(weight(child))
                let share = total > 0 && w > 0 ? (rest * w / total).rounded() : 0
                rest -= share
                total -= w
                node(child).layout.flexTarget = node(child).layout.computedFlexBasis + Float(share / 64)
                k -= 1
            }
        }
    }
}
