import CairoRender
import Foundation
import Render
import SnapshotTesting
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisScreens
@testable import TrellisSnapshots

/// Record modes, sidecars, layered diffs, artifacts and orphans of `SnapshotVerifier`, each in a
/// fresh temporary directory.
@Suite struct VerifierTests {
    static let catalog = Catalog.demo()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")

    func verifier(_ record: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(directory: directory.appendingPathComponent("references"),
                         artifacts: directory.appendingPathComponent("artifacts"), record: record)
    }

    func shot(_ screen: String = "login", sample: String = "disabled", device: Device = .iPhoneSE) async throws -> Shot {
        try await ScreenRenderer.shared.render(try Self.catalog.entry(named: screen), sample: sample,
                                               on: DisplayConfiguration(device: device))
    }

    @Test func reRenderingOnTheSameMachineNeverFails() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = verifier(.missing).check(try await shot())
        #expect(first.status == .recorded)
        for _ in 0..<2 {
            let again = verifier(.never).check(try await shot())
            #expect(again.passed, "\(again.message)")
            #expect(again.difference?.isIdentical == true)
            #expect(!again.encodedPNG, "an unchanged render is compared before it is encoded")
            #expect(!again.decodedReference, "the sidecar's pixel digest recognises it")
        }
    }

    @Test("an accessibility transcript is recorded beside the PNG, then compared; a change names its line")
    func accessibilityTranscripts() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        func transcribing(_ record: SnapshotRecordMode) -> SnapshotVerifier {
            var verifier = verifier(record)
            verifier.accessibilityTranscripts = true
            return verifier
        }
        let first = transcribing(.missing).check(try await shot(sample: "possible"))
        #expect(first.status == .recorded && first.message.contains("accessibility recorded"), "\(first.message)")
        let file = directory.appendingPathComponent("references/\(try await shot(sample: "possible").name).accessibility.txt")
        let recorded = try String(contentsOf: file, encoding: .utf8)
        #expect(recorded.hasPrefix("1. \"Вход\", heading, level 1 ("), "\(recorded)")
        let again = transcribing(.never).check(try await shot(sample: "possible"))
        #expect(again.passed && again.accessibility == recorded, "\(again.message)")
        // The pixels of "inProgress" differ too; the transcript's own line says what a reader hears now.
        try Data(recorded.replacingOccurrences(of: "\"Войти\", button", with: "\"Войти\", link").utf8).write(to: file)
        let changed = transcribing(.never).check(try await shot(sample: "possible"))
        #expect(changed.status == .failed)
        #expect(changed.message.contains("what a screen reader says differs from login-possible-iphone-se.accessibility.txt at line 4: "
                                         + "was \"4. \"Войти\", link"), "\(changed.message)")
    }

    @Test("a lint baseline beside the references turns lint on: accepted findings pass, others fail")
    func aLintBaselineTurnsLintOn() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let references = directory.appendingPathComponent("references")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let baseline = references.appendingPathComponent("lint-baseline.json")
        try Data(#"[{"rule": "small-tap-target", "snapshot": "timer-idle-*", "path": "timer/durations/set-*", "reason": "design chips"}]"#.utf8)
            .write(to: baseline)
        #expect(verifier(.missing).lint != nil, "the baseline turns lint on")
        #expect(verifier(.missing).check(try await shot("timer", sample: "idle")).status == .recorded)
        let accepted = verifier(.never).check(try await shot("timer", sample: "idle"))
        #expect(accepted.passed && accepted.findings.isEmpty, "\(accepted.message)")
        try Data("[]".utf8).write(to: baseline)
        let refused = verifier(.never).check(try await shot("timer", sample: "idle"))
        #expect(refused.status == .failed && refused.message.contains("[small-tap-target] timer-idle-iphone-se"), "\(refused.message)")
        try Data(#"[{"rule": "tiny"}]"#.utf8).write(to: baseline)
        let broken = verifier(.never).check(try await shot("timer", sample: "idle"))
        #expect(broken.status == .failed && broken.message.contains("lint-baseline.json: $[0]"), "\(broken.message)")
    }

    @Test("the pixel digest is the same for equal renderings and differs for a changed pixel or size")
    func pixelDigests() async throws {
        let first = try await shot().rendering.bitmap, second = try await shot().rendering.bitmap
        #expect(RenderingEnvironment.pixelDigest(first) == RenderingEnvironment.pixelDigest(second))
        var bytes = first.bytes
        bytes[first.stride * 100 + 40] ^= 1
        let changed = Bitmap(width: first.width, height: first.height, stride: first.stride, bytes: bytes)
        #expect(RenderingEnvironment.pixelDigest(changed) != RenderingEnvironment.pixelDigest(first))
        let cropped = Bitmap(width: first.width - 1, height: first.height, stride: first.stride, bytes: first.bytes)
        #expect(RenderingEnvironment.pixelDigest(cropped) != RenderingEnvironment.pixelDigest(first))
    }

    @Test("the sidecar's pixel digest only vouches for the PNG file it was recorded with")
    func aReplacedReferenceIsComparedPixelByPixel() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot(sample: "disabled"))
        let references = directory.appendingPathComponent("references")
        let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: references.appendingPathComponent("login-disabled-iphone-se.json")))
        #expect(sidecar.pixels != nil && sidecar.png != nil)
        // Someone replaces the reference PNG (another sample's pixels) but not the sidecar.
        try Data(try await shot(sample: "inProgress").png).write(to: references.appendingPathComponent("login-disabled-iphone-se.png"))
        let outcome = verifier(.never).check(try await shot(sample: "disabled"))
        #expect(outcome.decodedReference && outcome.status == .failed && outcome.message.contains("pixels: "))
    }

    @Test(arguments: [SnapshotRecordMode.all, .missing])
    func recordingFailsAfterWritingTheReferenceAndSidecar(mode: SnapshotRecordMode) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = verifier(mode).check(try await shot())
        #expect(outcome.status == .recorded && !outcome.passed)
        let references = directory.appendingPathComponent("references")
        let png = try Data(contentsOf: references.appendingPathComponent("login-disabled-iphone-se.png"))
        #expect(Bitmap(png: [UInt8](png))?.width == 640)
        let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: references.appendingPathComponent("login-disabled-iphone-se.json")))
        #expect(sidecar.environment.scale == 2)
        #expect(sidecar.environment.fonts.keys.contains("DejaVuSans.ttf"))
        #expect(!sidecar.environment.pango.isEmpty && !sidecar.environment.harfbuzz.isEmpty)
        #expect(sidecar.layout.count > 3)
    }

    @Test func neverRecordingFailsWithoutAReference() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = verifier(.never).check(try await shot())
        #expect(outcome.status == .failed)
        #expect(outcome.message.contains("no reference"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("references").path))
    }

    @Test func aMismatchExplainsTheLayoutThenThePixelsAndWritesThreeImages() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The reference is the "disabled" sample; the actual run renders "inProgress" under its name.
        _ = verifier(.all).check(try await shot(sample: "disabled"))
        var other = try await shot(sample: "inProgress")
        other.sample = "disabled"
        let outcome = verifier(.never).check(other)
        #expect(outcome.status == .failed)
        #expect(outcome.message.contains("the rendering differs from its reference"))
        #expect(outcome.message.contains("  pixels: "))
        #expect(outcome.artifacts.map(\.lastPathComponent) == ["login-disabled-iphone-se.reference.png",
                                                              "login-disabled-iphone-se.actual.png",
                                                              "login-disabled-iphone-se.diff.png"])
        for url in outcome.artifacts { #expect(Bitmap(png: [UInt8](try Data(contentsOf: url))) != nil) }
    }

    @Test func aMismatchFromAnotherRenderingEnvironmentSaysWhatChanged() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot(sample: "disabled"))
        let url = directory.appendingPathComponent("references/login-disabled-iphone-se.json")
        var sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: url))
        sidecar.environment.pango = "1.0.0"
        sidecar.environment.fonts["DejaVuSans.ttf"] = "0"
        try sidecar.encoded().write(to: url)
        var other = try await shot(sample: "possible")
        other.sample = "disabled"
        let outcome = verifier(.never).check(other)
        #expect(outcome.message.contains("rendering environment changed: Pango 1.0.0 → \(RenderingEnvironment.current(scale: 2).pango), font DejaVuSans.ttf changed"))
    }

    @Test func failedModeReRecordsAMismatchAndStillFails() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifier(.all).check(try await shot(sample: "disabled"))
        var other = try await shot(sample: "possible")
        other.sample = "disabled"
        #expect(verifier(.failed).check(other).status == .recorded)
        #expect(verifier(.never).check(other).passed)
    }

    @Test func orphanedReferencesAreListed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshots = verifier(.missing)
        _ = snapshots.check(try await shot())
        try Data("x".utf8).write(to: snapshots.directory.appendingPathComponent("login-gone-iphone-se.png"))
        #expect(snapshots.orphans(expecting: ["login-disabled-iphone-se"]) == ["login-gone-iphone-se.png"])
        #expect(snapshots.orphans(expecting: ["login-disabled-iphone-se", "login-gone-iphone-se"]).isEmpty)
    }

    @Test("verifyCatalog judges only its own references: other screens and names other tests chose are not orphans")
    func catalogOrphansAreScopedToWhatTheCallOwns() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var catalog = Catalog()
        try catalog.register(LoginScreen.self)
        let login = try catalog.entry(named: "login"), inbox = try Self.catalog.entry(named: "inbox")
        let matrix = ConfigurationMatrix(devices: [.iPhoneSE])
        // Other tests of the same file: a name of their own for a login state, and another screen.
        _ = await verifier(.missing).check([(login, try login.sample(named: "disabled"), "custom", DisplayConfiguration(device: .iPhoneSE))])
        _ = await verifier(.missing).check(SnapshotVerifier.cases(inbox, matrix))
        // This call's own references, all recorded, checked again with nothing else to say.
        _ = await verifier(.missing).check(SnapshotVerifier.cases(login, matrix))
        let outcomes = await verifier(.never).verifyCatalog(catalog, on: matrix)
        #expect(outcomes.count == login.sampleNames.count && outcomes.allSatisfy(\.passed))
        let references = directory.appendingPathComponent("references")
        let files = try FileManager.default.contentsOfDirectory(atPath: references.path)
        #expect(files.contains("login-custom-iphone-se.png") && files.contains { $0.hasPrefix("inbox-") })

        // A sample the screen no longer has is still this call's orphan (its sidecar says a
        // catalog sample recorded it), and so is a stray PNG named after one of its screens.
        for ext in ["png", "json"] {
            try FileManager.default.copyItem(at: references.appendingPathComponent("login-disabled-iphone-se.\(ext)"),
                                             to: references.appendingPathComponent("login-gone-iphone-se.\(ext)"))
        }
        try Data(try await shot().png).write(to: references.appendingPathComponent("login-stray-iphone-se.png"))
        let names = SnapshotVerifier.cases(login, matrix).map { SnapshotVerifier.name($0.0, $0.2, $0.3) }
        #expect(verifier(.never).orphans(of: catalog, expecting: names)
            == ["login-gone-iphone-se.json", "login-gone-iphone-se.png", "login-stray-iphone-se.png"])
    }

    @Test("a display scale of NaN: the shot carries the layout's diagnostic and the check names it")
    func aNaNScaleIsALayoutProblemOfTheShot() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = Device(name: "broken", displayName: "Broken", portraitSize: Size(width: 320, height: 568), scale: .nan,
                            portraitSafeArea: EdgeInsets(), landscapeSafeArea: EdgeInsets())
        let shot = try await ScreenRenderer.shared.render(try Self.catalog.entry(named: "login"), sample: "disabled",
                                                          on: DisplayConfiguration(device: device))
        #expect(shot.layoutDiagnostics.map(\.description) == ["root displayScale: nan, used 1"])
        // Laid out at scale 1 instead of collapsing to 0×0.
        #expect(shot.layout?.frame.size == Size(width: 320, height: 568))
        // Recorded, and still a failure: a shot with layout problems never passes.
        let outcome = verifier(.missing).check(shot)
        #expect(outcome.status == .failed && outcome.message.contains("no reference; recorded"), "\(outcome.message)")
        let never = verifier(.never).check(shot)
        #expect(never.status == .failed && never.message.contains("layout problems: root displayScale: nan, used 1"), "\(never.message)")
    }

    @Test func theMatrixCallNamesEachSnapshotScreenSampleConfiguration() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = try Self.catalog.entry(named: "login")
        let matrix = ConfigurationMatrix(devices: [.iPhoneSE], colorSchemes: [.light, .dark], layoutDirections: [.rightToLeft])
        let outcomes = await verifier(.never).check(SnapshotVerifier.cases(entry, matrix))
        #expect(outcomes.map(\.name) == entry.sampleNames.flatMap { ["login-\($0)-iphone-se-rtl", "login-\($0)-iphone-se-dark-rtl"] })
    }
}

/// The layout diff: which nodes moved or resized, and by how much.
@Suite struct LayoutDiffTests {
    @Test func aMoveIsExplainedByTheSiblingThatGrew() {
        let before = [LaidOutNode(path: "box", frame: Rect(x: 0, y: 0, width: 375, height: 812)),
                      LaidOutNode(path: "box/title", frame: Rect(x: 16, y: 40, width: 343, height: 17)),
                      LaidOutNode(path: "box/price", frame: Rect(x: 16, y: 60, width: 100, height: 20)),
                      LaidOutNode(path: "box/price/text#0", frame: Rect(x: 16, y: 60, width: 100, height: 20))]
        var after = before
        after[1].frame.size.height = 19
        after[2].frame.origin.y = 62
        after[3].frame.origin.y = 62
        #expect(LayoutDiff.describe(reference: before, actual: after) == [
            "`title` resized 343×17 → 343×19 pt",
            "`price` moved 60 → 62 pt down because `title` grew 17 → 19 pt",
        ])
    }

    @Test("a difference below the printed precision (a sidecar keeps two decimals) is no change")
    func differencesBelowThePrintedPrecisionAreNotChanges() {
        let actual = [LaidOutNode(path: "box", frame: Rect(x: 0, y: 0, width: 375, height: 812)),
                      LaidOutNode(path: "box/title", frame: Rect(x: 16, y: 40.004, width: 322 / 3, height: 22)),
                      LaidOutNode(path: "box/price", frame: Rect(x: 16.001, y: 62.0049, width: 100.333333, height: 20))]
        // What the sidecar recorded for the same layout: `box/title 16 40 107.33 22`.
        let recorded = actual.compactMap { LaidOutNode(line: $0.line) }
        #expect(recorded.map(\.line) == ["box 0 0 375 812", "box/title 16 40 107.33 22", "box/price 16 62 100.33 20"])
        #expect(LayoutDiff.describe(reference: recorded, actual: actual) == [])
        // A hundredth is a change, said in what the sentence can show.
        var grown = actual
        grown[1].frame.size.width = 107.34
        #expect(LayoutDiff.describe(reference: recorded, actual: grown) == ["`title` resized 107.33×22 → 107.34×22 pt"])
    }

    @Test func addedAndRemovedNodesAreNamed() {
        let before = [LaidOutNode(path: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                      LaidOutNode(path: "box/badge", frame: Rect(x: 1, y: 1, width: 4, height: 4))]
        let after = [before[0], LaidOutNode(path: "box/ribbon", frame: Rect(x: 2, y: 2, width: 5, height: 3))]
        #expect(LayoutDiff.describe(reference: before, actual: after) == [
            "`ribbon` added at (2, 2, 5×3)", "`badge` removed (was at (1, 1, 4×4))",
        ])
    }
}

/// The swift-snapshot-testing strategies against committed references (`__Snapshots__/StrategyTests`).
@Suite struct StrategyTests {
    static let login = SnapshotSubject(LoginScreenEntry.entry, props: LoginScreenEntry.entry.defaultSample.props)

    @Test func loginLayoutOnIPhoneSE() {
        assertSnapshot(of: Self.login, as: .layout(on: .iPhoneSE), named: "login-possible-iphone-se",
                       record: SnapshotRecordMode.current.snapshotTesting)
    }

    @Test func loginAccessibilityOnIPhoneSE() {
        assertSnapshot(of: Self.login, as: .accessibility(on: .iPhoneSE), named: "login-possible-iphone-se",
                       record: SnapshotRecordMode.current.snapshotTesting)
    }

    @Test func loginImageOnIPhoneSERightToLeft() {
        assertSnapshot(of: Self.login, as: .image(on: DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft)),
                       named: "login-possible-iphone-se-rtl", record: SnapshotRecordMode.current.snapshotTesting)
    }

    @Test func theImageStrategyFailsOnAChangedScreen() throws {
        let disabled = try SnapshotSubject(LoginScreenEntry.entry, sample: "disabled")
        let message = verifySnapshot(of: disabled, as: .image(on: DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft)),
                                     named: "login-possible-iphone-se-rtl", record: .never, testName: "loginImageOnIPhoneSERightToLeft()")
        #expect(message?.contains("largest connected block") == true, "\(message ?? "matched")")
    }

    @Test func aLoginFlowInProgressOnIPhoneSE() async throws {
        let flow = try await Flow.start(Catalog.demo().feature(named: "login"), scenario: "succeeds",
                                        on: DisplayConfiguration(device: .iPhoneSE))
        try await flow.tap("login")
        assertSnapshot(of: flow, as: .image, named: "login-flow-in-progress-iphone-se",
                       record: SnapshotRecordMode.current.snapshotTesting)
        // The same strategy sees the next step: the signed-in screen is not the in-progress one.
        await flow.advance(by: .seconds(1))
        let message = verifySnapshot(of: flow, as: .image, named: "login-flow-in-progress-iphone-se", record: .never,
                                     testName: "aLoginFlowInProgressOnIPhoneSE()")
        #expect(message != nil, "the signed-in screen differs from the reference")
    }
}

enum LoginScreenEntry {
    static let entry = try! Catalog.demo().entry(named: "login")
}
