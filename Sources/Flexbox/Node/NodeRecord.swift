/// Per-node storage inside a `FlexTree`: style, tree links, layout results and caches.
///
/// A plain struct (no references) so the nodes of a tree sit in one contiguous buffer and the
/// layout loop reads them through a pointer without ARC traffic. Links are indexes (-1 = none).
struct NodeRecord {
    var style: Style {
        didSet { summarize() }
    }
    /// Which edge groups the style sets at all: lets the hot path skip resolving unset edges.
    var hasMargin = false
    var hasPadding = false
    var hasBorder = false
    var hasInset = false
    /// Some length of the style resolves a percentage against the parent's inner width
    /// (widths, horizontal insets, and margins and padding, which all resolve against widths),
    /// or an aspect ratio ties the node's width to its constraints.
    var usesPercentOfWidth = false
    /// Some length of the style resolves a percentage against the parent's inner height.
    var usesPercentOfHeight = false
    /// The style's gaps use percentages (of the node's own inner size).
    var usesPercentGap = false
    /// (Yoga) A percentage other than of `width` or `height`: a min/max size, margin, padding,
    /// inset or flex basis resolved against the owner size, which the node's constraints do not
    /// carry (see `LayoutRecord.hasLoosePercentBelow`).
    var usesLoosePercent = false
    /// Some size uses `max-content`, `fit-content` or `stretch`.
    var usesSizeKeyword = false
    /// Some min or max size is set (clamping can skip resolving them otherwise).
    var hasMinMax = false
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var previousSibling: Int32 = -1
    var childCount: Int32 = 0
    /// Index into the tree's measure-function table, or -1.
    var measureSlot: Int32 = -1
    /// Index into the tree's baseline-function table, or -1.
    var baselineSlot: Int32 = -1
    var isDirty = true
    var hasNewLayout = true
    var isReferenceBaseline = false
    /// The baseline function measures from the content-box top (see `BaselineOrigin`).
    var isBaselineFromContentBox = false
    var isFree = false
    var layout = LayoutRecord()

    init(style: Style) {
        self.style = style
        summarize()
    }

    private mutating func summarize() {
        hasMargin = !style.margin.isUnset
        hasPadding = !style.padding.isUnset
        hasBorder = !style.border.isUnset
        hasInset = !style.inset.isUnset
        usesSizeKeyword = [style.width, style.height, style.minWidth, style.minHeight, style.maxWidth, style.maxHeight,
                           style.flexBasis].contains { $0.isKeyword }
        hasMinMax = style.minWidth != .undefined || style.minHeight != .undefined || style.maxWidth != .undefined
            || style.maxHeight != .undefined || style.contentMinimumWidth != nil
        usesPercentGap = style.gap.isPercent || style.rowGap.isPercent || style.columnGap.isPercent
        // An aspect ratio ties the axes together, so it counts as constraint-sensitive in both.
        let basis = style.flexBasis.isPercent
        usesPercentOfWidth = basis || style.width.isPercent || style.minWidth.isPercent || style.maxWidth.isPercent
            || style.margin.hasPercent || style.padding.hasPercent || style.inset.left.isPercent
            || style.inset.right.isPercent || style.inset.start.isPercent || style.inset.end.isPercent
            || style.inset.horizontal.isPercent || style.inset.all.isPercent
        usesPercentOfHeight = basis || style.height.isPercent || style.minHeight.isPercent || style.maxHeight.isPercent
            || style.inset.top.isPercent || style.inset.bottom.isPercent || style.inset.vertical.isPercent
            || style.inset.all.isPercent
        // Keyword sizes are resolved against the parent's inner size too.
        usesPercentOfWidth = usesPercentOfWidth || usesSizeKeyword
        usesPercentOfHeight = usesPercentOfHeight || usesSizeKeyword
        usesLoosePercent = basis || usesSizeKeyword || style.minWidth.isPercent || style.maxWidth.isPercent
            || style.minHeight.isPercent || style.maxHeight.isPercent || style.margin.hasPercent
            || style.padding.hasPercent || style.inset.hasPercent
    }
}

/// Sizing constraint of one axis: CSS's stretch-fit (exact), fit-content (at most) and
/// max-content (unconstrained). The measure-function spelling is `MeasureMode`.
enum SizingMode: UInt8 {
    case stretchFit, fitContent, maxContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}

/// Computed values of one node (unrounded), the rounded frame, and the caches.
struct LayoutRecord {
    /// Offsets from the parent per physical edge (the algorithm fills the flex-start edge of each
    /// axis and derives the other; only left/top are reported).
    var position = EdgeInsets()
    var width: Float = .nan
    var height: Float = .nan
    var measuredWidth: Float = .nan
    var measuredHeight: Float = .nan
    var margin = EdgeInsets()
    var border = EdgeInsets()
    var padding = EdgeInsets()
    /// Rounded frame.
    var left: Float = 0
    var top: Float = 0
    var roundedWidth: Float = 0
    var roundedHeight: Float = 0
    var direction: Direction = .ltr
    var lastOwnerDirection: Direction = .inherit
    /// This node's own lines overflowed (set by the algorithm, restored from caches).
    var hadOverflow = false
    /// `hadOverflow` of this node or any descendant: what results report.
    var subtreeOverflow = false
    var computedFlexBasis: Float = .nan
    /// The `generation` (layout call) that computed `computedFlexBasis`.
    var flexBasisGeneration: UInt32 = 0
    /// Sizes given by keywords, resolved by the parent for this layout (border box; NaN = auto).
    var keywordSizes = KeywordSizes()
    /// Scratch of the CSS flexible-length loop: the item's target main size and whether it is frozen.
    /// (`flexTarget` also carries a content-extent probe's result back to its caller,
    /// `ratioHeightFlooredByContent`: the node is not in a flex loop of its own then, and no
    /// record grows for that one rare probe.)
    var flexTarget: Float = 0
    var isFrozen = false
    /// No node of this subtree resolves a percentage against an inner width (height) at or
    /// below this node, so its size under a compatible constraint in that axis is the same
    /// (see `canReuse`). Valid whenever the node has cache entries.
    var isWidthPercentFree = false
    var isHeightPercentFree = false
    /// (Yoga) A node below has a loose percentage (`NodeRecord.usesLoosePercent`): sized under a
    /// new constraint, Yoga keeps that node's answers for the owner sizes of this pass, keyed
    /// without them, and later queries in the call take them (`CacheQuery`), so a compatible
    /// earlier answer of this node would skip answers Yoga goes on to use.
    var hasLoosePercentBelow = false
    /// (Yoga) An item grows in the main axis, so under an at-most main size the node fills the
    /// bound: an answer measured unconstrained does not hold there (see `CacheQuery`).
    var fillsAtMostMain = false
    /// The CSS automatic minimum main size of a flex item (NaN when it does not apply).
    var autoMinMain: Float = .nan
    /// The current computation's `indefiniteHeight` (see `CacheEntry`).
    var indefiniteHeight = false
    /// The current computation's `automaticHeight` (see `CacheEntry`).
    var automaticHeight = false
    var lineIndex: Int32 = 0
    /// The vertical shift of a relatively positioned item included in `position` (plain CSS;
    /// baselines are found before relative positioning, so they leave it out).
    var relativeTop: Float = 0
    var generation: UInt32 = 0
    /// The layout call in which the flex algorithm last ran over this node's children (a
    /// sizing pass that takes the size from the constraints alone measures none of them).
    var childrenMeasuredGeneration: UInt32 = 0
    /// The layout call in which a full layout last positioned this node's children (a layout
    /// from the cache counts: it keeps the positions it would give).
    var childrenPositionedGeneration: UInt32 = 0
    /// The node's latest computation took its size from the constraints alone (see `CacheEntry`).
    var sizedByConstraints = false
    var cache = LayoutCache()
}

/// `max-content` / `fit-content` / `stretch` sizes resolved to points (plain CSS mode).
struct KeywordSizes {
    var width: Float = .nan
    var height: Float = .nan
    var minWidth: Float = .nan
    var minHeight: Float = .nan
    var maxWidth: Float = .nan
    var maxHeight: Float = .nan
    var basis: Float = .nan

    /// Equal field by field as cache keys compare sizes (`inexactEquals`: an unresolved, NaN,
    /// size equals an unresolved one).
    func isSame(as other: KeywordSizes) -> Bool {
        inexactEquals(width, other.width) && inexactEquals(height, other.height)
            && inexactEquals(minWidth, other.minWidth) && inexactEquals(minHeight, other.minHeight)
            && inexactEquals(maxWidth, other.maxWidth) && inexactEquals(maxHeight, other.maxHeight)
            && inexactEquals(basis, other.basis)
    }
}
