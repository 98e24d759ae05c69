import CPango

/// Decoding PNG through cairo's built-in reader (encoding is `PNGEncoder`).
enum ImageLoader {
    /// A new image surface decoded from PNG `bytes`, or nil. The caller destroys it.
    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer? {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer {
                    data.update(from: $0.baseAddress! + reader.offset, count: count)
                }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        return usable(surface)
    }

    /// A new image surface decoded from the PNG file at `path`, or nil. The caller destroys it.
    static func decodePNG(path: String) -> OpaquePointer? {
        usable(cairo_image_surface_create_from_png(path))
    }

    /// `surface` if cairo decoded it, otherwise nil (destroying the error surface).
    private static func usable(_ surface: OpaquePointer?) -> OpaquePointer? {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
