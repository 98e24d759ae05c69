import Foundation
import Render
import Typesetting

/// Measures image assets for an `Image(asset:in:)` given no size, as the text measurer measures
/// texts: the layout pass reads no files itself, and a host or a test says what its assets measure
/// (`Environment.assetMeasurer`; UIKit would answer `UIImage(named:in:with:).size`).
///
/// Threading: MAY be called off the main thread, during the layout pass. Equal identities promise
/// equal answers, so a layout session keeps what it measured while the identity stays.
public protocol AssetMeasurer: Sendable {
    /// The natural size in points of asset `name` in `folder` drawn at `scale` (device pixels per
    /// point), or nil when it is missing or unreadable: it then lays out as 0×0 and the renderer
    /// reports it when drawing.
    func size(ofAsset name: String, in folder: String, scale: Double) -> Size?

    /// Who measures (see `TextMeasurer.measurerIdentity`).
    var measurerIdentity: MeasurerIdentity { get }
}

extension AssetMeasurer where Self: Hashable {
    /// The value itself: an equal measurer answers alike.
    public var measurerIdentity: MeasurerIdentity { MeasurerIdentity(value: self) }
}

/// The default asset measurer: PNG files in the folder, `name.png`, `name@2x.png`, `name@3x.png`.
/// The size is the pixel size of the variant drawn at the display scale (`AssetVariants`) over
/// that variant's scale, read from the PNG header (24 bytes) — what `UIImage.size` reports.
public struct PNGAssetFiles: AssetMeasurer, Hashable {
    public init() {}

    public func size(ofAsset name: String, in folder: String, scale: Double) -> Size? {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        guard let variant = AssetVariants.file(of: name, renderScale: scale, exists: {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }), let handle = FileHandle(forReadingAtPath: directory.appendingPathComponent(variant.name).path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), let pixels = Self.pixelSize(ofPNG: [UInt8](header)) else { return nil }
        let factor = Double(variant.scale)
        return Size(width: pixels.width / factor, height: pixels.height / factor)
    }

    /// The width and height in pixels a PNG's header gives (its signature, then the `IHDR`
    /// chunk: the first 24 bytes), or nil for anything else.
    public static func pixelSize(ofPNG bytes: some Collection<UInt8>) -> Size? {
        let header = Array(bytes.prefix(24))
        guard header.count == 24, header[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Double {
            Double(header[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let width = bigEndian(16), height = bigEndian(20)
        return width > 0 && height > 0 ? Size(width: width, height: height) : nil
    }
}
