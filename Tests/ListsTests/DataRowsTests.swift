import Diffing
import Lists
import Synchronization
import Testing

/// Counts how many cells the rows built.
final class BuildCount: Sendable, Equatable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
    static func == (lhs: BuildCount, rhs: BuildCount) -> Bool { lhs === rhs }
}

@MainActor
@Suite("Data rows")
struct DataRowsTests {
    func rows(_ texts: [String], _ builds: BuildCount) -> ItemRows<String, BuildCount> {
        ItemRows(texts, id: { String($0.prefix(1)) }, context: builds) { text, builds in
            builds.increment()
            return TextCell(text: text)
        }
    }

    @Test func aSectionOfDataRowsHasTheRowsIdsAndBuildsNoCell() {
        let builds = BuildCount()
        let section = ListSection(id: "s", rows: rows(["a1", "b1", "c1"], builds))
        #expect(section.items.map(\.id) == ["a", "b", "c"])
        #expect(builds.value == 0)
        #expect(section.items[1].cell.size(fittingWidth: 320) == ListSize(width: 320, height: 20))
        #expect(builds.value == 1, "sizing builds the one cell")
    }

    @Test func rowsCompareByItemAndContext() {
        let builds = BuildCount()
        let first = rows(["a1", "b1"], builds), second = rows(["b1", "a2"], builds)
        #expect(DataRowCell(rows: first, index: 1).isContentEqual(to: DataRowCell(rows: second, index: 0)))
        #expect(!DataRowCell(rows: first, index: 0).isContentEqual(to: DataRowCell(rows: second, index: 1)))
        #expect(!DataRowCell(rows: first, index: 1).isContentEqual(to: DataRowCell(rows: rows(["b1"], BuildCount()), index: 0)),
                "another context is other content")
        #expect(!DataRowCell(rows: first, index: 0).isContentEqual(to: TextCell(text: "a1")))
        #expect(first.isEqual(to: rows(["a1", "b1"], builds)) && !first.isEqual(to: second))
        #expect(builds.value == 0, "comparing builds no cell")
    }

    @Test func theUpdaterMeasuresOnlyNewAndChangedDataRows() async {
        let builds = BuildCount()
        let host = HeadlessListHost()
        let updater = ListUpdater(host: host)
        let texts = (0..<50).map { "\($0)" }
        func model(_ texts: [String]) -> ListModel {
            ListModel(sections: [ListSection(id: "s", rows: ItemRows(texts, id: { $0 }, context: builds) { text, builds in
                builds.increment()
                return TextCell(text: text)
            })])
        }
        _ = await updater.update(to: model(texts)).value
        #expect(builds.value == 50)
        _ = await updater.update(to: model(texts.reversed() + ["new"])).value
        #expect(builds.value == 51, "reordered rows keep their sizes; the new one is built and measured")
        #expect(host.displayedIDs == [texts.reversed() + ["new"]])
        #expect(host.failures.isEmpty)
    }
}
