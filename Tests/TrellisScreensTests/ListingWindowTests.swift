import Render
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

/// Issue 28: the listing's characteristics are rows of its builder-made list, windowed like any
/// list's rows — a listing with 10,000 characteristics mounts the rows near the viewport, not one
/// cell holding all of them (30,019 views before), and scrolls to its last characteristic. Texts
/// are measured by the fixed-advance measurer (10 pt per character): the counts and frames do not
/// depend on fonts.
@Suite struct ListingWindowTests {
    static let rowCount = 10_000
    static let device = Device.iPhoneX.portrait

    /// The listing with `rowCount` characteristics, "Параметр i" / "Значение i".
    static let props: ListingProps = {
        var props = ListingProps.sample()
        props.characteristics = (1...rowCount).map { .init("Параметр \($0)", "Значение \($0)") }
        return props
    }()

    static func runtime() async -> Runtime<ListingScreen> {
        await Runtime(ListingScreen.self, props: props, device: device, textMeasurer: FixedAdvanceMeasurer())
    }

    /// The frame of characteristic `index`'s value text in root coordinates, if it is mounted.
    static func valueFrame(_ index: Int, in tree: MountedTree) -> Rect? {
        tree.node(text: "Значение \(index)").flatMap { tree.frameInRoot(of: $0.id) }
    }

    /// Whether `inner` lies wholly within `outer`.
    static func isInside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    @Test func tenThousandCharacteristicsMountOnlyTheRowsNearTheViewport() async throws {
        let runtime = await Self.runtime()
        let mounted = await runtime.mounted
        let extent = try #require(await runtime.scrollExtents["scroll"])
        // The list's viewport (662 pt) plus 100 pt overscan below holds about 20 rows of 32 pt:
        // the window, the blocks above it and the call bar are far below the 30,019 views of one
        // cell holding every row.
        #expect(extent.mountedRows < 40)
        #expect(mounted.count < 150)
        // The first characteristic shows; rows past the window are not mounted.
        let viewport = try #require(mounted.frameInRoot(path: ["scroll"]))
        let first = try #require(Self.valueFrame(1, in: mounted))
        #expect(Self.isInside(first, viewport))
        #expect(Self.valueFrame(100, in: mounted) == nil)
        #expect(Self.valueFrame(Self.rowCount, in: mounted) == nil)
        // The content's height counts every row (laid out or estimated), not one screen.
        #expect(extent.contentLength > Double(Self.rowCount) * 30)
    }

    @Test func scrollingToTheEndShowsTheLastCharacteristic() async throws {
        let runtime = await Self.runtime()
        await runtime.scroll(to: .greatestFiniteMagnitude, list: "scroll")
        let mounted = await runtime.mounted
        let extent = try #require(await runtime.scrollExtents["scroll"])
        #expect(extent.offset == extent.maxOffset)
        #expect(extent.mountedRows < 40)
        #expect(mounted.count < 150)
        // The last characteristic is on screen, the one before it directly above it, and the VIN
        // report (the list's last block) below it; the first characteristic is unmounted.
        let viewport = try #require(mounted.frameInRoot(path: ["scroll"]))
        let last = try #require(Self.valueFrame(Self.rowCount, in: mounted))
        let previous = try #require(Self.valueFrame(Self.rowCount - 1, in: mounted))
        #expect(Self.isInside(last, viewport))
        #expect(last.minY - previous.minY == 32)
        let report = try #require(mounted.frameInRoot(path: ["scroll", "content", "vin-report"]))
        // A ScrollView's content is addressed as the app wrote it, without the wrappers.
        #expect(mounted.frameInRoot(path: ["scroll", "vin-report"]) == report)
        #expect(report.minY > last.maxY)
        #expect(abs(report.maxY - viewport.maxY) < 1)
        #expect(Self.valueFrame(1, in: mounted) == nil)
    }
}
