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

    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(mode)
        hasher.combine(scale)
        hasher.combine(text.paragraph)
        hasher.combine(text.runs.count)
        for run in text.runs {
            MeasurementKey.hashBytes(run.text, into: &hasher)
            MeasurementKey.hashBytes(run.attributes.family, into: &hasher)
            hasher.combine(run.attributes.size)
            hasher.combine(run.attributes.weight)
            hasher.combine(run.attributes.color)
            hasher.combine(run.attributes.italic)
            hasher.combine(run.attributes.letterSpacing)
            hasher.combine(run.attributes.underline)
            hasher.combine(run.attributes.strikethrough)
        }
    }

    static func == (lhs: MeasurementKey, rhs: MeasurementKey) -> Bool {
        guard lhs.width == rhs.width, lhs.mode == rhs.mode, lhs.scale == rhs.scale,
              lhs.text.paragraph == rhs.text.paragraph, lhs.text.runs.count == rhs.text.runs.count else {
            return false
        }
        for (a, b) in zip(lhs.text.runs, rhs.text.runs) {
            guard sameBytes(a.text, b.text), sameBytes(a.attributes.family, b.attributes.family) else { return false }
            var (x, y) = (a.attributes, b.attributes)
            (x.family, y.family) = ("", "")
            guard x == y else { return false }
        }
        return true
    }

    private static func hashBytes(_ string: String, into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && x.elementsEqual(y) } }
    }
}
