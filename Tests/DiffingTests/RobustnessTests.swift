import Diffing
import SeededRandom
import Testing

/// The diff accepts any input and its results can cross actors.
@Suite("Robustness")
struct RobustnessTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func changesetsAndTheirPartsAreSendable() {
        requireSendable(Changeset<Header, Row>.self)
        requireSendable(Batch<Header, Row>.self)
        requireSendable(DiffSection<Header, Row>.self)
        requireSendable(DiffDiagnostic.self)
        requireSendable(BatchUpdateViolation.self)
        requireSendable(BatchUpdateFailure.self)
    }

    @Test func aDiffComputedInABackgroundTaskIsUsable() async throws {
        let old = sections([(1, [1, 2, 3])])
        let new = sections([(1, [3, 1])])
        let changeset = try await Task.detached { try await Changeset.computing(from: old, to: new) }.value
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func aLargeShuffledFlatCollectionGivesAValidChangeset() throws {
        var rng = SeededGenerator(seed: 99)
        let old = (0..<5_000).map { Row(id: $0, content: 0) }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        new.shuffle(using: &rng)
        for k in stride(from: 0, to: new.count, by: 7) { new[k].content = 1 }
        new += (5_000..<5_500).map { Row(id: $0) }
        let changeset = Changeset(from: old, to: new)
        let wrap = { (items: [Row]) in [DiffSection(model: FlatSection(), items: items)] }
        #expect(BatchUpdateValidator.violations(of: changeset, from: wrap(old), to: wrap(new)) == [])
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.batches.count == 2)
    }

    @Test func everyElementSharingOneIDStillDiffs() throws {
        let old = (0..<50).map { Row(id: 7, content: $0 % 3) }
        let new = (0..<80).map { Row(id: 7, content: $0 % 4) }
        let changeset = Changeset(from: old, to: new)
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.diagnostics == [DiffDiagnostic(kind: .duplicateItemID, id: "7", oldCount: 50, newCount: 80)])
    }

    @Test func emptySectionsAreDiffedLikeAnyOther() throws {
        let old = sections([(1, []), (2, []), (3, [1])])
        let new = sections([(3, []), (1, [1]), (4, [])])
        let changeset = Changeset(from: old, to: new)
        let (violations, applied) = check(changeset, old, new)
        #expect(violations == [])
        #expect(applied == new)
    }

    @Test func countMismatchesAreReportedInUIKitsWords() {
        let old = sections([(1, [1, 2])])
        let batch = Batch<Header, Row>(data: sections([(1, [1, 2, 3])]))
        let violations = BatchUpdateValidator.violations(of: Changeset(batches: [batch]), from: old, to: batch.data)
        #expect(violations.first?.description == "batch 0, rule 2 (countsBalance): invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)")
    }

    @Test func aReloadDeclaringTheWrongLandingPathIsCaught() {
        let old = sections([(1, [1, 2, 3])])
        var new = sections([(1, [2, 3])])
        new[0].items[1].content = 1
        var batch = Batch<Header, Row>(data: new)
        batch.itemDeletes = [ItemPath(section: 0, item: 0)]
        batch.itemReloads = [ItemReload(before: ItemPath(section: 0, item: 2), after: ItemPath(section: 0, item: 0))]
        let rules = BatchUpdateValidator.violations(of: Changeset(batches: [batch]), from: old, to: new).map(\.rule)
        #expect(rules.contains(.reloadIsNotMove))
    }
}
