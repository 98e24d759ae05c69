// Display list of drawing primitives (no Foundation).
//
// Module overview. Each concept of this module lives in its own file beside this one:
//
// - `Point`, `Size`, `Rect`      — geometry in points (`Geometry.swift`).
// - `CornerRadii`                — per-corner radii of rounded rectangles.
// - `AffineTransform`            — 2-D affine transforms (translate / scale / rotate / concat).
// - `ImageSource`, `ContentMode` — where image pixels come from and how they fit their frame.
// - `AssetVariants`              — which `@2x`/`@3x` file of an asset a scale draws.
// - `Shadow`                     — drop shadows of rounded rectangles.
// - `LinearGradient`             — gradient fills (stops along two points or a CSS angle).
// - `Borders`, `BorderSide`      — per-edge borders and their mitred bands.
// - `VectorPath`, `PathElement`  — outlines of icons and shapes; SVG path data (`SVGPathData.swift`).
// - `FillRule`, `LineJoin`       — how paths are filled and stroked.
// - `DisplayItem`                — one drawing primitive or state change.
// - `LineCap`, `ArcGeometry`     — line ends and the angle convention of `.arc` (clockwise from
//                                  12 o'clock).
// - `DisplayList`                — an ordered list of items at a canvas size, with builders and
//                                  a structural check (balanced push/pop).
//
// A display list is data: a host (Cairo → PNG, a UIKit adapter, a test) interprets it. Colours
// and laid-out text come from the `Text` module.
