import Commands
import MVI
import Testing
import TrellisCatalog
import TrellisElements
import TrellisFlows
import FeatureFixtures

@Suite("Command identity: Props that encode alike but compare unequal are reported")
struct CommandIdentityDiagnosticTests {
    @Test("A feature that makes its Commands inside props(for:) is reported with the Commands' places")
    func freshCommandsAreReported() async throws {
        var catalog = Catalog()
        try catalog.register(feature: FreshCommandsCounter.self)
        let flow = try await Flow.start(try catalog.feature(named: "fresh-counter"))
        let diagnostics = try #require(flow.feature?.commandIdentityDiagnostics)
        #expect(diagnostics.map(\.feature) == ["fresh-counter"])
        #expect(diagnostics.first?.paths.map(\.description) == ["$.increment"])
        #expect(diagnostics.first?.description.contains("the Commands at $.increment are made anew on every mapping") == true)
    }

    @Test("A feature whose Commands come from send(_:) is not reported")
    func sentCommandsAreNotReported() async throws {
        var catalog = Catalog()
        try catalog.register(feature: SentCommandsCounter.self)
        let flow = try await Flow.start(try catalog.feature(named: "sent-counter"))
        #expect(flow.feature?.commandIdentityDiagnostics == [])
    }

    @Test("Two mappings that differ in data are not an identity problem")
    func dataDifferencesAreNotIdentityFindings() {
        let command = Command("increment") {}
        let one = CounterProps(count: 1, increment: command)
        #expect(CommandIdentityDiagnostic.check(one, CounterProps(count: 2, increment: command), feature: "f") == nil)
        #expect(CommandIdentityDiagnostic.check(one, one, feature: "f") == nil)
        let fresh = CommandIdentityDiagnostic.check(one, CounterProps(count: 1, increment: Command("increment") {}), feature: "f")
        #expect(fresh?.paths.map(\.description) == ["$.increment"])
    }
}
