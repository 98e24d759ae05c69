import CPango
import Dispatch
import Glibc
import Synchronization

/// A PNG encoder tuned for UI screenshots: fast and deterministic.
///
/// cairo's own writer un-premultiplies through a per-pixel callback and compresses at zlib's
/// default level (~150 ms for a 1125×2436 screen here). This one:
/// - converts and filters row by row straight into zlib (no full-size intermediate copy);
/// - uses the "Up" filter; rows equal to the row above (most rows of a UI) filter to zeros and are
///   written as hand-made deflate blocks (`ZeroRowBlock`) without converting or compressing them;
/// - compresses with zlib's run-length strategy at level 1, in two horizontal bands on two
///   threads, joined into one zlib stream (pigz's technique: the first band ends with a sync
///   flush, the checksums are combined);
/// - writes RGB instead of RGBA when every pixel is opaque.
/// The band split depends only on the image height and no chunk carries a timestamp, so equal
/// pixels give equal bytes on any machine.
enum PNGEncoder {
    /// Images at least this tall are compressed in two bands.
    static let bandThreshold = 256

    /// PNG bytes of `height` rows of ARGB32 premultiplied pixels (cairo's layout, native endian)
    /// starting at `pixels`, rows `stride` bytes apart. O(pixels).
    static func encode(width: Int, height: Int, stride: Int, pixels: UnsafePointer<UInt8>) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let image = Image(width: width, height: height, stride: stride, pixels: pixels,
                          opaque: isOpaque(width: width, height: height, stride: stride, pixels: pixels))
        let bands = height >= bandThreshold ? [0..<height / 2, height / 2..<height] : [0..<height]
        let compressed = Mutex([Band?](repeating: nil, count: bands.count))
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let band = compress(image, rows: bands[index], last: index == bands.count - 1)
            compressed.withLock { $0[index] = band }
        }
        let results = compressed.withLock { $0 }
        guard results.allSatisfy({ $0 != nil }) else { return [] }
        var stream: [UInt8] = [0x78, 0x01]  // zlib header: deflate, 32 KB window, fastest
        var checksum: UInt = 1
        for case let band? in results {
            stream += band.bytes
            checksum = adler32_combine(checksum, band.checksum, Int(band.length))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: checksum), to: &stream)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, image.opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, filter set 0, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", stream, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The source pixels. `@unchecked Sendable`: read-only while the bands are compressed.
    private struct Image: @unchecked Sendable {
        let width: Int, height: Int, stride: Int
        let pixels: UnsafePointer<UInt8>
        let opaque: Bool
        var rowBytes: Int { width * (opaque ? 3 : 4) }
    }

    /// One band as raw deflate data, with the Adler-32 and length of its filtered bytes.
    private struct Band: Sendable {
        let bytes: [UInt8]
        let checksum: UInt
        let length: UInt
    }

    /// Filters and deflates `rows` (raw deflate; the last band finishes the stream, others end
    /// with a sync flush so the next band's data can follow). nil if zlib fails.
    private static func compress(_ image: Image, rows: Range<Int>, last: Bool) -> Band? {
        let rowBytes = image.rowBytes
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // Hand-written zero-row blocks are far smaller than the raw rows deflateBound allows for.
        let capacity = Int(deflateBound(&stream, UInt((rowBytes + 1) * rows.count))) + 64 * rows.count + 64
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { output.deallocate() }
        stream.next_out = output
        stream.avail_out = UInt32(capacity)

        // Two converted rows (this one and the one above) and the filtered row fed to zlib.
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + 1)
        defer { buffer.deallocate() }
        var current = buffer, previous = buffer + rowBytes
        let filtered = buffer + 2 * rowBytes
        if rows.lowerBound > 0 {
            convertRow(image.pixels + (rows.lowerBound - 1) * image.stride, width: image.width,
                       opaque: image.opaque, into: previous)
        }
        // Rows equal to the row above filter to `[2, 0…]`; they go into hand-written blocks.
        var zeroRow = [UInt8](repeating: 0, count: rowBytes + 1)
        zeroRow[0] = 2
        let zeroRowChecksum = adler32(1, zeroRow, UInt32(rowBytes + 1))
        var zeroRun: ZeroRowBlock?
        var checksum = adler32(0, nil, 0)
        for y in rows {
            let source = image.pixels + y * image.stride
            if y > 0 && memcmp(source, source - image.stride, image.width * 4) == 0 {
                if zeroRun == nil {
                    // Byte-align zlib's output and forget its history before writing our block.
                    guard flush(&stream, Z_FULL_FLUSH) else { return nil }
                    zeroRun = ZeroRowBlock()
                }
                zeroRun?.appendRow(zeros: rowBytes)
                checksum = adler32_combine(checksum, zeroRowChecksum, rowBytes + 1)
                continue  // `previous` stays the converted row above
            }
            if var block = zeroRun {
                guard append(block.finish(), to: &stream) else { return nil }
                zeroRun = nil
            }
            convertRow(source, width: image.width, opaque: image.opaque, into: current)
            if y == 0 {
                filtered[0] = 0  // None
                (filtered + 1).update(from: current, count: rowBytes)
            } else {
                filtered[0] = 2  // Up
                for i in 0..<rowBytes { filtered[i + 1] = current[i] &- previous[i] }
            }
            swap(&current, &previous)
            checksum = adler32(checksum, filtered, UInt32(rowBytes + 1))
            stream.next_in = filtered
            stream.avail_in = UInt32(rowBytes + 1)
            let status = deflate(&stream, Z_NO_FLUSH)
            guard status == Z_OK, stream.avail_in == 0 else { return nil }
        }
        if var block = zeroRun {
            guard append(block.finish(), to: &stream) else { return nil }
        }
        // The last band ends the stream; the others end byte-aligned for the next band's data.
        guard flush(&stream, last ? Z_FINISH : Z_SYNC_FLUSH) else { return nil }
        let produced = capacity - Int(stream.avail_out)
        return Band(bytes: Array(UnsafeBufferPointer(start: output, count: produced)), checksum: checksum,
                    length: UInt((rowBytes + 1) * rows.count))
    }

    /// Runs zlib with no new input until everything pending is written. False on failure.
    private static func flush(_ stream: inout z_stream, _ mode: Int32) -> Bool {
        stream.next_in = nil
        stream.avail_in = 0
        let status = deflate(&stream, mode)
        // Z_BUF_ERROR: nothing to do (already flushed) — not an error here.
        return (status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR) && stream.avail_out > 0
    }

    /// Writes hand-made deflate bytes where zlib's output continues.
    private static func append(_ bytes: [UInt8], to stream: inout z_stream) -> Bool {
        guard bytes.count < Int(stream.avail_out), let next = stream.next_out else { return false }
        next.update(from: bytes, count: bytes.count)
        stream.next_out = next + bytes.count
        stream.avail_out -= UInt32(bytes.count)
        return true
    }

    private static func isOpaque(width: Int, height: Int, stride: Int, pixels: UnsafePointer<UInt8>) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride)
            for x in 0..<width where row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF {
                return false
            }
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
