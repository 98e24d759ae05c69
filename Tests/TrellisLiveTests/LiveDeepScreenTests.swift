import DeepScreens
import Foundation
import Render
import Testing
import TrellisElements
import TrellisCatalog
import TrellisLive
import Typesetting

/// Issue 31 through live Props: an edit that makes the screen 10,000 levels deep is shown, and one
/// past the layout limit is shown refused (the diagnostic names the depth), without a crash.
@Suite("Live Props on a 10,000-level screen")
struct LiveDeepScreenTests {
    let entry = try! Catalog.nested().entry(named: NestedScreen.name)
    let host = HeadlessScreenHost()
    let transport = MemoryTransport()
    let topics = try! LiveTopics(app: "deep", device: "sim-1", screen: "nested")

    func session(sample: String) async throws -> (LiveSession, ScreenRuntime) {
        let runtime = try await entry.runtime(props: try entry.sample(named: sample),
                                              environment: Environment(textMeasurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20)),
                                              size: Size(width: 375, height: 812), host: host)
        let session = LiveSession(runtime: runtime, topics: topics, transport: transport)
        await session.start()
        return (session, runtime)
    }

    @Test func aLiveSessionOnTheDeepSampleShowsAllTenThousandLevels() async throws {
        let (session, runtime) = try await session(sample: "deep")
        #expect(NestedScreen.depth(of: await runtime.core.layout) == NestedScreen.deepLevels + 1)
        #expect(await host.views.views.count == NestedScreen.deepLevels + 1)
        #expect(try await transport.retainedJSON(topics.props)?["levels"] == .number(Double(NestedScreen.deepLevels)))
        await session.stop()
    }

    @Test func aLiveEditToTenThousandLevelsIsShownAndOnePastTheLimitIsRefused() async throws {
        let (session, runtime) = try await session(sample: "shallow")
        let deep = await session.receive(LiveMessage(topic: topics.set, payload: Data(#"{"levels": 10000, "label": "bottom"}"#.utf8)))
        #expect(deep == .accepted(revision: 1))
        #expect(NestedScreen.depth(of: await runtime.core.layout) == NestedScreen.deepLevels + 1)
        #expect(await runtime.mounted.node(text: "bottom") != nil)
        #expect(await host.views.views.count == NestedScreen.deepLevels + 1)

        let tooDeep = await session.receive(LiveMessage(topic: topics.set, payload: Data(#"{"levels": 20005, "label": "bottom"}"#.utf8)))
        #expect(tooDeep == .accepted(revision: 2))
        #expect(await runtime.core.layoutDiagnostics.map(\.description)
            == ["the screen is 20,006 levels deep; at most 20,000 are laid out"])
        #expect(await host.views.views.count == 1)
        await session.stop()
    }
}
