/// One stretch of characters sharing the same attributes.
public struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    public var text: String
    /// How the characters look.
    public var attributes: TextAttributes

    /// A run of `text` with `attributes` (defaults: DejaVu Sans 17 pt regular, no colour of its own).
    public init(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
        self.text = text
        self.attributes = attributes
    }
}

/// Styled text: a sequence of runs and one paragraph style. A value (Hashable, Sendable), so it
/// can be a Props field, a cache key and cross threads freely.
///
/// `"\n"` inside the text starts a new paragraph (a hard line break).
///
/// ```swift
/// let title = AttributedText("Проверьте автомобиль перед покупкой",
///                            TextAttributes(size: 17, weight: .semibold))
/// var price = AttributedText(runs: [TextRun("360 000 ₽", bold), TextRun(" · 2006", regular)],
///                            paragraph: ParagraphStyle(maxLines: 1, lineBreakMode: .truncateTail))
/// ```
public struct AttributedText: Hashable, Sendable {
    /// The runs in reading (logical) order; their texts concatenate to `string`.
    public var runs: [TextRun]
    /// Alignment, line height, line breaking and line limit of every paragraph.
    public var paragraph: ParagraphStyle

    /// Text made of `runs` laid out with `paragraph`.
    public init(runs: [TextRun], paragraph: ParagraphStyle = ParagraphStyle()) {
        self.runs = runs
        self.paragraph = paragraph
    }

    /// A single run.
    public init(_ text: String, _ attributes: TextAttributes = TextAttributes(),
                paragraph: ParagraphStyle = ParagraphStyle()) {
        self.init(runs: [TextRun(text, attributes)], paragraph: paragraph)
    }

    /// The concatenated text of all runs. O(total length).
    public var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// True when there is no character at all (every run is empty).
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// Attributes of the first non-empty run (or of the first run, or defaults): what an empty
    /// text or a paragraph-level metric (such as the default line height) is measured with.
    public var leadingAttributes: TextAttributes {
        (runs.first { !$0.text.isEmpty } ?? runs.first)?.attributes ?? TextAttributes()
    }

    /// Each run's UTF-8 byte range in `string`, in order. O(number of runs).
    public var runByteRanges: [Range<Int>] {
        var start = 0
        return runs.map { run in
            let end = start + run.text.utf8.count
            defer { start = end }
            return start..<end
        }
    }

    /// The runs within the UTF-8 byte range `range` of `string` (on scalar boundaries), in the
    /// same paragraph style. O(length of the runs it touches).
    public func slice(_ range: Range<Int>) -> AttributedText {
        var result = AttributedText(runs: [], paragraph: paragraph)
        for (run, runRange) in zip(runs, runByteRanges) where runRange.overlaps(range) {
            let part = runRange.clamped(to: range)
            let utf8 = run.text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: part.lowerBound - runRange.lowerBound)
            let end = utf8.index(start, offsetBy: part.count)
            result.runs.append(TextRun(String(run.text[start..<end]), run.attributes))
        }
        return result
    }

    /// Appends a run (adjacent runs with equal attributes are merged, keeping keys canonical).
    public mutating func append(_ text: String, _ attributes: TextAttributes) {
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].text += text
        } else {
            runs.append(TextRun(text, attributes))
        }
    }
}
