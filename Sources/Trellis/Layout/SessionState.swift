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

        init(_ environment: Environment) {
            scale = environment.displayScale
            direction = environment.layoutDirection
            textSizeMultiplier = environment.textSizeMultiplier
            colorScheme = environment.colorScheme
            safeArea = environment.safeArea
            measurer = environment.textMeasurer.measurerIdentity
        }
    }

    mutating func layout(_ root: Element, in size: Render.Size, environment: Environment) -> LayoutNode {
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
        if let old = mirror, old.kind == root.kind {
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
        diagnostics = readBack.diagnostics
        return node
    }
}

/// One element as last synced into the flex tree.
struct MirrorNode {
    let node: NodeID
    /// The element as last synced: equal elements skip the whole subtree, and changed ones are
    /// compared field by field against it.
    var element: Element
    /// The element's style resolved against the environment, as the flex node has it.
    var style: Style
    /// The element's props resolved against the environment (cached while the element is unchanged).
    var props: ViewProps
    var children: [MirrorNode]

    var kind: ElementKind { element.kind }
    var key: ElementKey? { element.key }
}
