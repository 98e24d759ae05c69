import CPango
import Glibc

/// A PNG encoder tuned for UI screenshots: fast and deterministic.
///
/// cairo's own writer un-premultiplies through a per-pixel callback and compresses with zlib at
/// its default level (~150 ms for a 1125×2436 screen here). This one:
/// - converts rows in bulk and writes RGB instead of RGBA when every pixel is opaque;
/// - uses the "Up" filter: rows equal to the row above (most rows of a UI) are not even
///   converted, they filter to zeros;
/// - compresses with `RunLengthDeflater` (fixed Huffman code, run-length matches), which turns
///   the long zero runs into a few codes at memory speed.
/// No timestamps or other variable chunks: equal pixels give equal bytes.
enum PNGEncoder {
    /// PNG bytes of `height` rows of ARGB32 premultiplied pixels (cairo's layout, native endian)
    /// starting at `pixels`, rows `stride` bytes apart. O(pixels).
    static func encode(width: Int, height: Int, stride: Int, pixels: UnsafePointer<UInt8>) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let opaque = isOpaque(width: width, height: height, stride: stride, pixels: pixels)
        let rowBytes = width * (opaque ? 3 : 4)
        var deflater = RunLengthDeflater(expectedInput: (rowBytes + 1) * height)

        // Two converted rows (this one and the one above) and the filtered row.
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + 1)
        defer { buffer.deallocate() }
        var current = buffer, previous = buffer + rowBytes
        let filtered = buffer + 2 * rowBytes
        for y in 0..<height {
            let source = pixels + y * stride
            if y > 0 && memcmp(source, source - stride, width * 4) == 0 {
                deflater.appendZeroRow(filter: 2, zeros: rowBytes)  // `previous` stays the row above
                continue
            }
            convertRow(source, width: width, opaque: opaque, into: current)
            if y == 0 {
                filtered[0] = 0  // None
                (filtered + 1).update(from: current, count: rowBytes)
            } else {
                filtered[0] = 2  // Up
                for i in 0..<rowBytes { filtered[i + 1] = current[i] &- previous[i] }
            }
            deflater.append(filtered, count: rowBytes + 1)
            swap(&current, &previous)
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, filter set 0, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", deflater.finish(), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// True when every pixel's alpha is 255. Two pixels per load. O(pixels).
    private static func isOpaque(width: Int, height: Int, stride: Int, pixels: UnsafePointer<UInt8>) -> Bool {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride)
            var x = 0
            while x + 2 <= width {
                if row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) & alphas != alphas { return false }
                x += 2
            }
            if x < width && row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF { return false }
        }
        return true
    }

    /// One row of ARGB32 premultiplied → RGB (`opaque`) or straight-alpha RGBA bytes.
    private static func convertRow(_ source: UnsafePointer<UInt8>, width: Int, opaque: Bool,
                                   into out: UnsafeMutablePointer<UInt8>) {
        let pixels = UnsafeRawPointer(source)
        if opaque {
            for x in 0..<width {
                let value = pixels.load(fromByteOffset: x * 4, as: UInt32.self)
                out[3 * x] = UInt8(truncatingIfNeeded: value >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: value >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: value)
            }
            return
        }
        for x in 0..<width {
            let value = pixels.load(fromByteOffset: x * 4, as: UInt32.self)
            let a = value >> 24
            var r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
            if a != 0xFF && a != 0 {
                r = (r * 255 + a / 2) / a
                g = (g * 255 + a / 2) / a
                b = (b * 255 + a / 2) / a
            }
            let o = out + x * 4
            o[0] = UInt8(truncatingIfNeeded: r)
            o[1] = UInt8(truncatingIfNeeded: g)
            o[2] = UInt8(truncatingIfNeeded: b)
            o[3] = UInt8(truncatingIfNeeded: a)
        }
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typed = Array(type.utf8) + data
        png += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &png)
    }
}
