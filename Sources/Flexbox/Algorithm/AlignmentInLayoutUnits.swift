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
// `align-content` places lines the same way (the offset before the first line truncated, lines
// sharing free space at offsets rounded to the nearest unit), and `stretch` gives each line its
// share so that every line's end lies on the nearest unit of its exact end (free space of 6401
// units over three empty lines makes them 2134, 2133 and 2134 units high).
//
// Chromium rounds in the container's writing-mode frame: from its top, and from its left (right
// under `direction: rtl`). A reversed axis (`row-reverse`, `column-reverse`; `wrap-reverse` for
// the cross axis) places its items from the other edge, as the mirror image of the forward
// layout with the items in reverse order: `column-reverse` centring 5761 units of free space
// puts the item 2880 units below the top, 2881 above the bottom. The engine places items from
// their flex start, so on a reversed axis it rounds as the mirror would (`mirrored`): the
// truncated offset becomes the exact offset plus what the truncation took, and a half unit
// rounds toward the start.

extension LayoutEngine {
    /// The offset before a line's first item (or an item in its line's cross axis) that
    /// `justify-content`/`align-self` derive from a share of the free space: in plain CSS
    /// truncated to layout units (from the far edge when `mirrored`).
    @inline(__always)
    func leadingOffsetInLayoutUnits(_ offset: Float, mirrored: Bool) -> Float {
        guard rules.usesLayoutUnits else { return offset }
        let truncated = truncatedToLayoutUnits(offset)
        return mirrored ? 2 * offset - truncated : truncated
    }

    /// An item's main-axis offset where the line shares its free space between items or auto
    /// margins (`distributes`): in plain CSS rounded to the nearest layout unit (a half unit
    /// toward the start when `mirrored`).
    @inline(__always)
    func distributedOffsetInLayoutUnits(_ offset: Float, distributes: Bool, mirrored: Bool) -> Float {
        guard rules.usesLayoutUnits && distributes else { return offset }
        return mirrored ? roundedHalfDownToLayoutUnits(offset) : roundedToLayoutUnits(offset)
    }
}
