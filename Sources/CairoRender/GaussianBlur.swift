/// A Gaussian blur of an 8-bit alpha mask, approximated by three successive box blurs per axis
/// (each box a centred odd width whose variances add up to σ²). Integer arithmetic with fixed
/// rounding: the same mask blurs to the same bytes on every run and machine.
enum GaussianBlur {
    /// Odd widths of three boxes whose combined variance is closest to `sigma`² (each box of width
    /// w has variance (w² − 1) / 12). O(1).
    static func boxWidths(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        // How many of the three take the lower width so the variances sum to σ².
        let l = Double(lower)
        let m = ((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        let lowerCount = min(max(Int(m), 0), 3)
        return (0..<3).map { $0 < lowerCount ? lower : upper }
    }

    /// Blurs the `width` × `height` mask at `pixels` (rows `stride` bytes apart) in place. Both
    /// passes walk memory row by row (the vertical one keeps a running sum per column).
    /// - Complexity: O(width × height) per box, whatever σ.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma).filter { $0 > 1 }
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        let a = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * height)
        let b = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        for y in 0..<height {
            for x in 0..<width { a[y * width + x] = pixels[y * stride + x] }
        }
        for box in widths {
            horizontal(from: a, to: b, width: width, height: height, box: box)
            vertical(from: b, to: a, width: width, height: height, box: box, sums: sums)
        }
        for y in 0..<height {
            for x in 0..<width { pixels[y * stride + x] = a[y * width + x] }
        }
    }

    /// Each row of `source` averaged over `box` columns (zero outside), rounded, into `target`.
    private static func horizontal(from source: UnsafeMutableBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
                                   width: Int, height: Int, box: Int) {
        let radius = box / 2
        for y in 0..<height {
            let row = y * width
            var sum = 0
            for x in 0..<min(radius, width) { sum += Int(source[row + x]) }
            for x in 0..<width {
                let entering = x + radius, leaving = x - radius - 1
                if entering < width { sum += Int(source[row + entering]) }
                if leaving >= 0 { sum -= Int(source[row + leaving]) }
                target[row + x] = UInt8(truncatingIfNeeded: (sum + radius) / box)
            }
        }
    }

    /// Each column of `source` averaged over `box` rows (zero outside), rounded, into `target`.
    private static func vertical(from source: UnsafeMutableBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
                                 width: Int, height: Int, box: Int, sums: UnsafeMutableBufferPointer<Int>) {
        let radius = box / 2
        for x in 0..<width { sums[x] = 0 }
        for y in 0..<min(radius, height) {
            for x in 0..<width { sums[x] += Int(source[y * width + x]) }
        }
        for y in 0..<height {
            let entering = y + radius, leaving = y - radius - 1
            if entering < height {
                let row = entering * width
                for x in 0..<width { sums[x] += Int(source[row + x]) }
            }
            if leaving >= 0 {
                let row = leaving * width
                for x in 0..<width { sums[x] -= Int(source[row + x]) }
            }
            let row = y * width
            for x in 0..<width { target[row + x] = UInt8(truncatingIfNeeded: (sums[x] + radius) / box) }
        }
    }
}
