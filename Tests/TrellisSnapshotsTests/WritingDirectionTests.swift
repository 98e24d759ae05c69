import Foundation
import Render
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
@testable import TrellisSnapshots

/// A sample written in a right-to-left language (`Sample.writingDirection`) is shown right to left
/// by every consumer that shows it by name, and matrices can say how samples and devices combine.
@Suite struct WritingDirectionTests {
    static let catalog = Catalog.demo()

    @Test("render(_:sample:on:) lays an Arabic sample out right to left, and its shot says so")
    func theRendererHonoursTheSamplesDirection() async throws {
        let listing = try Self.catalog.entry(named: "listing")
        let shot = try await ScreenRenderer.shared.render(listing, sample: "arabic", on: DisplayConfiguration(device: .iPhoneSE))
        #expect(shot.configuration.layoutDirection == .rightToLeft)
        #expect(shot.name == "listing-arabic-iphone-se-rtl")
        let forcedLTR = try await ScreenRenderer.shared.render(listing, props: try listing.sample(named: "arabic"),
                                                                on: DisplayConfiguration(device: .iPhoneSE))
        let rtl = try await ScreenRenderer.shared.render(listing, props: try listing.sample(named: "arabic"),
                                                          on: DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft))
        #expect(shot.displayList == rtl.displayList)
        #expect(shot.displayList != forcedLTR.displayList, "the direction changes the picture")
        // A sample without a direction of its own keeps the configuration's.
        let english = try await ScreenRenderer.shared.render(listing, sample: "default",
                                                              on: DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft))
        #expect(english.name == "listing-default-iphone-se-rtl")
    }

    @Test("verifyEverySample and verifyCatalog check a right-to-left sample only right to left")
    func theVerifierHonoursTheSamplesDirection() throws {
        let listing = try Self.catalog.entry(named: "listing")
        let names = SnapshotVerifier.cases(listing, ConfigurationMatrix(devices: [.iPhoneSE]))
            .map { SnapshotVerifier.name($0.0, $0.2, $0.3) }
        #expect(names == ["listing-default-iphone-se", "listing-expanded-iphone-se", "listing-long-iphone-se",
                          "listing-empty-iphone-se", "listing-arabic-iphone-se-rtl", "listing-japanese-iphone-se"])
        let both = SnapshotVerifier.cases(listing, ConfigurationMatrix(devices: [.iPhoneSE], layoutDirections: [.leftToRight, .rightToLeft]))
            .map { SnapshotVerifier.name($0.0, $0.2, $0.3) }
        #expect(both.filter { $0.hasPrefix("listing-arabic") } == ["listing-arabic-iphone-se-rtl"], "once, not twice")
        #expect(both.filter { $0.hasPrefix("listing-default") } == ["listing-default-iphone-se", "listing-default-iphone-se-rtl"])
    }

    @Test("a matrix can show each sample in its own direction only")
    func eachSampleInItsOwnDirection() {
        let matrix = ConfigurationMatrix(devices: [.iPhoneX], layoutDirections: [.leftToRight, .rightToLeft],
                                         samplesInTheirOwnDirection: true)
        #expect(matrix.configurations(writingDirection: nil).map(\.name) == ["iphone-x"])
        #expect(matrix.configurations(writingDirection: .rightToLeft).map(\.name) == ["iphone-x-rtl"])
        #expect(matrix.configurations.map(\.name) == ["iphone-x"])
        let everyDirection = ConfigurationMatrix(devices: [.iPhoneX], layoutDirections: [.leftToRight, .rightToLeft])
        #expect(everyDirection.configurations(writingDirection: nil).map(\.name) == ["iphone-x", "iphone-x-rtl"])
        #expect(everyDirection.configurations(writingDirection: .rightToLeft).map(\.name) == ["iphone-x-rtl"])
    }

    @Test("a matrix can show one device also in landscape")
    func oneDeviceAlsoInLandscape() {
        let matrix = ConfigurationMatrix(devices: [.iPhoneSE, .iPadOneThird], alsoInLandscape: [.iPadOneThird],
                                         colorSchemes: [.light, .dark])
        #expect(matrix.configurations.map(\.name) == ["iphone-se", "iphone-se-dark", "ipad-one-third", "ipad-one-third-dark",
                                                      "ipad-one-third-landscape", "ipad-one-third-landscape-dark"])
        // Already listed in landscape: not twice.
        let landscape = ConfigurationMatrix(devices: [.iPhoneSE], orientations: [.portrait, .landscape], alsoInLandscape: [.iPhoneSE])
        #expect(landscape.configurations.map(\.name) == ["iphone-se", "iphone-se-landscape"])
    }
}
