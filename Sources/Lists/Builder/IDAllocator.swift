/// Hands out unique ids over a whole model (items can move between sections, so ids must be
/// unique across sections): the first request for a base gets it, repeats get `base_1`,
/// `base_2`, … skipping any already taken. O(1) amortised per id.
struct IDAllocator {
    /// Every id handed out -> the base it was requested as.
    private var origin: [String: String] = [:]
    /// Per base: the next suffix to try.
    private var nextSuffix: [String: Int] = [:]

    /// An allocator with room for `capacity` ids (no rehashing of the ids before it is reached).
    init(capacity: Int = 0) {
        origin.reserveCapacity(capacity)
    }

    /// A unique id for `base`, and what happened (nil: got `base` itself). A new base is hashed
    /// once.
    mutating func allocate(_ base: String) -> (id: String, kind: ListDiagnostic.Kind?) {
        guard let owner = origin.updateValue(base, forKey: base) else { return (base, nil) }
        // Taken: `base` stays its first owner's.
        origin[base] = owner
        // Taken by a repeat of the same base is the builder's convention; by anything else, a
        // collision.
        var collided = owner != base
        var suffix = nextSuffix[base, default: 1]
        var id = "\(base)_\(suffix)"
        while origin[id] != nil {
            collided = true
            suffix += 1
            id = "\(base)_\(suffix)"
        }
        origin[id] = base
        nextSuffix[base] = suffix + 1
        return (id, collided ? .idCollision : .repeatedID)
    }
}
