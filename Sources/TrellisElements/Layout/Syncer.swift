import Flexbox
import Typesetting

/// Brings the flex tree in line with a new element tree, touching only what changed.
///
/// Both walks recurse once per level, and a deferred element's depth only shows once its body is
/// built, so the depth is found on the way down: a walk that reaches `DeepStack.inlineDepthLimit`
/// levels on an ordinary thread continues on a big-stack thread, and one that reaches
/// `LayoutSession.maximumDepth` stops and records how deep the tree is (`refusedDepth`).
struct Syncer {
    let tree: FlexTree
    /// The environment of the element being synced: the pass's, with the app's values set by
    /// the elements above (`environment(_:_:)`); restored on the way back up.
    private(set) var environment: Environment
    /// Whether the walk already runs on a big-stack thread (then it never hops).
    private(set) var onBigStack: Bool
    private(set) var created = 0
    /// The depth of the tree (its deferred layers built) when it is deeper than
    /// `LayoutSession.maximumDepth`; the levels below the limit were not synced.
    private(set) var refusedDepth: Int?
    /// The level this walk moved to its thread at (it goes on there instead of moving again).
    private var hoppedAt = 0

    init(tree: FlexTree, environment: Environment, onBigStack: Bool) {
        self.tree = tree
        self.environment = environment
        self.onBigStack = onBigStack
    }

    /// Runs the rest of a walk on a big-stack thread, the syncer's counters carried there and back.
    private mutating func continuingOnBigStack<T>(at level: Int, _ body: (inout Syncer) -> T) -> T {
        var deeper = self
        deeper.onBigStack = true
        deeper.hoppedAt = level
        let result = DeepStack.onBigStack { body(&deeper) }
        created = deeper.created
        refusedDepth = deeper.refusedDepth
        return result
    }

    /// Whether a walk at `level` (the root is 1) moves to a big-stack thread before going on: once
    /// past `DeepStack.inlineDepthLimit` levels, and to a fresh one every `DeepStack.levelsPerStack`
    /// levels (see `DeepStack.stackSize`).
    private func hops(at level: Int) -> Bool {
        guard level != hoppedAt else { return false }
        return (level == DeepStack.inlineDepthLimit && !onBigStack) || level % DeepStack.levelsPerStack == 0
    }

    /// Whether the children of a box at `level` are synced; records the depth when they are not.
    private mutating func descends(into element: Element, at level: Int) -> Bool {
        guard level >= LayoutSession.maximumDepth, !element.children.isEmpty else { return true }
        // Counted without recursion, deferred layers built: the diagnostic names the real depth.
        let environment = environment
        let depth = level - 1 + treeDepth(element) { $0.resolved(in: environment).children }
        refusedDepth = max(refusedDepth ?? 0, depth)
        return false
    }

    /// A new flex subtree for `source` (deferred layers built first) at `level` (the root is 1).
    mutating func create(_ source: Element, level: Int = 1) -> MirrorNode {
        if hops(at: level) { return continuingOnBigStack(at: level) { $0.create(source, level: level) } }
        let outer = environment
        defer { environment = outer }
        environment.setValues(of: source)
        let element = source.resolved(in: environment)
        environment.setValues(of: element)
        var style = Resolution.style(of: element, environment: environment)
        // Children first: a container's floor comes from theirs.
        var children: [MirrorNode] = []
        if element.kind == .box, descends(into: element, at: level) {
            children.reserveCapacity(element.children.count)
            for child in element.children { children.append(create(child, level: level + 1)) }
        }
        let minContent = floor(of: element, children: children, into: &style)
        let node = tree.makeNode(style: style, measure: Resolution.measure(of: element, environment: environment))
        if element.kind == .text {
            tree.setBaseline(Resolution.baseline(of: element, style: style, environment: environment), for: node, from: .contentBox)
        }
        created += 1
        for child in children { tree.appendChild(child.node, to: node) }
        let mirror = MirrorNode(node: node, source: source, element: element, style: style,
                                props: Resolution.props(of: element, environment: environment), children: children)
        mirror.minContentWidth = minContent
        mirror.height = MirrorNode.height(over: children)
        mirror.inheritedValues = outer.values
        return mirror
    }

    /// Sets a container's floor from its children (`Resolution.containerFloor`) into `style` and
    /// returns the min-content width the element contributes to its own container: a text's
    /// floor, a container's content-based minimum, nil when no text inside sets one.
    private func floor(of element: Element, children: [MirrorNode], into style: inout Style) -> Float? {
        guard element.kind == .box else { return style.contentMinimumWidth }
        let (minContent, floor) = Resolution.containerFloor(of: element, style: style, children: children, environment: environment)
        style.contentMinimumWidth = floor
        return minContent
    }

    /// Updates the flex node of `old` (same kind and identity) for `source` at `level` (the root is 1).
    mutating func update(_ old: MirrorNode, to source: Element, level: Int = 1) -> MirrorNode {
        if hops(at: level) { return continuingOnBigStack(at: level) { $0.update(old, to: source, level: level) } }
        // An equal element (cheap when the trees share storage, or when memoized components have
        // equal Props) leaves its whole flex subtree as is, without building anything.
        // Unless the app's environment values from above changed: what is built under them may read them.
        let inherited = old.inheritedValues == environment.values
        if inherited, Self.same(old.source, source, height: old.height) { return old }
        let outer = environment
        defer { environment = outer }
        let mirror = old
        mirror.source = source
        mirror.readBack = nil
        mirror.inheritedValues = outer.values
        environment.setValues(of: source)
        let element = source.resolved(in: environment)
        environment.setValues(of: element)
        let previous = old.element
        if inherited, Self.same(previous, element, height: old.height) { return mirror }
        mirror.element = element
        var style = Resolution.style(of: element, environment: environment)
        // Children first: a container's floor comes from theirs.
        if element.kind == .box {
            mirror.children = descends(into: element, at: level)
                ? updateChildren(of: old.node, old: old.children, new: element.children, level: level + 1)
                : []
        }
        mirror.height = MirrorNode.height(over: mirror.children)
        mirror.minContentWidth = floor(of: element, children: mirror.children, into: &style)
        if element.kind == .text, style != old.style || element.content != previous.content {
            tree.setBaseline(Resolution.baseline(of: element, style: style, environment: environment), for: old.node, from: .contentBox)
        }
        if style != old.style {
            tree[style: old.node] = style
            mirror.style = style
        }
        if element.content != previous.content, element.kind != .box {
            tree.setMeasure(Resolution.measure(of: element, environment: environment), for: old.node)
        }
        if element.content != previous.content || element.appearance != previous.appearance
            || element.accessibilityLabel != previous.accessibilityLabel {
            mirror.props = Resolution.props(of: element, environment: environment)
        }
        return mirror
    }

    /// Whether `old`, the element of a synced subtree `height` levels high, equals `new`. A subtree
    /// of up to `DeepStack.inlineDepthLimit` levels is compared whole (an equal one is skipped
    /// without building anything); a higher one only when its children are the same storage (then
    /// the comparison is of its own fields), so a deep chain costs O(n) to compare, not
    /// O(n · depth), and no comparison recurses deeper than that limit.
    private static func same(_ old: Element, _ new: Element, height: Int) -> Bool {
        guard height <= DeepStack.inlineDepthLimit || old.children.sharesStorage(with: new.children) else { return false }
        return old == new
    }

    /// `level`: the children's level.
    private mutating func updateChildren(of parent: NodeID, old: [MirrorNode], new: [Element], level: Int) -> [MirrorNode] {
        if old.isEmpty && new.isEmpty { return [] }
        // Fast path: the same identities in the same order; the flex children stay linked as they are.
        if old.count == new.count && zip(old, new).allSatisfy({ $0.identityKind == $1.kind && $0.identityKey == $1.key }) {
            var result: [MirrorNode] = []
            result.reserveCapacity(new.count)
            for (mirror, element) in zip(old, new) { result.append(update(mirror, to: element, level: level)) }
            return result
        }
        let oldIdentities = SiblingIdentity.identities(of: old, kind: \.identityKind, key: \.identityKey)
        let newIdentities = SiblingIdentity.identities(of: new, kind: \.kind, key: \.key)
        var oldIndex: [SiblingIdentity: Int] = [:]
        for (index, identity) in oldIdentities.enumerated() { oldIndex[identity] = index }
        var used = Array(repeating: false, count: old.count)
        var result: [MirrorNode] = []
        result.reserveCapacity(new.count)
        for (index, element) in new.enumerated() {
            if let source = oldIndex[newIdentities[index]], !used[source] {
                used[source] = true
                result.append(update(old[source], to: element, level: level))
            } else {
                result.append(create(element, level: level))
            }
        }
        for (index, mirror) in old.enumerated() where !used[index] { tree.free(mirror.node) }
        // Re-link children only when the sequence of nodes changed (inserting dirties the parent).
        let current = tree.children(of: parent)
        let wanted = result.map(\.node)
        if current != wanted {
            for node in current { tree.removeFromParent(node) }
            for node in wanted { tree.appendChild(node, to: parent) }
        }
        return result
    }

    /// Releases the flex nodes of a subtree that is gone.
    func free(_ mirror: MirrorNode) {
        tree.free(mirror.node)
    }
}
