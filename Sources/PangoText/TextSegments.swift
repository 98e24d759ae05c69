import Typesetting

/// Splitting huge unwrapped texts into pieces Pango can lay out (wrapped ones are laid out in
/// windows, see `TextWindows`).
///
/// Pango keeps widths in 32-bit integers of 1/1024 pt, so a paragraph wider than ~2 million
/// points (≈ 240,000 characters at 17 pt) overflows and lays out garbage. Texts longer than
/// `maxBytes(for:)` are therefore laid out in consecutive segments: cut at a newline when there is
/// one in the window (the newline itself separates them, exactly as before), else after the last
/// space, else at a character boundary (a line longer than the limit becomes two there). Texts
/// within the limit — every realistic label — are one segment.
enum TextSegments {
    /// The segment length limit: long enough that segments are rare, short enough that one line
    /// of it cannot overflow (≤ 1.5 em per byte × font size × bytes ≤ 1.5 million points).
    static func maxBytes(for text: AttributedText) -> Int {
        let largest = text.runs.map(\.attributes.effectiveSize).max() ?? TextAttributes.defaultSize
        return min(max(Int(1_000_000 / max(largest, 1)), 64), 65_536)  // 64 B × 1.5 em × 10,000 pt < 2 M
    }

    /// Byte ranges of the segments of `bytes` (see the type's comment). O(n).
    static func ranges(of bytes: [UInt8], maxBytes: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        while bytes.count - start > maxBytes {
            let window = start + 1...start + maxBytes
            if let newline = window.reversed().first(where: { bytes[$0 - 1] == 0x0A }) {
                result.append(start..<newline - 1)
                start = newline
            } else if let space = window.reversed().prefix(maxBytes / 2).first(where: { bytes[$0 - 1] == 0x20 }) {
                result.append(start..<space)
                start = space
            } else {
                var cut = start + maxBytes
                while cut > start + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }  // not inside a scalar
                result.append(start..<cut)
                start = cut
            }
        }
        result.append(start..<bytes.count)
        return result
    }
}
