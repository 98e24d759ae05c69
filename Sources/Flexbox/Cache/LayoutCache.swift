/// One remembered answer: constraints in, measured size out.
struct CacheEntry {
    var availableWidth: Float = -1
    var availableHeight: Float = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    /// The containing block's size: percentages resolve against it, so it is part of the key.
    var ownerWidth: Float = .nan
    var ownerHeight: Float = .nan
    /// Plain CSS: laid out as a flexed item of an indefinite-height column, so its exact height
    /// is not definite for its children's percentages (part of the key).
    var indefiniteHeight = false
    /// Plain CSS: its auto height comes from its aspect ratio, so percentages inside resolve
    /// against the ratio's height even where the content makes the box taller (part of the key).
    var automaticHeight = false
    /// The answer came from the constraints alone, without measuring the children (Yoga reads
    /// a baseline from children measured in the same layout call).
    var sizedByConstraints = false
    var computedWidth: Float = -1
    var computedHeight: Float = -1
    /// The layout call that computed the answer (Yoga matches an answer of the same call for
    /// any owner size, see `CacheQuery`).
    var generation: UInt32 = 0

    /// No answer, left by `forgetLayouts(ofAncestorsOf:)`: a sizing pass laid a descendant out,
    /// so the node's kept full layout no longer describes its subtree. Told apart from an empty
    /// entry so that a pass restoring a cache it saved (`measureIgnoringMainBounds`) keeps it so.
    static let forgotten = CacheEntry(computedWidth: -2, computedHeight: -2)

    var isForgotten: Bool { computedWidth == -2 }

    /// Whether this answer was computed under these very constraints (bit for bit).
    @inline(__always)
    func hasSameConstraints(_ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode) -> Bool {
        availableWidth.bitPattern == width.bitPattern && availableHeight.bitPattern == height.bitPattern
            && self.widthMode == widthMode && self.heightMode == heightMode
    }

    /// This answer, kept as the answer of another query of layout call `generation` (a compatible
    /// answer standing in for the one Yoga computes anew there; see `layoutNode`).
    func answering(_ width: Float, _ height: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
                   ownerWidth: Float, ownerHeight: Float, generation: UInt32) -> CacheEntry {
        var entry = self
        (entry.availableWidth, entry.availableHeight) = (width, height)
        (entry.widthMode, entry.heightMode) = (widthMode, heightMode)
        (entry.ownerWidth, entry.ownerHeight) = (ownerWidth, ownerHeight)
        entry.generation = generation
        return entry
    }

    /// Whether `other` answers the very same query (constraints and owner sizes, bit for bit).
    @inline(__always)
    func isSameQuery(as other: CacheEntry) -> Bool {
        hasSameConstraints(other.availableWidth, other.availableHeight, other.widthMode, other.heightMode)
            && ownerWidth.bitPattern == other.ownerWidth.bitPattern
            && ownerHeight.bitPattern == other.ownerHeight.bitPattern && indefiniteHeight == other.indefiniteHeight
            && automaticHeight == other.automaticHeight
    }
}

/// Per-node caches: the last full layout, and a small ring of measurements (sizing passes that
/// did not position children). Both are invalidated when the node is dirtied.
struct LayoutCache {
    static let capacity = 4
    var layout = CacheEntry()
    var measurements = (CacheEntry(), CacheEntry(), CacheEntry(), CacheEntry())
    var count: UInt8 = 0
    var next: UInt8 = 0

    mutating func clear() {
        layout = CacheEntry()
        count = 0
        next = 0
    }

    /// Marks the measurement in `slot` as an answer of layout call `generation`.
    /// (A switch rather than a byte offset: Embedded Swift has no key paths to find the field.)
    mutating func stamp(_ slot: Int, generation: UInt32) {
        switch slot {
        case 0: measurements.0.generation = generation
        case 1: measurements.1.generation = generation
        case 2: measurements.2.generation = generation
        default: measurements.3.generation = generation
        }
    }

    mutating func remember(_ entry: CacheEntry) {
        let slot = Int(next)
        withUnsafeMutableBytes(of: &measurements) {
            $0.storeBytes(of: entry, toByteOffset: slot * MemoryLayout<CacheEntry>.stride, as: CacheEntry.self)
        }
        next = UInt8((slot + 1) % LayoutCache.capacity)
        if count < UInt8(LayoutCache.capacity) { count += 1 }
    }
}
