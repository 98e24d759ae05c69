import Diffing
import Lists
import SeededRandom
import Testing
import Foundation
import Synchronization

@MainActor
@Suite("List updater")
struct ListUpdaterTests {
    @Test func theFirstUpdateShowsTheModel() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        #expect(await updater.update(to: model(["a", "b"])).value == .applied)
        #expect(host.displayedIDs == [["a", "b"]])
        #expect(host.failures.isEmpty)
        #expect(updater.model.sections[0].items.map(\.id) == ["a", "b"])
    }

    @Test func updatesAreSerialisedAndEachIsDiffedAgainstWhatTheHostShows() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let first = updater.update(to: model(["a", "b", "c"]))
        let second = updater.update(to: model(["c", "a", "d"]))
        #expect(await first.value == .applied)
        #expect(await second.value == .applied)
        #expect(host.updates.count == 2)
        // The second changeset starts from the first model: a move and an insert, no reinsertion.
        let batch = host.updates[1].changeset.batches[0]
        #expect(batch.itemDeletes == [ItemPath(section: 0, item: 1)])
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 2)])
        #expect(host.displayedIDs == [["c", "a", "d"]])
        #expect(host.failures.isEmpty)
    }

    @Test("An update requested from inside ListHost.apply is diffed against the model being applied")
    func anUpdateFromInsideApplyStartsFromTheAppliedModel() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let page1 = ListSection(id: "page1", items: [ListItem(id: "a", cell: TextCell(text: "a"))])
        let page2 = ListSection(id: "page2", items: [ListItem(id: "b", cell: TextCell(text: "b"))])
        var paged: Task<ListUpdateOutcome, Never>?
        host.onApply = { update in
            // What paging from `onDisplay` does: ask for the next page while the first is shown.
            if paged == nil { paged = updater.update(to: ListModel(sections: [page1, page2])) }
        }
        #expect(await updater.update(to: ListModel(sections: [page1])).value == .applied)
        #expect(await paged?.value == .applied)
        #expect(host.updates.count == 2)
        #expect(host.updates.last?.changeset.batches.map(\.sectionInserts) == [[1]], "only the new page is inserted")
        #expect(host.failures.isEmpty)
        #expect(host.displayedIDs == [["a"], ["b"]])
    }

    @Test("An update requested from inside apply while another is pending supersedes it; one computation at a time")
    func anUpdateFromInsideApplySupersedesThePendingOne() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let computing = Mutex(0)
        let overlapped = Mutex(false)
        func tracked(_ ids: [String]) -> @Sendable () -> ListModel {
            {
                let now = computing.withLock { $0 += 1; return $0 }
                if now > 1 { overlapped.withLock { $0 = true } }
                Thread.sleep(forTimeInterval: 0.02)
                computing.withLock { $0 -= 1 }
                return model(ids)
            }
        }
        var fromApply: Task<ListUpdateOutcome, Never>?
        host.onApply = { _ in
            if fromApply == nil { fromApply = updater.update(tracked(["c"])) }
        }
        let first = updater.update(tracked(["a"]))
        let pending = updater.update(tracked(["b"]))
        #expect(await first.value == .applied)
        #expect(await pending.value == .superseded, "the request made inside apply is newer")
        #expect(await fromApply?.value == .applied)
        await eventually { !updater.isBusy }
        #expect(overlapped.withLock { $0 } == false, "two computations never run at once")
        #expect(host.updates.count == 2)
        #expect(host.displayedIDs == [["c"]])
        #expect(host.failures.isEmpty)
    }

    @Test func onlyTheLatestPendingRequestIsComputed() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let built = EventLog()
        let requests = (1...4).map { n in
            updater.update {
                built.record("build \(n)")
                return model((0..<n).map { "row\($0)" })
            }
        }
        var outcomes: [ListUpdateOutcome] = []
        for request in requests { outcomes.append(await request.value) }
        #expect(outcomes == [.applied, .superseded, .superseded, .applied])
        #expect(built.names == ["build 1", "build 4"], "superseded models are never even built")
        #expect(host.updates.count == 2)
        #expect(host.displayedIDs == [["row0", "row1", "row2", "row3"]])
    }

    @Test func cancellingBeforeTheComputationFinishesLeavesTheHostUntouched() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let running = updater.update(to: model(["a"]))
        let pending = updater.update(to: model(["b"]))
        updater.cancelAll()
        #expect(await running.value == .cancelled)
        #expect(await pending.value == .cancelled)
        #expect(host.updates.isEmpty)
        #expect(updater.model.sections.isEmpty)
        #expect(!updater.isBusy)
    }

    @Test func cancellationStopsARunningComputationMidway() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let log = EventLog()
        let gate = Gate()
        let slow = ListSection(id: "slow", items: [ListItem(id: "gate", cell: ProbeCell(text: "gate", log: log, gate: gate))])
        let rest = ListSection(id: "rest", items: [ListItem(id: "after", cell: ProbeCell(text: "after", log: log))])
        let request = updater.update(to: ListModel(sections: [slow, rest]))
        await eventually { log.names.contains("size gate") }
        updater.cancelAll()
        gate.open()
        #expect(await request.value == .cancelled)
        #expect(log.names == ["size gate"], "the section after the cancellation point is never measured")
        #expect(host.updates.isEmpty)
        // The updater keeps working after a cancellation.
        #expect(await updater.update(to: model(["x"])).value == .applied)
        #expect(host.displayedIDs == [["x"]])
    }

    @Test func aRequestFinishesEvenIfTheUpdaterIsReleasedMeanwhile() async {
        let host = HeadlessListHost()
        var updater: ListUpdater? = ListUpdater(host: host)
        let request = updater!.update(to: model(["a"]))
        updater = nil
        #expect(await request.value == .applied)
        #expect(host.displayedIDs == [["a"]])
    }

    @Test func theMainActorProbeTellsMainFromBackground() async {
        #expect(isOnMainActor())
        #expect(await Task.detached { isOnMainActor() }.value == false)
    }

    @Test func sizesArePrecalculatedOffTheMainThreadBeforeTheHostIsTouched() async {
        let host = HeadlessListHost(contentWidth: 320)
        let log = EventLog()
        host.onApply = { _ in log.record("apply") }
        let updater = ListUpdater(host: host)
        let items = ["one", "three"].map { ListItem(id: $0, cell: ProbeCell(text: $0, log: log)) }
        #expect(await updater.update(to: ListModel(sections: [ListSection(id: "s", items: items)])).value == .applied)
        #expect(log.names == ["size one", "size three", "apply"])
        #expect(log.all.filter { $0.what.hasPrefix("size") }.allSatisfy { !$0.onMainThread })
        #expect(log.all.last?.onMainThread == true, "the host is called on the main thread")
        #expect(host.updates[0].sizes == [[ListSize(width: 320, height: 30), ListSize(width: 320, height: 50)]])
    }

    @Test func onlyNewAndChangedCellsAreMeasuredAgain() async {
        let host = HeadlessListHost()
        let log = EventLog()
        let updater = ListUpdater(host: host)
        func items(_ texts: [(String, String)]) -> ListModel {
            ListModel(sections: [ListSection(id: "s", items: texts.map { ListItem(id: $0.0, cell: ProbeCell(text: $0.1, log: log)) })])
        }
        _ = await updater.update(to: items([("a", "a"), ("b", "b")])).value
        _ = await updater.update(to: items([("a", "a"), ("b", "b2"), ("c", "c")])).value
        #expect(log.names == ["size a", "size b", "size b2", "size c"])
        #expect(host.updates[1].sizes[0].map(\.height) == [10, 20, 10])
        _ = await updater.update(to: items([("a", "a")])).value
        host.contentWidth = 200
        _ = await updater.update(to: items([("a", "a")])).value
        #expect(log.names.suffix(1) == ["size a"], "a new width measures everything again")
    }

    @Test("Sizes of items the diff matched unchanged are taken from the cache without comparing cells again")
    func unchangedItemsAreNotComparedAgainForTheirSizes() async {
        let host = RecordingListHost()   // no validation: only the updater compares cells
        let log = EventLog()
        let updater = ListUpdater(host: host)
        func items(_ texts: [(String, String)]) -> ListModel {
            ListModel(sections: [ListSection(id: "s", items: texts.map { ListItem(id: $0.0, cell: ComparingCell(text: $0.1, log: log)) })])
        }
        _ = await updater.update(to: items([("a", "a"), ("b", "b"), ("c", "c")])).value
        let before = log.names.filter { $0 == "compare" }.count
        _ = await updater.update(to: items([("c", "c"), ("a", "a"), ("b", "b2")])).value
        // The diff compares the three matched pairs once each; the sizes compare none: the
        // unchanged two keep theirs, the changed one is measured.
        #expect(log.names.filter { $0 == "compare" }.count - before == 3)
        #expect(log.names.filter { $0.hasPrefix("size") } == ["size a", "size b", "size c", "size b2"])
        #expect(host.updates[1].sizes[0].map(\.height) == [10, 10, 20])
    }

    @Test("Items of a section inserted again (its header changed) keep their sizes when their content is equal")
    func itemsOfAReinsertedSectionKeepTheirSizes() async {
        let host = HeadlessListHost()
        let log = EventLog()
        let updater = ListUpdater(host: host)
        func items(header: String, _ texts: [(String, String)]) -> ListModel {
            ListModel(sections: [ListSection(id: "s", header: TextCell(text: header),
                                             items: texts.map { ListItem(id: $0.0, cell: ComparingCell(text: $0.1, log: log)) })])
        }
        _ = await updater.update(to: items(header: "one", [("a", "a"), ("b", "b")])).value
        _ = await updater.update(to: items(header: "two", [("a", "a"), ("b", "b2"), ("c", "c")])).value
        #expect(host.updates[1].changeset.batches.first?.sectionInserts == [0], "a changed header: delete and insert")
        #expect(log.names.filter { $0.hasPrefix("size") } == ["size a", "size b", "size b2", "size c"], "a is not measured again")
        #expect(host.updates[1].sizes[0].map(\.height) == [10, 20, 10])
        // The cache holds only what is shown: b2 going away leaves a and c.
        _ = await updater.update(to: items(header: "two", [("a", "a"), ("c", "c")])).value
        _ = await updater.update(to: items(header: "two", [("a", "a"), ("c", "c"), ("b", "b2")])).value
        #expect(log.names.filter { $0.hasPrefix("size") }.suffix(1) == ["size b2"], "b2 came back new and is measured")
        #expect(host.failures.isEmpty)
    }

    @Test func aCellThatCanUpdateItsViewIsMarkedForAnInPlaceReload() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        func badges(_ count: Int) -> ListModel {
            ListModel(sections: [ListSection(id: "s", items: [
                ListItem(id: "badge", cell: BadgeCell(count: count)), ListItem(id: "text", cell: TextCell(text: "\(count)")),
            ])])
        }
        _ = await updater.update(to: badges(1)).value
        _ = await updater.update(to: badges(2)).value
        let update = host.updates[1]
        #expect(update.changeset.batches[0].itemReloads.count == 2)
        #expect(update.inPlaceReloads[0] == [ItemReload(before: ItemPath(section: 0, item: 0), after: ItemPath(section: 0, item: 0))])
    }

    @Test func randomBuiltModelsAlwaysReachTheHostValid() async {
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<150 {
            var builder = ListBuilder()
            for section in 0..<Int.random(in: 1...3, using: &rng) {
                builder.startSection(id: "s\(section)")
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0: builder.addSeparator([.small, .medium, .big].randomElement(using: &rng)!)
                    case 1: builder.addSpace(height: 8)
                    default:
                        let n = Int.random(in: 0..<12, using: &rng)
                        builder.add(TextCell(text: "v\(Int.random(in: 0...1, using: &rng))"), id: "row\(n)")
                    }
                }
            }
            let next = builder.build().model
            updater.update(to: next)
            if Bool.random(using: &rng) { _ = await updater.update(to: next).value }
        }
        await eventually { !updater.isBusy }
        #expect(host.failures.isEmpty)
        #expect(host.displayedIDs == updater.model.sections.map { $0.items.map(\.id) })
        #expect(host.displayed.count == updater.model.sections.count)
    }
}

