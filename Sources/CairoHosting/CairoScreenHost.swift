import CairoRender
import PangoText
import Render
import TrellisElements
import Typesetting

/// The Cairo host as a runtime's ``ScreenHost``: keeps the mounted views and draws them to PNG on
/// request. An actor of its own: mounting and drawing MAY run off the main thread.
public actor CairoScreenHost: ScreenHost {
    private var host: CairoHost
    /// Instructions that could not be applied (a bug upstream); the views stay as they were.
    public private(set) var errors: [MountError] = []
    /// The tree the last batch mounted (what a second host attaching now starts from).
    public private(set) var tree = MountedTree()
    /// Told every batch once it is applied: a second host that follows this one (the web canvas).
    private var observer: (@Sendable (MountBatch) -> Void)?

    /// A host drawing `canvas` points at `scale`, texts drawn by `measurer` (the one the layout used).
    public init(canvas: Size, scale: Double, background: Color = .white, measurer: PangoMeasurer) {
        self.init(canvas: canvas, scale: scale, background: background, renderer: CairoRenderer(measurer: measurer))
    }

    /// A host drawing with `renderer` (copies of one renderer share its pixel buffers).
    public init(canvas: Size, scale: Double, background: Color = .white, renderer: CairoRenderer) {
        host = CairoHost(canvas: canvas, scale: scale, background: background, renderer: renderer)
        self.renderer = renderer
        self.scale = scale
    }

    public func mount(_ batch: MountBatch) {
        var next = host
        do {
            try next.apply(batch.instructions)
            host = next
            tree = batch.tree
            observer?(batch)
        } catch {
            errors.append(error)
        }
    }

    /// Tells `observer` every batch applied from now on (`nil`: stop telling) and answers the tree
    /// mounted now, in one step: the batches told are exactly those after that tree.
    public func observe(_ observer: (@Sendable (MountBatch) -> Void)?) -> MountedTree {
        self.observer = observer
        return tree
    }

    /// Draws on a canvas of `size` points from now on (a full-length render of a taller screen).
    public func setCanvas(_ size: Size) {
        host.canvas = size
    }

    /// The views as mounted.
    public var views: HeadlessHost { host.views }

    /// The mounted views as PNG bytes and any drawing problems. Drawn off the actor, from the
    /// views as they are now, so batches mounted meanwhile (and the hosts that follow them, such as
    /// the web canvas) do not wait for the pixels.
    public func png() async -> (png: [UInt8], issues: [RenderIssue]) { await Self.draw(host) }

    private nonisolated static func draw(_ host: CairoHost) async -> (png: [UInt8], issues: [RenderIssue]) { host.png() }

    /// Any tree (e.g. an animation frame) as PNG bytes, drawn with this host's canvas and scale.
    public func png(of tree: MountedTree) -> (png: [UInt8], issues: [RenderIssue]) { host.png(of: tree) }

    /// The mounted views as a bitmap and drawing problems (drawn off the actor, as `png()`).
    public func rendering() async -> Rendering { await Self.render(host) }

    private nonisolated static func render(_ host: CairoHost) async -> Rendering { host.rendering() }

    /// The mounted views as a display list, drawn at ``scale`` by ``renderer`` (nothing is drawn yet).
    public func displayList() -> DisplayList { host.displayList() }

    /// Draws this host's display lists.
    public nonisolated let renderer: CairoRenderer
    /// Pixels per point.
    public nonisolated let scale: Double
}
