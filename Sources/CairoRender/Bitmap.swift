import CPango
import Typesetting

/// Pixels in cairo's ARGB32 layout: premultiplied alpha, one native-endian `UInt32` per pixel,
/// rows `stride` bytes apart. A value: rendering returns one, tests probe it.
public struct Bitmap: Hashable, Sendable {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// The pixels, `stride × height` bytes.
    public let bytes: [UInt8]

    /// Copies the pixels of a flushed cairo image surface.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        } else {
            bytes = []
        }
    }

    /// Pixels made elsewhere (a diff heat map, a test's synthetic image), in this type's layout:
    /// premultiplied ARGB32, native-endian, `stride` bytes a row. `bytes` must hold `stride × height`.
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "Bitmap: \(bytes.count) bytes cannot hold \(height) rows of \(stride) bytes")
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// Decodes PNG bytes (any PNG cairo reads); nil when they are not a readable PNG.
    public init?(png: [UInt8]) {
        guard let surface = ImageLoader.decodePNG(png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// The colour at pixel (`x`, `y`) (device pixels, origin top-left), un-premultiplied;
    /// `Color.clear` outside the bitmap. O(1).
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height, !bytes.isEmpty else { return .clear }
        let value = bytes.withUnsafeBytes { $0.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
        let alpha = Double(value >> 24 & 0xFF) / 255
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { min(Double(value >> shift & 0xFF) / 255 / alpha, 1) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// PNG encoding of the pixels (see `PNGEncoder`: deterministic, equal pixels give equal bytes).
    /// O(pixels).
    public func pngData() -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= stride * height else { return [] }
            return PNGEncoder.encode(width: width, height: height, stride: stride, pixels: base)
        }
    }

    /// How far `other` is from this bitmap: the number of pixels whose largest channel difference
    /// (premultiplied, 0...255) exceeds `tolerance`, and the largest difference seen. Bitmaps of
    /// different sizes differ in every pixel. O(pixels).
    public func difference(from other: Bitmap, tolerance: Int) -> (differingPixels: Int, maxDelta: Int) {
        guard width == other.width, height == other.height else { return (max(width * height, 1), 255) }
        var differing = 0, maxDelta = 0
        for y in 0..<height {
            for x in 0..<width {
                var delta = 0
                for channel in 0..<4 {
                    let a = Int(bytes[y * stride + x * 4 + channel])
                    let b = Int(other.bytes[y * other.stride + x * 4 + channel])
                    delta = max(delta, abs(a - b))
                }
                maxDelta = max(maxDelta, delta)
                if delta > tolerance { differing += 1 }
            }
        }
        return (differing, maxDelta)
    }
}
