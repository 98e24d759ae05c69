// Attributed text and the TextMeasurer protocol (no Foundation).
//
// Module overview. Each concept of this module lives in its own file beside this one:
//
// - `Color`                 — RGBA colour shared by text runs and the display list (`Color.swift`).
// - `FontWeight`            — CSS-style numeric weights (`FontWeight.swift`).
// - `TextAttributes`        — what one run of characters looks like (`TextAttributes.swift`).
// - `AttributedText`        — runs of text plus one `ParagraphStyle` (`AttributedText.swift`).
// - `ParagraphStyle`        — alignment, line height, line breaking, max lines (`ParagraphStyle.swift`).
// - `TextMeasureMode`       — exactly / at-most / undefined, as a flexbox measure function sees it.
// - `PixelGrid`             — `ceil(v * scale) / scale` rounding of measured sizes.
// - `TextLayout`, `TextLine`— the result of measuring: rounded size, baselines, line boxes.
// - `TextMeasurer`          — the protocol every measuring backend implements (MAY run off main).
// - `FixedAdvanceMeasurer`  — every character one advance; for tests and terminal hosts.
//
// Offsets into text are UTF-8 byte offsets of `AttributedText.string` everywhere in this module,
// because that is what the real backend (Pango) speaks and it needs no Foundation to compute.
