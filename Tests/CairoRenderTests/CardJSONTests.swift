import CairoRender
import Foundation
import Render
import Testing
import Typesetting

/// The banner card written in the `trellis draw` JSON format, whose image file does not exist:
/// the banner card with its image placeholder.
@Suite("Banner card from JSON, with an image placeholder, at scale 2")
struct CardJSONTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func render() throws -> Rendering {
        let data = try Data(contentsOf: CardJSONTests.fixtures.appendingPathComponent("banner-card.json"))
        let list = try DisplayListDecoder.decode(data, baseDirectory: CardJSONTests.fixtures)
        return sharedRenderer.render(list, scale: 2)
    }

    @Test("the missing image is reported once, by its item path, and drawn as a placeholder")
    func placeholder() throws {
        let rendering = try render()
        #expect(rendering.issues.count == 1)
        #expect(rendering.issues.first?.description.hasPrefix("$.items[4]: cannot read image") == true)
        // Placeholder grey inside the 96 pt frame at (247, 36), away from the cross.
        #expect(distance(rendering.bitmap.pixel(x: 2 * 295, y: 2 * 45), Color(rgb: 0xE5E5EA)) < 0.01)
        // The cross passes through the frame's centre.
        #expect(distance(rendering.bitmap.pixel(x: 2 * 295, y: 2 * 84), Color(rgb: 0x8E8E93)) < 0.1)
        // Rounded (8 pt) corners of the placeholder show the white card.
        #expect(distance(rendering.bitmap.pixel(x: 2 * 247 + 1, y: 2 * 36 + 1), .white) < 0.01)
    }

    @Test("two renders are byte-identical and match the committed golden within tolerance")
    func golden() throws {
        let png = try render().pngData()
        #expect(png == (try render().pngData()))
        let url = CardJSONTests.fixtures.appendingPathComponent("banner-card-placeholder@2x.png")
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" { try Data(png).write(to: url) }
        let golden = try #require(Bitmap(png: Array(try Data(contentsOf: url))))
        let rendered = try #require(Bitmap(png: png))
        let difference = rendered.difference(from: golden, tolerance: 24)
        #expect(difference.differingPixels <= rendered.width * rendered.height / 1000,
                "\(difference.differingPixels) pixels differ by more than 24/255 (max \(difference.maxDelta))")
    }
}
