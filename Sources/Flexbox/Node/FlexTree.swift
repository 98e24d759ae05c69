/// A tree of flexbox nodes stored contiguously (an arena indexed by `NodeID`), with incremental
/// layout: style changes dirty only what they affect, and an unchanged tree re-lays out in
/// constant time thanks to per-node layout and measurement caches.
///
/// ```swift
/// let tree = FlexTree()
/// var rowStyle = Style(); rowStyle.flexDirection = .row; rowStyle.width = 300
/// let root = tree.makeNode(style: rowStyle)
/// var grow = Style(); grow.flexGrow = 1
/// let a = tree.makeNode(style: grow), b = tree.makeNode(style: grow)
/// tree.appendChild(a, to: root); tree.appendChild(b, to: root)
/// tree.calculateLayout(root, availableWidth: .nan, availableHeight: 100)
/// tree.layout(of: b).left   // 150
/// ```
///
/// A tree is not thread-safe (it is a mutable reference type); build and lay it out on one task.
/// Measure and baseline functions are `@Sendable` and are called on the task that lays out.
public final class FlexTree {
    var nodes: [NodeRecord] = []
    var measureFunctions: [MeasureFunction] = []
    var baselineFunctions: [BaselineFunction] = []
    /// Slots of `measureFunctions` / `baselineFunctions` that no node uses; they hold a function
    /// that captures nothing until a new function takes the slot.
    var freeMeasureSlots: [Int32] = []
    var freeBaselineSlots: [Int32] = []
    var freeList: [Int32] = []
    var generation: UInt32 = 0
    /// Set once any node uses `display: contents`; until then layout skips looking for them.
    var usesDisplayContents = false
    /// Set once any node has a point or percentage `flex-basis` (see `relayOutFirstBases`).
    var usesDefiniteFlexBasis = false
    /// Set once any node uses `baseline` in `alignItems` or `alignSelf` (see `relayOutBaselineItems`).
    var usesBaselineAlignment = false
    /// Set once any node's own style has a percentage (see `relayOutOwnerFreeLeaves`).
    var usesPercentages = false
    /// Set once any node has an aspect ratio (see `LayoutEngine.usesAspectRatio`).
    var usesAspectRatio = false
    /// Settings for every node of this tree.
    public let config: Config
    /// Called with each node that becomes dirty through a style or tree change or `markDirty`.
    public var onDirtied: ((NodeID) -> Void)?

    /// Creates an empty tree.
    public init(config: Config = Config()) {
        self.config = config
    }

    /// Storage per node in bytes (style, links, results and caches), for memory estimates.
    public static var bytesPerNode: Int { MemoryLayout<NodeRecord>.stride }

    /// The number of live nodes.
    public var count: Int { nodes.count - freeList.count }

    // MARK: Building

    /// Creates a detached node. - Complexity: amortized O(1).
    public func makeNode(style: Style = Style(), measure: MeasureFunction? = nil) -> NodeID {
        var record = NodeRecord(style: style)
        noteFeatures(of: record)
        if let measure {
            FlexTree.store(measure, slot: &record.measureSlot, in: &measureFunctions, free: &freeMeasureSlots,
                           placeholder: FlexTree.releasedMeasure)
        }
        if let index = freeList.popLast() {
            nodes[Int(index)] = record
            return NodeID(index)
        }
        nodes.append(record)
        return NodeID(Int32(nodes.count - 1))
    }

    /// Appends `child` (which must be detached) as the last child of `parent`. - Complexity: O(1).
    public func appendChild(_ child: NodeID, to parent: NodeID) {
        insertChild(child, into: parent, at: Int(nodes[Int(parent.index)].childCount))
    }

    /// Inserts `child` (which must be detached) among `parent`'s children at `index`.
    /// - Complexity: O(index), O(1) when appending.
    public func insertChild(_ child: NodeID, into parent: NodeID, at index: Int) {
        let c = child.index, p = parent.index
        precondition(nodes[Int(c)].parent == -1, "insertChild: \(child) already has a parent")
        precondition(index >= 0 && index <= Int(nodes[Int(p)].childCount), "insertChild: index out of range")
        precondition(nodes[Int(p)].measureSlot == -1, "insertChild: a node with a measure function cannot have children")
        var before: Int32 = -1
        if index < Int(nodes[Int(p)].childCount) {
            before = nodes[Int(p)].firstChild
            for _ in 0..<index { before = nodes[Int(before)].nextSibling }
        }
        nodes[Int(c)].parent = p
        if before == -1 {
            let last = nodes[Int(p)].lastChild
            nodes[Int(c)].previousSibling = last
            nodes[Int(c)].nextSibling = -1
            if last == -1 { nodes[Int(p)].firstChild = c } else { nodes[Int(last)].nextSibling = c }
            nodes[Int(p)].lastChild = c
        } else {
            let previous = nodes[Int(before)].previousSibling
            nodes[Int(c)].previousSibling = previous
            nodes[Int(c)].nextSibling = before
            nodes[Int(before)].previousSibling = c
            if previous == -1 { nodes[Int(p)].firstChild = c } else { nodes[Int(previous)].nextSibling = c }
        }
        nodes[Int(p)].childCount += 1
        markDirty(p)
    }

    /// Detaches `child` from its parent (no-op when detached). - Complexity: O(1).
    public func removeFromParent(_ child: NodeID) {
        let c = child.index
        let p = nodes[Int(c)].parent
        guard p != -1 else { return }
        let previous = nodes[Int(c)].previousSibling, next = nodes[Int(c)].nextSibling
        if previous == -1 { nodes[Int(p)].firstChild = next } else { nodes[Int(previous)].nextSibling = next }
        if next == -1 { nodes[Int(p)].lastChild = previous } else { nodes[Int(next)].previousSibling = previous }
        nodes[Int(c)].parent = -1
        nodes[Int(c)].nextSibling = -1
        nodes[Int(c)].previousSibling = -1
        nodes[Int(p)].childCount -= 1
        markDirty(p)
    }

    /// Detaches `node` and frees it and its whole subtree; their ids may be reused, and their
    /// measure and baseline functions (with whatever they capture) are released.
    /// - Complexity: O(subtree size).
    public func free(_ node: NodeID) {
        removeFromParent(node)
        var stack = [node.index]
        while let index = stack.popLast() {
            var child = nodes[Int(index)].firstChild
            while child != -1 {
                stack.append(child)
                child = nodes[Int(child)].nextSibling
            }
            FlexTree.store(nil, slot: &nodes[Int(index)].measureSlot, in: &measureFunctions,
                           free: &freeMeasureSlots, placeholder: FlexTree.releasedMeasure)
            FlexTree.store(nil, slot: &nodes[Int(index)].baselineSlot, in: &baselineFunctions,
                           free: &freeBaselineSlots, placeholder: FlexTree.releasedBaseline)
            nodes[Int(index)] = NodeRecord(style: Style())
            nodes[Int(index)].isFree = true
            freeList.append(index)
        }
    }

    // MARK: Reading the tree

    /// The parent of `node`, or nil for a detached node or a root.
    public func parent(of node: NodeID) -> NodeID? {
        let p = nodes[Int(node.index)].parent
        return p == -1 ? nil : NodeID(p)
    }

    /// The children of `node` in order. - Complexity: O(children).
    public func children(of node: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        result.reserveCapacity(Int(nodes[Int(node.index)].childCount))
        var child = nodes[Int(node.index)].firstChild
        while child != -1 {
            result.append(NodeID(child))
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The number of children of `node`. - Complexity: O(1).
    public func childCount(of node: NodeID) -> Int { Int(nodes[Int(node.index)].childCount) }

    // MARK: Style and functions

    /// The style of `node`. Setting a different style dirties the node and its ancestors;
    /// setting an equal one does nothing.
    public subscript(style node: NodeID) -> Style {
        get { nodes[Int(node.index)].style }
        set {
            guard nodes[Int(node.index)].style != newValue else { return }
            nodes[Int(node.index)].style = newValue
            noteFeatures(of: nodes[Int(node.index)])
            markDirty(node.index)
        }
    }

    /// Records the style features that switch on per-call work or lookups (the `uses…` flags).
    private func noteFeatures(of record: NodeRecord) {
        let style = record.style
        if style.display == .contents { usesDisplayContents = true }
        if style.flexBasis.isNumeric { usesDefiniteFlexBasis = true }
        if style.alignItems == .baseline || style.alignSelf == .baseline { usesBaselineAlignment = true }
        if record.usesPercentOfWidth || record.usesPercentOfHeight { usesPercentages = true }
        if style.aspectRatio != nil { usesAspectRatio = true }
    }

    /// Replaces the measure function of a leaf (nil removes it) and dirties it.
    public func setMeasure(_ measure: MeasureFunction?, for node: NodeID) {
        precondition(measure == nil || nodes[Int(node.index)].childCount == 0,
                     "setMeasure: a node with children cannot be measured")
        FlexTree.store(measure, slot: &nodes[Int(node.index)].measureSlot, in: &measureFunctions,
                       free: &freeMeasureSlots, placeholder: FlexTree.releasedMeasure)
        markDirty(node.index)
    }

    /// True when `node` has a measure function.
    public func hasMeasure(_ node: NodeID) -> Bool { nodes[Int(node.index)].measureSlot != -1 }

    /// Replaces the baseline function of `node` (nil removes it) and dirties it. `origin` says
    /// whether the function measures from the border-box top (default) or the content-box top.
    public func setBaseline(_ baseline: BaselineFunction?, for node: NodeID, from origin: BaselineOrigin = .borderBox) {
        FlexTree.store(baseline, slot: &nodes[Int(node.index)].baselineSlot, in: &baselineFunctions,
                       free: &freeBaselineSlots, placeholder: FlexTree.releasedBaseline)
        nodes[Int(node.index)].isBaselineFromContentBox = origin == .contentBox
        markDirty(node.index)
    }

    /// Functions live in side tables so node records stay free of references. Storing `nil`
    /// overwrites the slot with `placeholder` (releasing the old function's captures) and frees the
    /// slot; a new function takes a free slot before the table grows, so the tables never hold
    /// more entries than the most functions alive at once.
    private static func store<F>(_ function: F?, slot: inout Int32, in table: inout [F], free: inout [Int32],
                                 placeholder: F) {
        guard let function else {
            if slot != -1 {
                table[Int(slot)] = placeholder
                free.append(slot)
                slot = -1
            }
            return
        }
        if slot == -1 {
            if let reused = free.popLast() {
                slot = reused
                table[Int(slot)] = function
            } else {
                slot = Int32(table.count)
                table.append(function)
            }
        } else {
            table[Int(slot)] = function
        }
    }

    /// What a released slot holds: nothing captured, never called (no node points at the slot).
    private static let releasedMeasure: MeasureFunction = { _, _, _, _ in Size(width: 0, height: 0) }
    private static let releasedBaseline: BaselineFunction = { _, _ in 0 }

    /// Whether `node` is its parent's reference baseline (chosen over earlier children).
    public func isReferenceBaseline(_ node: NodeID) -> Bool { nodes[Int(node.index)].isReferenceBaseline }

    /// Makes `node` its parent's reference baseline (or not), dirtying it on a change.
    public func setReferenceBaseline(_ value: Bool, for node: NodeID) {
        guard nodes[Int(node.index)].isReferenceBaseline != value else { return }
        nodes[Int(node.index)].isReferenceBaseline = value
        markDirty(node.index)
    }

    // MARK: Dirty tracking

    /// Marks `node` dirty (its content changed, e.g. a measured text) and every ancestor with it.
    /// - Complexity: O(depth), O(1) when already dirty.
    public func markDirty(_ node: NodeID) { markDirty(node.index) }

    /// True when `node` must be laid out again.
    public func isDirty(_ node: NodeID) -> Bool { nodes[Int(node.index)].isDirty }

    /// Yoga keeps the definite flex basis an item got in the first pass of a layout call (see
    /// `computeFlexBasis`), so that value depends on the order of passes. Laying the parents of
    /// such items (and their ancestors) out again with empty caches replays the passes of a
    /// layout from scratch, so a re-layout still equals one. Yoga mode only; O(nodes) per call
    /// once a tree has a definite flex basis.
    private func relayOutFirstBases() {
        guard usesDefiniteFlexBasis, Rules(config.semantics).keepsFirstFlexBasisInCall else { return }
        for index in nodes.indices where !nodes[index].isFree && nodes[index].style.flexBasis.isNumeric {
            var i = nodes[index].parent
            while i != -1 && !nodes[Int(i)].isDirty {
                nodes[Int(i)].isDirty = true
                i = nodes[Int(i)].parent
            }
        }
    }

    /// Yoga reads a baseline item's ascent in a sizing pass from its descendants as this layout
    /// call has left them (see `sizingPassBaseline`), so the answer of an item, or of a node on
    /// the way down to the descendant that gives its baseline, kept from an earlier call would
    /// carry that call's state. Every call lays the items of containers that align by baseline,
    /// the nodes that may give their baselines (first in-flow, baseline-aligned, reference and
    /// `display: contents` children, recursively) and the containers' ancestors out again with
    /// empty caches, as a layout from scratch does. Yoga mode only; O(nodes) per call once a
    /// tree uses baseline alignment.
    private func relayOutBaselineItems() {
        guard usesBaselineAlignment, !Rules(config.semantics).laysOutItemsForBaseline else { return }
        for index in nodes.indices where !nodes[index].isFree && nodes[index].firstChild != -1 {
            guard nodes[index].style.alignItems == .baseline || hasChildAlignedByBaseline(Int32(index)) else { continue }
            var i = Int32(index)
            while i != -1 && !nodes[Int(i)].isDirty {
                nodes[Int(i)].isDirty = true
                i = nodes[Int(i)].parent
            }
            var child = nodes[index].firstChild
            while child != -1 {
                dirtyBaselineSources(child)
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    /// Yoga keys a measured leaf's cached answers without the owner size its own percentages
    /// resolve against (`CacheQuery`), so within one call a leaf answers for another owner, and
    /// what it answers depends on the queries before. Answers kept from an earlier call would
    /// carry that call's queries, and so would every answer computed from them: a tree with such
    /// a leaf is laid out again in full every call, as a layout from scratch does. Yoga mode
    /// only; O(nodes) per call once a tree uses percentages.
    private func relayOutOwnerFreeLeaves() {
        guard usesPercentages, Rules(config.semantics).keysAnswersWithoutOwnerSize else { return }
        guard nodes.contains(where: { !$0.isFree && $0.measureSlot != -1 && ($0.usesPercentOfWidth || $0.usesPercentOfHeight) })
        else { return }
        for index in nodes.indices where !nodes[index].isFree { nodes[index].isDirty = true }
    }

    private func hasChildAlignedByBaseline(_ index: Int32) -> Bool {
        var child = nodes[Int(index)].firstChild
        while child != -1 {
            if nodes[Int(child)].style.alignSelf == .baseline { return true }
            child = nodes[Int(child)].nextSibling
        }
        return false
    }

    /// Dirties `index` and, recursively, every child that may give its baseline.
    private func dirtyBaselineSources(_ index: Int32) {
        nodes[Int(index)].isDirty = true
        let alignItems = nodes[Int(index)].style.alignItems
        var isFirst = true
        var child = nodes[Int(index)].firstChild
        while child != -1 {
            let style = nodes[Int(child)].style
            if isFirst || style.display == .contents || nodes[Int(child)].isReferenceBaseline
                || style.alignSelf == .baseline || (style.alignSelf == .auto && alignItems == .baseline) {
                dirtyBaselineSources(child)
            }
            if style.display == .flex && style.position != .absolute { isFirst = false }
            child = nodes[Int(child)].nextSibling
        }
    }

    func markDirty(_ index: Int32) {
        var i = index
        while i != -1 && !nodes[Int(i)].isDirty {
            nodes[Int(i)].isDirty = true
            nodes[Int(i)].layout.computedFlexBasis = .nan
            onDirtied?(NodeID(i))
            i = nodes[Int(i)].parent
        }
    }

    // MARK: Results

    /// True when the node's layout was recomputed since the flag was last cleared.
    public func hasNewLayout(_ node: NodeID) -> Bool { nodes[Int(node.index)].hasNewLayout }

    /// Clears (or sets) the `hasNewLayout` flag after consuming a node's layout.
    public func setHasNewLayout(_ value: Bool, for node: NodeID) { nodes[Int(node.index)].hasNewLayout = value }

    /// The computed layout of `node` (valid after `calculateLayout` on its root).
    public func layout(of node: NodeID) -> LayoutResult {
        let layout = nodes[Int(node.index)].layout
        return LayoutResult(left: layout.left, top: layout.top, width: layout.roundedWidth,
                            height: layout.roundedHeight, margin: layout.margin, padding: layout.padding,
                            border: layout.border, direction: layout.direction, hadOverflow: layout.subtreeOverflow,
                            rawWidth: layout.width, rawHeight: layout.height,
                            rawLeft: layout.position.left, rawTop: layout.position.top)
    }

    // MARK: Layout

    /// Lays out the tree under `root` in the given space (NaN = unconstrained).
    ///
    /// Only dirty nodes and the nodes whose constraints changed are recomputed; laying out an
    /// unchanged tree again costs O(1).
    public func calculateLayout(_ root: NodeID, availableWidth: Float = .nan, availableHeight: Float = .nan,
                                direction: Direction = .ltr) {
        generation &+= 1
        let generation = self.generation
        relayOutFirstBases()
        relayOutBaselineItems()
        relayOutOwnerFreeLeaves()
        let config = self.config
        let measures = measureFunctions, baselines = baselineFunctions, usesDisplayContents = usesDisplayContents
        let usesBaselineAlignment = usesBaselineAlignment, usesAspectRatio = usesAspectRatio
        nodes.withUnsafeMutableBufferPointer { buffer in
            let engine = LayoutEngine(nodes: buffer.baseAddress!, measures: measures, baselines: baselines,
                                      config: config, generation: generation,
                                      rootDirection: direction == .inherit ? .ltr : direction,
                                      usesDisplayContents: usesDisplayContents,
                                      usesBaselineAlignment: usesBaselineAlignment,
                                      usesAspectRatio: usesAspectRatio)
            engine.layoutRoot(root.index, ownerWidth: availableWidth, ownerHeight: availableHeight,
                              direction: direction)
        }
    }
}
