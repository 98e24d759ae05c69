import Foundation
import Render

/// An image as the live canvas draws it: its PNG bytes as a data URL and its natural size in
/// points, read as the Cairo host reads it (`ImageCache`): an asset's variant nearest to the
/// render scale (`AssetVariants`) at its pixel size over the variant's scale, a path or bytes at
/// one pixel per point.
struct WebImage: Equatable {
    let dataURL: String
    let size: Size

    /// Nil when the file is missing or the bytes are not a PNG (the page draws a placeholder, as
    /// Cairo does).
    init?(_ source: ImageSource, renderScale: Double) {
        let bytes: Data?
        var pixelsPerPoint = 1.0
        switch source {
        case .bytes(let given): bytes = Data(given)
        case .path(let path): bytes = FileManager.default.contents(atPath: path)
        case let .asset(name, folder):
            let directory = URL(fileURLWithPath: folder, isDirectory: true)
            let variant = AssetVariants.file(of: name, renderScale: renderScale) {
                FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
            }
            guard let variant else { return nil }
            bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(variant.name).path)
            pixelsPerPoint = Double(variant.scale)
        }
        guard let bytes, let pixels = Self.pngSize(bytes) else { return nil }
        dataURL = "data:image/png;base64," + bytes.base64EncodedString()
        size = Size(width: pixels.width / pixelsPerPoint, height: pixels.height / pixelsPerPoint)
    }

    /// The width and height in a PNG's header (`IHDR`, the first chunk), or nil for other data.
    static func pngSize(_ bytes: Data) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = [UInt8](bytes.prefix(24))
        guard header.count == 24, Array(header[0..<8]) == signature, header[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func number(at offset: Int) -> Double {
            Double(header[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let width = number(at: 16), height = number(at: 20)
        return width > 0 && height > 0 ? Size(width: width, height: height) : nil
    }
}
