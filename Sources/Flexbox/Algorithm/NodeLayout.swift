// Laying out one node under constraints, through its caches.

extension LayoutEngine {
    /// Lays out (or only sizes, when `performLayout` is false) node `i` for the given available
    /// size (margin box) and sizing modes, answering from the node's caches when it can.
    /// Returns true when the node was actually recomputed.
    @discardableResult
    func layoutNode(_ i: Int32, _ availableWidth: Float, _ availableHeight: Float, ownerDirection: Direction,
                    _ widthMode: SizingMode, _ heightMode: SizingMode, ownerWidth: Float, ownerHeight: Float,
                    performLayout: Bool, depth: Int) -> Bool {
        let needToVisit = (nodes[Int(i)].isDirty && nodes[Int(i)].layout.generation != generation)
            || nodes[Int(i)].layout.lastOwnerDirection != ownerDirection
        if needToVisit { nodes[Int(i)].layout.cache.clear() }

        var cached: CacheEntry? = nil
        if !needToVisit {
            cached = lookUpCache(i, availableWidth, availableHeight, widthMode, heightMode,
                                 ownerWidth: ownerWidth, performLayout: performLayout)
        }
        if let cached {
            nodes[Int(i)].layout.measuredWidth = cached.computedWidth
            nodes[Int(i)].layout.measuredHeight = cached.computedHeight
        } else {
            computeLayout(i, availableWidth, availableHeight, ownerDirection: ownerDirection, widthMode, heightMode,
                          ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout, depth: depth)
            nodes[Int(i)].layout.lastOwnerDirection = ownerDirection
            let entry = CacheEntry(availableWidth: availableWidth, availableHeight: availableHeight,
                                   widthMode: widthMode, heightMode: heightMode,
                                   computedWidth: nodes[Int(i)].layout.measuredWidth,
                                   computedHeight: nodes[Int(i)].layout.measuredHeight)
            if performLayout { nodes[Int(i)].layout.cache.layout = entry } else { nodes[Int(i)].layout.cache.remember(entry) }
        }
        if performLayout {
            nodes[Int(i)].layout.width = nodes[Int(i)].layout.measuredWidth
            nodes[Int(i)].layout.height = nodes[Int(i)].layout.measuredHeight
            nodes[Int(i)].hasNewLayout = true
            nodes[Int(i)].isDirty = false
        }
        nodes[Int(i)].layout.generation = generation
        return cached == nil
    }

    /// Finds a cached answer valid for these constraints.
    @inline(__always)
    func lookUpCache(_ i: Int32, _ availableWidth: Float, _ availableHeight: Float,
                     _ widthMode: SizingMode, _ heightMode: SizingMode,
                     ownerWidth: Float, performLayout: Bool) -> CacheEntry? {
        let cache = nodes[Int(i)].layout.cache
        if nodes[Int(i)].measureSlot != -1 {
            let marginRow = marginForAxis(i, .row, ownerWidth)
            let marginColumn = marginForAxis(i, .column, ownerWidth)
            if canReuse(cache.layout, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                return cache.layout
            }
            for index in 0..<Int(cache.count) {
                let entry = cache.measurement(index)
                if canReuse(entry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                    return entry
                }
            }
            return nil
        }
        if performLayout {
            let entry = cache.layout
            if inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode {
                return entry
            }
            return nil
        }
        let marginRow = marginForAxis(i, .row, ownerWidth)
        let marginColumn = marginForAxis(i, .column, ownerWidth)
        if canReuse(cache.layout, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
            return cache.layout
        }
        for index in 0..<Int(cache.count) {
            let entry = cache.measurement(index)
            if canReuse(entry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                return entry
            }
        }
        return nil
    }

    /// Whether a measured leaf's earlier answer also holds for new constraints: same constraint,
    /// or an exact size equal to what it measured, or a looser/stricter at-most bound it fits.
    func canReuse(_ entry: CacheEntry, _ width: Float, _ height: Float, _ widthMode: SizingMode,
                  _ heightMode: SizingMode, _ marginRow: Float, _ marginColumn: Float) -> Bool {
        if entry.computedWidth < 0 || entry.computedHeight < 0 { return false }
        let scale = config.pointScaleFactor
        let round = scale != 0
        func snap(_ v: Float) -> Float { round ? roundToGrid(Double(v), scale: scale, forceCeil: false, forceFloor: false) : v }
        let sameWidth = entry.widthMode == widthMode && inexactEquals(snap(entry.availableWidth), snap(width))
        let sameHeight = entry.heightMode == heightMode && inexactEquals(snap(entry.availableHeight), snap(height))
        let widthOK = sameWidth
            || Self.compatible(widthMode, width - marginRow, entry.widthMode, entry.availableWidth, entry.computedWidth)
        let heightOK = sameHeight
            || Self.compatible(heightMode, height - marginColumn, entry.heightMode, entry.availableHeight, entry.computedHeight)
        return widthOK && heightOK
    }

    @inline(__always)
    static func compatible(_ mode: SizingMode, _ size: Float, _ lastMode: SizingMode, _ lastSize: Float,
                           _ lastComputed: Float) -> Bool {
        // An exact size equal to the size measured before.
        if mode == .stretchFit && inexactEquals(size, lastComputed) { return true }
        // Measured unconstrained before, and that size still fits.
        if mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed)) {
            return true
        }
        // A tighter at-most bound that the earlier result still fits in.
        if lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed)) {
            return true
        }
        return false
    }
}
