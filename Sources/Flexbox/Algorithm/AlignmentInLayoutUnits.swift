// CSS Box Alignment §5–6 (`justify-content`, `align-items`/`align-self`) and CSS Flexbox §8.1 (auto
// margins), in plain CSS as Chromium performs them in layout units (1/64 px,
// `LayoutUnits.swift`). Observed in Chromium with free space of an odd number of units: a
// centring offset is the free space halved and truncated toward zero (63 units give 31, −63 give
// −31), in both axes, and so is the offset before the first item of `space-around` (the free
// space over twice the item count) and of `space-evenly` (over the item count plus one). Space
// shared between items (`space-between`/`-around`/`-evenly`) and by main-axis auto margins is
// not whole units each: every item is placed at its exact offset rounded to the nearest unit
// (`space-between` of 63 units over three items gives gaps of 32 and 31; six auto margins of
// 61 units put the items at 10, 31 and 51 units from the edges of their margins).

extension LayoutEngine {
    /// The offset before a line's first item (or an item in its line's cross axis) that
    /// `justify-content`/`align-self` derive from a share of the free space: in plain CSS
    /// truncated to layout units.
    @inline(__always)
    func leadingOffsetInLayoutUnits(_ offset: Float) -> Float {
        isPlainCSS ? truncatedToLayoutUnits(offset) : offset
    }

    /// An item's main-axis offset where the line shares its free space between items or auto
    /// margins (`distributes`): in plain CSS rounded to the nearest layout unit.
    @inline(__always)
    func distributedOffsetInLayoutUnits(_ offset: Float, distributes: Bool) -> Float {
        isPlainCSS && distributes ? roundedToLayoutUnits(offset) : offset
    }
}
