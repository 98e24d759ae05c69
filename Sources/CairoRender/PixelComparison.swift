import Foundation

/// When two renderings count as the same picture.
///
/// A pixel is *changed* when its CIEDE2000 colour difference (both pixels composited on white, in
/// CIE Lab, D65) exceeds `deltaE` and it is not anti-aliasing (see ``PixelDifference``). The
/// rendering fails when changed pixels form a connected block (8-neighbourhood) of more than
/// `largestBlock` pixels — not when some fraction of all pixels changed: a fraction rule hides a
/// 74×74 px block on an iPhone X, a block rule does not.
public struct PixelTolerance: Sendable, Equatable {
    /// Largest colour difference that is not a change; 2.3 is one just-noticeable difference.
    public var deltaE: Double
    /// Most changed pixels one connected block may have (the default 8 lets a 3×3 block fail).
    public var largestBlock: Int
    /// Whether edge pixels whose neighbours did not change are forgiven as anti-aliasing.
    public var detectsAntialiasing: Bool

    public init(deltaE: Double = 2.3, largestBlock: Int = 8, detectsAntialiasing: Bool = true) {
        self.deltaE = deltaE
        self.largestBlock = largestBlock
        self.detectsAntialiasing = detectsAntialiasing
    }
}

/// How an actual rendering differs from its reference, pixel by pixel.
///
/// Anti-aliasing: a changed pixel is forgiven when, in one of the two images, it is an edge pixel
/// (at most two of its eight neighbours look like it, and its lightness lies between its darkest
/// and lightest neighbour's) and the darkest and lightest neighbours themselves are unchanged in
/// the other image — the edge moved by less than a pixel, the shapes around it did not.
public struct PixelDifference: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The images have different sizes (then nothing else is compared).
    public var sizeMismatch: (reference: (width: Int, height: Int), actual: (width: Int, height: Int))?
    /// Pixels over the colour threshold that are not anti-aliasing.
    public var changedPixels: Int
    /// Pixels over the colour threshold forgiven as anti-aliasing.
    public var antialiasedPixels: Int
    /// Size of the largest connected block of changed pixels, and where it is.
    public var largestBlock: Int
    public var largestBlockBounds: PixelRect?
    /// Largest CIEDE2000 difference of any pixel.
    public var maxDeltaE: Double
    /// The rule applied.
    public var tolerance: PixelTolerance

    /// Per pixel: 0 same, 1 anti-aliasing, 2 changed (row-major, `width × height`).
    let mask: [UInt8]
    let reference: Bitmap?

    /// Whether the two renderings count as the same picture.
    public var passes: Bool { sizeMismatch == nil && largestBlock <= tolerance.largestBlock }

    /// Whether the bytes were identical (the fast path of an unchanged re-run).
    public var isIdentical: Bool { sizeMismatch == nil && changedPixels == 0 && antialiasedPixels == 0 && maxDeltaE == 0 }

    /// One line for a failure message.
    public var summary: String {
        if let sizes = sizeMismatch {
            return "size changed: \(sizes.reference.width)×\(sizes.reference.height) px → "
                + "\(sizes.actual.width)×\(sizes.actual.height) px"
        }
        var text = "\(changedPixels) pixels changed (ΔE2000 > \(hundredths(tolerance.deltaE)), max \(hundredths(maxDeltaE)))"
        if let bounds = largestBlockBounds {
            text += "; largest connected block \(largestBlock) px (\(bounds)), \(tolerance.largestBlock) allowed"
        }
        if antialiasedPixels > 0 { text += "; \(antialiasedPixels) anti-aliasing pixels ignored" }
        return text
    }

    public var description: String { summary }

    /// The summary, not the pixel mask and bitmap (a failed `#expect` describes its operands: millions of bytes).
    public var debugDescription: String { "PixelDifference(\(summary))" }

    /// A heat map: the reference faded to light grey, anti-aliasing pixels yellow, changed pixels
    /// red (darker for larger differences). Empty for a size mismatch.
    public func heatMap() -> Bitmap {
        guard let reference, sizeMismatch == nil else { return Bitmap(width: 0, height: 0, stride: 0, bytes: []) }
        let width = reference.width, height = reference.height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let argb: UInt32
                switch mask[index] {
                case 2: argb = 0xFFE0_1010
                case 1: argb = 0xFFF0_C800
                default:
                    let rgb = PixelReader(reference).rgbOnWhite(x: x, y: y)
                    let grey = (Int(rgb.0) * 3 + Int(rgb.1) * 6 + Int(rgb.2)) / 10
                    let faded = UInt32(255 - (255 - grey) / 5)
                    argb = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                }
                withUnsafeBytes(of: argb) { for i in 0..<4 { bytes[index * 4 + i] = $0[i] } }
            }
        }
        return Bitmap(width: width, height: height, stride: width * 4, bytes: bytes)
    }
}

/// Reads premultiplied ARGB32 pixels composited on white.
struct PixelReader {
    let bitmap: Bitmap
    init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    func raw(x: Int, y: Int) -> UInt32 {
        bitmap.bytes.withUnsafeBytes { $0.load(fromByteOffset: y * bitmap.stride + x * 4, as: UInt32.self) }
    }

    func rgbOnWhite(x: Int, y: Int) -> (UInt8, UInt8, UInt8) { Self.onWhite(raw(x: x, y: y)) }

    /// Premultiplied colour over white: c + (255 − α).
    static func onWhite(_ value: UInt32) -> (UInt8, UInt8, UInt8) {
        let alpha = Int(value >> 24 & 0xFF)
        func channel(_ shift: UInt32) -> UInt8 { UInt8(min(255, Int(value >> shift & 0xFF) + 255 - alpha)) }
        return (channel(16), channel(8), channel(0))
    }
}

/// CIE Lab (D65) of an sRGB colour, and the CIEDE2000 difference of two.
struct Lab: Equatable {
    var l: Double, a: Double, b: Double

    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    init(rgb: (UInt8, UInt8, UInt8)) {
        let r = Self.linear[Int(rgb.0)], g = Self.linear[Int(rgb.1)], b = Self.linear[Int(rgb.2)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// ΔE00 (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
    func deltaE2000(_ other: Lab) -> Double {
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + 6_103_515_625)).squareRoot())  // 25^7
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let cp1 = (a1 * a1 + b * b).squareRoot(), cp2 = (a2 * a2 + other.b * other.b).squareRoot()
        func hue(_ bb: Double, _ aa: Double) -> Double {
            if bb == 0 && aa == 0 { return 0 }
            let h = atan2(bb, aa) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(b, a1), h2 = hue(other.b, a2)
        let dL = other.l - l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(dh * .pi / 360)
        let meanL = (l + other.l) / 2, meanCp = (cp1 + cp2) / 2
        var meanH = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 } else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 } else {
                meanH = (h1 + h2 - 360) / 2
            }
        }
        let radians = Double.pi / 180
        let t = 1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
            + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rC = 2 * (meanCp7 / (meanCp7 + 6_103_515_625)).squareRoot()
        let lTerm = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
        let sC = 1 + 0.045 * meanCp, sH = 1 + 0.015 * meanCp * t
        let rT = -sin(2 * dTheta * radians) * rC
        let tl = dL / sL, tc = dC / sC, th = dH / sH
        return (tl * tl + tc * tc + th * th + rT * tc * th).squareRoot()
    }
}

/// Compares renderings: see ``PixelTolerance`` and ``PixelDifference``.
public enum PixelComparison {
    /// The difference of two identical renderings (no pixel changed).
    package static func identical(tolerance: PixelTolerance) -> PixelDifference {
        PixelDifference(sizeMismatch: nil, changedPixels: 0, antialiasedPixels: 0, largestBlock: 0, largestBlockBounds: nil,
                        maxDeltaE: 0, tolerance: tolerance, mask: [], reference: nil)
    }

    /// How `actual` differs from `reference`. Identical bytes return at once (one `memcmp`);
    /// otherwise colours are converted only where the raw pixels differ. O(pixels).
    public static func compare(_ reference: Bitmap, _ actual: Bitmap, tolerance: PixelTolerance = PixelTolerance()) -> PixelDifference {
        guard reference.width == actual.width, reference.height == actual.height else {
            return PixelDifference(sizeMismatch: ((reference.width, reference.height), (actual.width, actual.height)),
                                   changedPixels: 0, antialiasedPixels: 0, largestBlock: 0, largestBlockBounds: nil,
                                   maxDeltaE: 0, tolerance: tolerance, mask: [], reference: nil)
        }
        let width = reference.width, height = reference.height
        let identical = reference.stride == actual.stride && reference.bytes == actual.bytes
        if identical || width == 0 || height == 0 {
            return PixelDifference(sizeMismatch: nil, changedPixels: 0, antialiasedPixels: 0, largestBlock: 0,
                                   largestBlockBounds: nil, maxDeltaE: 0, tolerance: tolerance, mask: [], reference: reference)
        }
        let a = PixelReader(reference), b = PixelReader(actual)
        var mask = [UInt8](repeating: 0, count: width * height)
        var maxDeltaE = 0.0
        var candidates: [Int] = []
        for y in 0..<height {
            for x in 0..<width {
                let pa = a.raw(x: x, y: y), pb = b.raw(x: x, y: y)
                guard pa != pb else { continue }
                let delta = Lab(rgb: PixelReader.onWhite(pa)).deltaE2000(Lab(rgb: PixelReader.onWhite(pb)))
                maxDeltaE = max(maxDeltaE, delta)
                if delta > tolerance.deltaE { candidates.append(y * width + x) }
            }
        }
        var changed = 0, antialiased = 0
        for index in candidates {
            let x = index % width, y = index / width
            if tolerance.detectsAntialiasing
                && (isAntialiased(x: x, y: y, in: a, other: b, tolerance.deltaE)
                    || isAntialiased(x: x, y: y, in: b, other: a, tolerance.deltaE)) {
                mask[index] = 1
                antialiased += 1
            } else {
                mask[index] = 2
                changed += 1
            }
        }
        let (largest, bounds) = largestBlock(in: mask, width: width, height: height)
        return PixelDifference(sizeMismatch: nil, changedPixels: changed, antialiasedPixels: antialiased,
                               largestBlock: largest, largestBlockBounds: bounds, maxDeltaE: maxDeltaE,
                               tolerance: tolerance, mask: mask, reference: reference)
    }

    static func isAntialiased(x: Int, y: Int, in image: PixelReader, other: PixelReader, _ threshold: Double) -> Bool {
        let width = image.bitmap.width, height = image.bitmap.height
        let center = Lab(rgb: image.rgbOnWhite(x: x, y: y))
        var alike = 0
        var darkest: (l: Double, x: Int, y: Int)?, lightest: (l: Double, x: Int, y: Int)?
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                let lab = Lab(rgb: image.rgbOnWhite(x: nx, y: ny))
                if center.deltaE2000(lab) <= threshold { alike += 1 }
                if lab.l < darkest?.l ?? .infinity { darkest = (lab.l, nx, ny) }
                if lab.l > lightest?.l ?? -.infinity { lightest = (lab.l, nx, ny) }
            }
        }
        guard alike <= 2, let darkest, let lightest, darkest.l <= center.l, center.l <= lightest.l,
              lightest.l - darkest.l > threshold else { return false }
        func unchanged(_ p: (l: Double, x: Int, y: Int)) -> Bool {
            Lab(rgb: image.rgbOnWhite(x: p.x, y: p.y)).deltaE2000(Lab(rgb: other.rgbOnWhite(x: p.x, y: p.y))) <= threshold
        }
        return unchanged(darkest) && unchanged(lightest)
    }

    /// The largest 8-connected block of `mask == 2` pixels and its bounds.
    static func largestBlock(in mask: [UInt8], width: Int, height: Int) -> (Int, PixelRect?) {
        var visited = [Bool](repeating: false, count: mask.count)
        var best = 0
        var bestBounds: PixelRect?
        var stack: [Int] = []
        for start in mask.indices where mask[start] == 2 && !visited[start] {
            visited[start] = true
            stack.append(start)
            var size = 0
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            while let index = stack.popLast() {
                size += 1
                let x = index % width, y = index / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let neighbour = ny * width + nx
                        if mask[neighbour] == 2 && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            if size > best {
                best = size
                bestBounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
        }
        return (best, bestBounds)
    }
}

/// `2.3`, `12.07`: a colour difference to two decimals, without trailing zeros.
private func hundredths(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
}
