import Foundation
import Render
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
@testable import TrellisSnapshots

/// One bare-named image (`Image("name")`), the name in its Props.
struct BareImageScreen: Screen {
    struct Props: Codable, Equatable, Sendable {
        var image: String
    }
    static let name = "photo"
    static let samples = [Sample("bell", Props(image: "bell")), Sample("gone", Props(image: "gone"))]
    let props: Props
    var body: Element {
        Column { Image(props.image).size(width: 29, height: 29).id("photo") }.element.paddingSafeArea()
    }
}

/// Where a catalog's bare-named images come from: a declared folder (a missing file is a drawing
/// problem), placeholders on purpose, or nothing declared (each such image a problem of the shot).
@Suite struct ImageDeclarationTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")

    func verifier() -> SnapshotVerifier {
        SnapshotVerifier(directory: directory.appendingPathComponent("references"),
                         artifacts: directory.appendingPathComponent("artifacts"), record: .missing)
    }

    func catalog(_ images: CatalogImages?) throws -> Catalog {
        var catalog = Catalog()
        catalog.images = images
        try catalog.register(BareImageScreen.self)
        return catalog
    }

    func shot(_ sample: String, _ images: CatalogImages?) async throws -> Shot {
        try await ScreenRenderer.shared.render(try catalog(images).entry(named: "photo"), sample: sample,
                                               on: DisplayConfiguration(device: .iPhoneSE))
    }

    @Test("in a declared folder a bare name is drawn from its PNG; a name with no file is a drawing problem naming it")
    func aDeclaredFolderResolvesBareNames() async throws {
        let folder = ControlsScreen.assets
        let bell = try await shot("bell", .folder(folder))
        #expect(bell.rendering.issues.isEmpty, "\(bell.rendering.issues)")
        #expect(bell.layout.map { PlacedImage.first(in: $0)?.assetFolder } == folder)
        #expect(bell.displayList != (try await shot("bell", .placeholders)).displayList, "the PNG, not the placeholder")
        let gone = try await shot("gone", .folder(folder))
        #expect(gone.rendering.issues.contains { $0.message.contains("gone") }, "\(gone.rendering.issues)")
        let outcome = verifier().check(gone)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(outcome.status == .failed && outcome.message.contains("drawing problems"), "\(outcome.message)")
    }

    @Test("with nothing declared a bare-named image fails its snapshot, naming the element, the image and the fix")
    func anUndeclaredBareNameIsAProblemOfTheShot() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = verifier().check(try await shot("bell", nil))
        #expect(outcome.status == .failed)
        #expect(outcome.message.contains("image problems: box/photo: image 'bell' was drawn as a placeholder"), "\(outcome.message)")
        #expect(outcome.message.contains("catalog.images = .folder(path)"))
    }

    @Test("placeholders declared on purpose draw the placeholder with nothing to report")
    func placeholdersOnPurpose() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = try await shot("gone", .placeholders)
        #expect(shot.rendering.issues.isEmpty)
        #expect(verifier().check(shot).status == .recorded)
        // The catalog's declaration reaches entries registered before it was made.
        var catalog = Catalog()
        try catalog.register(BareImageScreen.self)
        catalog.images = .placeholders
        #expect(try catalog.entry(named: "photo").images == .placeholders)
    }
}

/// The first image of a laid-out tree, without recursion limits mattering (a few levels here).
enum PlacedImage {
    static func first(in node: LayoutNode) -> ResolvedImage? {
        node.props.content.image ?? node.children.lazy.compactMap(first(in:)).first
    }
}
