import PangoText
import Render
import Typesetting

/// The result of drawing a display list: the pixels and every problem met on the way.
public struct Rendering: Sendable {
    /// The drawn pixels.
    public var bitmap: Bitmap
    /// Problems met while drawing, in item order (empty for a good list).
    public var issues: [RenderIssue]

    /// PNG bytes of `bitmap`.
    public func pngData() -> [UInt8] { bitmap.pngData() }
}

/// Draws display lists with Cairo into pixels and PNG bytes.
///
/// - The canvas is `ceil(size × scale)` device pixels; items are in points.
/// - Text is laid out by the `PangoMeasurer` at exactly the item's frame width, so what is drawn
///   is what was measured (same fonts, same line breaks).
/// - Deterministic: no hinting, grayscale antialiasing, fixed image filter and a PNG encoder
///   without timestamps — the same list at the same scale gives byte-identical PNGs.
/// - Never traps on bad data: non-finite geometry is skipped, unreadable images draw a
///   placeholder, unbalanced push/pop is repaired; each case is reported in `Rendering.issues`.
///
/// Threading: MAY run off the main thread; concurrent renders are safe (each has its own
/// surface; text drawing is serialised by the measurer's lock).
public struct CairoRenderer: Sendable {
    /// Lays out the text items (and is the measurer a layout should use, so sizes match).
    public let measurer: PangoMeasurer
    /// Pixel buffers of recent renders, reused (see `SurfacePool`).
    private let surfaces = SurfacePool()
    /// Largest canvas side in device pixels; bigger canvases are clamped (with an issue).
    public static let maxPixelSide = 16_384

    /// The version of the drawing code. **Bump it in the same commit as any change to how a display
    /// list becomes pixels** — this module's drawing (`CairoCanvas`, `CairoPaths`, `CairoShadow`,
    /// `GaussianBlur`, `SurfacePool`, image placement) or the Pango drawing of texts — so that
    /// digests recorded before it (``digest(of:scale:)``, kept in snapshot sidecars) no longer
    /// match and the next snapshot run rasters and compares pixels again. Changes that only build
    /// display lists differently need no bump: the list itself is in the digest.
    public static let drawingVersion = 1

    /// A renderer drawing text with `measurer`.
    public init(measurer: PangoMeasurer = PangoMeasurer()) {
        self.measurer = measurer
    }

    /// Draws `list` at `scale` device pixels per point. O(items + pixels touched).
    public func render(_ list: DisplayList, scale: Double) -> Rendering {
        let (canvas, issues) = draw(list, scale: scale)
        return Rendering(bitmap: Bitmap(surface: canvas.surface), issues: issues)
    }

    /// A digest (32 hex digits, the same in every process) of everything that decides the pixels
    /// `render(list, scale:)` gives: the list (size, background, every item), `scale`, the images
    /// the list reads from files by content, the measurer's fonts and libraries
    /// (`PangoMeasurer.fontFingerprint`) and ``drawingVersion``. Equal digests promise equal
    /// renderings (pixels and issues), so a caller that kept the digest of a rendering it checked
    /// need not draw the same list again. O(items + bytes of file images); draws nothing.
    public func digest(of list: DisplayList, scale: Double) -> String {
        digest(of: list, scale: scale, drawingVersion: Self.drawingVersion)
    }

    /// ``digest(of:scale:)`` as another version of the drawing code would make it.
    func digest(of list: DisplayList, scale: Double, drawingVersion: Int) -> String {
        var hasher = StableHasher()
        hasher.combine(drawingVersion)
        hasher.combine(measurer.fontFingerprint)
        hasher.combine(scale)
        hasher.combine(list)
        var images = Set<ImageSource>()
        for case let .image(source, _, _, _) in list.items where images.insert(source).inserted {
            ImageCache.hashContent(of: source, renderScale: scale, into: &hasher)
        }
        return hasher.finalized()
    }

    /// `render(list, scale:)` encoded as PNG, straight from the canvas (no pixel copy).
    public func renderPNG(_ list: DisplayList, scale: Double) -> (png: [UInt8], issues: [RenderIssue]) {
        let (canvas, issues) = draw(list, scale: scale)
        return (canvas.pngData(), issues)
    }

    private func draw(_ list: DisplayList, scale: Double) -> (CairoCanvas, [RenderIssue]) {
        var issues: [RenderIssue] = []
        let scale = validScale(scale, issues: &issues)
        let width = pixels(list.size.width, scale: scale, name: "width", issues: &issues)
        let height = pixels(list.size.height, scale: scale, name: "height", issues: &issues)
        let canvas = CairoCanvas(pixelWidth: width, pixelHeight: height, scale: scale,
                                 background: list.background, measurer: measurer, pool: surfaces)
        canvas.draw(list.items)
        return (canvas, issues + canvas.issues)
    }

    private func validScale(_ scale: Double, issues: inout [RenderIssue]) -> Double {
        guard scale.isFinite, scale > 0 else {
            issues.append(RenderIssue(index: nil, message: "scale \(scale) is not a positive number, using 1"))
            return 1
        }
        return scale
    }

    private func pixels(_ points: Double, scale: Double, name: String, issues: inout [RenderIssue]) -> Int {
        let value = points * scale
        guard value.isFinite, value >= 1 else {
            issues.append(RenderIssue(index: nil, message: "canvas \(name) \(points) pt at scale \(scale) gives no pixels, using 1 pixel"))
            return 1
        }
        guard value <= Double(CairoRenderer.maxPixelSide) else {
            issues.append(RenderIssue(index: nil,
                                      message: "canvas \(name) \(points) pt at scale \(scale) is \(value) pixels, over the limit of \(CairoRenderer.maxPixelSide); clamped"))
            return CairoRenderer.maxPixelSide
        }
        return Int(PixelGrid.roundUp(points, scale: scale) * scale + 0.5)
    }
}
