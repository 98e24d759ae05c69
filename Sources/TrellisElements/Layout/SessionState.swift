import Flexbox
import Render
import Typesetting

/// What a layout session remembers of the previous pass: the flex tree and, per element, the
/// fields that were synced into it.
struct SessionState {
    var tree: FlexTree?
    var mirror: MirrorNode?
    var key: ResolutionKey?
    var createdNodes = 0
    /// What the last pass reported about its input.
    var diagnostics: [LayoutDiagnostic] = []

    /// Everything resolution reads from the environment (every `Environment` field); a change
    /// starts over, since equal elements keep their resolved style and measure function.
    struct ResolutionKey: Equatable {
        var scale: Double
        var direction: LayoutDirection
        var textSizeMultiplier: Double
        var colorScheme: ColorScheme
        /// Padded into the style of elements with `paddingSafeArea`.
        var safeArea: EdgeInsets
        /// Captured by every text's measure function.
        var measurer: MeasurerIdentity
        /// Sizes unsized asset images.
        var assetMeasurer: MeasurerIdentity
        /// Read by environment readers inside memoized components (size class, device).
        var device: DeviceConfiguration?
        /// Read by environment readers (a form that pads itself above the keyboard).
        var keyboardHeight: Double
        /// Resolves bare image names (their intrinsic size and what is drawn).
        var imageFolder: String?
        /// The app's values at the root, read by environment readers.
        var values: EnvironmentValues

        init(_ environment: Environment) {
            scale = environment.displayScale
            direction = environment.layoutDirection
            textSizeMultiplier = environment.textSizeMultiplier
            colorScheme = environment.colorScheme
            safeArea = environment.safeArea
            measurer = environment.textMeasurer.measurerIdentity
            assetMeasurer = environment.assetMeasurer.measurerIdentity
            device = environment.device
            keyboardHeight = environment.keyboardHeight
            imageFolder = environment.imageFolder
            values = environment.values
        }
    }

    /// The depth of the tree the last pass laid out (0 before the first one): a pass after a deep
    /// one runs on a big-stack thread from the start, since comparing the new elements with the
    /// old ones recurses as deep as the old tree.
    var depth: Int { mirror?.height ?? 0 }

    /// A display scale that is not a positive number (NaN, 0, infinite) is laid out as 1 and
    /// reported at the root: pixel snapping with it would turn every frame into NaN (then 0).
    /// `onBigStack`: the pass already runs on a big-stack thread; otherwise the walks move to one
    /// once they find the tree deeper than `DeepStack.inlineDepthLimit`.
    mutating func layout(_ root: Element, in size: Render.Size, environment: Environment, onBigStack: Bool) -> LayoutNode {
        var environment = environment
        var scaleProblem: [LayoutDiagnostic] = []
        let scale = PixelGrid.validScale(environment.displayScale)
        if scale != environment.displayScale {
            scaleProblem = [LayoutDiagnostic(path: [], property: "displayScale", value: environment.displayScale,
                                             replacement: formatPoints(scale))]
            environment.displayScale = scale
        }
        let key = ResolutionKey(environment)
        if key != self.key || tree == nil {
            tree = FlexTree(config: Config(pointScaleFactor: Float(environment.displayScale)))
            mirror = nil
            self.key = key
        }
        let tree = self.tree!
        createdNodes = 0
        var syncer = Syncer(tree: tree, environment: environment, onBigStack: onBigStack)
        let synced: MirrorNode
        if let old = mirror, old.identityKind == root.kind {
            synced = syncer.update(old, to: root)
        } else {
            if let old = mirror { syncer.free(old) }
            synced = syncer.create(root)
        }
        createdNodes = syncer.created
        if let depth = syncer.refusedDepth {
            diagnostics = scaleProblem + [.tooDeep(depth)]
            return refuse(consume synced, in: size)
        }
        mirror = synced
        // The engine and the read-back recurse once per level too.
        let (node, found) = DeepStack.run(depth: onBigStack ? 0 : synced.height) {
            tree.calculateLayout(synced.node, availableWidth: Float(size.width), availableHeight: Float(size.height),
                                 direction: environment.layoutDirection == .rightToLeft ? .rtl : .ltr)
            var readBack = ReadBack(tree: tree, root: synced)
            return (readBack.read(), readBack.diagnostics)
        }
        diagnostics = scaleProblem + found
        return node
    }

    /// Lays out nothing for a tree deeper than `LayoutSession.maximumDepth`: an empty root the
    /// size of the container. Forgets the flex tree and the mirror (the next pass starts over),
    /// dropping the mirror on a big-stack thread, since destroying it recurses once per level.
    private mutating func refuse(_ synced: consuming MirrorNode, in size: Render.Size) -> LayoutNode {
        mirror = nil
        tree = nil
        key = nil
        DeepStack.release(consume synced)
        func extent(_ length: Double) -> Double { length.isFinite ? max(length, 0) : 0 }
        return LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: extent(size.width), height: extent(size.height)))
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
    /// Levels of the synced subtree (a leaf is 1): how deep the last pass found it.
    var height = 1
    /// The app's environment values from above this element when it was synced: when they
    /// change, the subtree is built again even if its elements are equal.
    var inheritedValues = EnvironmentValues()

    init(node: NodeID, source: Element, element: Element, style: Style, props: ViewProps, children: [MirrorNode]) {
        self.node = node
        self.source = source
        self.element = element
        self.style = style
        self.props = props
        self.children = children
    }

    /// The height of a node over `children`.
    static func height(over children: [MirrorNode]) -> Int {
        1 + children.reduce(0) { max($0, $1.height) }
    }

    /// The kind of view the built element needs.
    var kind: ElementKind { element.kind }
    /// The built element's key.
    var key: ElementKey? { element.key }
    /// Identity among siblings, as given (a deferred element is not built to be matched).
    var identityKind: ElementKind { source.kind }
    var identityKey: ElementKey? { source.key }
}
