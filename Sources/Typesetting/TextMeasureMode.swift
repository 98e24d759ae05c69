/// How the width offered to a text measurement constrains it — the three measure modes of a
/// flexbox measure function (Yoga's `YGMeasureMode`), defined here so `Text` does not depend
/// on the layout engine.
public enum TextMeasureMode: String, Hashable, Sendable, CaseIterable {
    /// The text gets exactly this width: lines wrap at it and the reported width is it.
    case exactly
    /// The text may use up to this width: lines wrap at it and the reported width is the widest
    /// line (rounded to the pixel grid), never more than the offered width.
    case atMost
    /// No constraint: lines break only at hard line breaks and the width is the widest line.
    case undefined
}
