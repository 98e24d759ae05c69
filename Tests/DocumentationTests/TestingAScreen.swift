// The code of the article "TestingAScreen" (Sources/Trellis/Trellis.docc/TestingAScreen.md), block by block:
// `ArticleCodeTests` checks that every block of the article is here, in order.
import Testing
import Trellis
import TrellisFlows
import TrellisSnapshots

@Suite struct CheckoutScreenTests {
    @Test func aTapOnPayPerformsThePayCommand() async throws {
        let entry = try Catalog.shop().entry(named: "checkout")
        let flow = try await Flow.start(entry, props: try entry.sample(named: "ready"))
        try await flow.tap("Pay")
        #expect(await flow.performed.map(\.name) == ["pay"])
    }

    @Test func whilePayingTheButtonTakesNoTap() async throws {
        let entry = try Catalog.shop().entry(named: "checkout")
        let flow = try await Flow.start(entry, props: try entry.sample(named: "paying"))
        try? await flow.tap("Paying…")
        #expect(await flow.performed.isEmpty)
    }
}

@Suite struct CheckoutSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test func everySampleOnIPhoneSE() async {
        let outcomes = await snapshots.verifyCatalog(Catalog.shop(), on: ConfigurationMatrix(devices: [.iPhoneSE]))
        #expect(outcomes.map(\.name).filter { $0.hasPrefix("checkout-") }
                == ["checkout-ready-iphone-se", "checkout-paying-iphone-se"].filter(snapshots.includes))
    }
}
