// Real text measurement on Linux with Pango, pinned fonts and a thread-safe cache.
//
// Module overview:
// - `PangoMeasurer`     — the `TextMeasurer` (Sendable; Pango calls serialised by a mutex).
// - `FontConfiguration` — locating and loading the pinned `fonts.conf` into a private FcConfig.
// - `PangoEngine`       — the non-Sendable Pango objects (font map, context) behind the mutex.
// - `PangoAttributes`   — `AttributedText` runs → Pango attributes at UTF-8 byte offsets.
// - `PangoLines`        — a Pango layout → `TextLayout` line boxes and baselines.
// - `Resources/fonts.conf` — the pinned fontconfig file (DejaVu, Liberation, a few Noto).
//
// Units: Pango resolution 72 dpi, so 1 Pango device unit = 1 point; glyph positions are not
// rounded, hinting and hint metrics are off, so a text measures the same at every screen scale.
