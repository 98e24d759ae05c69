import LayoutLint
import MyAppScreens
import Testing
import TrellisCairo
import TrellisCatalog

/// The app's own lint pass over its screens, through the `LayoutLint` product (no verifier):
/// what an app's tool or CI step would run.
@Suite struct LintTests {
    @Test("every sample of the app's screens lints clean on iPhone SE, every rule on")
    func everySampleLintsClean() async throws {
        let renderer = ScreenRenderer()
        let catalog = Catalog.myApp()
        for entry in catalog.entries {
            for sample in entry.sampleNames {
                let shot = try await renderer.render(entry, sample: sample, on: DisplayConfiguration(device: .iPhoneSE))
                let findings = SnapshotLint().findings(in: shot, renderer: renderer)
                #expect(findings.isEmpty, "\(shot.name): \(findings.map(\.message))")
            }
        }
    }
}
