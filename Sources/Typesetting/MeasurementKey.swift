/// The key of one measurement. Widths are compared bit-for-bit, which is what repeat layout
/// passes produce.
///
/// Strings are hashed and compared by their UTF-8 bytes, not by `String`'s Unicode canonical
/// equivalence: that is several times faster for non-ASCII text (no normalisation), and
/// canonically equivalent but differently encoded strings may shape differently anyway.
struct MeasurementKey: Hashable {
    let text: AttributedText
    let width: Double
    let mode: TextMeasureMode
    let scale: Double

    /// Hashes what usually tells keys apart (the text, sizes, the constraint); `==` compares
    /// everything. Fewer `combine` calls keep a cache hit well under a microsecond.
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(scale)
        hasher.combine(text.runs.count)
        for run in text.runs {
            MeasurementKey.hashBytes(run.text, into: &hasher)
            hasher.combine(run.attributes.size)
            hasher.combine(run.attributes.weight.value)
        }
    }

    static func == (lhs: MeasurementKey, rhs: MeasurementKey) -> Bool {
        guard lhs.width == rhs.width, lhs.mode == rhs.mode, lhs.scale == rhs.scale,
              lhs.text.paragraph == rhs.text.paragraph, lhs.text.runs.count == rhs.text.runs.count else {
            return false
        }
        for (a, b) in zip(lhs.text.runs, rhs.text.runs) {
            let (x, y) = (a.attributes, b.attributes)
            guard x.size == y.size, x.weight == y.weight, x.italic == y.italic, x.color == y.color,
                  x.letterSpacing == y.letterSpacing, x.underline == y.underline,
                  x.strikethrough == y.strikethrough,
                  sameBytes(a.text, b.text), sameBytes(x.family, y.family) else { return false }
        }
        return true
    }

    private static func hashBytes(_ string: String, into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }

    /// Byte equality, eight bytes at a time (the generic `elementsEqual` is several times slower).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
                let (p8, q8) = (UnsafeRawPointer(p), UnsafeRawPointer(q))
                var i = 0
                while i + 8 <= x.count {
                    if p8.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        != q8.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
                    i += 8
                }
                while i < x.count {
                    if p[i] != q[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }
}
