import Lists
import Render
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements

/// A screen whose lazy list is given as data: one `MessageRow` per title, the log as context.
struct DataListScreen: PropsComponent {
    struct Props: Equatable, Sendable {
        var titles: [String]
        var log: BodyLog
    }
    let props: Props
    var body: Element {
        Column {
            Text("Inbox").padding(4).id("title")
            LazyList(props.titles, rowID: { $0 }, context: props.log, id: "messages", estimatedRowHeight: 20,
                     overscan: 30) { title, log in
                MessageRow(.init(id: title, title: title, log: log))
            }
        }
        .element
    }
}

@Suite("Lazy lists of data rows")
struct DataRowsTests {
    static let size = Size(width: 300, height: 400)
    let environment = TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer())

    @Test("Only the rows near the viewport are built, laid out and mounted; the others are only counted")
    func onlyRowsNearTheViewportAreBuilt() async throws {
        let log = BodyLog()
        let host = HeadlessScreenHost()
        let titles = (0..<10_000).map { "row\($0)" }
        let runtime = await Runtime(DataListScreen.self, props: .init(titles: titles, log: log), environment: environment,
                                    size: Self.size, host: host)
        let extent = try #require(await runtime.scrollExtents["messages"])
        // 382 points of list, rows of 26 (8 + 10 + 8), 30 points of overscan: rows 0…15.
        #expect(extent.mountedRows == 16)
        #expect(log.count < 40, "\(log.count) row bodies built for 10,000 items")
        #expect(extent.contentLength > 10_000 * 20 && extent.contentLength < 10_000 * 20 + 40 * 6,
                "rows not laid out count with the estimate (20), not their height (26)")
        #expect(await host.errors.isEmpty)
    }

    @Test("A changed item updates its row in place; equal items build nothing")
    func aChangedItemUpdatesItsRowInPlace() async {
        let log = BodyLog()
        let host = HeadlessScreenHost()
        var titles = (0..<1_000).map { "row\($0)" }
        let runtime = await Runtime(DataListScreen.self, props: .init(titles: titles, log: log), environment: environment,
                                    size: Self.size, host: host)
        await host.clearLog()
        let built = log.count
        await runtime.setProps(.init(titles: titles.map { $0 }, log: log))
        #expect(await host.log.isEmpty, "equal items mount nothing")
        #expect(log.count == built, "equal items build no row")
        titles.insert(titles.remove(at: 9), at: 0)
        await runtime.setProps(.init(titles: titles, log: log))
        let moved = await host.log
        #expect(moved.count <= 20, "\(moved)")
        #expect(moved.allSatisfy { if case .create = $0 { false } else if case .remove = $0 { false } else { true } },
                "rows only move: \(moved)")
        #expect(log.count == built, "moved rows keep their layout")
    }

    @Test("Data rows compare by items and context: a new context is a new list")
    func dataRowsCompareByItemsAndContext() {
        let log = BodyLog()
        let items = ["a", "b"]
        func rows(_ items: [String], _ log: BodyLog) -> any DataRows {
            ItemRows(items, id: { $0 }, context: log) { title, log in ElementCell(unsized: MessageRow(.init(id: title, title: title, log: log)).element) }
        }
        #expect(rows(items, log).isEqual(to: rows(items, log)))
        #expect(rows(items, log).isEqual(to: rows(["a", "b"], log)))
        #expect(!rows(items, log).isEqual(to: rows(["b", "a"], log)))
        #expect(!rows(items, log).isEqual(to: rows(items, BodyLog())))
        let first = rows(items, log), second = rows(["b", "a"], log)
        #expect(DataRowCell(rows: first, index: 0).isContentEqual(to: DataRowCell(rows: second, index: 1)))
        #expect(!DataRowCell(rows: first, index: 0).isContentEqual(to: DataRowCell(rows: second, index: 0)))
    }

    @Test("Rows that need only their item take no context: built lazily, equal items compare equal")
    func rowsWithoutAContext() async throws {
        struct Titles: PropsComponent {
            let props: [String]
            var body: Element {
                LazyList(props, rowID: { $0 }, id: "titles", estimatedRowHeight: 20) { title in Text(title).height(20) }.element
            }
        }
        let host = HeadlessScreenHost()
        let titles = (0..<1_000).map { "row\($0)" }
        let runtime = await Runtime(Titles.self, props: titles, environment: environment, size: Self.size, host: host)
        let extent = try #require(await runtime.scrollExtents["titles"])
        #expect(extent.mountedRows > 0 && extent.mountedRows < 40, "\(extent.mountedRows) rows mounted of 1,000")
        await host.clearLog()
        await runtime.setProps(titles.map { $0 })
        #expect(await host.log.isEmpty, "equal items mount nothing")
        func list(_ items: [String]) -> Element {
            LazyList(items, rowID: { $0 }, id: "titles") { Text($0) }.element
        }
        #expect(list(["a", "b"]) == list(["a", "b"]))
        #expect(list(["a", "b"]) != list(["b", "a"]))
    }
}

