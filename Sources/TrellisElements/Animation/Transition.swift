import Render
/// An animation between two mounted trees, e.g. the current Props' screen and the next Props'.
///
/// Views present in both trees (same `ViewID`: the reconciler kept them) are reused and interpolate
/// frame, opacity, corner radii and colors — the talk's rule that computed layouts are animated by
/// keeping views and giving them new frames. Views only in the next tree fade in at their final frame;
/// views only in the current tree stay at their last frame and fade out.
///
/// `state(at:)` is pure, so a host can draw any frame in any order (PNG sequences, scrubbing).
public struct Transition: Sendable {
    /// The tree on screen when the animation starts (t = 0).
    public let from: MountedTree
    /// The tree on screen when it ends (t = 1).
    public let to: MountedTree
    /// Seconds.
    public var duration: Double
    /// Maps elapsed time to progress.
    public var curve: TimingCurve

    /// `to` must come from reconciling against `from` (so continuing views share handles).
    public init(from: MountedTree, to: MountedTree, duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The tree to draw at linear progress `t` (0 = `from`, 1 = `to`; clamped).
    /// - Complexity: O(n) in the size of both trees.
    public func state(at t: Double) -> MountedTree {
        DeepStack.run(depth: max(from.depth, to.depth)) { stateInline(at: t) }
    }

    private func stateInline(at t: Double) -> MountedTree {
        let t = min(max(t, 0), 1)
        if t == 1 { return to }
        let progress = curve.progress(at: t)
        // Fades use the curve too but never overshoot: opacity outside 0...1 means nothing.
        let fade = min(max(progress, 0), 1)
        var old: [ViewID: MountedNode] = [:]
        if let root = from.root {
            var stack = [root]
            while let node = stack.popLast() {
                old[node.id] = node
                stack.append(contentsOf: node.children)
            }
        }
        guard let root = to.root else {
            return MountedTree(root: from.root.map { fadingOut($0, fade) }, nextID: to.nextID)
        }
        let interpolator = Interpolator(old: old, progress: progress, fade: fade)
        return MountedTree(root: interpolator.node(root), nextID: to.nextID)
    }

    /// The tree `seconds` after the animation started.
    public func state(atTime seconds: Double) -> MountedTree {
        state(at: duration > 0 ? seconds / duration : 1)
    }

    /// `count` evenly spaced states from t = 0 to t = 1 inclusive (`count` ≥ 2), for frame sequences.
    public func frames(_ count: Int) -> [MountedTree] {
        guard count > 1 else { return [state(at: 1)] }
        return (0..<count).map { state(at: Double($0) / Double(count - 1)) }
    }
}

private func fadingOut(_ node: MountedNode, _ fade: Double) -> MountedNode {
    var node = node
    node.layoutChildren = nil
    if let slide = node.interaction?.slide {
        // Slides out toward its slide offset instead of fading (a popped screen).
        node.frame = node.frame.offsetBy(Point(x: slide.x * node.frame.width * fade, y: slide.y * node.frame.height * fade))
    } else {
        node.props.opacity *= 1 - fade
    }
    return node
}

private struct Interpolator {
    let old: [ViewID: MountedNode]
    let progress: Double
    let fade: Double

    func node(_ new: MountedNode) -> MountedNode {
        guard let previous = old[new.id] else {
            // Appearing subtree: only its root fades; descendants inherit the opacity when drawn.
            var node = new
            node.layoutChildren = nil
            if let slide = new.interaction?.slide {
                // Slides in from its slide offset instead of fading (a pushed screen).
                let away = 1 - fade
                node.frame = node.frame.offsetBy(Point(x: slide.x * node.frame.width * away,
                                                       y: slide.y * node.frame.height * away))
            } else {
                node.props.opacity *= fade
            }
            return node
        }
        var result = new
        // A frame is no longer the laid-out tree `new` was reconciled with.
        result.layoutChildren = nil
        result.frame = previous.frame.interpolated(to: new.frame, progress)
        result.props = previous.props.interpolated(to: new.props, progress)
        var children = new.children.map { self.node($0) }
        // Disappearing children stay where they were among their siblings, fading out.
        let continuing = Set(new.children.map(\.id))
        for (index, child) in previous.children.enumerated() where !continuing.contains(child.id) {
            children.insert(fadingOut(child, fade), at: min(index, children.count))
        }
        result.children = children
        return result
    }
}
