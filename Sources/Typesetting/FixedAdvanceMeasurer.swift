/// A `TextMeasurer` where every character (grapheme cluster) is `advance` points wide and every
/// line `lineHeight` points tall, whatever its font — for tests and terminal-like hosts.
///
/// Line breaking follows the same rules as the real backend: hard breaks at `"\n"`, soft breaks
/// after spaces (`.wordWrap`, falling back to characters for words longer than the line) or
/// between any characters (`.charWrap`); trailing spaces hang past the line end and do not count
/// in its width. `maxLines` drops the lines after the limit; truncating modes make the last kept
/// line stand for the rest of the text and reserve one advance for the ellipsis. Justified lines
/// are positioned like natural ones (fixed advances have nothing to stretch); letter spacing and
/// fonts are ignored.
///
/// Threading: a value type with no state; MAY run off the main thread. O(n) in the text length.
public struct FixedAdvanceMeasurer: TextMeasurer, Hashable {
    /// Width of every character (grapheme cluster), in points.
    public var advance: Double
    /// Height of every line with `LineHeight.normal`, in points.
    public var lineHeight: Double
    /// Baseline offset from the top of a `lineHeight`-tall line.
    public var ascent: Double

    /// `ascent` defaults to 80% of `lineHeight`.
    public init(advance: Double = 10, lineHeight: Double = 10, ascent: Double? = nil) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent ?? lineHeight * 0.8
    }

    /// See `TextMeasurer.measure`. O(n) in the text length.
    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode,
                        scale: Double) -> TextLayout {
        let constraint = TextConstraint(width: width, mode: mode, scale: scale)
        guard !text.isEmpty else {
            var layout = TextLayout.empty
            layout.width = constraint.mode == .exactly ? constraint.width : 0
            layout.diagnostics = constraint.diagnostics
            return layout
        }
        let string = text.string
        let style = text.paragraph
        var breaker = FixedAdvanceLineBreaker(advance: advance, wrapWidth: constraint.wrapWidth,
                                              charWrap: style.lineBreakMode == .charWrap, breaksWords: style.breaksWords)
        var spans = breaker.lines(of: string)
        var truncated = false
        if let limit = style.effectiveMaxLines, spans.count > limit {
            truncated = true
            spans.removeSubrange(limit...)
            if style.lineBreakMode.truncates {
                spans[limit - 1] = ellipsized(spans[limit - 1], through: string.utf8.count,
                                              wrapWidth: constraint.wrapWidth)
            }
        }
        return assemble(spans, string: string, style: style, constraint: constraint, truncated: truncated)
    }

    /// The last kept line now stands for all remaining text: one advance goes to the ellipsis.
    private func ellipsized(_ span: LineSpan, through end: Int, wrapWidth: Double?) -> LineSpan {
        var span = span
        let room = wrapWidth.map { max(($0 / advance).rounded(.down), 1) } ?? Double.infinity
        span.width = min(span.width + advance, room * advance)
        span.range = span.range.lowerBound..<end
        span.isTruncated = true
        return span
    }

    private func assemble(_ spans: [LineSpan], string: String, style: ParagraphStyle,
                          constraint: TextConstraint, truncated: Bool) -> TextLayout {
        let height: Double = switch style.lineHeight {
        case .normal: lineHeight
        case .points(let points): points.isFinite && points >= 0 ? points : lineHeight
        case .multiple(let factor): factor.isFinite && factor >= 0 ? factor * lineHeight : lineHeight
        }
        let spacing = style.lineSpacing.isFinite ? style.lineSpacing : 0
        let contentWidth = spans.map(\.width).max() ?? 0
        let boxWidth = constraint.boxWidth(contentWidth: contentWidth)
        let direction = WritingDirection.of(string)
        var lines: [TextLine] = []
        var y = 0.0
        for span in spans {
            let free = max(boxWidth - span.width, 0)
            let x: Double = switch (style.alignment, direction) {
            case (.left, _), (.natural, .leftToRight), (.justified, .leftToRight): 0
            case (.right, _), (.natural, .rightToLeft), (.justified, .rightToLeft): free
            case (.center, _): free / 2
            }
            let baseline = y + ascent + (height - lineHeight) / 2
            lines.append(TextLine(range: span.range, x: x, y: y, width: span.width, height: height,
                                  baseline: baseline, isRightToLeft: direction == .rightToLeft,
                                  isTruncated: span.isTruncated))
            y += height + spacing
        }
        let contentHeight = max(y - spacing, 0)
        return TextLayout(width: boxWidth, height: constraint.boxHeight(contentHeight: contentHeight),
                          firstBaseline: lines.first?.baseline ?? 0,
                          lastBaseline: lines.last?.baseline ?? 0,
                          contentWidth: contentWidth, contentHeight: contentHeight, lines: lines,
                          isTruncated: truncated || lines.contains(where: \.isTruncated),
                          diagnostics: constraint.diagnostics)
    }
}
