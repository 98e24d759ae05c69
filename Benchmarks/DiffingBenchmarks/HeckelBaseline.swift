/// A textbook Heckel diff (P. Heckel, "A technique for isolating differences between files",
/// CACM 1978) in the shape IGListKit popularised: a symbol table of reference-typed entries
/// keyed by id, old and new record arrays, a stack of old indices per entry, and moves found
/// by comparing each matched element's offset-adjusted old index with its new index.
///
/// Only a calibration baseline for this machine: the issue quotes its figures next to
/// DifferenceKit's, so the ratio between this and `Changeset` here estimates the ratio to
/// DifferenceKit without running it.
enum HeckelBaseline {
    final class Entry {
        var oldCount = 0
        var newCount = 0
        var oldIndices: [Int] = []
    }

    struct Result {
        var deletes: [Int] = []
        var inserts: [Int] = []
        var moves: [(from: Int, to: Int)] = []
        var updates: [Int] = []
        var count: Int { deletes.count + inserts.count + moves.count + updates.count }
    }

    static func diff(_ old: [Element], _ new: [Element]) -> Result {
        var table: [String: Entry] = [:]
        var newRecords: [(entry: Entry, index: Int?)] = []
        newRecords.reserveCapacity(new.count)
        for element in new {
            let entry = table[element.id] ?? { let e = Entry(); table[element.id] = e; return e }()
            entry.newCount += 1
            newRecords.append((entry, nil))
        }
        var oldRecords: [(entry: Entry, index: Int?)] = []
        oldRecords.reserveCapacity(old.count)
        for (i, element) in old.enumerated().reversed() {
            let entry = table[element.id] ?? { let e = Entry(); table[element.id] = e; return e }()
            entry.oldCount += 1
            entry.oldIndices.append(i)
            oldRecords.append((entry, nil))
        }
        oldRecords.reverse()
        for i in newRecords.indices {
            let entry = newRecords[i].entry
            if entry.newCount > 0, let o = entry.oldIndices.popLast() {
                newRecords[i].index = o
                oldRecords[o].index = i
            }
        }
        var result = Result()
        var deleteOffsets = [Int](repeating: 0, count: old.count)
        var running = 0
        for (i, record) in oldRecords.enumerated() {
            deleteOffsets[i] = running
            if record.index == nil {
                result.deletes.append(i)
                running += 1
            }
        }
        running = 0
        for (i, record) in newRecords.enumerated() {
            guard let o = record.index else {
                result.inserts.append(i)
                running += 1
                continue
            }
            if old[o].version != new[i].version { result.updates.append(o) }
            if o - deleteOffsets[o] + running != i { result.moves.append((o, i)) }
        }
        return result
    }
}
