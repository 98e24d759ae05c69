/// A bounded least-recently-used map. Not thread-safe by itself; `CachingMeasurer` wraps it in a
/// mutex. Lookups, insertions and evictions are O(1) amortised (a dictionary into a doubly linked
/// list kept in an array, so there is no per-entry allocation).
public struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var newer: Int
        var older: Int
    }

    /// Maximum number of entries; 0 disables caching.
    public let capacity: Int
    private var slots: [Key: Int] = [:]
    private var entries: [Entry] = []
    /// Most and least recently used entry indexes (-1 when empty).
    private var newest = -1
    private var oldest = -1

    /// An empty cache holding at most `capacity` entries (negative counts as 0).
    public init(capacity: Int) {
        self.capacity = max(capacity, 0)
        slots.reserveCapacity(min(self.capacity, 1 << 16))
    }

    /// Number of entries. O(1).
    public var count: Int { slots.count }

    /// The cached value, marking it most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard let index = slots[key] else { return nil }
        moveToFront(index)
        return entries[index].value
    }

    /// Stores `value`, evicting the least recently used entry when full.
    public mutating func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        if let index = slots[key] {
            entries[index].value = value
            moveToFront(index)
            return
        }
        let index: Int
        if entries.count < capacity {
            index = entries.count
            entries.append(Entry(key: key, value: value, newer: -1, older: -1))
        } else {
            // Reuse the oldest slot in place.
            index = oldest
            unlink(index)
            slots[entries[index].key] = nil
            entries[index].key = key
            entries[index].value = value
        }
        slots[key] = index
        linkAtFront(index)
    }

    /// Forgets every entry, keeping the storage. O(count).
    public mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
    }

    private mutating func moveToFront(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        linkAtFront(index)
    }

    private mutating func unlink(_ index: Int) {
        let (newer, older) = (entries[index].newer, entries[index].older)
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
    }

    private mutating func linkAtFront(_ index: Int) {
        entries[index].newer = -1
        entries[index].older = newest
        if newest >= 0 { entries[newest].newer = index }
        newest = index
        if oldest < 0 { oldest = index }
    }
}
