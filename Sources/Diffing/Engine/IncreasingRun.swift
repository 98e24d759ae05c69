/// Longest increasing subsequence by patience sorting, fed one value at a time.
///
/// Elements of the subsequence stay where they are; every other element is a move, so this
/// gives the fewest moves for a given pairing. A value larger than the current longest run's
/// tail is appended in O(1) (the common case: lists are mostly in order); others cost a binary
/// search, so the worst case is O(n log n). Buffers are reused between runs (no allocation per
/// section once they have grown).
@usableFromInline
struct IncreasingRun {
    private var values: [Int32] = []
    /// `tails[k]`: index of the smallest value ending an increasing run of length k + 1.
    private var tails: [Int32] = []
    private var previous: [Int32] = []
    /// After `solve()`: whether the value at each index belongs to the chosen run.
    private(set) var keeps: [Bool] = []

    @usableFromInline init() {}

    mutating func reset() {
        values.removeAll(keepingCapacity: true)
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
    }

    mutating func append(_ value: Int32) {
        let index = Int32(truncatingIfNeeded: values.count)
        values.append(value)
        guard let last = tails.last, values[Int(last)] >= value else {
            previous.append(tails.last ?? -1)
            tails.append(index)
            return
        }
        var low = 0
        var high = tails.count - 1
        while low < high {
            let mid = (low + high) / 2
            if values[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
        }
        previous.append(low > 0 ? tails[low - 1] : -1)
        tails[low] = index
    }

    /// Marks the longest increasing run in `keeps`.
    mutating func solve() {
        keeps.removeAll(keepingCapacity: true)
        keeps.append(contentsOf: repeatElement(false, count: values.count))
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            keeps[Int(cursor)] = true
            cursor = previous[Int(cursor)]
        }
    }
}

/// Which positions of `values` belong to one longest strictly increasing run of its non-nil
/// values (`nil` positions are never in it). The reconciler keeps such children in place and
/// moves the others, as the list diff does.
/// - Complexity: O(n) when the values are mostly in order, O(n log n) at worst.
public func longestIncreasingRun(of values: [Int?]) -> [Bool] {
    var run = IncreasingRun()
    var positions: [Int] = []
    positions.reserveCapacity(values.count)
    for (position, value) in values.enumerated() {
        guard let value else { continue }
        positions.append(position)
        run.append(Int32(truncatingIfNeeded: value))
    }
    run.solve()
    var result = Array(repeating: false, count: values.count)
    for (index, position) in positions.enumerated() where run.keeps[index] {
        result[position] = true
    }
    return result
}
