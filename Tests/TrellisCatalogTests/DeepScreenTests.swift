import CairoRender
import DeepScreens
import Render
import Testing
import TrellisCairo
import TrellisCatalog
import Typesetting
@testable import TrellisElements

/// Issue 31: a screen nested 10,000 levels deep is laid out, mounted, hit-tested and rendered;
/// one deeper than the limit is refused with a diagnostic naming its depth. Neither crashes.
@Suite struct DeepScreenTests {
    static let entry = try! Catalog.nested().entry(named: NestedScreen.name)
    static let environment = Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer())
    static let size = Size(width: 375, height: 812)
    /// 10,000 columns around the text: 10,001 levels.
    static let deepDepth = NestedScreen.deepLevels + 1

    @Test func aTenThousandLevelScreenIsLaidOutMountedAndHitByTheRuntime() async throws {
        let host = HeadlessScreenHost()
        let runtime = try await Self.entry.runtime(props: Self.entry.sample(named: "deep"), environment: Self.environment,
                                                  size: Self.size, host: host)
        let diagnostics = await runtime.core.layoutDiagnostics
        #expect(diagnostics.isEmpty)
        let depth = await runtime.core.layout.map { NestedScreen.depth(of: $0) }
        #expect(depth == Self.deepDepth)
        let views = await host.views
        #expect(views.views.count == Self.deepDepth)
        #expect(await host.errors.isEmpty)
        // A point inside the text is under every level, root first, down to the text.
        let mounted = await runtime.core.mounted
        let chain = mounted.hitChain(Point(x: 2, y: 2))
        #expect(chain.count == Self.deepDepth)
        #expect(chain.last?.node.props.text?.string == "leaf")
        #expect(chain.last?.path.count == NestedScreen.deepLevels)
        DeepStack.release(chain)
        DeepStack.release(mounted)
    }

    @Test func theRendererDrawsATenThousandLevelScreen() async throws {
        let shot = try await ScreenRenderer().render(Self.entry, sample: "deep", on: DisplayConfiguration(device: .iPhoneX))
        #expect(shot.layoutDiagnostics.isEmpty)
        #expect(NestedScreen.depth(of: shot.layout) == Self.deepDepth)
        #expect(shot.mounted.count == Self.deepDepth)
        // The leaf text is drawn: the display list has glyphs, and the PNG is a PNG.
        #expect(!shot.displayList.items.isEmpty)
        let png = shot.png
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        DeepStack.release(shot)
    }

    @Test func aScreenExactlyAtTheLimitIsLaidOutAndReplacedByTheRuntime() async throws {
        let host = HeadlessScreenHost()
        let atLimit = ScreenProps(NestedScreen.self, NestedProps(levels: LayoutSession.maximumDepth - 1))
        let runtime = try await Self.entry.runtime(props: Self.entry.sample(named: "deep"), environment: Self.environment,
                                                  size: Self.size, host: host)
        // From 10,001 levels to 20,000: the pass compares and updates the old levels, creates the rest.
        try await runtime.setProps(atLimit)
        #expect(await runtime.core.layoutDiagnostics.isEmpty)
        #expect(NestedScreen.depth(of: await runtime.core.layout) == LayoutSession.maximumDepth)
        #expect(await host.views.views.count == LayoutSession.maximumDepth)
        // And back to the shallow sample: the 20,000 levels are dropped without a crash.
        try await runtime.setProps(Self.entry.sample(named: "shallow"))
        #expect(NestedScreen.depth(of: await runtime.core.layout) == 4)
        #expect(await host.views.views.count == 4)
    }

    /// 20,005 columns around the text: 20,006 levels, over the limit of 20,000.
    static let tooDeep = ScreenProps(NestedScreen.self, NestedProps(levels: LayoutSession.maximumDepth + 5))
    static let tooDeepMessage = "the screen is 20,006 levels deep; at most 20,000 are laid out"

    @Test func aScreenDeeperThanTheLimitIsRefusedByTheRuntimeNamingItsDepth() async throws {
        let host = HeadlessScreenHost()
        let runtime = try await Self.entry.runtime(props: Self.tooDeep, environment: Self.environment, size: Self.size, host: host)
        let diagnostics = await runtime.core.layoutDiagnostics
        #expect(diagnostics.map(\.description) == [Self.tooDeepMessage])
        // Nothing of the screen is shown: an empty root the size of the screen.
        let layout = await runtime.core.layout
        #expect(layout?.children.isEmpty == true)
        #expect(layout?.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(await host.views.views.count == 1)
        // The shallow sample after the refusal is laid out as usual.
        try await runtime.setProps(Self.entry.sample(named: "shallow"))
        #expect(await runtime.core.layoutDiagnostics.isEmpty)
        #expect(NestedScreen.depth(of: await runtime.core.layout) == 4)
    }

    @Test func aScreenDeeperThanTheLimitIsRefusedByTheRendererNamingItsDepth() async throws {
        let shot = try await ScreenRenderer().render(Self.entry, props: Self.tooDeep, on: DisplayConfiguration(device: .iPhoneX))
        #expect(shot.layoutDiagnostics.map(\.description) == [Self.tooDeepMessage])
        #expect(shot.layout?.children.isEmpty == true)
        #expect(shot.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
