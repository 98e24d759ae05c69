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
        catalog.images = .placeholders
        try? catalog.register(SettingsScreen.self)
        try? catalog.register(ProductCardScreen.self)
        let outcomes = await snapshots.verifyCatalog(catalog, on: ConfigurationMatrix(devices: [.iPhoneSE]))
        let names = catalog.entries.flatMap { entry in entry.sampleNames.map { "\(entry.name)-\($0)-iphone-se" } }
        #expect(names.count == 7)
        // Under TRELLIS_SNAPSHOT_SHARD=i/n only this shard's snapshots are checked.
        #expect(outcomes.map(\.name) == names.filter(snapshots.includes))
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
