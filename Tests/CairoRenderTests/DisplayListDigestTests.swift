import Foundation
import PangoText
import Render
import Testing
import Typesetting
@testable import CairoRender

/// `CairoRenderer.digest(of:scale:)`: equal digests promise equal pixels, so whatever else decides
/// the pixels (scale, fonts, drawing code, the bytes of image files) must change it.
@Suite struct DisplayListDigestTests {
    static let list: DisplayList = {
        var list = DisplayList(size: Size(width: 100, height: 40), background: .white)
        list.append(.text(AttributedText("Hello", TextAttributes(size: 15)), frame: Rect(x: 4, y: 4, width: 92, height: 20)))
        return list
    }()

    @Test func theSameListOnTheSameRendererHasTheSameDigest() {
        let again = CairoRenderer(measurer: sharedRenderer.measurer)
        #expect(sharedRenderer.digest(of: Self.list, scale: 2) == again.digest(of: Self.list, scale: 2))
        #expect(sharedRenderer.digest(of: Self.list, scale: 2).count == 32)
    }

    @Test func anotherScaleChangesTheDigest() {
        #expect(sharedRenderer.digest(of: Self.list, scale: 2) != sharedRenderer.digest(of: Self.list, scale: 3))
    }

    @Test("another font profile changes the digest (its fonts and configuration file differ)")
    func anotherFontProfileChangesTheDigest() {
        let inter = CairoRenderer(measurer: PangoMeasurer(configuration: .profile(.iOS)))
        #expect(inter.measurer.fontFingerprint != sharedRenderer.measurer.fontFingerprint)
        #expect(inter.digest(of: Self.list, scale: 2) != sharedRenderer.digest(of: Self.list, scale: 2))
        // The same configuration in another measurer fingerprints alike.
        #expect(PangoMeasurer().fontFingerprint == sharedRenderer.measurer.fontFingerprint)
    }

    @Test func anotherDrawingVersionChangesTheDigest() {
        let current = sharedRenderer.digest(of: Self.list, scale: 2)
        #expect(sharedRenderer.digest(of: Self.list, scale: 2, drawingVersion: CairoRenderer.drawingVersion) == current)
        #expect(sharedRenderer.digest(of: Self.list, scale: 2, drawingVersion: CairoRenderer.drawingVersion + 1) != current)
    }

    @Test("an image file is in the digest by content: rewriting it changes the digest, its path alone does not decide")
    func imageFilesCountByContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.png")
        func list(_ source: ImageSource) -> DisplayList {
            DisplayList(size: Size(width: 10, height: 10), items: [.image(source, frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
        let missing = sharedRenderer.digest(of: list(.path(file.path)), scale: 1)
        try Data(Bitmap(width: 1, height: 1, stride: 4, bytes: [0, 0, 255, 255]).pngData()).write(to: file)
        let red = sharedRenderer.digest(of: list(.path(file.path)), scale: 1)
        try Data(Bitmap(width: 1, height: 1, stride: 4, bytes: [255, 0, 0, 255]).pngData()).write(to: file)
        let blue = sharedRenderer.digest(of: list(.path(file.path)), scale: 1)
        #expect(Set([missing, red, blue]).count == 3)
        // An asset's variant is chosen by the scale, and its file read.
        try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent("icon@2x.png"))
        let asset = list(.asset(name: "icon", folder: folder.path))
        let before = sharedRenderer.digest(of: asset, scale: 2)
        try Data(Bitmap(width: 1, height: 1, stride: 4, bytes: [0, 255, 0, 255]).pngData())
            .write(to: folder.appendingPathComponent("icon@2x.png"))
        #expect(sharedRenderer.digest(of: asset, scale: 2) != before)
    }
}
