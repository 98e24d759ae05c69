/// What changed from one bitmap to another, as a rectangle to draw over the first: how a page that
/// shows one picture is brought to the next by sending only the part that differs.
extension Bitmap {
    /// The smallest rectangle holding every pixel whose bytes differ from `other`'s, or nil when
    /// the two are the same picture. Bitmaps of different sizes differ everywhere: the whole of
    /// this one. O(pixels), comparing a row at a time; equal rows cost one pass over their bytes.
    public func changedRect(from other: Bitmap) -> PixelRect? {
        guard width == other.width, height == other.height else {
            return PixelRect(x: 0, y: 0, width: width, height: height)
        }
        guard width > 0, height > 0 else { return nil }
        return bytes.withUnsafeBytes { mine in
            other.bytes.withUnsafeBytes { theirs in
                let a = mine.baseAddress!, b = theirs.baseAddress!
                func pixel(_ base: UnsafeRawPointer, _ stride: Int, _ x: Int, _ y: Int) -> UInt32 {
                    base.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                }
                func differs(_ x: Int, _ y: Int) -> Bool { pixel(a, stride, x, y) != pixel(b, other.stride, x, y) }
                func rowDiffers(_ y: Int) -> Bool {
                    // Eight bytes at a time, then the odd pixel.
                    let rowA = a + y * stride, rowB = b + y * other.stride
                    var offset = 0
                    let bytes = width * 4
                    while offset + 8 <= bytes {
                        if rowA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            != rowB.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return true }
                        offset += 8
                    }
                    return offset < bytes && differs(width - 1, y)
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width - 1, right = 0
                for y in top...bottom {
                    var x = 0
                    while x < left, !differs(x, y) { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right, !differs(x, y) { x -= 1 }
                    right = max(right, x)
                }
                // A row that differs has a differing pixel, so left ≤ right once any row is seen.
                return PixelRect(x: left, y: top, width: max(1, right - left + 1), height: bottom - top + 1)
            }
        }
    }

    /// The pixels of `rect` (clipped to the bitmap) as a bitmap of their own. O(rect's pixels).
    public func cropped(to rect: PixelRect) -> Bitmap {
        let x0 = max(0, min(width, rect.x)), y0 = max(0, min(height, rect.y))
        let x1 = max(x0, min(width, rect.x + rect.width)), y1 = max(y0, min(height, rect.y + rect.height))
        let rowBytes = (x1 - x0) * 4
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * (y1 - y0))
        for y in y0..<y1 {
            let start = y * stride + x0 * 4
            pixels.append(contentsOf: bytes[start..<start + rowBytes])
        }
        return Bitmap(width: x1 - x0, height: y1 - y0, stride: rowBytes, bytes: pixels)
    }
}
