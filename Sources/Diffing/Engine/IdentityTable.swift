/// The single hash table of a diff: every old id is inserted once, every new id looked up once,
/// and elements that share an id are matched first-come first-served (old order to new order).
///
/// An open-addressing table of (hash tag, key) pairs in one 64-bit word per bucket: ids are
/// hashed once and never copied into the table. A probe compares 32-bit tags, and only on a tag
/// match the id itself (fetched from the element), so a lookup usually costs one cache miss.
/// The key of an id seen in the old collection is the flat index of its last old element (its
/// "representative"); chains of old elements sharing an id live in `head` (per representative)
/// and `next` (per old element). No allocation per element; O(n) expected time for n ids.
@usableFromInline
struct IdentityTable<ID: Hashable> {
    /// Per bucket: 0 when empty, otherwise the id hash's upper half with the low bit set (high
    /// 32 bits) and the key (low 32 bits). Manually allocated so probes run without bounds or
    /// uniqueness checks; free with `deallocate()`.
    @usableFromInline var buckets: UnsafeMutableBufferPointer<UInt64>
    @usableFromInline var mask: Int
    /// Per representative old element: the next old element with its id still unmatched (-1:
    /// all matched).
    @usableFromInline var head: [Int32]
    /// Per old element: the next old element with the same id (-1 at the end of a chain).
    @usableFromInline var next: [Int32]
    /// Per old element: the representative of its id (the key `head` is indexed by).
    @usableFromInline var representative: [Int32]
    /// Ids seen only in the new collection; key `-1 - k` is `newOnlyIDs[k]`.
    @usableFromInline var newOnlyIDs: [ID] = []
    /// Keys whose id occurs more than once on some side (may repeat; deduplicated on report).
    @usableFromInline var duplicateKeys: [Int32] = []

    @inlinable
    init(oldCount: Int, newCount: Int) {
        // Never full (so probes end), and typically under half full: most new ids are old ids.
        var capacity = 16
        while capacity <= oldCount + newCount { capacity <<= 1 }
        buckets = .allocate(capacity: capacity)
        buckets.initialize(repeating: 0)
        mask = capacity - 1
        head = Array(repeating: -1, count: oldCount)
        next = Array(repeating: -1, count: oldCount)
        representative = Array(repeating: -1, count: oldCount)
    }

    /// Frees the buckets. Call exactly once, when done.
    @inlinable
    func deallocate() { buckets.deallocate() }

    @inlinable
    static func tag(_ hash: Int) -> UInt64 { (UInt64(bitPattern: Int64(hash)) >> 32 | 1) << 32 }

    /// The key of `id`, or nil when absent (then `bucket` is where it would go).
    @inlinable
    func find(_ id: ID, hash: Int, bucket: inout Int, isOld: (Int32, ID) -> Bool) -> Int32? {
        let tag = Self.tag(hash)
        bucket = hash & mask
        while true {
            let found = buckets[bucket]
            if found == 0 { return nil }
            if found & 0xFFFF_FFFF_0000_0000 == tag {
                let key = Int32(truncatingIfNeeded: found)
                if key >= 0 ? isOld(key, id) : newOnlyIDs[Int(-1 - key)] == id { return key }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Registers old element `index`. Call for old elements from LAST to FIRST, so each chain
    /// ends up in display order without a tail pointer.
    @inlinable
    mutating func insertOld(_ id: ID, at index: Int32, isOld: (Int32, ID) -> Bool) {
        insertOld(hash: id.hashValue, at: index, hasID: { isOld($0, id) })
    }

    /// `insertOld` with the id's `hashValue` computed by the caller (who hashes a run of ids
    /// before probing for any of them, so the table's cache misses overlap). `hasID(key)` tells
    /// whether old element `key` has this id; it runs only on a hash-tag match, so the id itself
    /// is never copied on the common path.
    @inlinable
    mutating func insertOld(hash: Int, at index: Int32, hasID: (Int32) -> Bool) {
        let tag = Self.tag(hash)
        var bucket = hash & mask
        while true {
            let found = buckets[bucket]
            if found == 0 { break }
            if found & 0xFFFF_FFFF_0000_0000 == tag {
                // Old-side keys are all old elements (new-only keys come later).
                let key = Int32(truncatingIfNeeded: found)
                if hasID(key) {
                    next[Int(index)] = head[Int(key)]
                    head[Int(key)] = index
                    representative[Int(index)] = key
                    duplicateKeys.append(key)
                    return
                }
            }
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = tag | UInt64(UInt32(bitPattern: index))
        head[Int(index)] = index
        representative[Int(index)] = index
    }

    /// Matches a new element with old element `guess`, which the caller found to have the same
    /// id, if `guess` is the first unmatched old element of that id (so the result is exactly
    /// what `matchNew` would return). Costs no hashing: lists mostly keep their order, so the
    /// old element after the previous match is usually the partner.
    @inlinable
    mutating func matchGuess(_ guess: Int32) -> Bool {
        let key = Int(representative[Int(guess)])
        guard head[key] == guess else { return false }
        head[key] = next[Int(guess)]
        return true
    }

    /// Matches a new element with the first unmatched old element of the same id, or returns
    /// -1 (an insert). Call for new elements from first to last.
    @inlinable
    mutating func matchNew(_ id: ID, isOld: (Int32, ID) -> Bool) -> Int32 {
        let hash = id.hashValue
        var bucket = 0
        guard let key = find(id, hash: hash, bucket: &bucket, isOld: isOld) else {
            let key = -1 - Int32(truncatingIfNeeded: newOnlyIDs.count)
            buckets[bucket] = Self.tag(hash) | UInt64(UInt32(bitPattern: key))
            newOnlyIDs.append(id)
            return -1
        }
        if key >= 0 {
            let old = head[Int(key)]
            if old >= 0 {
                head[Int(key)] = next[Int(old)]
                return old
            }
        }
        // A second new element for an id with no old element left: a duplicate in `new`.
        duplicateKeys.append(key)
        return -1
    }

    /// Counts how often each duplicated id occurs on each side. Only called when duplicates
    /// were seen, so the second hashing pass costs nothing on well-formed input.
    @inlinable
    func diagnostics<Old: Sequence<ID>, New: Sequence<ID>>(
        kind: DiffDiagnostic.Kind, oldIDs: Old, newIDs: New, isOld: (Int32, ID) -> Bool
    ) -> [DiffDiagnostic] {
        if duplicateKeys.isEmpty { return [] }
        let reported = Set(duplicateKeys)
        var counts: [Int32: (order: Int, id: ID, old: Int, new: Int)] = [:]
        var bucket = 0
        for (order, id) in oldIDs.enumerated() {
            if let key = find(id, hash: id.hashValue, bucket: &bucket, isOld: isOld), reported.contains(key) {
                counts[key, default: (order, id, 0, 0)].old += 1
            }
        }
        for (order, id) in newIDs.enumerated() {
            if let key = find(id, hash: id.hashValue, bucket: &bucket, isOld: isOld), reported.contains(key) {
                counts[key, default: (Int(Int32.max) + order, id, 0, 0)].new += 1
            }
        }
        return counts.values.sorted { $0.order < $1.order }.map { entry in
            DiffDiagnostic(kind: kind, id: DiffDiagnostic.text(of: entry.id), oldCount: entry.old, newCount: entry.new)
        }
    }
}
