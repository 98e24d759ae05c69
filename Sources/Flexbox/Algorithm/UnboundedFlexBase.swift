// CSS Flexbox §9.2.3: "when determining the flex base size, the item's min and max main sizes
// are ignored (no clamping occurs)". Only the hypothetical main size is clamped, and the
// flexible-length loop (§9.7) then freezes items at their violated bounds. A content-based
// basis therefore needs the item's size measured as if it had no min/max in the main axis.
// A percentage flex basis against an indefinite main size is `content` (§7.2.3): measured as if
// the main size were `auto` too.

extension LayoutEngine {
    /// Whether `child` has a min or max size in `axis` that could clamp its content size.
    @inline(__always)
    func hasMainBounds(_ child: Int32, _ axis: FlexDirection) -> Bool {
        let style = node(child).style
        let minimum = axis.isRow ? style.minWidth : style.minHeight
        let maximum = axis.isRow ? style.maxWidth : style.maxHeight
        return !(minimum == .undefined || minimum == .auto) || !(maximum == .undefined || maximum == .auto)
    }

    /// Runs `measure` (a sizing pass of `child`) with the child's min/max in `axis` removed (and
    /// its size in `axis` when `size` is true), and restores them. The pass neither reads nor keeps cache entries of `child` (they hold
    /// clamped sizes); its descendants use their caches as usual, since their constraints are
    /// part of the key.
    func measureIgnoringMainBounds(_ child: Int32, _ axis: FlexDirection, _ ownerDirection: Direction,
                                   size: Bool = false, _ measure: () -> Void) {
        let savedStyle = node(child).style
        let savedCache = node(child).layout.cache
        // A node the next regular pass would have to revisit holds stale entries: drop them.
        let stale = (node(child).isDirty && node(child).layout.generation != generation)
            || node(child).layout.lastOwnerDirection != ownerDirection
        var unbounded = savedStyle
        // (A min size set to a length becomes 0, not `auto`: it clamps nothing, and the box's
        // own automatic minimum — a ratio box grown to fit its content — still does not apply,
        // as in Chromium: `min-height: 13px; aspect-ratio: 3` around 15 px of padding has a
        // flex base size from its ratio, not from the padding.)
        func released(_ minimum: Length) -> Length { minimum == .undefined || minimum == .auto ? minimum : .points(0) }
        if axis.isRow {
            unbounded.minWidth = released(savedStyle.minWidth)
            unbounded.maxWidth = .undefined
            if size { unbounded.width = .auto }
        } else {
            unbounded.minHeight = released(savedStyle.minHeight)
            // A multi-line column keeps its max height: it is where its lines break, and its
            // content height is that of those lines (observed in Chromium: `max-height: 58px`
            // over items 51 and 10 high is 51 high as an item of a column too).
            if !isMultiLineColumn(child) { unbounded.maxHeight = .undefined }
            if size { unbounded.height = .auto }
        }
        node(child).style = unbounded
        node(child).layout.cache.clear()
        measure()
        node(child).style = savedStyle
        // A layout the pass made for a baseline inside forgot the child's kept full layout.
        let forgotten = node(child).layout.cache.layout.isForgotten
        node(child).layout.cache = stale ? LayoutCache() : savedCache
        if forgotten { node(child).layout.cache.layout = .forgotten }
    }

    /// Whether `i` is a multi-line column container.
    @inline(__always)
    private func isMultiLineColumn(_ i: Int32) -> Bool {
        let style = node(i).style
        return style.flexWrap != .noWrap && !style.flexDirection.isRow
    }
}
