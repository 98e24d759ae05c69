import Typesetting

/// Letter spacing as browsers and UIKit count it.
///
/// Pango puts letter spacing only *between* characters; CSS `letter-spacing` and UIKit's kern
/// attribute add it after *every* character, the last one of a line included. PangoText keeps
/// Pango's glyph positions (the first glyph still starts at the line start) and adds the last
/// visible character's spacing to each line's width, and wraps against the width minus the
/// largest spacing, so widths and line breaks match Chromium.
struct LetterSpacing {
    /// Byte ranges of the runs with non-zero spacing, and their spacing.
    private let runs: [(range: Range<Int>, spacing: Double)]

    /// nil when no run has letter spacing (the common case costs nothing).
    init?(_ text: AttributedText) {
        let spaced = zip(text.runByteRanges, text.runs).compactMap { range, run -> (Range<Int>, Double)? in
            let spacing = run.attributes.letterSpacing
            return spacing.isFinite && spacing != 0 ? (range, spacing) : nil
        }
        guard !spaced.isEmpty else { return nil }
        runs = spaced
    }

    /// The spacing that follows the character ending at byte `end` of the whole text. O(runs).
    func trailing(ofLineEndingAt end: Int) -> Double {
        runs.first { $0.range.contains(end - 1) }?.spacing ?? 0
    }

    /// The largest positive spacing of any run of `text` (0 when none).
    static func largest(in text: AttributedText) -> Double {
        text.runs.map(\.attributes.letterSpacing).filter(\.isFinite).max().map { max($0, 0) } ?? 0
    }
}
