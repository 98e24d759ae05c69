import CairoRender
import PangoText
import Render
import Typesetting
import TrellisElements

/// The Linux pixel host: interprets mount instructions into an in-memory view tree (the headless
/// host) and draws that tree to PNG through the display list and `CairoRender`.
///
/// Holds no logic of its own: the view tree is the headless host's, the drawing is
/// `DisplayListBuilder`'s, the pixels are Cairo's. MAY run off the main thread (one at a time).
public struct CairoHost: MountHost, Sendable {
    /// The view tree the instructions built.
    public private(set) var views = HeadlessHost()
    /// Canvas size in points.
    public var canvas: Size
    /// Pixels per point.
    public let scale: Double
    /// Painted under everything.
    public let background: Color
    /// Draws this host's display lists.
    public let renderer: CairoRenderer

    /// A host drawing a canvas of `canvas` points at `scale` pixels per point, texts measured and
    /// drawn by `measurer` (use the measurer the layout used, so lines break the same way).
    public init(canvas: Size, scale: Double, background: Color = .white, measurer: PangoMeasurer) {
        self.init(canvas: canvas, scale: scale, background: background, renderer: CairoRenderer(measurer: measurer))
    }

    /// A host drawing with `renderer`: hosts given copies of one renderer share its pool of pixel
    /// buffers, so many hosts that draw now and then hold a couple of buffers between them, not
    /// one each.
    public init(canvas: Size, scale: Double, background: Color = .white, renderer: CairoRenderer) {
        self.canvas = canvas
        self.scale = scale
        self.background = background
        self.renderer = renderer
    }

    public mutating func apply(_ instructions: [MountInstruction]) throws(MountError) {
        try views.apply(instructions)
    }

    /// The current view tree as PNG bytes (deterministic for equal trees) and any drawing problems.
    public func png() -> (png: [UInt8], issues: [RenderIssue]) {
        png(of: views.tree)
    }

    /// Any mounted tree (e.g. an animation frame from `Transition.state(at:)`) as PNG bytes.
    public func png(of tree: MountedTree) -> (png: [UInt8], issues: [RenderIssue]) {
        renderer.renderPNG(displayList(of: tree), scale: scale)
    }

    /// The current view tree as the display list it draws (what decides its pixels).
    public func displayList() -> DisplayList {
        displayList(of: views.tree)
    }

    /// Any mounted tree as a display list on this host's canvas and background.
    public func displayList(of tree: MountedTree) -> DisplayList {
        DisplayListBuilder(background: background).displayList(of: tree, size: canvas)
    }

    /// The current view tree as a rendering (bitmap + drawing problems), e.g. for golden tests.
    public func rendering() -> Rendering {
        rendering(of: views.tree)
    }

    /// Any mounted tree as a rendering.
    public func rendering(of tree: MountedTree) -> Rendering {
        renderer.render(displayList(of: tree), scale: scale)
    }
}
