import Foundation
import Render

/// The natural size of an image asset, for an `Image(asset:in:)` given no size: the pixel size of
/// the variant drawn at the display scale (`AssetVariants`) over that variant's scale, read from
/// the PNG header (24 bytes) — what `UIImage.size` reports. MAY run off the main thread.
enum AssetSize {
    /// The asset's size in points, or nil when it is missing or not a PNG (it then lays out as 0×0
    /// and the backend reports it when drawing).
    static func points(of name: String, in folder: String, scale: Double) -> Size? {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        guard let variant = AssetVariants.file(of: name, renderScale: scale, exists: {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }), let handle = FileHandle(forReadingAtPath: directory.appendingPathComponent(variant.name).path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func bigEndian(_ offset: Int) -> Double {
            Double(header[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let factor = Double(variant.scale)
        return Size(width: bigEndian(16) / factor, height: bigEndian(20) / factor)
    }
}
