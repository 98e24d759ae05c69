// What one call of `layoutNode` / `computeLayout` asks of a node.

/// What a layout call is for.
enum LayoutPurpose: UInt8 {
    /// Size the node and position its children: the pass whose results are reported.
    case layout
    /// Size the node only (flex bases, hypothetical and intrinsic sizes): nothing reported changes.
    case measure
    /// Plain CSS: size a content-sized multi-line column at a max-content width to find the
    /// width of its lines (`intrinsicColumnWrapWidth`); the node's width is not first settled
    /// from its items' contributions, which is what asked for this pass.
    case measureLines
    /// Plain CSS: a sizing pass that lays the items out anyway to find the block size of the
    /// content (CSS Sizing 4 §5.2), left in the node's `flexTarget` (`ratioHeightFlooredByContent`,
    /// `contentExtent`). Never answered from, nor stored in, the node's cache.
    case measureContentExtent
}

/// One request to size (and, for `.layout`, lay out) a node: the space it is given (margin box)
/// and how each axis is constrained, its owner's size and direction, and what the call is for.
struct LayoutRequest {
    /// The available size of the node's margin box in each axis (NaN: unconstrained).
    var availableWidth: Float
    var availableHeight: Float
    var widthMode: SizingMode
    var heightMode: SizingMode
    /// The size percentages of the node's own style resolve against (NaN: indefinite).
    var ownerWidth: Float
    var ownerHeight: Float
    /// The direction the node inherits (`direction: inherit`).
    var ownerDirection: Direction
    var purpose: LayoutPurpose
    /// The node's depth below the root of the call (0: the root).
    var depth: Int
    /// Plain CSS: the border-box height the node's aspect ratio gives its exact width, which
    /// percentages inside resolve against even where the content floors the box higher
    /// (CSS Sizing 4 §5.2; see `percentBasisHeight`). NaN: none.
    var ratioPercentHeight: Float = .nan
    /// Plain CSS: a content-sized width is clamped by the min/max heights the aspect ratio
    /// transfers (CSS Sizing 4 §5.1); off for the min-content probe (`contentMinContentWidth`).
    var transfersRatioBounds = true
    /// An exact height that is still not definite for percentages (CSS Flexbox §9.8: a flexed
    /// item of a column whose own height is indefinite). Read by `layoutNode` (cache keys).
    var indefiniteHeight = false
    /// An exact height whose percentages resolve against the height the aspect ratio gives the
    /// exact width (`CacheEntry`). Read by `layoutNode` (cache keys).
    var automaticHeight = false

    init(_ purpose: LayoutPurpose, _ availableWidth: Float, _ availableHeight: Float, ownerDirection: Direction,
         _ widthMode: SizingMode, _ heightMode: SizingMode, ownerWidth: Float, ownerHeight: Float, depth: Int,
         ratioPercentHeight: Float = .nan, transfersRatioBounds: Bool = true, indefiniteHeight: Bool = false,
         automaticHeight: Bool = false) {
        self.purpose = purpose
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.ownerDirection = ownerDirection
        self.widthMode = widthMode
        self.heightMode = heightMode
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
        self.depth = depth
        self.ratioPercentHeight = ratioPercentHeight
        self.transfersRatioBounds = transfersRatioBounds
        self.indefiniteHeight = indefiniteHeight
        self.automaticHeight = automaticHeight
    }

    /// Whether the call positions the children (`.layout`), not only sizes the node.
    @inline(__always) var performsLayout: Bool { purpose == .layout }
}
