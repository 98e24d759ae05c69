import CairoRender
import Render
import Testing
import Typesetting

@Suite("PNG encoding")
struct PNGEncodingTests {
    /// Stripes, a circle-ish rounded rect and text: rows that repeat and rows that do not.
    func sample(height: Double, background: Color) -> DisplayList {
        var list = DisplayList(size: Size(width: 97, height: height), background: background)
        list.append(.fill(Rect(x: 5, y: 5, width: 60, height: height - 10), radii: CornerRadii(20),
                          color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)))
        list.append(.text(AttributedText("PNG строка", TextAttributes(size: 15)), frame: Rect(x: 2, y: 40, width: 90, height: 20)))
        return list
    }

    @Test("opaque images round-trip exactly, in one band and in two", arguments: [100.0, 300.0])
    func opaqueRoundTrip(height: Double) throws {
        let bitmap = sharedRenderer.render(sample(height: height, background: .white), scale: 1).bitmap
        let decoded = try #require(Bitmap(png: bitmap.pngData()))
        #expect(decoded.width == bitmap.width && decoded.height == bitmap.height)
        #expect(decoded.difference(from: bitmap, tolerance: 0).differingPixels == 0)
    }

    @Test("translucent images keep their alpha (within premultiplication rounding)")
    func translucentRoundTrip() throws {
        let bitmap = sharedRenderer.render(sample(height: 300, background: .clear), scale: 2).bitmap
        #expect(bitmap.pixel(x: 0, y: 0) == .clear)
        let decoded = try #require(Bitmap(png: bitmap.pngData()))
        #expect(decoded.difference(from: bitmap, tolerance: 1).differingPixels == 0)
        #expect(decoded.pixel(x: 0, y: 0) == .clear)
    }

    @Test("narrow and tall images with long runs of repeated rows round-trip exactly", arguments: [
        (1.0, 300.0, Color.white), (2.0, 700.0, Color.white), (1.0, 300.0, Color.clear), (90.0, 1000.0, Color.white),
    ])
    func repeatedRows(width: Double, height: Double, background: Color) throws {
        let list = DisplayList(size: Size(width: width, height: height), background: background, items: [
            .fill(Rect(x: 0, y: 100, width: width, height: 50), color: Color(rgb: 0x336699, alpha: 0.5)),
            .fill(Rect(x: 0, y: 151, width: width / 2, height: 1), color: .black),
        ])
        let bitmap = sharedRenderer.render(list, scale: 1).bitmap
        let decoded = try #require(Bitmap(png: bitmap.pngData()))
        #expect(decoded.difference(from: bitmap, tolerance: 1).differingPixels == 0)
    }

    @Test("the encoding is a pure function of the pixels")
    func deterministic() {
        let list = sample(height: 300, background: .white)
        let first = sharedRenderer.renderPNG(list, scale: 3).png
        #expect((0..<3).allSatisfy { _ in sharedRenderer.renderPNG(list, scale: 3).png == first })
    }
}
