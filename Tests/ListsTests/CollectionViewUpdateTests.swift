import Diffing
import Lists
import SeededRandom
import Testing

/// A cell whose view can be kept when its text changes, as tall as its text has lines.
struct GrowingCell: ListCell, Hashable {
    var text: String
    func size(fittingWidth width: Double) -> ListSize { ListSize(width: width, height: Double(20 * text.split(separator: "\n").count)) }
    func canUpdateView(showing previous: any ListCell) -> Bool { previous is GrowingCell }
}

/// A list host that turns every update into collection view stages, as the UIKit host does,
/// starting from what the previous stages left shown.
@MainActor
final class CollectionViewPlanHost: ListHost {
    var contentWidth: Double = 320
    private(set) var shown = CollectionViewContents()
    private(set) var updates: [(update: ListUpdate, plan: CollectionViewUpdate)] = []

    func apply(_ update: ListUpdate) {
        let plan = CollectionViewUpdate(update, from: shown)
        updates.append((update, plan))
        shown = plan.stages.last?.contents ?? shown
    }
}

func item(_ id: String, _ cell: any ListCell) -> ListItem { ListItem(id: id, cell: cell) }

func ids(_ model: ListModel) -> [[String]] { model.sections.map { $0.items.map(\.id) } }

func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(section: section, item: item) }

@MainActor
@Suite("Collection view updates")
struct CollectionViewUpdateTests {
    /// Shows `first`, then `second`, through an updater; returns the second update's plan.
    func planned(_ first: ListModel, _ second: ListModel) async -> (ListUpdate, CollectionViewUpdate) {
        let host = CollectionViewPlanHost()
        let updater = ListUpdater(host: host)
        _ = await updater.update(to: first).value
        _ = await updater.update(to: second).value
        return host.updates[1]
    }

    @Test func theFirstUpdateReloadsTheDataInsteadOfABatch() async {
        let host = CollectionViewPlanHost()
        let updater = ListUpdater(host: host)
        _ = await updater.update(to: model(["a", "b"])).value
        let stages = host.updates[0].plan.stages
        #expect(stages.count == 1)
        #expect(stages[0].reloadsData && stages[0].operations.isEmpty && !stages[0].performsBatchUpdates)
        #expect(ids(stages[0].contents.model) == [["a", "b"]])
        #expect(stages[0].contents.sizes == [[ListSize(width: 320, height: 20), ListSize(width: 320, height: 20)]])
    }

    @Test func oneBatchIsOneStageOfCallsInUIKitsOrderWithReloadsAtTheirPathsBeforeTheBatch() async {
        let old = ListModel(sections: [ListSection(id: "s", items: [item("a", TextCell(text: "a")), item("b", TextCell(text: "b")),
                                                                    item("c", TextCell(text: "c"))])])
        // a changes (in its place), b goes, e comes at the end, c stays.
        let new = ListModel(sections: [ListSection(id: "s", items: [item("a", TextCell(text: String(repeating: "a", count: 60))),
                                                                    item("c", TextCell(text: "c")), item("e", TextCell(text: "e"))])])
        let (update, plan) = await planned(old, new)
        #expect(update.changeset.batches.count == 1)
        #expect(plan.stages.count == 1)
        let stage = plan.stages[0]
        #expect(stage.operations == [.deleteItems([path(1)]), .insertItems([path(2)]), .reloadItems([path(0)])])
        #expect(stage.inPlace.isEmpty && !stage.invalidatesLayout && !stage.reloadsData)
        #expect(ids(stage.contents.model) == [["a", "c", "e"]])
        #expect(stage.contents.sizes == [[ListSize(width: 320, height: 40), ListSize(width: 320, height: 20), ListSize(width: 320, height: 20)]])
    }

    @Test func sectionOperationsComeBeforeItemOperations() async {
        let old = ListModel(sections: [ListSection(id: "x", items: [item("a", TextCell(text: "a"))]),
                                       ListSection(id: "y", items: [item("b", TextCell(text: "b"))])])
        let new = ListModel(sections: [ListSection(id: "y", items: [item("b", TextCell(text: "b")), item("c", TextCell(text: "c"))]),
                                       ListSection(id: "z", items: [])])
        let (update, plan) = await planned(old, new)
        #expect(plan.stages.count == update.changeset.batches.count)
        let operations = plan.stages.flatMap(\.operations)
        #expect(operations == [.deleteSections([0]), .insertSections([1]), .insertItems([path(1)])])
    }

    @Test func reloadsTheCellAllowsAreUpdatedInPlaceAndLeftOutOfTheBatch() async {
        let old = ListModel(sections: [ListSection(id: "s", items: [item("a", GrowingCell(text: "a")), item("b", GrowingCell(text: "b")),
                                                                    item("c", TextCell(text: "c"))])])
        // a keeps its height, b grows a line: both in place; c is a TextCell, reloaded.
        let new = ListModel(sections: [ListSection(id: "s", items: [item("a", GrowingCell(text: "A")), item("b", GrowingCell(text: "b\nb")),
                                                                    item("c", TextCell(text: "C"))])])
        let (update, plan) = await planned(old, new)
        #expect(update.inPlaceReloads == [[ItemReload(before: path(0), after: path(0)), ItemReload(before: path(1), after: path(1))]])
        let stage = plan.stages[0]
        #expect(stage.inPlace == [.init(visibleAt: path(0), item: path(0)), .init(visibleAt: path(1), item: path(1))])
        #expect(stage.operations == [.reloadItems([path(2)])])
        #expect(stage.invalidatesLayout, "b grew from 20 to 40 points without a reload")
        #expect(stage.performsBatchUpdates)

        let (_, same) = await planned(old, ListModel(sections: [ListSection(id: "s", items: [
            item("a", GrowingCell(text: "A")), item("b", GrowingCell(text: "b")), item("c", TextCell(text: "c"))])]))
        #expect(same.stages[0].inPlace == [.init(visibleAt: path(0), item: path(0))])
        #expect(same.stages[0].operations.isEmpty, "nothing left for performBatchUpdates")
        #expect(!same.stages[0].invalidatesLayout, "no in-place cell changed size")
        #expect(!same.stages[0].performsBatchUpdates, "the visible cell was updated; nothing to animate")
    }

    @Test("A reload displaced by an insert is its own stage; the first stage shows the old content at its old size")
    func aDisplacedReloadIsALaterStage() async {
        let long = String(repeating: "3", count: 60)
        let old = ListModel(sections: [ListSection(id: "s", items: [item("3", TextCell(text: "3"))])])
        let new = ListModel(sections: [ListSection(id: "s", items: [item("1", TextCell(text: "1")), item("3", TextCell(text: long))])])
        let (update, plan) = await planned(old, new)
        #expect(update.changeset.batches.count == 2)
        #expect(plan.stages.map(\.operations) == [[.insertItems([path(0)])], [.reloadItems([path(1)])]])
        let first = plan.stages[0].contents
        #expect(ids(first.model) == [["1", "3"]])
        #expect(first.model[path(1)]?.cell.isContentEqual(to: TextCell(text: "3")) == true, "the moved cell keeps its content")
        #expect(first.sizes == [[ListSize(width: 320, height: 20), ListSize(width: 320, height: 20)]], "3 at the size it was shown at")
        #expect(plan.stages[1].contents.sizes == [[ListSize(width: 320, height: 20), ListSize(width: 320, height: 40)]])
    }

    @Test func anUnchangedModelIsOneStageWithoutCallsThatStillTakesTheNewModel() async {
        let (update, plan) = await planned(model(["a", "b"]), model(["a", "b"]))
        #expect(update.changeset.batches.isEmpty)
        #expect(plan.stages.count == 1)
        #expect(plan.stages[0].operations.isEmpty && plan.stages[0].inPlace.isEmpty && !plan.stages[0].reloadsData)
        #expect(ids(plan.stages[0].contents.model) == [["a", "b"]])
    }

    @Test func randomUpdatesMapEveryOperationOfEveryBatchOnceAndEndOnTheModel() async {
        let host = CollectionViewPlanHost()
        let updater = ListUpdater(host: host)
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            var sections: [ListSection] = []
            for section in 0..<Int.random(in: 1...3, using: &rng) {
                var items: [ListItem] = []
                var used = Set<Int>()
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    let n = Int.random(in: 0..<12, using: &rng)
                    guard used.insert(n).inserted else { continue }
                    let text = "v\(Int.random(in: 0...1, using: &rng))" + (Bool.random(using: &rng) ? "\nmore" : "")
                    items.append(Bool.random(using: &rng) ? item("s\(section)r\(n)", GrowingCell(text: text))
                                                          : item("s\(section)r\(n)", TextCell(text: text)))
                }
                sections.append(ListSection(id: "s\(Int.random(in: 0...3, using: &rng))-\(section)", items: items))
            }
            _ = await updater.update(to: ListModel(sections: sections)).value
        }
        for (update, plan) in host.updates.dropFirst() {
            let batches = update.changeset.batches
            #expect(plan.stages.count == max(1, batches.count))
            #expect(ids(plan.stages.last!.contents.model) == ids(update.model))
            #expect(plan.stages.last!.contents.sizes == update.sizes)
            for (index, (batch, stage)) in zip(batches, plan.stages).enumerated() {
                #expect(ids(stage.contents.model) == batch.data.map { $0.items.map(\.id) })
                #expect(stage.contents.sizes.map(\.count) == batch.data.map(\.items.count))
                var reloaded = stage.inPlace.map { ItemReload(before: $0.visibleAt, after: $0.item) }
                var counts = (sections: 0, items: 0)
                for operation in stage.operations {
                    switch operation {
                    case .deleteSections(let s): #expect(s == batch.sectionDeletes); counts.sections += s.count
                    case .insertSections(let s): #expect(s == batch.sectionInserts); counts.sections += s.count
                    case .moveSection(let from, let to): #expect(batch.sectionMoves.contains(Move(from: from, to: to))); counts.sections += 1
                    case .deleteItems(let p): #expect(p == batch.itemDeletes); counts.items += p.count
                    case .insertItems(let p): #expect(p == batch.itemInserts); counts.items += p.count
                    case .moveItem(let from, let to): #expect(batch.itemMoves.contains(Move(from: from, to: to))); counts.items += 1
                    case .reloadItems(let p): reloaded += batch.itemReloads.filter { p.contains($0.before) }; #expect(p.count <= batch.itemReloads.count)
                    }
                }
                #expect(counts.sections == batch.sectionDeletes.count + batch.sectionInserts.count + batch.sectionMoves.count)
                #expect(counts.items == batch.itemDeletes.count + batch.itemInserts.count + batch.itemMoves.count)
                #expect(Set(reloaded) == Set(batch.itemReloads) && reloaded.count == batch.itemReloads.count,
                        "every reload once, in place or in the batch (update \(index))")
            }
        }
    }
}
