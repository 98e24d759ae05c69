import CPango
import Foundation
import Render
import Typesetting

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
        guard let variant = variant(of: name, in: folder, renderScale: renderScale) else {
            let names = AssetVariants.scales.map { AssetVariants.fileName(name, scale: $0) }.joined(separator: ", ")
            return .failure(Failure(description: "image asset '\(name)' not found in '\(folder)' (looked for \(names))"))
        }
        guard let surface = ImageLoader.decodePNG(path: variant.path) else {
            return .failure(Failure(description: "cannot read image asset '\(name)': '\(variant.path)' is not a PNG file"))
        }
        return .success((surface, Double(variant.scale)))
    }

    /// The file of the asset's variant nearest to `renderScale`, if there is one.
    private static func variant(of name: String, in folder: String, renderScale: Double) -> (path: String, scale: Int)? {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        func path(_ file: String) -> String { directory.appendingPathComponent(file).path }
        return AssetVariants.file(of: name, renderScale: renderScale, exists: { FileManager.default.fileExists(atPath: path($0)) })
            .map { (path($0.name), $0.scale) }
    }

    /// What drawing `source` at `renderScale` reads: the bytes of its file (the asset's chosen
    /// variant, with its scale), the bytes themselves, or a marker for a missing file — so a
    /// digest of a display list covers its images by content.
    static func hashContent(of source: ImageSource, renderScale: Double, into hasher: inout StableHasher) {
        let file: String?
        switch source {
        case .bytes: return  // the display list's own digest holds them
        case .path(let path): file = path
        case let .asset(name, folder):
            let variant = variant(of: name, in: folder, renderScale: renderScale)
            hasher.combine(variant?.scale ?? 0)
            file = variant?.path
        }
        if let data = file.flatMap({ FileManager.default.contents(atPath: $0) }) {
            hasher.combine(true)
            data.withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            hasher.combine(false)
        }
    }

    mutating func removeAll() {
        for case .success(let decoded) in surfaces.values { cairo_surface_destroy(decoded.surface) }
        surfaces.removeAll()
    }
}
