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
        #expect(outcomes.count == 7)
    }
}

/// The same verifier from XCTest: failures are reported with XCTFail.
final class SettingsXCTestSnapshots: XCTestCase {
    func testTheEmptySettingsScreenOnIPhoneSE() async throws {
        let entry = CatalogEntry(SettingsScreen.self)
        let outcomes = await SnapshotVerifier().verify(entry, props: try entry.sample(named: "empty"), named: "empty",
                                                       on: [DisplayConfiguration(device: .iPhoneSE)])
        XCTAssertEqual(outcomes.map(\.name), ["settings-empty-iphone-se"])
    }
}
