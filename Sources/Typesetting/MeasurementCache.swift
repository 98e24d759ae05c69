import Synchronization

/// The bounded LRU map behind `CachingMeasurer`, with its counters, behind one mutex.
/// Non-generic so its hot path is compiled once, specialised, inside this module.
final class MeasurementCache: Sendable {
    struct State {
        var layouts: LRUCache<MeasurementKey, TextLayout>
        var hits = 0
        var misses = 0
    }

    let state: Mutex<State>

    init(capacity: Int) { state = Mutex(State(layouts: LRUCache(capacity: capacity))) }

    /// The cached layout (counting a hit), or nil. O(1) plus hashing the key.
    func layout(for key: MeasurementKey) -> TextLayout? {
        state.withLock { state in
            let layout = state.layouts.value(for: key)
            if layout != nil { state.hits += 1 }
            return layout
        }
    }

    func insert(_ layout: TextLayout, for key: MeasurementKey) {
        state.withLock { state in
            state.layouts.insert(layout, for: key)
            state.misses += 1
        }
    }
}
