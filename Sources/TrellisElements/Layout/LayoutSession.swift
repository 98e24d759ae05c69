import Flexbox
import Render
import Synchronization
import Typesetting

/// The layout pass: element tree + container size + environment → laid-out tree with frames.
///
/// A session keeps the flex nodes of the previous pass. Elements equal to last time (own fields
/// compared level by level, O(n)) keep their flex node untouched, so the engine's per-node caches
/// make unchanged subtrees cost nothing to lay out again and texts are not re-measured; a changed
/// text re-measures only itself and re-lays out its ancestors.
///
/// The result is a pure function of the inputs (a fresh session gives the same tree). The session
/// is `Sendable` and serialises passes internally: layout MAY run off the main thread.
/// A pass whose environment differs from the previous one in any field (scale, direction, text
/// size, color scheme, safe area, or the measurer's `measurerIdentity`) starts over with new flex nodes.
public final class LayoutSession: Sendable {
    private let state = Mutex<SessionState>(SessionState())

    /// The deepest tree laid out, in levels (the root is 1). A deeper one is refused: nothing is
    /// laid out (an empty root the size of the container) and the pass reports
    /// `the screen is 20,006 levels deep; at most 20,000 are laid out`. Trees deeper than
    /// `DeepStack.inlineDepthLimit` are laid out on a big-stack thread.
    public static let maximumDepth = 20_000

    public init() {}

    /// A deep tree's mirror is dropped on a big-stack thread: destroying it recurses once per level.
    deinit {
        state.withLock { state in
            guard state.depth > DeepStack.inlineDepthLimit else { return }
            let mirror = state.mirror
            state.mirror = nil
            DeepStack.release(consume mirror)
        }
    }

    /// Lays out `root` in `size` (points) for `environment`. Problems in the input are repaired
    /// and reported in `diagnostics` (see `layoutWithDiagnostics`).
    /// - Complexity: O(n) to read back, plus the engine's work for changed subtrees; comparing an
    /// element with its predecessor is O(subtree) unless the two share storage, and only subtrees
    /// up to `DeepStack.inlineDepthLimit` levels high are compared whole, so up to O(n·256).
    public func layout(_ root: Element, in size: Render.Size, environment: Environment) -> LayoutNode {
        layoutWithDiagnostics(root, in: size, environment: environment).node
    }

    /// Lays out like `layout(_:in:environment:)` and returns the pass's diagnostics with the tree:
    /// a display scale that is not a positive number (laid out at 1: `root displayScale: nan,
    /// used 1`), every style number that is not finite or is beyond ±`1_000_000` (replaced by the
    /// property's default or clamped, so no NaN or infinite frame reaches a host), and every frame
    /// that came out non-finite anyway (replaced by 0), each naming the element by its key path;
    /// and a tree deeper than `maximumDepth`, which is not laid out.
    public func layoutWithDiagnostics(_ root: Element, in size: Render.Size,
                                      environment: Environment) -> (node: LayoutNode, diagnostics: [LayoutDiagnostic]) {
        state.withLock { state in
            // The depth of a deferred root (a memoized screen) only shows once its body is built:
            // the pass finds it on the way down and moves to a big-stack thread then. After a
            // deep pass, the next one starts there.
            let deep = state.depth > DeepStack.inlineDepthLimit
            let node = DeepStack.run(depth: state.depth) {
                state.layout(root, in: size, environment: environment, onBigStack: deep)
            }
            return (node, state.diagnostics)
        }
    }

    /// The depth of the last pass's tree in levels (0 before the first pass or after a refused one).
    public var depth: Int { state.withLock { $0.depth } }

    /// The diagnostics of the last pass (empty before the first one).
    public var diagnostics: [LayoutDiagnostic] { state.withLock { $0.diagnostics } }

    /// Lays out once, without keeping anything: the pure-function form.
    public static func layout(_ root: Element, in size: Render.Size, environment: Environment) -> LayoutNode {
        LayoutSession().layout(root, in: size, environment: environment)
    }

    /// Flex nodes alive in the session (for tests of reuse).
    var nodeCount: Int { state.withLock { $0.tree?.count ?? 0 } }

    /// How many flex nodes the last pass created (0 when nothing structural changed).
    var lastCreatedNodeCount: Int { state.withLock { $0.createdNodes } }
}
