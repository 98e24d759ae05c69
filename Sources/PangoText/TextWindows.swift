import CPango
import Typesetting

/// Wrapped texts longer than `PangoMeasurer.windowThreshold` bytes are laid out a few lines at a
/// time.
///
/// Pango's line breaker walks, for every line, from the line's start to the next break
/// opportunity, and sums the widths of the rest of the item: a run without break opportunities
/// (a pasted token, a URL, base64) costs O(lines × run length) — seconds for 30,000 characters,
/// whatever the line limit, since Pango breaks the whole paragraph first. Here a window of about
/// `linesPerWindow` lines' worth of bytes is laid out instead. Its lines except the last are
/// final: breaking is greedy, so a line depends only on where it starts and on the characters it
/// holds, and the window end (a break opportunity the whole text does not have) was not where
/// any of them broke. The next window starts where that last line started. A window costs
/// O(window² / line length), so the whole text costs O(length), and a line limit stops at the
/// window that reaches it.
///
/// What a window does not see:
/// - the paragraph's direction when it starts inside a paragraph: when Pango gives the window's
///   first paragraph another direction (its first strong character is of the other one), it is
///   laid out again with a left-to-right or right-to-left mark in front (U+200E / U+200F, zero
///   width, not part of any line's range; letter spacing puts a space after it too);
/// - the character before it: the first character of a window that starts inside a word (a run
///   broken between characters) is shaped without it (Arabic joining across such a break).
///
/// Truncation: the windows are laid out without ellipsis. When the line limit ends the text inside
/// its first paragraph, the last line is laid out again from its start with Pango's ellipsis, as
/// Pango does for the paragraph's last allowed line: with the rest of the paragraph (the head and
/// middle modes show its end), or for the tail mode with as much of it as it takes to overflow.
enum TextWindows {
    /// Lines a window is sized for, from the bytes per line of the window before.
    static let linesPerWindow = 8
    /// The first window, before a line length is known (about 8 lines of 17 pt Latin at 320 pt).
    static let initialBytes = 1_024
    /// The smallest window (a handful of short lines).
    static let minimumBytes = 256

    /// The last scalar boundary at or before `end` that is after `start`, and not between the
    /// CR and LF of a CRLF (which would be two paragraph breaks instead of one). O(1).
    static func boundary(_ bytes: [UInt8], _ end: Int, after start: Int) -> Int {
        var end = end
        while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        if end < bytes.count, end > start + 1, bytes[end - 1] == 0x0D, bytes[end] == 0x0A { end -= 1 }
        return end
    }

    /// Byte offset of the first paragraph separator (LF, CR, U+2029) in `bytes`, or its count. O(n).
    static func firstParagraphEnd(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A, 0x0D: return index
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9: return index
            default: index += 1
            }
        }
        return bytes.count
    }
}

/// The whole text a window is cut from.
struct WindowSource {
    let text: AttributedText
    let bytes: [UInt8]
    let runRanges: [Range<Int>]

    init(_ text: AttributedText) {
        self.text = text
        bytes = text.runs.flatMap(\.text.utf8)
        runRanges = text.runByteRanges
    }

    /// The runs within the byte range `range` (on scalar boundaries), `prefix` in front of the
    /// first, in `paragraph`. O(range length + runs).
    func slice(_ range: Range<Int>, prefix: String = "", paragraph: ParagraphStyle) -> AttributedText {
        var runs: [TextRun] = []
        for (run, runRange) in zip(text.runs, runRanges) {
            let lower = max(range.lowerBound, runRange.lowerBound), upper = min(range.upperBound, runRange.upperBound)
            guard lower < upper else { continue }
            runs.append(TextRun(String(decoding: bytes[lower..<upper], as: UTF8.self), run.attributes))
        }
        if !prefix.isEmpty, !runs.isEmpty { runs[0].text = prefix + runs[0].text }
        return AttributedText(runs: runs, paragraph: paragraph)
    }
}

extension PangoEngine {
    /// Up to `limit` lines of `text` wrapped against `constraint` (which has a width), laid out
    /// in windows (see `TextWindows`), the Pango layouts they belong to (the caller unrefs them)
    /// and whether more lines follow. O(text length) for any content; with a line limit,
    /// O(the bytes of the lines shown), except for head and middle truncation, which also shape
    /// the rest of the paragraph once.
    func windowedLines(_ text: AttributedText, constraint: TextConstraint, limit: Int, spacing: LetterSpacing?,
                       fixed: FixedLineBox?, maxBytes: Int,
                       diagnostics: inout [TextDiagnostic]) -> (lines: [PangoLine], hasMore: Bool, layouts: [OpaquePointer]) {
        let source = WindowSource(text)
        let count = source.bytes.count
        let style = text.paragraph
        // Windows never truncate (a window does not know where the paragraph ends) and take a
        // line height proportional to the font from the whole text's leading font.
        var windowStyle = style
        if style.lineBreakMode.truncates { windowStyle.lineBreakMode = .wordWrap }
        windowStyle.maxLines = 0
        if let height = absoluteLineHeight(style.lineHeight, text: text) { windowStyle.lineHeight = .points(height) }
        let gap = style.lineSpacing.isFinite && style.lineSpacing > 0 ? min(style.lineSpacing, TextAttributes.maximumSize) : 0

        var layouts: [OpaquePointer] = []
        /// The lines of `range` laid out in `style`; `rightToLeft` is the direction of the paragraph
        /// `range` starts inside of (nil: it starts a paragraph).
        func layOut(_ range: Range<Int>, rightToLeft: Bool?, style: ParagraphStyle, top: Double, limit: Int) -> [PangoLine] {
            var prefix = ""
            while true {
                let window = source.slice(range, prefix: prefix, paragraph: style)
                let (layout, bytes) = makeLayout(window, constraint, windowOf: text, diagnostics: &diagnostics)
                let lines = collectLines(of: layout, bytes: bytes, byteOffset: range.lowerBound, prefix: prefix.utf8.count,
                                         top: top, limit: limit, spacing: spacing, fixed: fixed).lines
                if let rightToLeft, prefix.isEmpty, lines.first?.line.isRightToLeft != rightToLeft {
                    g_object_unref(UnsafeMutableRawPointer(layout))
                    prefix = rightToLeft ? "\u{200F}" : "\u{200E}"
                    continue
                }
                layouts.append(layout)
                return lines
            }
        }

        var lines: [PangoLine] = []
        var hasMore = false
        var start = 0, size = min(TextWindows.initialBytes, maxBytes)
        var direction: Bool? = nil  // of the paragraph the window starts inside of
        var top = 0.0
        while true {
            let remaining = limit - lines.count
            if style.lineBreakMode != .charWrap, style.breaksWords,
               BreakFreeRuns.mayStartInside(source.bytes, at: start, length: max(size / TextWindows.linesPerWindow, 16)) {
                let (run, next) = breakFreeLines(source, from: start, window: size, constraint: constraint, style: windowStyle,
                                                 rightToLeft: direction, top: top, gap: gap, limit: remaining,
                                                 spacing: spacing, fixed: fixed, layouts: &layouts, diagnostics: &diagnostics)
                if let last = run.last {
                    lines += run
                    top = last.line.y + last.line.height + gap
                    start = next
                    direction = last.line.isRightToLeft
                    if lines.count == limit {
                        hasMore = next < count
                        break
                    }
                    continue
                }
            }
            let end = TextWindows.boundary(source.bytes, min(count, start + size), after: start)
            let isLast = end == count
            // One line more than the limit leaves tells whether the limit ends the text.
            var window = layOut(start..<end, rightToLeft: direction, style: windowStyle, top: top,
                                limit: remaining == Int.max ? remaining : remaining + 1)
            if !isLast && window.count < 2 && size < maxBytes {
                size = min(size * 4, maxBytes)  // a line longer than the window: try a larger one
                continue
            }
            var next = end, nextDirection: Bool? = nil
            if window.count > remaining {
                window.removeLast(window.count - remaining)
                hasMore = true
            } else if !isLast, window.count >= 2, let last = window.popLast() {
                next = last.line.range.lowerBound
                nextDirection = last.startsParagraph ? nil : last.line.isRightToLeft
            } else if !isLast {
                // One line longer than the largest window: it is cut where the window ends.
                nextDirection = window.last?.line.isRightToLeft ?? false
            }
            lines += window
            if hasMore || isLast && next == end { break }
            if let last = lines.last?.line { top = last.y + last.height + gap }
            if !window.isEmpty {
                let bytesPerLine = max((next - start) / window.count, 1)
                size = min(max(bytesPerLine * TextWindows.linesPerWindow + 16, TextWindows.minimumBytes), maxBytes)
            }
            start = next
            direction = nextDirection
        }

        // The limit ended the first paragraph early: Pango ellipsizes that paragraph's last allowed
        // line with the rest of the paragraph in it.
        let paragraphEnd = TextWindows.firstParagraphEnd(source.bytes)
        if hasMore, style.lineBreakMode.truncates, let last = lines.last, last.line.range.upperBound < paragraphEnd {
            let lineStart = last.line.range.lowerBound
            let paragraphDirection: Bool? = lineStart > 0 ? last.line.isRightToLeft : nil
            var truncating = windowStyle
            truncating.lineBreakMode = style.lineBreakMode
            truncating.maxLines = 1
            // A tail ellipsis depends only on the line's start: enough of the rest to overflow will do.
            var tailBytes = style.lineBreakMode == .truncateTail ? max(2 * last.line.range.count, TextWindows.minimumBytes) : count
            while true {
                let end = TextWindows.boundary(source.bytes, min(paragraphEnd, lineStart + tailBytes), after: lineStart)
                if var line = layOut(lineStart..<end, rightToLeft: paragraphDirection, style: truncating, top: last.line.y, limit: 1).first,
                   line.line.isTruncated || end == paragraphEnd {
                    line.line.range = lineStart..<paragraphEnd
                    lines[lines.count - 1] = line
                    break
                }
                tailBytes *= 4
            }
        }
        return (lines, hasMore, layouts)
    }
}
