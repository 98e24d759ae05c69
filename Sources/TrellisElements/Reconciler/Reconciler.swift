import Diffing
import Render
import Typesetting

/// Turns the next laid-out tree into mount instructions against the currently mounted tree.
///
/// Rules (each one is a test in `ReconcilerTests`):
/// - a child keeps its view while it keeps its identity (explicit key + kind, else position among
///   unkeyed siblings of the same kind);
/// - only changed properties are sent (`update`), only changed frames (`setFrame`; frames are
///   parent-relative, so a moving parent does not touch its children). Frames are compared on the
///   device pixel grid of `scale`: origins and sizes within half a device pixel are the same frame
///   (Float32 layout noise is far below a pixel, a real move is at least one);
/// - reordered siblings are `move`d, and only those outside the longest run that kept its order;
/// - a vanished subtree is one `remove` of its root; a new subtree is built detached and attached
///   with one `insert`;
/// - rows of a scroll container (the children of its content box) are views of a reuse pool: a
///   row entering the window takes the views of a row leaving it in the same pass when both have
///   the same shape (kind and child identities), preferably one whose whole subtree has its shape
///   (a row with a badge takes a row with a badge), and is updated and moved instead of created;
/// - an unchanged tree produces no instructions.
///
/// Pure and `Sendable`: MAY run off the main thread; applying the instructions is the host's job.
public struct Reconciler: Sendable {
    /// Device pixels per point of the host the instructions are for (1, 2, 3); an invalid scale
    /// (zero, negative, not finite) counts as 1.
    public let scale: Double

    /// A reconciler for a host of `scale` device pixels per point: pass the layout's `displayScale`.
    public init(scale: Double = 1) {
        self.scale = PixelGrid.validScale(scale)
    }

    /// The instructions that turn `previous` into `next`, and the tree that is mounted afterwards.
    /// - Complexity: O(n + m log m) for n nodes and m children of the widest parent when children
    /// keep their order; a parent whose children are reordered costs up to O(m²) more (moved
    /// children are placed by array insertion).
    public func reconcile(_ previous: MountedTree, to next: LayoutNode?) -> (tree: MountedTree, instructions: [MountInstruction]) {
        let depth = max(previous.depth, next?.depth ?? 0)
        return DeepStack.run(depth: depth) { reconcileInline(previous, to: next) }
    }

    private func reconcileInline(_ previous: MountedTree, to next: LayoutNode?) -> (tree: MountedTree, instructions: [MountInstruction]) {
        var pass = Pass(nextID: previous.nextID, scale: scale)
        let root: MountedNode?
        switch (previous.root, next) {
        case (nil, nil):
            root = nil
        case (let old?, nil):
            pass.emit(.remove(old.id))
            root = nil
        case (nil, let new?):
            let mounted = pass.build(new)
            pass.emit(.insert(mounted.id, parent: nil, index: 0))
            root = mounted
        case (let old?, let new?):
            if old.kind == new.kind && old.key == new.key {
                var changed = false
                root = pass.update(old, to: new, changed: &changed)
            } else {
                pass.emit(.remove(old.id))
                let mounted = pass.build(new)
                pass.emit(.insert(mounted.id, parent: nil, index: 0))
                root = mounted
            }
        }
        return (MountedTree(root: root, nextID: pass.nextID), pass.instructions)
    }
}

/// The mutable state of one reconciliation: handles handed out and instructions so far.
private struct Pass {
    var nextID: Int
    let scale: Double
    var instructions: [MountInstruction] = []

    /// Whether the host must be told: some origin or size component moved by half a device pixel or more.
    func framesDiffer(_ a: Rect, _ b: Rect) -> Bool {
        let limit = 0.5 / scale
        return !(abs(a.minX - b.minX) < limit && abs(a.minY - b.minY) < limit
                 && abs(a.width - b.width) < limit && abs(a.height - b.height) < limit)
    }

    mutating func emit(_ instruction: MountInstruction) {
        instructions.append(instruction)
    }

    mutating func newID() -> ViewID {
        defer { nextID += 1 }
        return ViewID(nextID)
    }

    /// Creates a detached view for `node` with its whole subtree attached; the caller inserts it.
    mutating func build(_ node: LayoutNode) -> MountedNode {
        let id = newID()
        emit(.create(id, kind: node.kind, props: node.props, frame: node.frame))
        var children: [MountedNode] = []
        children.reserveCapacity(node.children.count)
        for (index, child) in node.children.enumerated() {
            let mounted = build(child)
            emit(.insert(mounted.id, parent: id, index: index))
            children.append(mounted)
        }
        var mounted = MountedNode(id: id, kind: node.kind, key: node.key, frame: node.frame, props: node.props,
                                  onTap: node.onTap, children: children)
        mounted.interaction = node.interaction
        mounted.layoutChildren = node.children
        return mounted
    }

    /// Brings the view of `old` (same identity) to `new`. Sets `changed` when the mounted node
    /// differs from `old`; an unchanged subtree is returned as is (no copy, no allocation).
    /// `holdsRows`: `new` is the content box of a scroll container, its children are list rows.
    mutating func update(_ old: MountedNode, to new: LayoutNode, changed: inout Bool, holdsRows: Bool = false) -> MountedNode {
        var nodeChanged = false
        let changes = new.props.changes(from: old.props)
        if !changes.isEmpty {
            emit(.update(old.id, changes: changes))
            nodeChanged = true
        }
        // A frame within noise of the mounted one is not sent, and the mounted frame stays what
        // the host shows, so noise cannot accumulate into a drift.
        let frameChanged = framesDiffer(new.frame, old.frame)
        if frameChanged {
            emit(.setFrame(old.id, new.frame))
            nodeChanged = true
        }
        if new.onTap != old.onTap || new.interaction != old.interaction || new.key != old.key { nodeChanged = true }
        var childrenChanged = false
        // Children the layout pass reused as they were are mounted as they were: skip the subtree.
        let reused = old.layoutChildren.map { new.children.sharesStorage(with: $0) } ?? false
        let children = reused
            ? old.children
            : reconcileChildren(of: old.id, old: old.children, new: new.children, changed: &childrenChanged,
                                reusesViews: holdsRows, childrenHoldRows: new.scroll != nil)
        guard nodeChanged || childrenChanged else {
            if reused { return old }
            // Remember these children, so that the next pass can skip them if they are reused.
            var same = old
            same.layoutChildren = new.children
            return same
        }
        changed = true
        var mounted = MountedNode(id: old.id, kind: new.kind, key: new.key, frame: frameChanged ? new.frame : old.frame,
                                  props: new.props, onTap: new.onTap, children: children)
        mounted.interaction = new.interaction
        mounted.layoutChildren = new.children
        return mounted
    }

    /// `reusesViews`: vanished children give their views to new children of the same shape (list
    /// rows). `childrenHoldRows`: the children are the content box of a scroll container.
    mutating func reconcileChildren(of parent: ViewID, old: [MountedNode], new: [LayoutNode],
                                    changed: inout Bool, reusesViews: Bool = false,
                                    childrenHoldRows: Bool = false) -> [MountedNode] {
        if old.isEmpty && new.isEmpty { return old }
        // Fast path (the common case): the same identities in the same order. Equal (kind, key)
        // sequences give equal identities, duplicates and positions included, so no hashing.
        if old.count == new.count && zip(old, new).allSatisfy({ $0.kind == $1.kind && $0.key == $1.key }) {
            var result: [MountedNode]?   // allocated at the first changed child
            for index in new.indices {
                var childChanged = false
                let child = update(old[index], to: new[index], changed: &childChanged, holdsRows: childrenHoldRows)
                if childChanged && result == nil {
                    result = Array(old[..<index])
                    result!.reserveCapacity(new.count)
                }
                result?.append(child)
            }
            guard let result else { return old }
            changed = true
            return result
        }
        changed = true
        let oldIdentities = SiblingIdentity.identities(of: old, kind: \.kind, key: \.key)
        let newIdentities = SiblingIdentity.identities(of: new, kind: \.kind, key: \.key)
        var oldIndexByIdentity: [SiblingIdentity: Int] = [:]
        oldIndexByIdentity.reserveCapacity(old.count)
        for (index, identity) in oldIdentities.enumerated() { oldIndexByIdentity[identity] = index }

        // Which old child each new child continues, if any.
        var sources: [Int?] = newIdentities.map { oldIndexByIdentity[$0] }
        var kept = Array(repeating: false, count: old.count)
        for case let source? in sources { kept[source] = true }
        if reusesViews { reuseVanishedViews(old: old, new: new, sources: &sources, kept: &kept) }

        // 1. Vanished children: one remove per subtree root.
        for (index, child) in old.enumerated() where !kept[index] { emit(.remove(child.id)) }

        // 2. Update continuing children, build new ones (detached), in the new order.
        var result: [MountedNode] = []
        result.reserveCapacity(new.count)
        for (index, child) in new.enumerated() {
            if let source = sources[index] {
                var ignored = false
                result.append(update(old[source], to: child, changed: &ignored, holdsRows: childrenHoldRows))
            } else {
                result.append(build(child))
            }
        }

        // 3. Place: children that kept their relative order (the longest increasing run of old
        // indexes) stay; the others move, new ones are inserted. Right to left, so each child is
        // placed before its already-placed right neighbour.
        let stable = longestIncreasingRun(of: sources)
        var current: [ViewID] = old.indices.filter { kept[$0] }.map { old[$0].id }
        for index in stride(from: new.count - 1, through: 0, by: -1) {
            let id = result[index].id
            if sources[index] != nil && stable[index] { continue }
            let isMove = sources[index] != nil
            if isMove, let position = current.firstIndex(of: id) { current.remove(at: position) }
            let target = index + 1 < new.count
                ? (current.firstIndex(of: result[index + 1].id) ?? current.count)
                : current.count
            current.insert(id, at: target)
            emit(isMove ? .move(id, parent: parent, index: target) : .insert(id, parent: parent, index: target))
        }
        return result
    }

    /// Pairs each new child that continues no old child with a vanished old child of the same
    /// shape (the reuse pool of list rows): its views are kept, updated to the new row, and moved.
    /// Among rows of the same shape, one whose whole subtree has the new row's shape is taken
    /// first (a row with a badge takes the views of a row with a badge: no view created or removed).
    /// - Complexity: O(old + new) with hashing of the direct children's identities, plus the
    ///   subtrees of the rows that enter and leave (hashed once each) times the candidates of a
    ///   shape.
    private func reuseVanishedViews(old: [MountedNode], new: [LayoutNode], sources: inout [Int?], kept: inout [Bool]) {
        var pool: [RowShape: [(index: Int, subtree: Int)]] = [:]
        for index in old.indices where !kept[index] {
            pool[RowShape(old[index].kind, old[index].children.map { SiblingShape(kind: $0.kind, key: $0.key) }), default: []]
                .append((index, SubtreeShape.hash(of: old[index])))
        }
        guard !pool.isEmpty else { return }
        for index in new.indices where sources[index] == nil {
            let shape = RowShape(new[index].kind, new[index].children.map { SiblingShape(kind: $0.kind, key: $0.key) })
            guard var candidates = pool[shape], !candidates.isEmpty else { continue }
            let subtree = SubtreeShape.hash(of: new[index])
            let pick = candidates.lastIndex { $0.subtree == subtree } ?? candidates.count - 1
            let source = candidates.remove(at: pick).index
            pool[shape] = candidates
            sources[index] = source
            kept[source] = true
        }
    }
}

/// The shape of a row's whole subtree (kinds, keys and child counts, depth first; not the row's
/// own key) as a hash: rows whose hashes are equal almost surely need no view created or removed
/// to show one another.
private enum SubtreeShape {
    static func hash<Node: ShapedNode>(of row: Node) -> Int {
        var hasher = Hasher()
        hasher.combine(row.kind)
        hasher.combine(row.children.count)
        for child in row.children { combine(child, into: &hasher) }
        return hasher.finalize()
    }

    private static func combine<Node: ShapedNode>(_ node: Node, into hasher: inout Hasher) {
        hasher.combine(node.kind)
        hasher.combine(node.key)
        hasher.combine(node.children.count)
        for child in node.children { combine(child, into: &hasher) }
    }
}

/// A node with a kind, a key and children: mounted and laid-out nodes alike.
private protocol ShapedNode {
    var kind: ElementKind { get }
    var key: ElementKey? { get }
    var children: [Self] { get }
}

extension MountedNode: ShapedNode {}
extension LayoutNode: ShapedNode {}

/// A child's kind and key: what a row's shape is made of.
private struct SiblingShape: Hashable {
    let kind: ElementKind
    let key: ElementKey?
}

/// A row's kind and its direct children's kinds and keys: rows of one shape can share views.
private struct RowShape: Hashable {
    let kind: ElementKind
    let children: [SiblingShape]
    init(_ kind: ElementKind, _ children: [SiblingShape]) {
        self.kind = kind
        self.children = children
    }
}
