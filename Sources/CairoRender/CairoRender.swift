// Display list → pixels → PNG bytes with Cairo (and Pango for text).
//
// Module overview:
// - `CairoRenderer` — the entry point: `render(_:scale:)` → `Rendering` (bitmap + issues),
//                     `renderPNG(_:scale:)` → PNG bytes. Deterministic: same input, same bytes.
// - `CairoCanvas`   — one cairo image surface and context; interprets display items.
// - `CairoPaths`    — rounded-rectangle paths with per-corner radii.
// - `ImageLoader`   — decodes PNG images from paths or bytes; a placeholder when it cannot.
// - `Bitmap`        — the pixels (ARGB32), pixel probes, PNG encoding/decoding, comparison.
// - `RenderIssue`   — what went wrong, with the item index (never a crash).
