import Flexbox
import Render
import Typesetting

/// What a layout session remembers of the previous pass: the flex tree and, per element, the
/// fields that were synced into it.
struct SessionState {
    var tree: FlexTree?
    var mirror: MirrorNode?
    var key: EnvironmentKey?
    var createdNodes = 0
    /// What the last pass reported about its input.
    var diagnostics: [LayoutDiagnostic] = []

    /// Everything resolution reads from the environment (every `Environment` field); a change
    /// starts over, since equal elements keep their resolved style and measure function.
    struct EnvironmentKey: Equatable {
        var scale: Double
        var direction: LayoutDirection
        var textSizeMultiplier: Double
        var colorScheme: ColorScheme
        /// Padded into the style of elements with `paddingSafeArea`.
        var safeArea: EdgeInsets
        /// Captured by every text's measure function.
        var measurer: MeasurerIdentity
        /// Read by environment readers inside memoized components (size class, device).
        var device: DeviceConfiguration?
        /// Read by environment readers (a form that pads itself above the keyboard).
        var keyboardHeight: Double
        /// Resolves bare image names (their intrinsic size and what is drawn).
        var imageFolder: String?

        init(_ environment: Environment) {
            scale = environment.displayScale
            direction = environment.layoutDirection
            textSizeMultiplier = environment.textSizeMultiplier
            colorScheme = environment.colorScheme
            safeArea = environment.safeArea
            measurer = environment.textMeasurer.measurerIdentity
            device = environment.device
            keyboardHeight = environment.keyboardHeight
            imageFolder = environment.imageFolder
        }
    }

    /// A display scale that is not a positive number (NaN, 0, infinite) is laid out as 1 and
    /// reported at the root: pixel snapping with it would turn every frame into NaN (then 0).
    mutating func layout(_ root: Element, in size: Render.Size, environment: Environment) -> LayoutNode {
        var environment = environment
        var scaleProblem: [LayoutDiagnostic] = []
        let scale = PixelGrid.validScale(environment.displayScale)
        if scale != environment.displayScale {
            scaleProblem = [LayoutDiagnostic(path: [], property: "displayScale", value: environment.displayScale,
                                             replacement: formatPoints(scale))]
            environment.displayScale = scale
        }
        let key = EnvironmentKey(environment)
        if key != self.key || tree == nil {
            tree = FlexTree(config: Config(pointScaleFactor: Float(environment.displayScale)))
            mirror = nil
            self.key = key
        }
        let tree = self.tree!
        createdNodes = 0
        var syncer = Syncer(tree: tree, environment: environment)
        let synced: MirrorNode
        if let old = mirror, old.identityKind == root.kind {
            synced = syncer.update(old, to: root)
        } else {
            if let old = mirror { syncer.free(old) }
            synced = syncer.create(root)
        }
        createdNodes = syncer.created
        mirror = synced
        tree.calculateLayout(synced.node, availableWidth: Float(size.width), availableHeight: Float(size.height),
                             direction: environment.layoutDirection == .rightToLeft ? .rtl : .ltr)
        var readBack = ReadBack(tree: tree, root: synced)
        let node = readBack.read()
        diagnostics = scaleProblem + readBack.diagnostics
        return node
    }
}

/// One element as last synced into the flex tree. A reference: the syncer updates a changed
/// node in place and keeps unchanged ones (and their read-back layout) as they are.
final class MirrorNode {
    let node: NodeID
    /// The element as given (possibly deferred: a memoized component, an environment reader):
    /// an equal one next time skips the whole subtree without building anything.
    var source: Element
    /// The element as built (never deferred): changed ones are compared field by field against it.
    var element: Element
    /// The element's style resolved against the environment, as the flex node has it.
    var style: Style
    /// The element's props resolved against the environment (cached while the element is unchanged).
    var props: ViewProps
    var children: [MirrorNode]
    /// The min-content width the subtree contributes to its container's floor (a text's widest
    /// word, a container's content-based minimum); nil when no text inside sets one.
    var minContentWidth: Float?
    /// What the last read-back produced for this subtree; `nil` once the subtree changed.
    var readBack: LayoutNode?
    /// The absolute position before pixel-grid rounding when that read-back was made.
    var readBackOrigin = Point.zero
    /// The diagnostics of that read-back, with paths relative to this node.
    var readBackDiagnostics: [LayoutDiagnostic] = []

    init(node: NodeID, source: Element, element: Element, style: Style, props: ViewProps, children: [MirrorNode]) {
        self.node = node
        self.source = source
        self.element = element
        self.style = style
        self.props = props
        self.children = children
    }

    /// The kind of view the built element needs.
    var kind: ElementKind { element.kind }
    /// The built element's key.
    var key: ElementKey? { element.key }
    /// Identity among siblings, as given (a deferred element is not built to be matched).
    var identityKind: ElementKind { source.kind }
    var identityKey: ElementKey? { source.key }
}
