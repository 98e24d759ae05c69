import CPango
import Render

/// Decoded images of one render call, so an image used by many items is decoded once. Owns the
/// surfaces; `removeAll()` destroys them.
struct ImageCache {
    /// Why an image could not be used, e.g. `'banner.png': not a readable PNG file`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var surfaces: [ImageSource: Result<OpaquePointer, Failure>] = [:]

    mutating func surface(for source: ImageSource) -> Result<OpaquePointer, Failure> {
        if let cached = surfaces[source] { return cached }
        let result: Result<OpaquePointer, Failure>
        switch source {
        case .path(let path):
            result = ImageLoader.decodePNG(path: path).map { .success($0) }
                ?? .failure(Failure(description: "'\(path)': missing or not a PNG file"))
        case .bytes(let bytes):
            result = ImageLoader.decodePNG(bytes).map { .success($0) }
                ?? .failure(Failure(description: "from \(bytes.count) bytes: not PNG data"))
        }
        surfaces[source] = result
        return result
    }

    mutating func removeAll() {
        for case .success(let surface) in surfaces.values { cairo_surface_destroy(surface) }
        surfaces.removeAll()
    }
}
