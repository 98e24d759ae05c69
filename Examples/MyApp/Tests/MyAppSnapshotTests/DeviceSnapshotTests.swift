import MyAppScreens
import Testing
import Trellis
import TrellisCatalog
import TrellisSnapshots

/// One Props value on a list of devices, and one dark right-to-left configuration
/// (`__Snapshots__/DeviceSnapshotTests`).
@Suite struct DeviceSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test func theProductCardOnAListOfDevices() async {
        let card = ProductCardScreen.samples[0].props
        await snapshots.verify(ProductCardScreen.self, card, named: "default", on: [.iPhoneX, .iPadOneThird])
    }

    @Test func settingsDarkAndRightToLeft() async {
        let entry = CatalogEntry(SettingsScreen.self)
        await snapshots.verify(entry, props: entry.defaultSample.props, named: "default",
                               on: [DisplayConfiguration(device: .iPhoneSE, colorScheme: .dark, layoutDirection: .rightToLeft)])
    }
}