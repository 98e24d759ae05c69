import CairoRender
import HTTPTypes
import Hummingbird

/// A scrubbed revision as the part of its picture that differs from the one the page shows:
/// where it goes (`rect`, device pixels, nil when nothing differs) in a picture of
/// `width` × `height`, and those pixels as PNG.
struct RevisionPatch: Sendable, Equatable {
    var rect: PixelRect?
    var width: Int
    var height: Int
    var png: [UInt8]

    /// The header that says where the patch goes: `X Y WIDTH HEIGHT FULL-WIDTH FULL-HEIGHT`.
    static let header = HTTPField.Name("Trellis-Patch")!

    var placement: String {
        let rect = rect ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        return "\(rect.x) \(rect.y) \(rect.width) \(rect.height) \(width) \(height)"
    }

    /// The HTTP answer: the PNG (or nothing) with its placement, never cached.
    var response: Response {
        Response(status: .ok,
                 headers: [.contentType: "image/png", .cacheControl: "no-store", Self.header: placement],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
    }
}
