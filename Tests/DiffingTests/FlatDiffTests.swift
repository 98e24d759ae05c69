import Diffing
import Testing

@Suite("Flat diff")
struct FlatDiffTests {
    func diff(_ old: [Row], _ new: [Row]) throws -> Changeset<FlatSection, Row> {
        let changeset = Changeset(from: old, to: new)
        let old1 = [DiffSection(model: FlatSection(), items: old)]
        let new1 = [DiffSection(model: FlatSection(), items: new)]
        #expect(BatchUpdateValidator.violations(of: changeset, from: old1, to: new1) == [])
        #expect(try apply(changeset, to: old) == new)
        return changeset
    }

    @Test func equalCollectionsGiveNoBatches() throws {
        #expect(try diff(rows([1, 2, 3]), rows([1, 2, 3])).batches.isEmpty)
        #expect(try diff([], []).batches.isEmpty)
    }

    @Test func deletesUseOldIndicesAndInsertsUseNewIndices() throws {
        let batch = try #require(try diff(rows([1, 2, 3, 4]), rows([1, 5, 4, 6])).batches.first)
        #expect(batch.itemDeletes == [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)])
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 3)])
        #expect(batch.itemMoves.isEmpty)
    }

    @Test func movingOneItemToTheFrontIsOneMove() throws {
        let batch = try #require(try diff(rows([1, 2, 3, 4, 5]), rows([5, 1, 2, 3, 4])).batches.first)
        #expect(batch.itemMoves == [Move(from: ItemPath(section: 0, item: 4), to: ItemPath(section: 0, item: 0))])
    }

    @Test func movingOneItemToTheBackIsOneMove() throws {
        let batch = try #require(try diff(rows([1, 2, 3, 4, 5]), rows([2, 3, 4, 5, 1])).batches.first)
        #expect(batch.itemMoves == [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 4))])
    }

    @Test func aChangedItemThatKeepsItsIndexPathIsReloadedInTheSameBatch() throws {
        let old = rows([1, 2, 3])
        var new = rows([1, 2, 4])
        new[1].content = 7
        let changeset = try diff(old, new)
        #expect(changeset.batches.count == 1)
        #expect(changeset.batches[0].itemReloads == [ItemReload(before: ItemPath(section: 0, item: 1), after: ItemPath(section: 0, item: 1))])
    }

    @Test("A changed item displaced by an insert is reloaded in a batch of reloads only ([3] → [1, 3′])")
    func aDisplacedReloadGetsABatchOfItsOwn() throws {
        let changeset = try diff(rows([3]), [Row(id: 1), Row(id: 3, content: 1)])
        #expect(changeset.batches.count == 2)
        #expect(changeset.batches[0].itemInserts == [ItemPath(section: 0, item: 0)])
        #expect(changeset.batches[0].itemReloads.isEmpty)
        #expect(changeset.batches[0].data[0].items[1].content == 0, "the displaced cell still shows old content")
        #expect(changeset.batches[1].operationCount == 1)
        #expect(changeset.batches[1].itemReloads == [ItemReload(before: ItemPath(section: 0, item: 1), after: ItemPath(section: 0, item: 1))])
    }

    @Test func aChangedItemDisplacedByADeleteIsReloadedAfterwards() throws {
        let old = rows([1, 2, 3])
        var new = rows([2, 3])
        new[1].content = 7
        let changeset = try diff(old, new)
        #expect(changeset.batches.map(\.itemReloads) == [[], [ItemReload(before: ItemPath(section: 0, item: 1), after: ItemPath(section: 0, item: 1))]])
    }

    @Test func aMovedChangedItemIsReloadedInASecondBatch() throws {
        let old = rows([1, 2, 3])
        let new = [Row(id: 3, content: 1), Row(id: 1), Row(id: 2)]
        let changeset = try diff(old, new)
        #expect(changeset.batches.count == 2)
        #expect(changeset.batches[0].itemReloads.isEmpty)
        #expect(changeset.batches[0].data[0].items[0].content == 0, "the moved cell still shows old content")
        #expect(changeset.batches[1].itemReloads == [ItemReload(before: ItemPath(section: 0, item: 0), after: ItemPath(section: 0, item: 0))])
        #expect(changeset.batches[1].data[0].items == new)
    }

    @Test func emptyToFullAndFullToEmpty() throws {
        #expect(try diff([], rows([1, 2])).batches[0].itemInserts.count == 2)
        #expect(try diff(rows([1, 2]), []).batches[0].itemDeletes.count == 2)
        #expect(try diff(rows([1, 2]), rows([3, 4])).operationCount == 4)
    }

    @Test func duplicateIDsAreMatchedInOrderAndReported() throws {
        let old = [Row(id: 1, content: 1), Row(id: 1, content: 2), Row(id: 2)]
        let new = [Row(id: 2), Row(id: 1, content: 1), Row(id: 1, content: 2), Row(id: 1, content: 3)]
        let changeset = try diff(old, new)
        #expect(changeset.diagnostics == [DiffDiagnostic(kind: .duplicateItemID, id: "1", oldCount: 2, newCount: 3)])
        // In-order matching: no reloads needed for the first two 1s; the third is an insert.
        #expect(changeset.batches.allSatisfy { $0.itemReloads.isEmpty })
        #expect(changeset.batches[0].itemInserts == [ItemPath(section: 0, item: 3)])
    }

    @Test func duplicatesOnlyInTheNewCollectionAreReported() throws {
        let changeset = try diff([], rows([4, 4]))
        #expect(changeset.diagnostics.map(\.id) == ["4"])
        #expect(changeset.diagnostics.first?.description == "duplicate item id 4: 0 in old, 2 in new; matched in order")
    }

    @Test func theLastBatchCarriesTheNewCollection() throws {
        let new = rows([3, 1, 2])
        #expect(try diff(rows([1, 2, 3]), new).batches.last?.data[0].items == new)
    }

    @Test func minimalEditScriptIsValidAndAppliesToTheNewCollection() throws {
        let old = rows([1, 2, 3, 4, 5, 6])
        let new = [Row(id: 6), Row(id: 2, content: 1), Row(id: 3), Row(id: 7), Row(id: 5)]
        let changeset = Changeset<FlatSection, Row>.minimalEditScript(from: old, to: new)
        let wrap = { (items: [Row]) in [DiffSection(model: FlatSection(), items: items)] }
        #expect(BatchUpdateValidator.violations(of: changeset, from: wrap(old), to: wrap(new)) == [])
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.operationCount <= Changeset(from: old, to: new).operationCount)
    }

    @Test func aCancelledDiffThrowsCancellationError() {
        let old = rows(Array(0..<10_000))
        let new = rows(Array((0..<10_000).reversed()))
        var polls = 0
        #expect(throws: CancellationError.self) {
            _ = try Changeset(from: old, to: new, isCancelled: { polls += 1; return polls > 1 })
        }
        #expect(polls == 2, "the diff stops at the first poll that says cancelled")
    }

    @Test func aDiffInACancelledTaskThrows() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Changeset<FlatSection, Row>.computing(
                from: [DiffSection(model: FlatSection(), items: rows([1]))], to: [])
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
