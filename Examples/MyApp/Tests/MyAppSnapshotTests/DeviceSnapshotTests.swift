import MyAppScreens
import Testing
import Trellis
import TrellisCatalog
import TrellisSnapshots

/// One Props value on a list of devices, and one dark right-to-left configuration
/// (`__Snapshots__/DeviceSnapshotTests`).
@Suite struct DeviceSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test func theProductCardOnAListOfDevices() async throws {
        // The app's catalog entry: it says the product photo is drawn as a placeholder on purpose.
        let entry = try Catalog.myApp().entry(named: ProductCardScreen.name)
        await snapshots.verify(entry, props: ScreenProps(ProductCardScreen.self, ProductCardScreen.samples[0].props),
                               named: "default", on: [.iPhoneX, .iPadOneThird].map { DisplayConfiguration(device: $0) })
    }

    @Test func settingsDarkAndRightToLeft() async {
        let entry = CatalogEntry(SettingsScreen.self)
        await snapshots.verify(entry, props: entry.defaultSample.props, named: "default",
                               on: [DisplayConfiguration(device: .iPhoneSE, colorScheme: .dark, layoutDirection: .rightToLeft)])
    }
}