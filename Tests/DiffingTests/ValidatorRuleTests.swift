import Diffing
import Testing

/// One test per UIKit rule: a hand-broken changeset that the validator must reject with that rule.
@Suite("Batch-update validator")
struct ValidatorRuleTests {
    let old = sections([(1, [1, 2, 3]), (2, [4])])

    func rulesBroken(_ new: Sections, _ edit: (inout Batch<Header, Row>) -> Void) -> Set<BatchUpdateViolation.Rule> {
        var batch = Batch<Header, Row>(data: new)
        edit(&batch)
        let violations = BatchUpdateValidator.violations(of: Changeset(batches: [batch]), from: old, to: new)
        return Set(violations.map(\.rule))
    }

    @Test func aCorrectHandWrittenChangesetPasses() {
        let new = sections([(1, [1, 5, 3]), (2, [4])])
        #expect(rulesBroken(new) {
            $0.itemDeletes = [ItemPath(section: 0, item: 1)]
            $0.itemInserts = [ItemPath(section: 0, item: 1)]
        } == [])
    }

    @Test func rule1InsertsUseIndicesAfterTheDeletes() {
        // Delete 1 and insert 5 at the end: in after-batch indices the insert is at 2, not 3.
        let new = sections([(1, [2, 3, 5]), (2, [4])])
        #expect(rulesBroken(new) {
            $0.itemDeletes = [ItemPath(section: 0, item: 0)]
            $0.itemInserts = [ItemPath(section: 0, item: 1)]
        } == [.indexSpaces])
    }

    @Test func rule2ItemCountsMustBalance() {
        let new = sections([(1, [1, 2, 3, 5]), (2, [4])])
        #expect(rulesBroken(new) { _ in } == [.countsBalance])
    }

    @Test func rule2SectionCountsMustBalance() {
        let new = sections([(1, [1, 2, 3]), (2, [4]), (3, [])])
        #expect(rulesBroken(new) { _ in } == [.countsBalance])
    }

    @Test func rule3IndicesMustBeInRange() {
        let new = sections([(1, [1, 2]), (2, [4])])
        #expect(rulesBroken(new) { $0.itemDeletes = [ItemPath(section: 0, item: 3)] } == [.indexInRange])
    }

    @Test func rule4APathIsNotDeletedAndMoved() {
        let new = sections([(1, [2, 3]), (2, [4, 1])])
        #expect(rulesBroken(new) {
            $0.itemDeletes = [ItemPath(section: 0, item: 0)]
            $0.itemMoves = [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))]
        }.contains(.singleSourceOperation))
    }

    @Test func rule4APathIsNotDeletedTwice() {
        let new = sections([(1, [2, 3]), (2, [4])])
        #expect(rulesBroken(new) {
            $0.itemDeletes = [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0)]
        }.contains(.singleSourceOperation))
    }

    @Test func rule5InsertAndMoveTargetsAreDisjoint() {
        let new = sections([(1, [2, 3]), (2, [1, 4])])
        #expect(rulesBroken(new) {
            $0.itemMoves = [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))]
            $0.itemInserts = [ItemPath(section: 1, item: 0)]
        }.contains(.singleTargetOperation))
    }

    @Test func rule6AReloadMayNotTouchAMovedItem() {
        var new = sections([(1, [2, 3]), (2, [1, 4])])
        new[1].items[0].content = 1
        #expect(rulesBroken(new) {
            $0.itemMoves = [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))]
            $0.itemReloads = [ItemReload(before: ItemPath(section: 0, item: 0), after: ItemPath(section: 1, item: 0))]
        }.contains(.reloadIsNotMove))
    }

    @Test func rule7NoItemMovesIntoAnInsertedSection() {
        let new = sections([(1, [2, 3]), (2, [4]), (3, [1])])
        #expect(rulesBroken(new) {
            $0.sectionInserts = [2]
            $0.itemMoves = [Move(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 0))]
        } == [.sectionIntegrity])
    }

    @Test func rule7NoItemMovesOutOfADeletedSection() {
        let new = sections([(1, [1, 2, 3, 4])])
        #expect(rulesBroken(new) {
            $0.sectionDeletes = [1]
            $0.itemMoves = [Move(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 3))]
        } == [.sectionIntegrity])
    }

    @Test func rule7NoItemOperationsInsideAMovedSection() {
        let new = sections([(2, []), (1, [1, 2, 3])])
        #expect(rulesBroken(new) {
            $0.sectionMoves = [Move(from: 1, to: 0)]
            $0.itemDeletes = [ItemPath(section: 1, item: 0)]
        } == [.sectionIntegrity])
    }

    @Test func rule8AMovedCellKeepsItsOldContent() {
        var new = sections([(1, [3, 1, 2]), (2, [4])])
        new[0].items[0].content = 9
        #expect(rulesBroken(new) {
            $0.itemMoves = [Move(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0))]
        } == [.movedCellKeepsContent])
    }

    @Test("A reload displaced by an insert in the same batch is rejected ([3] → [1, 3′] as insert (0,0) + reload (0,0))")
    func aReloadDisplacedInItsBatchIsRejected() {
        let old = sections([(1, [3])])
        var new = sections([(1, [1, 3])])
        new[0].items[1].content = 1
        var batch = Batch<Header, Row>(data: new)
        batch.itemInserts = [ItemPath(section: 0, item: 0)]
        batch.itemReloads = [ItemReload(before: ItemPath(section: 0, item: 0), after: ItemPath(section: 0, item: 1))]
        let violations = BatchUpdateValidator.violations(of: Changeset(batches: [batch]), from: old, to: new)
        #expect(violations.map(\.rule) == [.displacedReload])
        // The same reload alone in a later batch passes.
        var stale = sections([(1, [1, 3])])
        stale[0].items[1].content = 0
        var inserts = Batch<Header, Row>(data: stale)
        inserts.itemInserts = [ItemPath(section: 0, item: 0)]
        var reloads = Batch<Header, Row>(data: new)
        reloads.itemReloads = [ItemReload(before: ItemPath(section: 0, item: 1), after: ItemPath(section: 0, item: 1))]
        #expect(BatchUpdateValidator.violations(of: Changeset(batches: [inserts, reloads]), from: old, to: new) == [])
    }

    @Test func anUnmovedChangedItemWithoutReloadIsReported() {
        var new = old
        new[0].items[1].content = 9
        #expect(rulesBroken(new) { _ in } == [.missingReload])
    }

    @Test func theScreenMustEndAsTheNewCollection() {
        // Valid batch, but its data is not the collection the caller wanted.
        var batch = Batch<Header, Row>(data: old)
        batch.itemReloads = []
        let wanted = sections([(1, [1, 2, 3]), (2, [5])])
        let violations = BatchUpdateValidator.violations(of: Changeset(batches: [batch]), from: old, to: wanted)
        #expect(violations.map(\.rule) == [.finalState])
    }

    @Test func applyThrowsInsteadOfTrappingOnABrokenBatch() {
        var batch = Batch<Header, Row>(data: old)
        batch.itemDeletes = [ItemPath(section: 7, item: 0)]
        #expect(throws: BatchUpdateFailure.self) { try apply(Changeset(batches: [batch]), to: old) }
    }
}
