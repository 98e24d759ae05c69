import CairoRender
import Testing

/// `Bitmap.changedRect(from:)` and `cropped(to:)`: the part of a picture that differs from another,
/// and its pixels, as the storybook sends a scrubbed revision.
@Suite("Bitmap patches")
struct BitmapPatchTests {
    /// A `width` × `height` bitmap of one opaque grey, with `changes` set to other values.
    static func bitmap(_ width: Int, _ height: Int, stride extra: Int = 0, changes: [(x: Int, y: Int, value: UInt8)] = []) -> Bitmap {
        let stride = width * 4 + extra
        var bytes = [UInt8](repeating: 0x80, count: stride * height)
        for change in changes { bytes[change.y * stride + change.x * 4 + 1] = change.value }
        return Bitmap(width: width, height: height, stride: stride, bytes: bytes)
    }

    @Test("the same pixels have no changed rectangle, whatever lies in the row padding")
    func samePixelsHaveNone() {
        var padded = Self.bitmap(7, 5, stride: 4).bytes
        padded[7 * 4] = 1  // padding after the first row
        let other = Bitmap(width: 7, height: 5, stride: 32, bytes: padded)
        #expect(Self.bitmap(7, 5, stride: 4).changedRect(from: other) == nil)
        #expect(Self.bitmap(7, 5).changedRect(from: Self.bitmap(7, 5, stride: 4)) == nil)
    }

    @Test("one changed pixel is a 1×1 rectangle at it, in every corner and on odd widths")
    func onePixel() {
        for (x, y) in [(0, 0), (6, 0), (0, 4), (6, 4), (3, 2)] {
            let changed = Self.bitmap(7, 5, changes: [(x, y, 9)])
            #expect(changed.changedRect(from: Self.bitmap(7, 5)) == PixelRect(x: x, y: y, width: 1, height: 1), "at (\(x), \(y))")
        }
    }

    @Test("the rectangle bounds every changed pixel, rows between them included")
    func boundsAll() {
        let changed = Self.bitmap(20, 10, changes: [(15, 1, 9), (4, 8, 9), (9, 5, 1)])
        #expect(changed.changedRect(from: Self.bitmap(20, 10)) == PixelRect(x: 4, y: 1, width: 12, height: 8))
    }

    @Test("bitmaps of different sizes differ everywhere")
    func sizesDiffer() {
        #expect(Self.bitmap(4, 3).changedRect(from: Self.bitmap(3, 4)) == PixelRect(x: 0, y: 0, width: 4, height: 3))
    }

    @Test("the cropped pixels are the rectangle's, rows packed, and drawn back they rebuild the picture")
    func cropRebuilds() throws {
        let base = Self.bitmap(9, 6, stride: 8)
        let changed = Self.bitmap(9, 6, stride: 8, changes: [(2, 1, 7), (5, 4, 3)])
        let rect = try #require(changed.changedRect(from: base))
        let patch = changed.cropped(to: rect)
        #expect(patch.width == rect.width && patch.height == rect.height && patch.stride == rect.width * 4)
        var bytes = base.bytes
        for row in 0..<patch.height {
            for column in 0..<patch.width * 4 {
                bytes[(rect.y + row) * base.stride + rect.x * 4 + column] = patch.bytes[row * patch.stride + column]
            }
        }
        #expect(Bitmap(width: 9, height: 6, stride: base.stride, bytes: bytes).changedRect(from: changed) == nil)
        #expect(changed.cropped(to: PixelRect(x: 7, y: 5, width: 10, height: 10)).width == 2, "clipped to the bitmap")
    }
}
