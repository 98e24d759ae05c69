import CPango
import CairoRender
import Foundation
import LayoutLint
import PangoText

/// What produced a reference PNG besides the code: the pinned font files (by content hash), the
/// Pango, HarfBuzz, Cairo and fontconfig versions, and the scale. Kept in a sidecar beside each
/// reference, so a mismatch caused by another machine says "rendering environment changed: …".
public struct RenderingEnvironment: Codable, Sendable, Equatable {
    public var pango: String
    public var harfbuzz: String
    public var cairo: String
    public var fontconfig: String
    /// Font file name → FNV-1a 64 hash of its bytes (hex).
    public var fonts: [String: String]
    /// Device pixels per point.
    public var scale: Double

    public init(pango: String, harfbuzz: String, cairo: String, fontconfig: String, fonts: [String: String], scale: Double) {
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.cairo = cairo
        self.fontconfig = fontconfig
        self.fonts = fonts
        self.scale = scale
    }

    /// This process's environment at `scale` (fonts hashed once per process).
    public static func current(scale: Double) -> RenderingEnvironment {
        var environment = machine
        environment.scale = scale
        return environment
    }

    private static let machine: RenderingEnvironment = {
        let version = FcGetVersion()
        return RenderingEnvironment(
            pango: String(cString: pango_version_string()), harfbuzz: String(cString: hb_version_string()),
            cairo: String(cString: cairo_version_string()),
            fontconfig: "\(version / 10000).\(version / 100 % 100).\(version % 100)",
            fonts: fontHashes(), scale: 1)
    }()

    /// The font files the pinned configuration offers, hashed.
    private static func fontHashes() -> [String: String] {
        guard FontConfiguration.pinned.file != nil else { return [:] }
        var hashes: [String: String] = [:]
        for path in PangoMeasurer(configuration: .pinned).fontFiles {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            hashes[URL(fileURLWithPath: path).lastPathComponent] = String(fnv1a(data), radix: 16)
        }
        return hashes
    }

    /// FNV-1a over 64-bit little-endian words (then the tail bytes): a content hash fast enough
    /// for megabytes of fonts in a debug build.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { fnv1a($0) }
    }

    /// The same over raw bytes, continuing from `hash`. A changed word always changes the result
    /// (each step is a bijection of the running hash). O(bytes).
    static func fnv1a(_ buffer: UnsafeRawBufferPointer, from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        let words = buffer.count / 8
        for index in 0..<words {
            hash = (hash ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
                &* 0x0000_0100_0000_01B3
        }
        for byte in buffer[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// A digest of a bitmap's pixels (size, then each row's visible bytes), hex: what a sidecar
    /// records so an unchanged rendering is recognised without decoding the reference PNG. Four
    /// FNV-1a lanes over interleaved 64-bit words (independent multiply chains run in parallel on
    /// the CPU), folded by FNV-1a; a changed word changes its lane and so the digest. O(pixels).
    static func pixelDigest(_ bitmap: Bitmap) -> String {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4
        var c: UInt64 = 0x9ce4_8422_2325_cbf2, d: UInt64 = 0x2325_cbf2_9ce4_8422
        let rowBytes = bitmap.width * 4
        bitmap.bytes.withUnsafeBytes { buffer in
            for row in 0..<bitmap.height {
                let start = row * bitmap.stride
                let blocks = rowBytes / 32
                for block in 0..<blocks {
                    let offset = start + block * 32
                    a = (a ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
                    b = (b ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))) &* prime
                    c = (c ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))) &* prime
                    d = (d ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))) &* prime
                }
                a = fnv1a(UnsafeRawBufferPointer(rebasing: buffer[(start + blocks * 32)..<(start + rowBytes)]), from: a)
            }
        }
        let folded = [a, b, c, d, UInt64(bitmap.width), UInt64(bitmap.height)].withUnsafeBytes { fnv1a($0) }
        return String(folded, radix: 16)
    }

    /// What differs from `other`, one phrase each: "Pango 1.50.12 → 1.52.1", "font DejaVuSans.ttf changed".
    public func changes(from other: RenderingEnvironment) -> [String] {
        var changes: [String] = []
        for (name, mine, theirs) in [("Pango", other.pango, pango), ("HarfBuzz", other.harfbuzz, harfbuzz),
                                     ("Cairo", other.cairo, cairo), ("fontconfig", other.fontconfig, fontconfig)]
        where mine != theirs {
            changes.append("\(name) \(mine) → \(theirs)")
        }
        if scale != other.scale { changes.append("scale \(format(other.scale)) → \(format(scale))") }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            switch (other.fonts[name], fonts[name]) {
            case (nil, _): changes.append("font \(name) added")
            case (_, nil): changes.append("font \(name) missing")
            default: changes.append("font \(name) changed")
            }
        }
        return changes
    }
}

/// The sidecar beside a reference PNG (`name.json`): its rendering environment and its layout.
struct Sidecar: Codable, Equatable {
    var environment: RenderingEnvironment
    /// `path x y width height` per laid-out node, in screen points.
    var layout: [String]
    /// ``RenderingEnvironment/pixelDigest(_:)`` of the recorded rendering, and the FNV-1a hash of
    /// the PNG file written for it: when both match, the rendering equals the reference without
    /// decoding it (sidecars recorded before these existed are compared pixel by pixel).
    var pixels: String?
    var png: String?
    /// `CairoRenderer.digest(of:scale:)` of the recorded display list, kept only when drawing it
    /// met no problem: when the shot's digest equals it (and the PNG file is the one recorded),
    /// the rendering equals the reference without being drawn. Sidecars recorded before it
    /// existed are checked by ``pixels``.
    var displayList: String?
    /// Who recorded the reference (sidecars recorded before owners existed have none).
    var owner: ReferenceOwner?

    var nodes: [LaidOutNode] { layout.compactMap(LaidOutNode.init(line:)) }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

/// Which call recorded a reference: the screen, and whether the name's sample part is one of the
/// screen's catalog samples (`verifyEverySample`, `verifyCatalog`, or any check of a case whose name
/// is a sample of its screen) rather than a name a test chose (`verify(_:props:named:on:)`, a shot
/// checked directly). An orphan check judges only the references its call owns.
struct ReferenceOwner: Codable, Equatable, Sendable {
    var screen: String
    var catalogSample: Bool
}
