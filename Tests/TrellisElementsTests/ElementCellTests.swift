import Foundation
import Commands
import Diffing
import Lists
import Render
import Synchronization
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements

@Suite("Element cells")
struct ElementCellTests {
    let environment = TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer())

    @Test("An element cell's size is the layout pass's height at the list's width")
    func sizeComesFromTheLayoutPass() {
        let row = MessageRow(.init(id: "a", title: "Hello", detail: String(repeating: "word ", count: 12)))
        let cell = ElementCell(row, environment: environment)
        let narrow = cell.size(fittingWidth: 120), wide = cell.size(fittingWidth: 700)
        #expect(narrow.width == 120 && wide.width == 700)
        #expect(narrow.height > wide.height, "the detail wraps to more lines when narrow")
        let laidOut = LayoutSession.layout(row.element, in: Size(width: 120, height: .nan), environment: environment)
        #expect(narrow.height == laidOut.frame.height)
    }

    @Test("Content equality is Props equality; the same component can update its view in place")
    func contentEqualityIsPropsEquality() {
        func cell(_ title: String) -> ElementCell { ElementCell(MessageRow(.init(id: "a", title: title)), environment: environment) }
        #expect(cell("one").isContentEqual(to: cell("one")))
        #expect(!cell("one").isContentEqual(to: cell("two")))
        #expect(cell("two").canUpdateView(showing: cell("one")))
        let banner = ElementCell(BannerRow("one"), environment: environment)
        #expect(!banner.canUpdateView(showing: cell("one")))
        #expect(banner.reuseIdentifier == "BannerRow" && cell("x").reuseIdentifier == "MessageRow")
    }

    @Test("The list updater sizes element cells off the main actor, once per width, and marks in-place reloads")
    @MainActor func theUpdaterSizesElementCellsOffMain() async {
        let log = BodyLog()
        let host = HeadlessListHost(contentWidth: 200)
        let updater = ListUpdater(host: host)
        func model(_ titles: [String]) -> ListModel {
            var builder = ListBuilder()
            for (index, title) in titles.enumerated() {
                builder.add(MessageRow(.init(id: "m\(index)", title: title, log: log)), id: "m\(index)", environment: environment)
            }
            return builder.build().model
        }
        #expect(await updater.update(to: model(["a", "b"])).value == .applied)
        #expect(log.count == 2 && log.onMain == 0, "two layouts, none on the main thread")
        #expect(host.updates[0].sizes[0].allSatisfy { $0.height == 8 + 10 + 8 })
        // One changed row: only it is laid out again, and its view is updated in place.
        #expect(await updater.update(to: model(["a", "b2"])).value == .applied)
        #expect(log.count == 3 && log.onMain == 0)
        let reloads = host.updates[1].inPlaceReloads.flatMap { $0 }
        #expect(reloads.map(\.before.item) == [1] && reloads.map(\.after.item) == [1])
        #expect(host.failures.isEmpty)
    }

    @Test("A model of data rows builds and lays out only the cells the updater sizes: new and changed rows")
    @MainActor func theUpdaterBuildsDataRowsOnlyToSizeThem() async {
        let log = BodyLog()
        let host = HeadlessListHost(contentWidth: 200)
        let updater = ListUpdater(host: host)
        let environment = self.environment
        func model(_ titles: [String]) -> ListModel {
            let rows = ItemRows(Array(titles.enumerated()).map { "\($0.offset):\($0.element)" }, id: { String($0.prefix { $0 != ":" }) },
                                context: log) { item, log in
                ElementCell(MessageRow(.init(id: item, title: String(item.drop { $0 != ":" }.dropFirst()), log: log)), environment: environment)
            }
            return ListModel(sections: [ListSection(id: "messages", rows: rows)])
        }
        let titles = (0..<100).map { "t\($0)" }
        #expect(await updater.update(to: model(titles)).value == .applied)
        #expect(log.count == 100 && log.onMain == 0, "every row sized once, off main")
        var changed = titles
        changed[7] = "seven"
        #expect(await updater.update(to: model(changed)).value == .applied)
        #expect(log.count == 101, "only the changed row is laid out again: \(log.count)")
        #expect(host.updates[1].inPlaceReloads == [[ItemReload(before: ItemPath(section: 0, item: 7), after: ItemPath(section: 0, item: 7))]])
        #expect(host.updates[1].changeset.operationCount == 1)
        #expect(host.displayedIDs == [(0..<100).map { "\($0)" }])
        #expect(host.failures.isEmpty)
    }

    @Test("A row mount shows a cell's element and keeps its views for the next cell of the same component")
    func aRowMountUpdatesItsViewsInPlace() throws {
        var row = ListRowMount()
        var host = HeadlessHost()
        let first = ElementCell(MessageRow(.init(id: "a", title: "one")), environment: environment)
        try host.apply(row.show(first, width: 200, environment: environment))
        #expect(host.dump() == """
            box v1 [0 0 200×26]
              text v2 [8 8 184×10] "one"
            """)
        let label = try #require(row.tree.node(text: "one")).id
        let next = row.show(ElementCell(MessageRow(.init(id: "b", title: "two")), environment: environment), width: 200,
                            environment: environment)
        #expect(next.map(\.description) == ["update \(label) text"], "only the label's text changes")
        try host.apply(next)
        // A data row shows its cell's element, laid out as that cell.
        let rows = ItemRows(["two"], id: { $0 }, context: 0) { title, _ in
            ElementCell(MessageRow(.init(id: "b", title: title)), environment: environment)
        }
        #expect(row.show(DataRowCell(rows: rows, index: 0), width: 200, environment: environment).isEmpty)
        #expect(row.tree.root?.onTap == nil)
        // A row element's own tap is its root's (what a host performs when the row is selected).
        let open = Command("open") {}
        _ = row.show(ElementCell(Text("tap me").onTap(open), environment: environment), width: 200, environment: environment)
        #expect(row.tree.root?.onTap == open)
        #expect(ElementCell.layoutRow(of: DataRowCell(rows: rows, index: 0), fittingWidth: 200, environment: environment)
                == ElementCell.layout(MessageRow(.init(id: "b", title: "two")).element, fittingWidth: 200, environment: environment).node)
    }
}
