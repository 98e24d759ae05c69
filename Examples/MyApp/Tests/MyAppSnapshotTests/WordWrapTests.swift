import MyAppScreens
import Testing
import Trellis
import TrellisCatalog
import TrellisSnapshots

/// Issue 34: at the largest accessibility size no text breaks inside a word that would fit its
/// line (the `broken-word` lint over every text of every sample), against references at that size
/// (`__Snapshots__/WordWrapTests`), for both screens (the settings rows stack their title above
/// the switch there).
@Suite struct WordWrapTests {
    @Test func noWordBrokenThatFitsAtTheLargestSizeOnIPhoneSE() async {
        var catalog = Catalog()
        catalog.images = .placeholders
        try? catalog.register(ProductCardScreen.self)
        try? catalog.register(SettingsScreen.self)
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
