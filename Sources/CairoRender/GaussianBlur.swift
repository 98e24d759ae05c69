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

    /// Blurs the `width` × `height` mask at `pixels` (rows `stride` bytes apart) in place.
    /// - Complexity: O(width × height) per box, whatever σ.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for box in widths where box > 1 {
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { line[x] = row[x] }
                boxPass(line, into: &out, count: width, box: box)
                for x in 0..<width { row[x] = out[x] }
            }
        }
        for box in widths where box > 1 {
            for x in 0..<width {
                for y in 0..<height { line[y] = pixels[y * stride + x] }
                boxPass(line, into: &out, count: height, box: box)
                for y in 0..<height { pixels[y * stride + x] = out[y] }
            }
        }
    }

    /// One centred box average of `input[0..<count]` (zero outside), rounded to nearest.
    private static func boxPass(_ input: [UInt8], into output: inout [UInt8], count: Int, box: Int) {
        let radius = box / 2
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for i in 0..<count {
                    let entering = i + radius, leaving = i - radius - 1
                    if entering < count { sum += Int(source[entering]) }
                    if leaving >= 0 { sum -= Int(source[leaving]) }
                    target[i] = UInt8((sum + radius) / box)
                }
            }
        }
    }
}
