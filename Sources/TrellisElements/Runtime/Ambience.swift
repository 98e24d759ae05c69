/// A ``RuntimeCore``'s running ambient motion: which views it moves and where it is in time.
///
/// The current Props' layout stays what is mounted; each frame, the views whose props differ in
/// the motion's target take props interpolated between the two (their continuous properties;
/// discrete ones switch at the middle, as in every animation).
struct Ambience: Sendable {
    /// One view that moves: its place in the layout (child indices from the root) and its props
    /// in the current layout and in the target's.
    struct Change: Sendable, Equatable {
        var path: [Int]
        var from: ViewProps
        var to: ViewProps
    }

    var motion: AmbientMotion
    /// When the motion started on the runtime's clock (``AmbientMotion/start``, else when the
    /// Props were shown).
    var start: Double
    /// What moves (found when the layouts are laid out; empty until then).
    var changes: [Change] = []
    /// Whether the frame at the end was drawn (the motion then holds there).
    var isFinished = false

    init(motion: AmbientMotion, start: Double) {
        self.motion = motion
        self.start = start
    }

    /// When the motion reaches its target.
    var end: Double { start + motion.animation.duration }

    /// Whether it still draws frames.
    var isMoving: Bool { !changes.isEmpty && !isFinished }

    /// The curve's progress at `time` (0 before the start, 1 from the end on).
    func progress(at time: Double) -> Double {
        let duration = motion.animation.duration
        guard duration > 0 else { return 1 }
        return motion.animation.curve.progress(at: min(max((time - start) / duration, 0), 1))
    }

    /// `layout` with the moving views' props at `time`.
    func applied(to layout: LayoutNode, at time: Double) -> LayoutNode {
        guard !changes.isEmpty else { return layout }
        let progress = progress(at: time)
        var layout = layout
        for change in changes {
            Self.replace(&layout, at: change.path[...], with: change.from.interpolated(to: change.to, progress))
        }
        return layout
    }

    private static func replace(_ node: inout LayoutNode, at path: ArraySlice<Int>, with props: ViewProps) {
        guard let index = path.first else {
            node.props = props
            return
        }
        guard node.children.indices.contains(index) else { return }
        replace(&node.children[index], at: path.dropFirst(), with: props)
    }

    /// The views whose props differ between `current` and `target`, walking both while their
    /// shapes agree (a subtree whose children differ in number is left as it is).
    static func changes(from current: LayoutNode, to target: LayoutNode) -> [Change] {
        var changes: [Change] = []
        var stack: [(LayoutNode, LayoutNode, [Int])] = [(current, target, [])]
        while let (a, b, path) = stack.popLast() {
            if a.props != b.props { changes.append(Change(path: path, from: a.props, to: b.props)) }
            guard a.children.count == b.children.count else { continue }
            for index in a.children.indices.reversed() {
                stack.append((a.children[index], b.children[index], path + [index]))
            }
        }
        return changes
    }
}
