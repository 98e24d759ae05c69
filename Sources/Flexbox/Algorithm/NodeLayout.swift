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
                                 ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout)
        }
        if let cached {
            if performLayout { resolveBoxEdges(i, direction: resolveDirection(i, ownerDirection), ownerWidth: ownerWidth) }
            nodes[Int(i)].layout.measuredWidth = cached.computedWidth
            nodes[Int(i)].layout.measuredHeight = cached.computedHeight
            nodes[Int(i)].layout.hadOverflow = cached.hadOverflow
        } else {
            computeLayout(i, availableWidth, availableHeight, ownerDirection: ownerDirection, widthMode, heightMode,
                          ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout, depth: depth)
            nodes[Int(i)].layout.lastOwnerDirection = ownerDirection
            nodes[Int(i)].layout.isPercentFree = subtreeIsPercentFree(i)
            let entry = CacheEntry(availableWidth: availableWidth, availableHeight: availableHeight,
                                   widthMode: widthMode, heightMode: heightMode,
                                   ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                   computedWidth: nodes[Int(i)].layout.measuredWidth,
                                   computedHeight: nodes[Int(i)].layout.measuredHeight,
                                   hadOverflow: nodes[Int(i)].layout.hadOverflow)
            if performLayout { nodes[Int(i)].layout.cache.layout = entry } else { nodes[Int(i)].layout.cache.remember(entry) }
        }
        if performLayout {
            nodes[Int(i)].layout.width = nodes[Int(i)].layout.measuredWidth
            nodes[Int(i)].layout.height = nodes[Int(i)].layout.measuredHeight
            // A layout-cache hit leaves the subtree as it was: nothing new to report.
            if cached == nil { nodes[Int(i)].hasNewLayout = true }
            nodes[Int(i)].isDirty = false
        }
        nodes[Int(i)].layout.generation = generation
        return cached == nil
    }

    /// Finds a cached answer valid for these constraints.
    @inline(__always)
    func lookUpCache(_ i: Int32, _ availableWidth: Float, _ availableHeight: Float,
                     _ widthMode: SizingMode, _ heightMode: SizingMode,
                     ownerWidth: Float, ownerHeight: Float, performLayout: Bool) -> CacheEntry? {
        @inline(__always) func sameOwner(_ entry: CacheEntry) -> Bool {
            inexactEquals(entry.ownerWidth, ownerWidth) && inexactEquals(entry.ownerHeight, ownerHeight)
        }
        let count = Int(nodes[Int(i)].layout.cache.count)
        let layoutEntry = nodes[Int(i)].layout.cache.layout
        if nodes[Int(i)].measureSlot != -1 {
            let marginRow = marginForAxis(i, .row, ownerWidth)
            let marginColumn = marginForAxis(i, .column, ownerWidth)
            if sameOwner(layoutEntry) && canReuse(layoutEntry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                return layoutEntry
            }
            for index in 0..<count {
                let entry = measurement(i, index)
                if sameOwner(entry) && canReuse(entry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                    return entry
                }
            }
            return nil
        }
        if performLayout {
            let entry = layoutEntry
            if sameOwner(entry) && inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode {
                return entry
            }
            return nil
        }
        // A subtree without percentages sizes the same under any constraint its earlier answer
        // satisfies, like a measured leaf.
        if nodes[Int(i)].layout.isPercentFree {
            let marginRow = marginForAxis(i, .row, ownerWidth)
            let marginColumn = marginForAxis(i, .column, ownerWidth)
            if sameOwner(layoutEntry) && canReuse(layoutEntry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                return layoutEntry
            }
            for index in 0..<count {
                let entry = measurement(i, index)
                if sameOwner(entry) && canReuse(entry, availableWidth, availableHeight, widthMode, heightMode, marginRow, marginColumn) {
                    return entry
                }
            }
            return nil
        }
        // Sizing may reuse the last full layout as well as earlier sizings.
        if sameOwner(layoutEntry) && inexactEquals(layoutEntry.availableWidth, availableWidth)
            && inexactEquals(layoutEntry.availableHeight, availableHeight)
            && layoutEntry.widthMode == widthMode && layoutEntry.heightMode == heightMode {
            return layoutEntry
        }
        for index in 0..<count {
            let entry = measurement(i, index)
            if sameOwner(entry) && inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode {
                return entry
            }
        }
        return nil
    }

    /// True when neither the node's gaps nor anything in its in-flow subtree use percentages.
    func subtreeIsPercentFree(_ i: Int32) -> Bool {
        if nodes[Int(i)].usesPercentGap { return false }
        var child = firstLayoutChild(i)
        while child != -1 {
            if nodes[Int(child)].style.display != .none
                && (nodes[Int(child)].usesPercent || !nodes[Int(child)].layout.isPercentFree) {
                return false
            }
            child = nextLayoutChild(child, i)
        }
        return true
    }

    /// The `index`th remembered measurement of node `i`, read in place (no copy of the cache).
    @inline(__always)
    func measurement(_ i: Int32, _ index: Int) -> CacheEntry {
        withUnsafePointer(to: &nodes[Int(i)].layout.cache.measurements) {
            UnsafeRawPointer($0).load(fromByteOffset: index * MemoryLayout<CacheEntry>.stride, as: CacheEntry.self)
        }
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
