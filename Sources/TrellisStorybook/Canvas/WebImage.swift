import Foundation
import Render
import TrellisElements

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
        guard let bytes, let pixels = PNGAssetFiles.pixelSize(ofPNG: bytes) else { return nil }
        dataURL = "data:image/png;base64," + bytes.base64EncodedString()
        size = Size(width: pixels.width / pixelsPerPoint, height: pixels.height / pixelsPerPoint)
    }
}
