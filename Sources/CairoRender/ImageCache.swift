import CPango
import Foundation
import Render

/// Decoded images of one render call, so an image used by many items is decoded once. Owns the
/// surfaces; `removeAll()` destroys them.
struct ImageCache {
    /// Why an image could not be used, e.g. `cannot read image 'banner.png': missing or not a PNG file`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A decoded image and how many of its pixels make one point (an asset's variant scale, else 1).
    typealias Decoded = (surface: OpaquePointer, pixelsPerPoint: Double)

    private var surfaces: [ImageSource: Result<Decoded, Failure>] = [:]

    /// The image of `source`; an asset's variant is chosen for `renderScale` (`AssetVariants`).
    mutating func surface(for source: ImageSource, renderScale: Double) -> Result<Decoded, Failure> {
        if let cached = surfaces[source] { return cached }
        let result: Result<Decoded, Failure>
        switch source {
        case .path(let path):
            result = ImageLoader.decodePNG(path: path).map { .success(($0, 1)) }
                ?? .failure(Failure(description: "cannot read image '\(path)': missing or not a PNG file"))
        case .bytes(let bytes):
            result = ImageLoader.decodePNG(bytes).map { .success(($0, 1)) }
                ?? .failure(Failure(description: "cannot read image from \(bytes.count) bytes: not PNG data"))
        case let .asset(name, folder):
            result = Self.asset(name, in: folder, renderScale: renderScale)
        }
        surfaces[source] = result
        return result
    }

    /// The asset's variant nearest to `renderScale`, decoded.
    private static func asset(_ name: String, in folder: String, renderScale: Double) -> Result<Decoded, Failure> {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        func file(_ scale: Int) -> String { directory.appendingPathComponent(AssetVariants.fileName(name, scale: scale)).path }
        let available = AssetVariants.scales.filter { FileManager.default.fileExists(atPath: file($0)) }
        guard !name.isEmpty, !name.contains("/"), let scale = AssetVariants.pick(available: available, renderScale: renderScale) else {
            let names = AssetVariants.scales.map { AssetVariants.fileName(name, scale: $0) }.joined(separator: ", ")
            return .failure(Failure(description: "image asset '\(name)' not found in '\(folder)' (looked for \(names))"))
        }
        guard let surface = ImageLoader.decodePNG(path: file(scale)) else {
            return .failure(Failure(description: "cannot read image asset '\(name)': '\(file(scale))' is not a PNG file"))
        }
        return .success((surface, Double(scale)))
    }

    mutating func removeAll() {
        for case .success(let decoded) in surfaces.values { cairo_surface_destroy(decoded.surface) }
        surfaces.removeAll()
    }
}
