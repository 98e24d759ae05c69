import CPango

/// Decoding and encoding PNG through cairo's built-in reader and writer.
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

    /// PNG bytes of an image surface.
    static func encodePNG(_ surface: OpaquePointer) -> [UInt8] {
        final class Writer { var bytes: [UInt8] = [] }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                if let data { writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.bytes : []
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
