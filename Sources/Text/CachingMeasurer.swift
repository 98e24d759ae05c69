import Synchronization

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
    /// The key of one measurement. Widths are compared bit-for-bit, which is what repeat layout
    /// passes produce.
    struct Key: Hashable {
        let text: AttributedText
        let width: Double
        let mode: TextMeasureMode
        let scale: Double
    }

    /// The cache and its counters, behind one lock so a hit takes the lock once.
    struct State {
        var layouts: LRUCache<Key, TextLayout>
        var hits = 0
        var misses = 0
    }

    public let base: Base
    private let state: Mutex<State>

    /// `capacity` is the maximum number of remembered layouts (0 turns caching off).
    public init(_ base: Base, capacity: Int = 4096) {
        self.base = base
        self.state = Mutex(State(layouts: LRUCache(capacity: capacity)))
    }

    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                        scale: Double) -> TextLayout {
        // Undefined mode ignores the width, so all undefined requests share one entry.
        let key = Key(text: text, width: mode == .undefined ? 0 : width, mode: mode, scale: scale)
        let cached = state.withLock { state -> TextLayout? in
            let layout = state.layouts.value(for: key)
            if layout != nil { state.hits += 1 }
            return layout
        }
        if let cached { return cached }
        let layout = base.measure(text, width: width, mode: mode, scale: scale)
        state.withLock { state in
            state.layouts.insert(layout, for: key)
            state.misses += 1
        }
        return layout
    }

    /// Number of cached layouts.
    public var count: Int { state.withLock { $0.layouts.count } }

    /// Lookups answered from the cache and lookups that measured, since creation.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Forgets every cached layout (e.g. after fonts change).
    public func removeAll() { state.withLock { $0.layouts.removeAll() } }
}
