import CairoRender
import Foundation
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
@testable import TrellisSnapshots

/// What `ScreenRenderer` draws besides a catalog screen at its device's size: any element, and any
/// screen at full length, through the same pipeline the verifier checks.
@Suite struct RendererAPITests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-api-\(UUID().uuidString)")
    let iPhoneSE = DisplayConfiguration(device: .iPhoneSE)

    func verifier(_ record: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(directory: directory.appendingPathComponent("references"),
                         artifacts: directory.appendingPathComponent("artifacts"), record: record)
    }

    /// A settings list inside a scroll view: each row a title and a switch, padded by `padding`.
    static func settings(padding: Float) -> Element {
        ScrollView {
            for title in ["Wi-Fi", "Bluetooth", "Airplane mode"] {
                Row(spacing: 8) {
                    Text(title).flex(grow: 1)
                    Toggle(isOn: title == "Bluetooth")
                }
                .padding(.points(padding))
                .id(title)
            }
        }.element
    }

    @Test("any element renders as a screen would: named for its configuration, laid out, drawn at the device's pixels")
    func anElementRendersLikeAScreen() async {
        let shot = await ScreenRenderer.shared.render(Self.settings(padding: 11), named: "settings", on: iPhoneSE)
        #expect(shot.name == "settings-iphone-se")
        let paths = TreeSnapshots.flatten(shot.layout).map(\.path)
        #expect(paths.contains { $0.hasSuffix("/Bluetooth") }, "the rows are placed: \(paths)")
        let bitmap = shot.rendering.bitmap
        #expect((bitmap.width, bitmap.height) == (640, 1136))
        #expect(shot.rendering.issues.isEmpty)
        #expect(shot.layoutDiagnostics.isEmpty)
    }

    @Test("a settings row's padding changed from 11 to 14 inside a scroll view is explained by the layout diff, naming the row")
    func aPaddingChangeInsideAScrollViewNamesTheRow() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = verifier(.all).check(await ScreenRenderer.shared.render(Self.settings(padding: 11), named: "settings", on: iPhoneSE))
        #expect(recorded.status == .recorded)
        let outcome = verifier(.never).check(await ScreenRenderer.shared.render(Self.settings(padding: 14), named: "settings", on: iPhoneSE))
        #expect(outcome.status == .failed)
        let layoutLines = outcome.message.split(separator: "\n").filter { $0.contains("layout: ") }
        #expect(layoutLines.contains { $0.contains("`Bluetooth`") && $0.contains("resized") }, "\(outcome.message)")
        #expect(!outcome.message.contains("layout: unchanged"), "\(outcome.message)")
    }

    @Test("an element's bare-named image is a problem of its shot unless its images are declared")
    func anElementsImagesAreDeclaredOrReported() async {
        let photo = Image("photo").size(40)
        let undeclared = await ScreenRenderer.shared.render(photo, named: "photo", on: iPhoneSE)
        #expect(SnapshotVerifier.undeclaredImages(in: undeclared).count == 1)
        let declared = await ScreenRenderer.shared.render(photo, named: "photo", on: iPhoneSE, images: .placeholders)
        #expect(SnapshotVerifier.undeclaredImages(in: declared).isEmpty)
    }

    @Test("a full-length render shows every row on a canvas as tall as the list, on the pixel grid")
    func aFullLengthRenderShowsEveryRow() async throws {
        let inbox = try Catalog.demo().entry(named: "inbox")
        let screen = try await ScreenRenderer.shared.render(inbox, sample: inbox.defaultSample.name, on: iPhoneSE)
        let whole = try await ScreenRenderer.shared.render(inbox, sample: inbox.defaultSample.name, on: iPhoneSE, fullLength: true)
        let rows = { (shot: Shot) in
            Set(TreeSnapshots.flatten(shot.layout).map(\.path).compactMap { path -> String? in
                guard let range = path.range(of: "inbox/messages/content/") else { return nil }
                return String(path[range.upperBound...].prefix { $0 != "/" })
            })
        }
        #expect(rows(screen).count < rows(whole).count, "\(rows(screen).sorted()) → \(rows(whole).sorted())")
        let bitmap = whole.rendering.bitmap
        #expect(bitmap.width == 640)
        #expect(bitmap.height > 1136)
        let layoutHeight = try #require(whole.layout).frame.height
        #expect(Double(bitmap.height) == (layoutHeight * 2).rounded(), "the canvas is the laid-out height in whole pixels")
        #expect(whole.name == screen.name)
    }
}
