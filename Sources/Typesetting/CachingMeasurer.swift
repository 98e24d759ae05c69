/// Wraps any `TextMeasurer` with a bounded, thread-safe LRU cache keyed by the text (runs and
/// paragraph style), the width, the mode and the scale.
///
/// Real measurement (Pango) costs tens of microseconds and layout asks the same question many
/// times (flexbox measures a leaf for several constraints, lists re-measure unchanged rows); a
/// hit costs one hash of the key plus a mutex.
///
/// Threading: MAY run off the main thread, from many threads at once (the cache is behind a
/// `Mutex`; the base measurer is called outside the lock, so two threads missing on the same key
/// both measure and the later insert wins — both results are equal).
public final class CachingMeasurer<Base: TextMeasurer>: TextMeasurer {
    /// The measurer asked on a cache miss.
    public let base: Base
    private let cache: MeasurementCache

    /// `capacity` is the maximum number of remembered layouts (0 turns caching off).
    public init(_ base: Base, capacity: Int = 4096) {
        self.base = base
        self.cache = MeasurementCache(capacity: capacity)
    }

    /// The cached layout for these arguments, measuring with `base` on a miss. O(1) plus hashing the text on a hit.
    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                        scale: Double) -> TextLayout {
        // Undefined mode ignores the width, so all undefined requests share one entry.
        let key = MeasurementKey(text: text, width: mode == .undefined ? 0 : width, mode: mode, scale: scale)
        if let cached = cache.layout(for: key) { return cached }
        let layout = base.measure(text, width: width, mode: mode, scale: scale)
        cache.insert(layout, for: key)
        return layout
    }

    /// The base's caret map (not cached: an editor asks for it once per edit of one text, and a
    /// map is as large as its text).
    public func caretMap(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                         scale: Double) -> CaretMap {
        base.caretMap(text, width: width, mode: mode, scale: scale)
    }

    /// The base's identity: caching does not change what is measured, so a fresh wrapper around
    /// the same measurer keeps a layout session's measured texts.
    public var measurerIdentity: MeasurerIdentity { base.measurerIdentity }

    /// Number of cached layouts.
    public var count: Int { cache.state.withLock { $0.layouts.count } }

    /// Lookups answered from the cache and lookups that measured, since creation.
    public var statistics: (hits: Int, misses: Int) { cache.state.withLock { ($0.hits, $0.misses) } }

    /// Forgets every cached layout (e.g. after fonts change).
    public func removeAll() { cache.state.withLock { $0.layouts.removeAll() } }
}
