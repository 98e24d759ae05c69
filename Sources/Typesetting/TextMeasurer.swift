/// Measures attributed text for a width — the text half of a flexbox measure function.
///
/// Threading: measurement MAY run off the main thread and concurrently from many threads
/// (layout is a pure function that runs off the main actor), hence `Sendable`.
///
/// Contract every implementation keeps (tested for each backend):
/// - `width`/`height` of the result are rounded up to the pixel grid of `scale`
///   (`PixelGrid.roundUp`), except a `.exactly` width, which is returned as offered;
/// - `firstBaseline` is the first line's baseline from the top, in points;
/// - `lines` are the line boxes a renderer draws, with UTF-8 byte ranges into `text.string`;
/// - empty text measures 0×0 with no lines;
/// - bad input (see `TextConstraint`, `TextAttributes.size`, unknown families) never traps:
///   it is replaced by a documented default and reported in `diagnostics`.
public protocol TextMeasurer: Sendable {
    /// Lays out `text` against `width` in `mode` for a screen of `scale` device pixels per point.
    func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode, scale: Double) -> TextLayout

    /// Who measures: equal identities promise equal layouts for every text, so a layout session
    /// keeps what it measured while the identity stays and starts over when it changes. Classes
    /// get their object and `Hashable` values their value by default (see `MeasurerIdentity`);
    /// a wrapper that does not change results (a cache) reports its base's identity.
    var measurerIdentity: MeasurerIdentity { get }

    /// Caret geometry of `text` laid out as `measure` lays it out with the same arguments: one
    /// entry per grapheme cluster, UTF-16 offsets (see `CaretMap`). What an editor needs for hit
    /// testing, caret drawing, selection highlights and visual movement. The default
    /// (`ApproximateCaretMap`) splits each line's width over its clusters.
    func caretMap(_ text: AttributedText, width: Double, mode: TextMeasureMode, scale: Double) -> CaretMap
}

extension TextMeasurer {
    /// The width of the text's widest word (what lines broken only between words are never
    /// narrower than; CSS min-content), rounded up to the pixel grid: `text` measured at width 0
    /// with `breaksWords` off, without truncation or line limit.
    public func minContentWidth(_ text: AttributedText, scale: Double) -> Double {
        var words = text
        words.paragraph.breaksWords = false
        words.paragraph.maxLines = 0
        if words.paragraph.lineBreakMode != .charWrap { words.paragraph.lineBreakMode = .wordWrap }
        let layout = measure(words, width: 0, mode: .atMost, scale: scale)
        return PixelGrid.roundUp(layout.contentWidth, scale: PixelGrid.validScale(scale))
    }

    /// The size a flexbox measure function returns for both axes: the width as `measure` reports
    /// it, and the height of the text's lines at that width whatever height is available
    /// (`.exactly` → `height`). An available height is not a limit a text's content can keep to:
    /// clamping it there made a text shorter than its lines in one measurement and full height in
    /// another, so a row did not contain its texts and a title ran over its subtitle. A text with
    /// less room than its lines overflows, or shrinks when it may (its host then cuts the lines
    /// that do not fit). Non-finite heights count as `.undefined`.
    public func flexSize(_ text: AttributedText,
                         width: Double, widthMode: TextMeasureMode,
                         height: Double, heightMode: TextMeasureMode,
                         scale: Double) -> (width: Double, height: Double) {
        let layout = measure(text, width: width, mode: widthMode, scale: scale)
        guard height.isFinite, heightMode == .exactly else { return (layout.width, layout.height) }
        return (layout.width, max(height, 0))
    }
}
