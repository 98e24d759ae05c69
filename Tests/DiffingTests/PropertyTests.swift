#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diffing
import SeededRandom
import Testing

/// Random sectioned collections and random edits of them, from a seed.
struct CaseGenerator {
    var rng: SeededGenerator
    var nextID = 1000

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    /// A fresh id, or (sometimes) one of `existing`, so duplicates occur.
    mutating func id(reusing existing: [Int], duplicatePercent: Int) -> Int {
        if !existing.isEmpty, chance(duplicatePercent) { return existing.randomElement(using: &rng)! }
        nextID += 1
        return nextID
    }

    mutating func collection() -> Sections {
        var sectionIDs: [Int] = []
        var itemIDs: [Int] = []
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            let sid = id(reusing: sectionIDs, duplicatePercent: 5)
            sectionIDs.append(sid)
            let items = (0..<Int.random(in: 0...10, using: &rng)).map { _ in
                let iid = id(reusing: itemIDs, duplicatePercent: 6)
                itemIDs.append(iid)
                return Row(id: iid, content: Int.random(in: 0...1, using: &rng))
            }
            return DiffSection(model: Header(id: sid, title: 0), items: items)
        }
    }

    /// An edit of `old`: section deletes, inserts, moves and header changes; item deletes,
    /// inserts (some with duplicate ids), content changes and moves within and across sections.
    mutating func edit(_ old: Sections) -> Sections {
        if chance(4) { return collection() }
        var new = old.filter { _ in !chance(12) }
        for s in new.indices where chance(8) { new[s].model.title += 1 }
        if new.count > 1, chance(40) {
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng))
            }
        }
        let oldSectionIDs = old.map(\.model.id)
        for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(35) {
            let section = DiffSection(model: Header(id: id(reusing: oldSectionIDs, duplicatePercent: 8)), items: [Row]())
            new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
        }
        guard !new.isEmpty else { return new }
        let allItemIDs = old.flatMap { $0.items.map(\.id) }
        var moving: [Row] = []
        for s in new.indices {
            var kept: [Row] = []
            for var row in new[s].items {
                if chance(12) { continue }
                if chance(15) { row.content += 1 }
                if chance(15) { moving.append(row) } else { kept.append(row) }
            }
            for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(50) {
                let row = Row(id: id(reusing: allItemIDs, duplicatePercent: 10), content: 0)
                kept.insert(row, at: Int.random(in: 0...kept.count, using: &rng))
            }
            new[s].items = kept
        }
        for row in moving {
            let s = Int.random(in: 0..<new.count, using: &rng)
            new[s].items.insert(row, at: Int.random(in: 0...new[s].items.count, using: &rng))
        }
        return new
    }
}

/// What the random cases exercised, so a generator change cannot silently stop covering a case.
struct Coverage {
    var cases = 0
    var sectionMoves = 0
    var crossSectionMoves = 0
    var reloads = 0
    var duplicates = 0
    var splitBatches = 0
    var lateReloads = 0

    mutating func record(_ changeset: Changeset<Header, Row>) {
        cases += 1
        let batches = changeset.batches
        if batches.contains(where: { !$0.sectionMoves.isEmpty }) { sectionMoves += 1 }
        if batches.contains(where: { $0.itemMoves.contains { $0.from.section != $0.to.section } }) { crossSectionMoves += 1 }
        if batches.contains(where: { !$0.itemReloads.isEmpty }) { reloads += 1 }
        if !changeset.diagnostics.isEmpty { duplicates += 1 }
        if batches.count >= 2, !batches[0].sectionMoves.isEmpty, !batches[1].isEmpty, batches[1].itemReloads.isEmpty || !batches[1].itemMoves.isEmpty || !batches[1].itemInserts.isEmpty || !batches[1].itemDeletes.isEmpty { splitBatches += 1 }
        if let last = batches.last, batches.count > 1, last.itemReloads.count == last.operationCount { lateReloads += 1 }
    }
}

@Suite("Property: every changeset is UIKit-valid and applies to the new data")
struct PropertyTests {
    /// CI runs 10,000 cases; set TRELLIS_PROPERTY_CASES (e.g. 1000000) for a nightly-size run.
    static var caseCount: Int {
        guard let text = getenv("TRELLIS_PROPERTY_CASES").map({ String(cString: $0) }), let n = Int(text), n > 0 else {
            return 10_000
        }
        return n
    }

    @Test func randomSectionedEditsPassTheValidatorAndApplyExactly() {
        var coverage = Coverage()
        var failures: [String] = []
        for seed in 0..<UInt64(Self.caseCount) {
            var generator = CaseGenerator(seed: seed)
            let old = generator.collection()
            let new = generator.edit(old)
            let changeset = Changeset(from: old, to: new)
            coverage.record(changeset)
            let (violations, applied) = check(changeset, old, new)
            if !violations.isEmpty || applied != new || changeset.batches.count > 3 {
                failures.append("seed \(seed): \(violations.map(\.description)) batches \(changeset.batches.count)")
                if failures.count >= 5 { break }
            }
        }
        #expect(failures == [])
        #expect(coverage.cases == Self.caseCount || !failures.isEmpty)
        // Every interesting shape occurs in a sizeable share of the cases.
        let floor = Self.caseCount / 50
        #expect(coverage.sectionMoves > floor)
        #expect(coverage.crossSectionMoves > floor)
        #expect(coverage.reloads > floor)
        #expect(coverage.duplicates > floor)
        #expect(coverage.splitBatches > floor / 4)
        #expect(coverage.lateReloads > floor)
    }

    @Test func randomFlatEditsPassWithBothAlgorithms() {
        var failures: [String] = []
        for seed in 0..<UInt64(Self.caseCount / 5) {
            var generator = CaseGenerator(seed: seed &+ 1 << 40)
            let old = generator.collection().flatMap(\.items)
            let new = generator.edit([DiffSection(model: Header(id: 0), items: old)]).flatMap(\.items)
            let wrap = { (items: [Row]) in [DiffSection(model: FlatSection(), items: items)] }
            for (name, changeset) in [("heckel", Changeset(from: old, to: new)),
                                      ("myers", Changeset<FlatSection, Row>.minimalEditScript(from: old, to: new))] {
                let violations = BatchUpdateValidator.violations(of: changeset, from: wrap(old), to: wrap(new))
                if !violations.isEmpty || (try? apply(changeset, to: old)) != new {
                    failures.append("\(name) seed \(seed): \(violations.map(\.description))")
                }
            }
            if failures.count >= 5 { break }
        }
        #expect(failures == [])
    }
}
