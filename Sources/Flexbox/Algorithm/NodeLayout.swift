// Laying out one node under constraints, through its caches.

extension LayoutEngine {
    /// Lays out (a `.layout` request) or only sizes (`.measure`) node `i` for the request's
    /// available size (margin box) and sizing modes, answering from the node's caches when it can.
    /// Returns true when the node's layout is new: recomputed, or (a measured leaf) taken from a
    /// measurement rather than from its own last layout, so its offsets and rounded frame were
    /// never derived from this answer. The request's `indefiniteHeight` and `automaticHeight`
    /// are part of the cache key (`CacheEntry`).
    @discardableResult
    func layoutNode(_ i: Int32, _ request: LayoutRequest) -> Bool {
        let availableWidth = request.availableWidth, availableHeight = request.availableHeight
        let widthMode = request.widthMode, heightMode = request.heightMode
        let ownerWidth = request.ownerWidth, ownerHeight = request.ownerHeight
        let ownerDirection = request.ownerDirection, performLayout = request.performsLayout
        let indefiniteHeight = request.indefiniteHeight, automaticHeight = request.automaticHeight
        let needToVisit = (node(i).isDirty && node(i).layout.generation != generation)
            || node(i).layout.lastOwnerDirection != ownerDirection
        if needToVisit { node(i).layout.cache.clear() }

        var cached: CacheEntry? = nil
        if !needToVisit {
            cached = lookUpCache(i, availableWidth, availableHeight, widthMode, heightMode,
                                 ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout)
            if let entry = cached, entry.indefiniteHeight != indefiniteHeight
                || (usesAspectRatio && entry.automaticHeight != automaticHeight) {
                cached = nil
            }
        }
        if let cached {
            // An answer the flex algorithm computed: a layout from scratch would have measured
            // the children in this call.
            if !cached.sizedByConstraints { node(i).layout.childrenMeasuredGeneration = generation }
            if performLayout { node(i).layout.childrenPositionedGeneration = generation }
            if performLayout { resolveBoxEdges(i, direction: resolveDirection(i, ownerDirection), ownerWidth: ownerWidth) }
            node(i).layout.measuredWidth = cached.computedWidth
            node(i).layout.measuredHeight = cached.computedHeight
            node(i).layout.automaticHeight = automaticHeight
            if !performLayout && rules.keysAnswersWithoutOwnerSize && !node(i).hasMeasure && hasOwnPercentages(i)
                && !cached.hasSameConstraints(availableWidth, availableHeight, widthMode, heightMode) {
                // (Yoga sizes a container again under any new constraint and keeps that answer
                // for later queries of this call whatever their owner size: a compatible answer
                // stands in for it, so it is kept under this query's constraints too — where the
                // node's own percentages make the owner size matter.)
                node(i).layout.cache.remember(
                    cached.answering(availableWidth, availableHeight, widthMode, heightMode,
                                     ownerWidth: ownerWidth, ownerHeight: ownerHeight, generation: generation))
            }
        } else {
            node(i).layout.indefiniteHeight = indefiniteHeight
            node(i).layout.automaticHeight = automaticHeight
            node(i).layout.sizedByConstraints = false
            computeLayout(i, request)
            node(i).layout.lastOwnerDirection = ownerDirection
            updatePercentFreedom(i)
            let entry = CacheEntry(availableWidth: availableWidth, availableHeight: availableHeight,
                                   widthMode: widthMode, heightMode: heightMode,
                                   ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                   indefiniteHeight: indefiniteHeight, automaticHeight: automaticHeight,
                                   sizedByConstraints: node(i).layout.sizedByConstraints,
                                   computedWidth: node(i).layout.measuredWidth,
                                   computedHeight: node(i).layout.measuredHeight,
                                   generation: generation)
            if performLayout { node(i).layout.cache.layout = entry } else { node(i).layout.cache.remember(entry) }
        }
        // A leaf laid out from a measurement (e.g. a root measured for its shrink-to-fit width
        // earlier in this call) has a layout as new as a recomputed one.
        var isNewLayout = cached == nil
        if performLayout, let cached, !cached.isSameQuery(as: node(i).layout.cache.layout) {
            node(i).layout.cache.layout = cached
            isNewLayout = true
        }
        if performLayout {
            node(i).layout.width = node(i).layout.measuredWidth
            node(i).layout.height = node(i).layout.measuredHeight
            // A layout-cache hit leaves the subtree as it was: nothing new to report.
            if isNewLayout { node(i).hasNewLayout = true }
            node(i).isDirty = false
        }
        node(i).layout.generation = generation
        return isNewLayout
    }

    /// Finds a cached answer valid for these constraints: an exact match, or for sizing (and
    /// for measured leaves) an answer that provably holds for them too (see `canReuse`).
    @inline(__always)
    func lookUpCache(_ i: Int32, _ availableWidth: Float, _ availableHeight: Float,
                     _ widthMode: SizingMode, _ heightMode: SizingMode,
                     ownerWidth: Float, ownerHeight: Float, performLayout: Bool) -> CacheEntry? {
        let count = Int(node(i).layout.cache.count)
        let layoutEntry = node(i).layout.cache.layout
        let isLeaf = node(i).hasMeasure
        let gridScale = isLeaf && rules.matchesLeafAnswersOnPixelGrid ? config.pointScaleFactor : 0
        if performLayout && !isLeaf {
            // A full layout positions children: only the very same constraints can skip it.
            let reusable = CacheQuery(engine: self, node: i, width: availableWidth, height: availableHeight,
                                      widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth,
                                      ownerHeight: ownerHeight, compatibleWidth: false, compatibleHeight: false)
            return reusable.matches(layoutEntry) ? reuse(i, slot: -1) : nil
        }
        // Exact answers first: they need no margins and are the common hit.
        let exact = CacheQuery(engine: self, node: i, width: availableWidth, height: availableHeight,
                               widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth,
                               ownerHeight: ownerHeight, compatibleWidth: false, compatibleHeight: false,
                               gridScale: gridScale)
        if rules.keysAnswersWithoutOwnerSize && !isLeaf && hasOwnPercentages(i) {
            // (Yoga: this call's answer to the very same constraints, whatever its owner size,
            // before an earlier call's answer for this owner size.)
            let inCall = CacheQuery(engine: self, node: i, width: availableWidth, height: availableHeight,
                                    widthMode: widthMode, heightMode: heightMode, ownerWidth: .nan,
                                    ownerHeight: .nan, compatibleWidth: false, compatibleHeight: false, inCallOnly: true)
            if inCall.matches(layoutEntry) { return reuse(i, slot: -1) }
            for index in 0..<count where inCall.matches(measurement(i, index)) { return reuse(i, slot: index) }
        }
        if exact.matches(layoutEntry) { return reuse(i, slot: -1) }
        for index in 0..<count where exact.matches(measurement(i, index)) { return reuse(i, slot: index) }
        // Yoga reuses a compatible answer for measured leaves only. A container sizes alike under
        // a compatible constraint in an axis free of percentages (a sizing pass that skips
        // flexing clamps bases like a full one), so it still reuses one there and stays linear —
        // except under constraints that fix the size through an at-most bound of zero, which
        // Yoga takes without looking at the content.
        // In CSS an aspect ratio carries an exact size to the other axis, where an equal at-most
        // or content size carries none: such a box reuses exact answers only.
        if rules.ratioBoxesReuseExactAnswersOnly && node(i).style.aspectRatio != nil { return nil }
        let containerReuse = !rules.fixesZeroBoundSizeUnmeasured
            || !fixesSizeAtZero(i, availableWidth, availableHeight, widthMode, heightMode, ownerWidth)
        // CSS: a leaf's min/max can clamp what its measure answered, and the other axis of that
        // answer belongs to the unclamped size (text 40 wide clamped to 15 is one line high, not
        // the two lines it has at an exact 15), so such a leaf reuses only identical answers.
        let leafReuse = isLeaf && !(rules.clampedLeavesReuseExactAnswersOnly && node(i).hasMinMax)
        // (Yoga: nor in a subtree with loose percentages, see `hasLoosePercentBelow`; and a
        // container whose min size exceeds its max size in an axis is measured again there: an
        // exact size equal to the max it answered before takes the min.)
        let containerAnswers = !isLeaf && containerReuse
            && (!rules.keysAnswersWithoutOwnerSize || !node(i).layout.hasLoosePercentBelow)
        let compatibleWidth = leafReuse || (containerAnswers && node(i).layout.isWidthPercentFree
                                            && !minExceedsMax(i, .row, ownerWidth, ownerWidth))
        let compatibleHeight = leafReuse || (containerAnswers && node(i).layout.isHeightPercentFree
                                             && !minExceedsMax(i, .column, ownerHeight, ownerWidth))
        guard compatibleWidth || compatibleHeight, count > 0 || layoutEntry.computedWidth >= 0 else { return nil }
        let query = CacheQuery(engine: self, node: i, width: availableWidth, height: availableHeight,
                               widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth,
                               ownerHeight: ownerHeight, compatibleWidth: compatibleWidth,
                               compatibleHeight: compatibleHeight, gridScale: gridScale)
        if query.matches(layoutEntry) { return reuse(i, slot: -1) }
        for index in 0..<count where query.matches(measurement(i, index)) { return reuse(i, slot: index) }
        return nil
    }

    /// The cached answer in `slot` (-1: the layout), now an answer of this call: a layout from
    /// scratch computes it in this call, and (Yoga) answers every later query under the same
    /// constraints with it whatever the owner size (`CacheQuery`), so a re-layout does too.
    @inline(__always)
    func reuse(_ i: Int32, slot: Int) -> CacheEntry {
        let entry = slot < 0 ? node(i).layout.cache.layout : measurement(i, slot)
        if entry.generation != generation && rules.keysAnswersWithoutOwnerSize && !node(i).hasMeasure && hasPercentagesBelow(i) {
            restampDescendants(of: i, from: entry.generation)
        }
        if slot < 0 {
            node(i).layout.cache.layout.generation = generation
            return node(i).layout.cache.layout
        }
        node(i).layout.cache.stamp(slot, generation: generation)
        return measurement(i, slot)
    }

    /// (Yoga) An answer kept from call `old` stands for measuring the subtree again, which in a
    /// layout from scratch leaves the descendants' answers of that measuring as this call's: a
    /// descendant with percentages then answers the same constraints for any owner size with
    /// them. The descendants' answers of call `old` become this call's.
    /// - Complexity: O(descendants with percentages in or below them).
    func restampDescendants(of i: Int32, from old: UInt32) {
        var child = firstLayoutChild(i)
        while child != -1 {
                        if hasOwnPercentages(child) {
                if node(child).layout.cache.layout.generation == old { node(child).layout.cache.layout.generation = generation }
                for slot in 0..<Int(node(child).layout.cache.count) where measurement(child, slot).generation == old {
                    node(child).layout.cache.stamp(slot, generation: generation)
                }
            }
            if hasPercentagesBelow(child) {
                restampDescendants(of: child, from: old)
            }
            child = nextLayoutChild(child, i)
        }
    }

    /// Whether node `i`'s own style has percentages (or keyword sizes) resolved against its owner.
    @inline(__always)
    func hasOwnPercentages(_ i: Int32) -> Bool {
        node(i).usesPercentOfWidth || node(i).usesPercentOfHeight
    }

    /// Whether percentages inside node `i`'s subtree depend on its inner size in either axis
    /// (as `updatePercentFreedom` last recorded).
    @inline(__always)
    func hasPercentagesBelow(_ i: Int32) -> Bool {
        !(node(i).layout.isWidthPercentFree && node(i).layout.isHeightPercentFree)
    }

    /// Whether (Yoga) the node's min size in `axis` exceeds its max size there, so that its own
    /// bounds send a size at the max to the min (`boundWithinMinMax`).
    @inline(__always)
    func minExceedsMax(_ i: Int32, _ axis: FlexDirection, _ axisSize: Float, _ ownerWidth: Float) -> Bool {
        guard rules.reusesContainerAnswersAsYoga && node(i).hasMinMax else { return false }
        return resolvedMinSize(i, axis, axisSize, ownerWidth) > resolvedMaxSize(i, axis, axisSize, ownerWidth)
    }

    /// Whether (Yoga) the constraints fix the node's size without measuring it because an at-most
    /// bound of zero or less meets an exact or zero bound in the other axis (`measureFixedSize`).
    @inline(__always)
    func fixesSizeAtZero(_ i: Int32, _ width: Float, _ height: Float, _ widthMode: SizingMode,
                         _ heightMode: SizingMode, _ ownerWidth: Float) -> Bool {
        let zeroWidth = widthMode == .fitContent && width - marginForAxis(i, .row, ownerWidth) <= 0
        let zeroHeight = heightMode == .fitContent && height - marginForAxis(i, .column, ownerWidth) <= 0
        return (zeroWidth || zeroHeight) && (zeroWidth || widthMode == .stretchFit)
            && (zeroHeight || heightMode == .stretchFit)
    }

    /// Records whether percentages (and aspect ratios, and in Yoga baselines) inside the subtree
    /// depend on this node's inner size.
    func updatePercentFreedom(_ i: Int32) {
        // (Yoga: a baseline container's line reads its items' descendants as this call's earlier
        // layouts left them, so its size under a compatible constraint may differ too.)
        var width = !node(i).usesPercentGap && (rules.laysOutItemsForBaseline || !isBaselineLayout(i))
        var height = width
        var fillsAtMostMain = false
        var loose = false
        let legacyStretch = rules.reusesContainerAnswersAsYoga && hasErrata(.stretchFlexBasis)
        var child = firstLayoutChild(i)
        while child != -1 && (width || height || (rules.keysAnswersWithoutOwnerSize && !loose)) {
            if node(child).style.display != .none {
                // (A child's aspect ratio carries a size from one axis to the other, like a
                // percentage: an exact size then differs from an equal content size — in CSS
                // always, in Yoga when the child has no size of its own in points to carry.)
                let ratio = node(child).style.aspectRatio != nil
                    && (rules.ratioBoxesReuseExactAnswersOnly || !hasPointSize(child))
                // (A dirty child not visited yet in this call, e.g. an absolute child before its
                // container's layout pass, has its flags of an earlier call: unknown, as in a
                // fresh tree.)
                let known = !node(child).isDirty || node(child).layout.generation == generation
                width = width && known && !ratio && !node(child).usesPercentOfWidth
                    && node(child).layout.isWidthPercentFree
                height = height && known && !ratio && !node(child).usesPercentOfHeight
                    && node(child).layout.isHeightPercentFree
                loose = loose || node(child).usesLoosePercent || node(child).layout.hasLoosePercentBelow
                // (Yoga's `stretch-flex-basis` erratum: under an at-most main size a growing item
                // fills the bound, so there the container's size is the bound, not the content
                // size it measured unconstrained; see `layoutLine`.)
                if legacyStretch && !fillsAtMostMain && node(child).style.position != .absolute
                    && flexGrow(child) > 0 {
                    fillsAtMostMain = true
                }
            }
            child = nextLayoutChild(child, i)
        }
        node(i).layout.isWidthPercentFree = width
        node(i).layout.isHeightPercentFree = height
        node(i).layout.hasLoosePercentBelow = loose
        node(i).layout.fillsAtMostMain = fillsAtMostMain
    }

    /// Whether the node's style gives it a width or a height in points.
    @inline(__always)
    func hasPointSize(_ i: Int32) -> Bool {
        node(i).style.width.isPoints || node(i).style.height.isPoints
    }

    /// The `index`th remembered measurement of node `i`, read in place (no copy of the cache).
    @inline(__always)
    func measurement(_ i: Int32, _ index: Int) -> CacheEntry {
        withUnsafePointer(to: &node(i).record.pointee.layout.cache.measurements) {
            UnsafeRawPointer($0).load(fromByteOffset: index * MemoryLayout<CacheEntry>.stride, as: CacheEntry.self)
        }
    }

    @inline(__always)
    static func compatible(_ mode: SizingMode, _ size: Float, _ lastMode: SizingMode, maxContentFits: Bool = true,
                           _ lastSize: Float, _ lastComputed: Float) -> Bool {
        // An exact size equal to the size measured before.
        if mode == .stretchFit && inexactEquals(size, lastComputed) { return true }
        // Measured unconstrained before, and that size still fits (exactly, where the node's
        // items would grow to fill the bound).
        if mode == .fitContent && lastMode == .maxContent
            && ((maxContentFits && size >= lastComputed) || inexactEquals(size, lastComputed)) {
            return true
        }
        // A tighter at-most bound that the earlier result still fits in.
        if lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed)) {
            return true
        }
        return false
    }

    /// Whether two sizes round to the same multiple of `1 / scale` (the pixel grid). Rarely
    /// asked (`CacheQuery.sameSize`), so kept out of the cache lookup's inlined path.
    @inline(never)
    static func onSameGridLine(_ a: Float, _ b: Float, scale: Float) -> Bool {
        inexactEquals(roundToGrid(Double(a), scale: scale, forceCeil: false, forceFloor: false),
                      roundToGrid(Double(b), scale: scale, forceCeil: false, forceFloor: false))
    }
}

/// One cache lookup: the constraints asked for, and in which axes a compatible (not identical)
/// earlier answer may be reused.
struct CacheQuery {
    let width: Float, height: Float
    let widthMode: SizingMode, heightMode: SizingMode
    let ownerWidth: Float, ownerHeight: Float
    let compatibleWidth: Bool, compatibleHeight: Bool
    /// Whether an answer measured unconstrained (max-content) holds under an at-most bound it
    /// fits in: not in the main axis of a Yoga container whose items grow to fill that bound.
    let maxContentFitsWidth: Bool, maxContentFitsHeight: Bool
    /// Only a node whose own style has percentages depends on its owner's size.
    let checksOwnerWidth: Bool, checksOwnerHeight: Bool
    /// Yoga: an answer computed in this layout call under the very same constraints matches
    /// whatever owner size it was computed for (`.max`, matching nothing, in plain CSS).
    let ownerFreeGeneration: UInt32
    let marginRow: Float, marginColumn: Float
    /// The margins taken off an earlier answer's bound before comparing it with this query's
    /// bound (which is taken off its margins): in CSS the same; Yoga compares the earlier bound
    /// with its margins still on (its own quirk, kept in Yoga mode).
    let lastMarginRow: Float, lastMarginColumn: Float
    /// Matches only an answer of this call under the very same constraints.
    let inCallOnly: Bool
    /// (Yoga: a measured leaf's answer to the same modes matches available sizes that round to
    /// the same pixel of the grid — an exact 0 takes an earlier exact 0.21 at scale 1, which the
    /// rounding then ceils to 1; an exact size is still compared with the measured size as is.)
    /// The point scale factor for such a leaf (given by `lookUpCache`), else 0 (sizes compared
    /// within 1e-4). Only answers of this layout call match so, as in a layout from scratch (an
    /// earlier call's answer would carry that call's sizes into this one).
    let gridScale: Float

    init(engine: LayoutEngine, node: Int32, width: Float, height: Float, widthMode: SizingMode,
         heightMode: SizingMode, ownerWidth: Float, ownerHeight: Float, compatibleWidth: Bool, compatibleHeight: Bool,
         inCallOnly: Bool = false, gridScale: Float = 0) {
        self.inCallOnly = inCallOnly
        self.gridScale = gridScale
        self.width = width
        self.height = height
        self.widthMode = widthMode
        self.heightMode = heightMode
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
        self.compatibleWidth = compatibleWidth
        self.compatibleHeight = compatibleHeight
        let needsMargins = compatibleWidth || compatibleHeight
        // (Read only for compatible reuse: exact lookups, the common hit, skip it.)
        let fills = needsMargins && !engine.node(node).hasMeasure
            && engine.node(node).layout.fillsAtMostMain
        let mainIsRow = engine.node(node).style.flexDirection.isRow
        maxContentFitsWidth = !(fills && mainIsRow)
        maxContentFitsHeight = !(fills && !mainIsRow)
        // (Yoga: a measured leaf's answers are keyed without the owner size; see
        // `FlexTree.relayOutOwnerFreeLeaves`.)
        let checksOwner = !engine.rules.keysAnswersWithoutOwnerSize || !engine.node(node).hasMeasure
        ownerFreeGeneration = engine.rules.keysAnswersWithoutOwnerSize ? engine.generation : UInt32.max
        checksOwnerWidth = checksOwner && engine.node(node).usesPercentOfWidth
        checksOwnerHeight = checksOwner && engine.node(node).usesPercentOfHeight
        if needsMargins && engine.rules.comparesCachedBoundsWithMargins && !engine.node(node).hasMeasure {
            // A Yoga container's own layout takes its row margins in its direction (Yoga's cache
            // check takes them left to right, for measured leaves only: a logical and a physical
            // margin on one side differ there), so reuse is judged with the ones it lays out with.
            marginRow = engine.rowMargins(node, engine.node(node).layout.direction, ownerWidth)
        } else {
            marginRow = needsMargins ? engine.marginForAxis(node, .row, ownerWidth) : 0
        }
        marginColumn = needsMargins ? engine.marginForAxis(node, .column, ownerWidth) : 0
        lastMarginRow = engine.rules.comparesCachedBoundsWithMargins ? 0 : marginRow
        lastMarginColumn = engine.rules.comparesCachedBoundsWithMargins ? 0 : marginColumn
    }

    /// Whether an available size of `entry` is this query's (see `gridScale`).
    @inline(__always)
    func sameSize(_ last: Float, _ size: Float, _ entry: CacheEntry) -> Bool {
        // (Sizes a pixel or more apart never round to one grid line: most differ so, unrounded.)
        inexactEquals(last, size) || (gridScale != 0 && abs(last - size) * gridScale < 1.0001
                                      && entry.generation == ownerFreeGeneration
                                      && LayoutEngine.onSameGridLine(last, size, scale: gridScale))
    }

    /// Whether `entry` answers this query. The node's own percentages resolve against the owner
    /// size, so where it has any the owner size must match; each axis must have the same constraint, or (where allowed) a compatible one:
    /// an exact size equal to what was measured, or an at-most bound the measured size fits.
    @inline(__always)
    func matches(_ entry: CacheEntry) -> Bool {
        let sameConstraints = entry.widthMode == widthMode && entry.heightMode == heightMode
            && sameSize(entry.availableWidth, width, entry) && sameSize(entry.availableHeight, height, entry)
        if sameConstraints && entry.generation == ownerFreeGeneration { return true }
        if inCallOnly { return false }
        guard !checksOwnerWidth || inexactEquals(entry.ownerWidth, ownerWidth),
              !checksOwnerHeight || inexactEquals(entry.ownerHeight, ownerHeight) else {
            return false
        }
        if sameConstraints { return true }
        guard compatibleWidth || compatibleHeight, entry.computedWidth >= 0, entry.computedHeight >= 0 else { return false }
        let widthOK = (entry.widthMode == widthMode && sameSize(entry.availableWidth, width, entry))
            || (compatibleWidth && LayoutEngine.compatible(widthMode, width - marginRow, entry.widthMode,
                                                           maxContentFits: maxContentFitsWidth,
                                                           entry.availableWidth - lastMarginRow, entry.computedWidth))
        guard widthOK else { return false }
        return (entry.heightMode == heightMode && sameSize(entry.availableHeight, height, entry))
            || (compatibleHeight && LayoutEngine.compatible(heightMode, height - marginColumn, entry.heightMode,
                                                            maxContentFits: maxContentFitsHeight,
                                                            entry.availableHeight - lastMarginColumn, entry.computedHeight))
    }
}
