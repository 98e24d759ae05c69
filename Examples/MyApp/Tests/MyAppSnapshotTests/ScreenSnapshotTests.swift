import MyAppScreens
import Testing
import Trellis
import TrellisCatalog
import TrellisSnapshots
import XCTest

/// The app's screens against committed references (`__Snapshots__/ScreenSnapshotTests`), through
/// the public snapshot product. Re-record with `TRELLIS_SNAPSHOT_RECORD=all swift test`.
@Suite struct ScreenSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test func everySampleOfEveryScreenOnIPhoneSE() async {
        var catalog = Catalog()
        try? catalog.register(SettingsScreen.self)
        try? catalog.register(ProductCardScreen.self)
        let outcomes = await snapshots.verifyCatalog(catalog, on: ConfigurationMatrix(devices: [.iPhoneSE]))
        let names = catalog.entries.flatMap { entry in entry.sampleNames.map { "\(entry.name)-\($0)-iphone-se" } }
        #expect(names.count == 7)
        // Under TRELLIS_SNAPSHOT_SHARD=i/n only this shard's snapshots are checked.
        #expect(outcomes.map(\.name) == names.filter(snapshots.includes))
    }

    /// Issue 34: at the largest accessibility size no text breaks inside a word that would fit its
    /// line (the `broken-word` lint over every text of every sample), against references at that size.
    @Test func noWordBrokenThatFitsAtTheLargestSizeOnIPhoneSE() async {
        var catalog = Catalog()
        try? catalog.register(SettingsScreen.self)
        try? catalog.register(ProductCardScreen.self)
        let verifier = SnapshotVerifier(lint: .init(rules: [.brokenWord]))
        let outcomes = await verifier.verifyCatalog(catalog, on: ConfigurationMatrix(
            devices: [.iPhoneSE], textSizes: [.accessibilityExtraExtraExtraLarge]))
        for outcome in outcomes {
            #expect(outcome.findings.isEmpty, "\(outcome.name): \(outcome.findings.map(\.message))")
            #expect(outcome.passed, "\(outcome.message)")
        }
        let names = catalog.entries.flatMap { entry in
            entry.sampleNames.map { "\(entry.name)-\($0)-iphone-se-accessibilityExtraExtraExtraLarge" }
        }
        #expect(outcomes.map(\.name) == names.filter(verifier.includes))
    }
}

/// The same verifier from XCTest: failures are reported with XCTFail.
final class SettingsXCTestSnapshots: XCTestCase {
    func testTheEmptySettingsScreenOnIPhoneSE() async throws {
        let entry = CatalogEntry(SettingsScreen.self)
        let snapshots = SnapshotVerifier()
        let outcomes = await snapshots.verify(entry, props: try entry.sample(named: "empty"), named: "empty",
                                              on: [DisplayConfiguration(device: .iPhoneSE)])
        XCTAssertEqual(outcomes.map(\.name), ["settings-empty-iphone-se"].filter(snapshots.includes))
    }
}
