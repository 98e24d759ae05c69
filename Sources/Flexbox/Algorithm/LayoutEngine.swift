/// The layout algorithm, run over one tree's node buffer for one `calculateLayout` call.
///
/// Holds a raw pointer to the contiguous node storage (valid for the call), so the recursive
/// passes read and write nodes with no ARC, exclusivity or bounds-check cost. The phases live
/// in the files beside this one, one per step of the CSS flexbox algorithm.
struct LayoutEngine {
    let nodes: UnsafeMutablePointer<NodeRecord>
    let measures: [MeasureFunction]
    let baselines: [BaselineFunction]
    let config: Config
    let generation: UInt32
    /// The direction given to `calculateLayout` (inherited by a root set to `inherit`).
    let rootDirection: Direction
    /// False when no node uses `display: contents` (child walks skip the check).
    let usesDisplayContents: Bool
    /// False when no node aligns by `baseline` (per-container baseline scans are skipped).
    let usesBaselineAlignment: Bool
    /// False when no node has an aspect ratio. Then an automatic height (`CacheEntry`) changes
    /// no answer: it is read only where a ratio gives a height, so answers are reused across it.
    let usesAspectRatio: Bool

    @inline(__always) func hasErrata(_ errata: Errata) -> Bool { config.errata.contains(errata) }

    /// Node `i` of the tree, read and written in place: `node(i).style.flexGrow`,
    /// `node(i).layout.measuredWidth = w`.
    @inline(__always) func node(_ i: Int32) -> NodeRef { NodeRef(record: nodes + Int(i)) }

    /// Where the tree's semantics (`Config.semantics`) make Yoga and CSS differ, each rule by name.
    @inline(__always) var rules: Rules { Rules(config.semantics) }

    /// Entry point: sizes the root from its style and the available space, lays out the tree,
    /// positions the root and snaps to the pixel grid.
    func layoutRoot(_ root: Int32, ownerWidth: Float, ownerHeight: Float, direction: Direction) {
        // CSS Display §2.7: `display: none` generates no box, the root's included, so nothing in
        // the tree has a size or an offset (as Chromium: 0 × 0 at 0, 0).
        if rules.rootIsBlockBox && node(root).style.display == .none {
            zeroOutSubtree(root)
            return
        }
        var (width, widthMode) = rootConstraint(root, .row, ownerSize: ownerWidth, otherOwnerSize: ownerHeight,
                                                ownerWidth: ownerWidth)
        var (height, heightMode) = rootConstraint(root, .column, ownerSize: ownerHeight, otherOwnerSize: ownerWidth,
                                                  ownerWidth: ownerWidth)
        // A box's height from the ratio and the width is floored by the content (CSS
        // Sizing 4 §5.2): the root's auto height is left to `computeLayout`, which sizes a box
        // with a ratio and an exact width so (and keeps the ratio's height for percentages inside).
        if rules.rootIsBlockBox && widthMode == .stretchFit && heightMode == .stretchFit && node(root).style.aspectRatio != nil
            && !hasDefiniteLength(root, .column, ownerHeight)
            && (hasDefiniteLength(root, .row, ownerWidth) || !ownerWidth.isNaN)
            && (node(root).hasMeasure || hasLayoutChildren(root)) {
            (height, heightMode) = (.nan, .maxContent)
        }
        if rules.rootIsBlockBox && (widthMode == .maxContent || (widthMode == .fitContent && ownerWidth.isNaN)) {
            // (A max width bounds the shrink-to-fit width; the negative margins still widen it.)
            let shrinkToFit = shrinkToFitRootWidth(root, height, heightMode, direction: direction,
                                                   ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            if widthMode == .maxContent || shrinkToFit.1 == .stretchFit { (width, widthMode) = shrinkToFit }
        }
        let changed = layoutNode(root, LayoutRequest(.layout, width, height, ownerDirection: direction, widthMode,
                                                     heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                                     depth: 0))
        if changed {
            setInitialPosition(root, direction: node(root).layout.direction, ownerWidth: ownerWidth,
                               ownerHeight: ownerHeight, isRoot: true)
            if rules.rootIsBlockBox { placeRootAsBlock(root, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction) }
            roundToPixelGrid(root, absoluteLeft: 0, absoluteTop: 0)
        }
    }

    /// CSS 2 §10.3.3: the root is a block box in a containing block `ownerWidth` wide (when
    /// there is one). Its margins are over-constrained when it is narrower, and the margin on the
    /// block's end side gives way: in RTL the root's right margin edge meets the block's right
    /// edge. Then a relative inset shifts it.
    private func placeRootAsBlock(_ root: Int32, ownerWidth: Float, ownerHeight: Float, direction: Direction) {
        let rtl = direction == .rtl
        if rtl && !ownerWidth.isNaN {
            node(root).layout.position.left = ownerWidth - node(root).layout.measuredWidth
                - margin(root, .right, node(root).layout.direction, ownerWidth)
        }
        applyRelativeOffset(root, direction: rtl ? .rtl : .ltr, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }

    /// CSS: a root sized by content sits in a shrink-to-fit box whose width is the root's
    /// max-content width plus its margins, never below 0; so negative margins that outweigh the
    /// content widen the root itself (to minus their sum). Only then is it measured first.
    private func shrinkToFitRootWidth(_ root: Int32, _ height: Float, _ heightMode: SizingMode,
                                      direction: Direction, ownerWidth: Float,
                                      ownerHeight: Float) -> (Float, SizingMode) {
        let margins = marginForAxis(root, .row, ownerWidth)
        guard margins < 0 else { return (.nan, .maxContent) }
        layoutNode(root, LayoutRequest(.measure, .nan, height, ownerDirection: direction, .maxContent, heightMode,
                                       ownerWidth: ownerWidth, ownerHeight: ownerHeight, depth: 0))
        let outer = node(root).layout.measuredWidth + margins
        return outer < 0 ? (0, .stretchFit) : (.nan, .maxContent)
    }

    /// The root's constraint in one axis: its definite size, else its max size (at most), else
    /// the available space.
    private func rootConstraint(_ root: Int32, _ axis: FlexDirection, ownerSize: Float, otherOwnerSize: Float,
                                ownerWidth: Float) -> (Float, SizingMode) {
        if hasDefiniteLength(root, axis, ownerSize) {
            return (resolvedSize(root, axis, ownerSize, ownerWidth) + marginForAxis(root, axis, ownerWidth), .stretchFit)
        }
        if rules.rootIsBlockBox {
            // CSS sizes the root like a block box in the available space: an aspect ratio gives
            // one size from the other definite one (CSS Sizing 4 §5.1), else its width fills the
            // available width (clamped later by its min/max), else it sizes to its content.
            let other: FlexDirection = axis.isRow ? .column : .row
            if let ratio = node(root).style.aspectRatio, hasDefiniteLength(root, other, otherOwnerSize) {
                // (The other size after its min/max and its padding and border, §5.1.)
                let given = boundAxis(root, other, resolvedSize(root, other, otherOwnerSize, ownerWidth), otherOwnerSize,
                                      ownerWidth)
                // A width from a definite height is floored by the content's (§5.2): the
                // content-sized width the engine floors by the ratio's (`computeLayout`).
                if axis.isRow && autoMinimumApplies(root, .row)
                    && (node(root).hasMeasure || hasLayoutChildren(root)) {
                    return (.nan, .maxContent)
                }
                let size = ratioSize(root, axis, from: given, ratio, ownerWidth)
                return (size + marginForAxis(root, axis, ownerWidth), .stretchFit)
            }
            // Its height from its ratio and the width it fills.
            if let ratio = node(root).style.aspectRatio, !axis.isRow, !ownerWidth.isNaN,
               !hasDefiniteLength(root, .row, ownerWidth) {
                let filled = transferredWidthBounds(root, ownerWidth - marginForAxis(root, .row, ownerWidth), ratio,
                                                    ownerWidth: ownerWidth, ownerHeight: otherOwnerSize)
                let width = boundAxis(root, .row, filled, ownerWidth, ownerWidth)
                return (ratioSize(root, .column, from: width, ratio, ownerWidth) + marginForAxis(root, axis, ownerWidth),
                        .stretchFit)
            }
            if axis.isRow && !ownerSize.isNaN {
                // (Within the min/max heights its ratio transfers, §5.1.)
                guard let ratio = node(root).style.aspectRatio else { return (ownerSize, .stretchFit) }
                let margins = marginForAxis(root, .row, ownerWidth)
                let width = transferredWidthBounds(root, ownerSize - margins, ratio, ownerWidth: ownerWidth,
                                                   ownerHeight: otherOwnerSize)
                return (width + margins, .stretchFit)
            }
            // A content-sized root with a ratio takes its height from its width (§5.1), within
            // its min/max heights: its max height is no available height (`max-height: 20px;
            // aspect-ratio: 2` around an item 50 wide is 40 × 20; `computeLayout`).
            if !axis.isRow && ownerSize.isNaN && node(root).style.aspectRatio != nil {
                return (.nan, .maxContent)
            }
        }
        let maxSize = resolvedMaxSize(root, axis, ownerSize, ownerWidth)
        // (The bound is a margin box like every available size: CSS's max size bounds the
        // border box, so its margins come on top — `max-width: 120px; margin-left: 12px` holds
        // a 110 wide line; Yoga takes the max size itself as the bound.)
        if !maxSize.isNaN { return (maxSize + (rules.rootMaxSizeBoundsBorderBox ? marginForAxis(root, axis, ownerWidth) : 0), .fitContent) }
        return (ownerSize, ownerSize.isNaN ? .maxContent : .stretchFit)
    }
}

/// One node of the buffer a `LayoutEngine` lays out: its style, its layout record (sizes, edges,
/// caches) and its links, read and written in place through the buffer (no copy of the record,
/// no ARC: a pointer, valid for one layout call). Plain accessors and addressors, no
/// coroutines (`_read`/`_modify`): this is the innermost loop of every layout.
struct NodeRef {
    let record: UnsafeMutablePointer<NodeRecord>

    /// The node's style (trivial: an optimised read loads only the fields used). Set only to
    /// measure an item under a changed style and back (`UnboundedFlexBase.swift`); setting it
    /// summarises it again (`NodeRecord`).
    var style: Style {
        @inline(__always) get { record.pointee.style }
        @inline(__always) nonmutating set { record.pointee.style = newValue }
    }
    /// What the algorithm computes for the node, and its caches, addressed in place.
    var layout: LayoutRecord {
        @inline(__always) unsafeAddress { UnsafePointer(layoutAddress) }
        @inline(__always) nonmutating unsafeMutableAddress { layoutAddress }
    }
    /// The address of the record's `layout` (a stored property without observers, so the
    /// pointer is to the record itself, which lives as long as the buffer).
    @inline(__always) private var layoutAddress: UnsafeMutablePointer<LayoutRecord> {
        withUnsafeMutablePointer(to: &record.pointee.layout) { $0 }
    }
    var isDirty: Bool {
        @inline(__always) get { record.pointee.isDirty }
        @inline(__always) nonmutating set { record.pointee.isDirty = newValue }
    }
    var hasNewLayout: Bool {
        @inline(__always) get { record.pointee.hasNewLayout }
        @inline(__always) nonmutating set { record.pointee.hasNewLayout = newValue }
    }

    /// A measured leaf: it has a measure function (text, images), so its size is asked of it.
    var hasMeasure: Bool { @inline(__always) get { record.pointee.measureSlot != -1 } }
    /// Index into the engine's measure functions, or -1.
    var measureSlot: Int32 { @inline(__always) get { record.pointee.measureSlot } }
    /// Index into the engine's baseline functions, or -1.
    var baselineSlot: Int32 { @inline(__always) get { record.pointee.baselineSlot } }
    var isReferenceBaseline: Bool { @inline(__always) get { record.pointee.isReferenceBaseline } }
    var isBaselineFromContentBox: Bool { @inline(__always) get { record.pointee.isBaselineFromContentBox } }

    // The style's summary (`NodeRecord`).
    var hasMargin: Bool { @inline(__always) get { record.pointee.hasMargin } }
    var hasPadding: Bool { @inline(__always) get { record.pointee.hasPadding } }
    var hasBorder: Bool { @inline(__always) get { record.pointee.hasBorder } }
    var hasInset: Bool { @inline(__always) get { record.pointee.hasInset } }
    var hasMinMax: Bool { @inline(__always) get { record.pointee.hasMinMax } }
    var usesSizeKeyword: Bool { @inline(__always) get { record.pointee.usesSizeKeyword } }
    var usesPercentOfWidth: Bool { @inline(__always) get { record.pointee.usesPercentOfWidth } }
    var usesPercentOfHeight: Bool { @inline(__always) get { record.pointee.usesPercentOfHeight } }
    var usesPercentGap: Bool { @inline(__always) get { record.pointee.usesPercentGap } }
    var usesLoosePercent: Bool { @inline(__always) get { record.pointee.usesLoosePercent } }

    // Tree links (-1: none).
    var parent: Int32 { @inline(__always) get { record.pointee.parent } }
    var firstChild: Int32 { @inline(__always) get { record.pointee.firstChild } }
    var nextSibling: Int32 { @inline(__always) get { record.pointee.nextSibling } }
}
