import Lists
import Render
import ElementTestSupport
import Testing
import TrellisCatalog
import TrellisScreens
import TrellisCairo
import Typesetting
@testable import TrellisElements

/// A screen of one lazy list: a title and `count` message rows of 26 points (8 + one 10-point line + 8).
struct ListTestScreen: PropsComponent {
    struct Props: Equatable, Sendable {
        var titles: [String]
        var sectionSize = 0
        var sticky = false
        var safeArea: SafeAreaEdges = []
        /// Rows whose title shows a star (same id, changed Props).
        var starred: Set<String> = []
    }
    let props: Props
    var body: Element {
        let props = self.props
        return Column {
            Text("Inbox").padding(4).id("title")
            EnvironmentReader { environment in
                var builder = ListBuilder()
                for (index, title) in props.titles.enumerated() {
                    if props.sectionSize > 0, index % props.sectionSize == 0 {
                        builder.startSection(id: "s\(index / props.sectionSize)",
                                             header: ElementCell(BannerRow("Section \(index / props.sectionSize)"), environment: environment))
                    }
                    let text = props.starred.contains(title) ? title + "*" : title
                    builder.add(MessageRow(.init(id: title, title: text)), id: title, environment: environment)
                }
                return LazyList(builder.build().model, id: "messages", estimatedRowHeight: 20, overscan: 30,
                                stickyHeaders: props.sticky, safeAreaInsets: props.safeArea)
            }
        }
        .element
    }
}

@Suite("Lazy lists and scrolling")
struct LazyListTests {
    static let size = Size(width: 300, height: 400)
    let environment = TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer())

    func titles(_ count: Int) -> [String] { (0..<count).map { "row\($0)" } }

    func runtime(_ props: ListTestScreen.Props, host: HeadlessScreenHost, environment: TrellisElements.Environment? = nil) async -> Runtime<ListTestScreen> {
        await Runtime(ListTestScreen.self, props: props, environment: environment ?? self.environment, size: Self.size, host: host)
    }

    /// Texts of the mounted title labels, in content order.
    func mountedRows(_ host: HeadlessScreenHost) async -> [String] {
        let dump = await host.views.dump()
        return dump.split(separator: "\n").compactMap { line in
            guard let quote = line.range(of: "\"row") else { return nil }
            return String(line[quote.lowerBound...].dropFirst().prefix { $0 != "\"" })
        }
    }

    @Test("Only the rows in the viewport plus the overscan are laid out and mounted")
    func virtualizationMountsOnlyVisibleRows() async throws {
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(10_000)), host: host)
        // The list is 400 − 18 (title) = 382 tall; rows are 26: rows 0…15 reach 416 ≥ 382 + 30.
        let rows = await mountedRows(host)
        #expect(rows == (0...15).map { "row\($0)" })
        #expect(await host.views.views.count < 80, "a few views per visible row, not 10,000 rows")
        let extent = try #require(await runtime.scrollExtents["messages"])
        #expect(extent.viewportLength == 382 && extent.mountedRows == 16)
        #expect(await host.errors.isEmpty)
    }

    @Test("Scrolling gives the views of the rows that leave to rows that enter, creates only the rest, and moves the content")
    func scrollingReusesLeavingRowsForEnteringRows() async throws {
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(1_000)), host: host)
        let before = await host.views
        await host.clearLog()
        await runtime.scroll(by: 260)   // ten rows
        let log = await host.log
        let rows = await mountedRows(host)
        #expect(rows == (8...25).map { "row\($0)" }, "rows from 260 − 30 to 260 + 382 + 30")
        let created = Set(log.compactMap { if case .create(let id, _, _, _) = $0 { id } else { nil } })
        #expect(!log.contains { if case .remove = $0 { true } else { false } }, "rows 0…7 left: their views are reused")
        let moved = log.compactMap { if case .move(let id, _, _) = $0 { id } else { nil } }
        #expect(moved.count == 8 && moved.allSatisfy { before.views[$0] != nil }, "8 leaving rows' views take 8 entering rows: \(log)")
        let insertedRows = log.filter { if case .insert(let id, _, _) = $0 { created.contains(id) && before.views[id] == nil } else { false } }
        #expect(log.filter { if case .insert = $0 { true } else { false } }.count == insertedRows.count, "every insert is a new view")
        // The content box moves up by the offset.
        #expect(log.contains { if case .setFrame(_, let frame) = $0 { frame.minY == -260 } else { false } })
        #expect(await host.views.views.count - before.views.count == created.count, "no view removed, the created ones added")
        #expect(created.count == 2 * (before.views.count - 2) / 16, "16 rows were mounted, 18 are: views for two rows are created")
        #expect(await host.errors.isEmpty)
    }

    @Test("Moving one visible row to the top emits at most 20 instructions")
    func movingOneRowToTheTop() async {
        let host = HeadlessScreenHost()
        var titles = titles(10_000)
        let runtime = await runtime(.init(titles: titles), host: host)
        await host.clearLog()
        titles.insert(titles.remove(at: 9), at: 0)
        await runtime.setProps(.init(titles: titles))
        let log = await host.log
        #expect(log.count <= 20, "\(log.count) instructions: \(log)")
        #expect(log.allSatisfy { if case .create = $0 { false } else if case .remove = $0 { false } else { true } },
                "rows only move: \(log)")
        #expect(await mountedRows(host).first == "row9")
    }

    @Test("A far row moved to the top takes the views of the row leaving the window: at most 20 instructions, nothing created")
    func farRowReusesTheLeavingRowsViews() async {
        let host = HeadlessScreenHost()
        var titles = titles(10_000)
        let runtime = await runtime(.init(titles: titles), host: host)
        let viewCount = await host.views.views.count
        await host.clearLog()
        titles.insert(titles.remove(at: 5_000), at: 0)
        await runtime.setProps(.init(titles: titles))
        let log = await host.log
        #expect(log.count <= 20, "\(log.count) instructions: \(log)")
        #expect(!log.contains { if case .create = $0 { true } else { false } }, "the leaving row's views are reused: \(log)")
        #expect(!log.contains { if case .remove = $0 { true } else { false } }, "\(log)")
        #expect(await mountedRows(host) == ["row5000"] + (0...14).map { "row\($0)" })
        #expect(await host.views.views.count == viewCount)
        #expect(await host.errors.isEmpty)
        // And back: row 15 enters again, taking the views row 5000 leaves.
        await host.clearLog()
        titles.insert(titles.remove(at: 0), at: 5_000)
        await runtime.setProps(.init(titles: titles))
        #expect(await mountedRows(host) == (0...15).map { "row\($0)" })
        #expect(!(await host.log).contains { if case .create = $0 { true } else { false } })
    }

    @Test("A lookup names a row by the list and the row id, as the app wrote them; the content box stays addressable")
    func lookupsNameRowsAsTheAppWroteThem() async throws {
        let runtime = await runtime(.init(titles: titles(20)), host: HeadlessScreenHost())
        let mounted = await runtime.mounted
        let title = try #require(mounted.node(path: ["messages", "row3", "title"]))
        #expect(title.id == mounted.node(path: ["messages", "content", "row3", "title"])?.id)
        #expect(title.props.text?.string == "row3")
        #expect(mounted.frameInRoot(path: ["messages", "row3"]) == mounted.frameInRoot(path: ["messages", "content", "row3"]))
        #expect(mounted.node(path: ["messages", "content"])?.children.isEmpty == false)
        #expect(mounted.node(path: ["messages", "row99"]) == nil)
    }

    @Test("A far row moved to the top moves the content box, not each row it pushes down")
    func farRowMovedToTheTopMovesTheContentBoxOnly() async throws {
        let host = HeadlessScreenHost()
        var titles = titles(10_000)
        let runtime = await runtime(.init(titles: titles), host: host)
        let mounted = await runtime.mounted
        let content = try #require(mounted.node(path: ["messages", "content"]))
        let leaving = try #require(content.children.last)   // row 15: pushed out of the window
        let label = try #require(leaving.children.first)
        await host.clearLog()
        titles.insert(titles.remove(at: 5_000), at: 0)
        await runtime.setProps(.init(titles: titles))
        // Row 5000 (26 points, estimated 20 before) pushes rows 0…14 down by 26: the content box
        // moves by 26 and grows by 6, rows 0…14 keep their frames; row 5000 takes row 15's views
        // above the box's origin.
        let extent = try #require(await runtime.scrollExtents["messages"])
        let log = await host.log
        #expect(log.count == 4, "\(log)")
        #expect(log.first == .setFrame(content.id, Rect(x: 0, y: 26, width: 300, height: extent.contentLength)))
        #expect(log.dropFirst().first == .setFrame(leaving.id, Rect(x: 0, y: -26, width: 300, height: 26)))
        #expect(log.dropFirst(2).first?.description == "update \(label.id) text", "the label shows row5000")
        #expect(log.last == .move(leaving.id, parent: content.id, index: 0))
        #expect(extent.contentLength == content.frame.height + 6)
        #expect(await mountedRows(host) == ["row5000"] + (0...14).map { "row\($0)" })
        // On screen: row 5000 at the list's top, row 0 below it.
        let after = await runtime.mounted
        let box = try #require(after.node(path: ["messages", "content"]))
        let rowTops = box.children.map { box.frame.minY + $0.frame.minY }
        #expect(rowTops == (0...15).map { Double($0) * 26 })
        #expect(await host.errors.isEmpty)
    }

    @Test("Scrolling keeps content coordinates: the content box sits at minus the offset after rows above moved it")
    func scrollingAfterAnInsertKeepsRowsInPlace() async throws {
        let host = HeadlessScreenHost()
        var titles = titles(1_000)
        let runtime = await runtime(.init(titles: titles), host: host)
        titles.insert("new", at: 0)
        await runtime.setProps(.init(titles: titles))
        // Every row continued except the new one: the box moved, the rows did not.
        var box = try #require(await runtime.mounted.node(path: ["messages", "content"]))
        #expect(box.frame.minY == 26)
        await host.clearLog()
        await runtime.scroll(by: 52)
        // The rows keep their content y: only the box moves (by the scroll); the rows entering
        // at the bottom are built, no row that stayed gets a frame.
        let log = await host.log
        box = try #require(await runtime.mounted.node(path: ["messages", "content"]))
        #expect(box.frame.minY == 26 - 52)
        let created = Set(log.compactMap { if case .create(let id, _, _, _) = $0 { id } else { nil } })
        let reframed = log.compactMap { if case .setFrame(let id, _) = $0, id != box.id, !created.contains(id) { id } else { nil } }
        #expect(reframed.isEmpty, "\(log)")
        let rowTops = box.children.map { box.frame.minY + $0.frame.minY }
        #expect(rowTops == (0..<box.children.count).map { Double($0) * 26 - 52 })
        #expect(await host.errors.isEmpty)
    }

    @Test("A changed row keeps its views and gets only the changed properties")
    func aChangedRowIsUpdatedInPlace() async {
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(100)), host: host)
        await host.clearLog()
        await runtime.setProps(.init(titles: titles(100)))
        #expect(await host.log.isEmpty, "equal Props mount nothing")
        await runtime.setProps(.init(titles: titles(100), starred: ["row2"]))
        let log = await host.log
        #expect(log.count == 1, "\(log)")
        #expect(log.contains { if case .update(_, let changes) = $0 { changes.map(\.name) == ["text"] } else { false } })
        #expect(await mountedRows(host).contains("row2*"))
    }

    @Test("Scrolling is clamped to the content, and the content insets honour the safe area")
    func offsetsAreClampedAndInsetBySafeArea() async throws {
        var environment = self.environment
        environment.safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(20), safeArea: [.top, .bottom]), host: host, environment: environment)
        await runtime.scroll(to: 10_000)
        let extent = try #require(await runtime.scrollExtents["messages"])
        #expect(extent.contentLength == 44 + 20 * 26 + 34, "every row laid out by now")
        #expect(extent.offset == extent.contentLength - extent.viewportLength)
        await runtime.scroll(to: -50)
        #expect(await runtime.scrollExtents["messages"]?.offset == 0)
        let first = try #require(await runtime.mounted.root?.children.last?.children.first?.children.first)
        #expect(first.frame.minY == 44, "the first row starts below the top inset")
    }

    @Test("A sticky section header stays pinned at the top until the next section pushes it")
    func stickyHeadersArePinned() async throws {
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(40), sectionSize: 10, sticky: true), host: host)
        // Headers are 12 + 10 + 12 = 34; section 0 spans 34 + 10 × 26 = 294.
        await runtime.scroll(to: 100)
        var header = try #require(await headerFrame(runtime, "header:s0"))
        #expect(header.minY == 100, "pinned at the viewport's top (content coordinates)")
        await runtime.scroll(to: 280)
        header = try #require(await headerFrame(runtime, "header:s0"))
        #expect(header.minY == 294 - 34, "pushed up by section 1")
    }

    func headerFrame(_ runtime: Runtime<ListTestScreen>, _ key: String) async -> Rect? {
        let content = await runtime.mounted.root?.children.last?.children.first
        return content?.children.first { $0.key == .string(key) }?.frame
    }

    @Test("A full-length render lays out and mounts every row on a screen as tall as the list")
    func fullLengthShowsEveryRow() async {
        let host = HeadlessScreenHost()
        let runtime = await runtime(.init(titles: titles(50)), host: host)
        let size = await runtime.showFullLength()
        #expect(size.height == 18 + 50 * 26)
        #expect(await mountedRows(host).count == 50)
    }

    @Test("A full-length canvas is a whole number of device pixels tall, for every sample of every screen at @3x")
    func fullLengthIsOnThePixelGrid() async throws {
        let catalog = Catalog.demo()
        let configuration = DisplayConfiguration(device: .iPhoneX)
        for entry in catalog.entries {
            for sample in entry.sampleNames {
                let (runtime, _) = try await ScreenRenderer().runtime(entry, props: try entry.sample(named: sample),
                                                                      on: configuration, clock: ContinuousClock())
                let height = await runtime.showFullLength().height * configuration.deviceConfiguration.scale
                // Float noise off the grid (4639.000152587891 pt) used to add a whole pixel row.
                #expect(abs(height - height.rounded()) <= 1e-9, "\(entry.name)/\(sample): \(height) px")
            }
        }
    }

    @Test("The window keeps at most its limit of laid-out rows, evicting those far from the viewport")
    func windowEvictsRowsFarOutsideTheViewport() {
        let session = LayoutSession()
        var window = ScrollWindow(cachedRowLimit: 60)
        let laidOut = session.layout(ListTestScreen(.init(titles: titles(1_000))).element, in: Self.size, environment: environment)
        func show(at offset: Double) -> [String] {
            let node = window.apply(to: laidOut, offsets: ["messages": offset], environment: environment).node
            let content = node.children.last?.children.first
            return content?.children.compactMap { if case .string(let key)? = $0.key { key } else { nil } } ?? []
        }
        // 16 rows per window; scrolling by one screen 20 times lays out 16 new rows each time.
        for step in 0..<20 { _ = show(at: Double(step) * 382) }
        #expect(window.laidOutRowCount > 250, "about 19 screens of 382 points in rows of 26")
        #expect(window.cachedRowCount(container: "messages") <= 60, "far rows are evicted")
        #expect(window.cachedRowCount(container: "messages") >= 16, "the window's rows stay")
        // Back at the top: the evicted first rows are laid out again and shown as before.
        let before = window.laidOutRowCount
        #expect(show(at: 0) == (0...15).map { "row\($0)" })
        #expect(window.laidOutRowCount - before == 16)
        // Scrolling back and forth near the window lays out nothing new.
        let settled = window.laidOutRowCount
        _ = show(at: 26)
        _ = show(at: 0)
        #expect(window.laidOutRowCount - settled <= 1)
    }

    @Test("A window whose limit is below its row count still keeps the rows it shows")
    func windowKeepsItsOwnRowsBelowTheLimit() {
        let session = LayoutSession()
        var window = ScrollWindow(cachedRowLimit: 4)
        let laidOut = session.layout(ListTestScreen(.init(titles: titles(100))).element, in: Self.size, environment: environment)
        _ = window.apply(to: laidOut, offsets: [:], environment: environment)
        #expect(window.cachedRowCount(container: "messages") == 16)
        let count = window.laidOutRowCount
        _ = window.apply(to: laidOut, offsets: [:], environment: environment)
        #expect(window.laidOutRowCount == count, "the shown rows are not laid out again")
    }
}
