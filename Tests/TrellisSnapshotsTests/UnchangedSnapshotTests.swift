@testable import CairoRender
import Foundation
import Render
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
import Typesetting
@testable import TrellisSnapshots

/// The sidecar's display-list digest (issue 31): an unchanged snapshot is recognised without
/// drawing it; anything else is drawn and compared by pixels as before.
@Suite struct UnchangedSnapshotTests {
    static let catalog = Catalog.demo()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    var references: URL { directory.appendingPathComponent("references") }
    var sidecarURL: URL { references.appendingPathComponent("login-disabled-iphone-se.json") }

    func verifier(_ record: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(directory: references, artifacts: directory.appendingPathComponent("artifacts"), record: record)
    }

    func shot(sample: String = "disabled") async throws -> Shot {
        try await ScreenRenderer.shared.render(try Self.catalog.entry(named: "login"), sample: sample,
                                               on: DisplayConfiguration(device: .iPhoneSE))
    }

    /// `shot` with another display list under the same name.
    func shot(_ shot: Shot, drawing list: DisplayList) -> Shot {
        Shot(screen: shot.screen, sample: shot.sample, configuration: shot.configuration, displayList: list,
             scale: shot.configuration.deviceConfiguration.scale, renderer: CairoRenderer(measurer: ScreenRenderer.shared.measurer(for: shot.configuration)),
             mounted: shot.mounted, layout: shot.layout)
    }

    func sidecar() throws -> Sidecar { try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: sidecarURL)) }

    @Test("an unchanged snapshot is not drawn: the sidecar's display-list digest matches")
    func anUnchangedSnapshotDoesNotRaster() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = verifier(.all).check(try await shot())
        #expect(recorded.status == .recorded && recorded.rastered)
        #expect(try sidecar().displayList == (try await shot()).digest)
        let fresh = try await shot()
        let outcome = verifier(.never).check(fresh)
        #expect(outcome.passed, "\(outcome.message)")
        #expect(!outcome.rastered && !fresh.isRastered, "an unchanged display list is never drawn")
        #expect(!outcome.decodedReference && !outcome.encodedPNG)
        #expect(outcome.difference?.isIdentical == true)
    }

    @Test("a changed display list is drawn and fails on its pixels, with the layered explanation")
    func aChangedDisplayListRastersAndFailsOnPixels() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot())
        var other = try await shot(sample: "inProgress")
        other.sample = "disabled"
        let outcome = verifier(.never).check(other)
        #expect(outcome.rastered && outcome.decodedReference)
        #expect(outcome.status == .failed && outcome.message.contains("pixels: "), "\(outcome.message)")
    }

    @Test("a changed display list that draws the same pixels is drawn and passes on its pixels")
    func aChangedDisplayListWithTheSamePixelsPasses() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try await shot()
        _ = verifier(.all).check(original)
        var list = original.displayList
        list.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .clear))
        let changed = shot(original, drawing: list)
        #expect(changed.digest != original.digest)
        let outcome = verifier(.never).check(changed)
        #expect(outcome.passed && outcome.rastered, "\(outcome.message)")
    }

    @Test("a digest recorded by another renderer version, scale or fonts is not trusted: the shot is drawn")
    func aStaleDigestIsNotTrusted() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot())
        var stale = try sidecar()
        stale.displayList = CairoRenderer(measurer: ScreenRenderer.shared.measurer(for: DisplayConfiguration(device: .iPhoneSE)))
            .digest(of: try await shot().displayList, scale: 2, drawingVersion: CairoRenderer.drawingVersion + 1)
        try stale.encoded().write(to: sidecarURL)
        let outcome = verifier(.never).check(try await shot())
        #expect(outcome.passed && outcome.rastered, "\(outcome.message)")
    }

    @Test("a sidecar recorded before display-list digests falls back to the pixel digest")
    func anOldSidecarFallsBackToPixels() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot())
        var old = try sidecar()
        old.displayList = nil
        try old.encoded().write(to: sidecarURL)
        let outcome = verifier(.never).check(try await shot())
        #expect(outcome.passed && outcome.rastered && !outcome.decodedReference, "\(outcome.message)")
        #expect(!(try String(contentsOf: sidecarURL, encoding: .utf8)).contains("displayList"))
    }

    @Test("a rendering with drawing problems records no digest, so its problems are reported on every run")
    func drawingProblemsAreReportedEveryRun() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try await shot()
        var list = original.displayList
        list.append(.image(.path(directory.appendingPathComponent("missing.png").path),
                           frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        _ = verifier(.all).check(shot(original, drawing: list))
        #expect(try sidecar().displayList == nil)
        let outcome = verifier(.never).check(shot(original, drawing: list))
        #expect(outcome.rastered && outcome.status == .failed && outcome.message.contains("drawing problems"))
    }
}
