import Diffing
import Testing

@Suite("Sectioned diff")
struct SectionedDiffTests {
    func diff(_ old: Sections, _ new: Sections) throws -> Changeset<Header, Row> {
        let changeset = Changeset(from: old, to: new)
        let (violations, applied) = check(changeset, old, new)
        #expect(violations == [])
        #expect(applied == new)
        return changeset
    }

    @Test func sectionInsertsAndDeletesCarryTheirItems() throws {
        let changeset = try diff(sections([(1, [1, 2]), (2, [3])]), sections([(2, [3]), (3, [4, 5])]))
        #expect(changeset.batches.count == 1)
        #expect(changeset.batches[0].sectionDeletes == [0])
        #expect(changeset.batches[0].sectionInserts == [1])
        #expect(changeset.batches[0].itemInserts.isEmpty && changeset.batches[0].itemDeletes.isEmpty)
    }

    @Test func anItemMovesBetweenSurvivingSectionsInOneBatch() throws {
        let changeset = try diff(sections([(1, [1, 2]), (2, [3])]), sections([(1, [2]), (2, [3, 1])]))
        #expect(changeset.batches.count == 1)
        #expect(changeset.batches[0].itemMoves == [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))])
    }

    @Test func anItemLeavingADeletedSectionIsInsertedNotMoved() throws {
        let changeset = try diff(sections([(1, [1, 2]), (2, [3])]), sections([(2, [3, 1])]))
        #expect(changeset.batches[0].itemMoves.isEmpty)
        #expect(changeset.batches[0].itemInserts == [ItemPath(section: 0, item: 1)])
    }

    @Test func anItemEnteringAnInsertedSectionIsDeletedNotMoved() throws {
        let changeset = try diff(sections([(1, [1, 2])]), sections([(1, [2]), (9, [1])]))
        #expect(changeset.batches[0].itemMoves.isEmpty)
        #expect(changeset.batches[0].itemDeletes == [ItemPath(section: 0, item: 0)])
        #expect(changeset.batches[0].sectionInserts == [1])
    }

    @Test func aSectionMoveWithoutItemChangesIsOneBatch() throws {
        let changeset = try diff(sections([(1, [1]), (2, [2]), (3, [3])]), sections([(3, [3]), (1, [1]), (2, [2])]))
        #expect(changeset.batches.count == 1)
        #expect(changeset.batches[0].sectionMoves == [Move(from: 2, to: 0)])
    }

    @Test func itemOperationsInsideAMovedSectionGetTheirOwnBatch() throws {
        let old = sections([(1, [1, 2]), (2, [3])])
        let new = sections([(2, [3, 4]), (1, [2, 1])])
        let changeset = try diff(old, new)
        #expect(changeset.batches.count == 2)
        #expect(changeset.batches[0].sectionMoves.count == 1)
        #expect(changeset.batches[0].itemMoves.isEmpty && changeset.batches[0].itemInserts.isEmpty)
        #expect(changeset.batches[1].sectionMoves.isEmpty)
        #expect(changeset.batches[1].itemInserts == [ItemPath(section: 0, item: 1)])
    }

    @Test func aChangedItemInsideAMovedSectionIsReloadedAfterTheMove() throws {
        // Section 2 is the one that moves (section 1 keeps its place).
        var new = sections([(2, [3]), (1, [1])])
        new[0].items[0].content = 5
        let changeset = try diff(sections([(1, [1]), (2, [3])]), new)
        try #require(changeset.batches.count == 2)
        #expect(changeset.batches[0].sectionMoves == [Move(from: 1, to: 0)])
        #expect(changeset.batches[1].itemReloads.map(\.after) == [ItemPath(section: 0, item: 0)])
    }

    @Test func aSectionWhoseContentChangedIsDeletedAndInserted() throws {
        var new = sections([(1, [1, 2])])
        new[0].model.title = 1
        let changeset = try diff(sections([(1, [1, 2])]), new)
        #expect(changeset.batches[0].sectionDeletes == [0])
        #expect(changeset.batches[0].sectionInserts == [0])
    }

    @Test func duplicateSectionIDsAreMatchedInOrderAndReported() throws {
        let changeset = try diff(sections([(1, [1]), (1, [2])]), sections([(1, [2]), (1, [1]), (1, [])]))
        #expect(changeset.diagnostics.contains(DiffDiagnostic(kind: .duplicateSectionID, id: "1", oldCount: 2, newCount: 3)))
    }

    @Test func atMostThreeBatchesEvenWhenEverythingHappens() throws {
        var new = sections([(3, [30, 10]), (2, [20, 21, 1]), (1, [11])])
        new[0].items[1].content = 4
        new[1].items[2].content = 4
        let changeset = try diff(sections([(1, [1, 10, 11]), (2, [20, 21]), (3, [30])]), new)
        #expect(changeset.batches.count == 3)
    }
}
