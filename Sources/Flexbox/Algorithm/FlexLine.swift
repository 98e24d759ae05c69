/// One line of flex items and the running totals the algorithm keeps for it.
struct FlexLine {
    /// First layout child of the line (may be out of flow) and the child after the line (-1 = end).
    var start: Int32 = -1
    var end: Int32 = -1
    /// In-flow items on the line.
    var itemCount = 0
    var autoMarginCount = 0
    /// Some item sets an inset (plain CSS shifts such items once they are placed).
    var hasInsetItems = false
    /// Sum of clamped flex bases, margins and gaps of the items.
    var sizeConsumed: Float = 0
    var totalFlexGrowFactors: Float = 0
    var totalFlexShrinkScaledFactors: Float = 0
    var remainingFreeSpace: Float = 0
    var mainDim: Float = 0
    var crossDim: Float = 0
    /// The line's cross size from its items, before a single-line container's definite cross
    /// size replaces it (what the content-extent probe reports).
    var contentCrossDim: Float = 0
}

/// The constants of one container's layout, computed once and shared by the phases.
struct ContainerContext {
    var direction: Direction
    var mainAxis: FlexDirection
    var crossAxis: FlexDirection
    var isMainAxisRow: Bool
    var isWrap: Bool
    var ownerWidth: Float
    var ownerHeight: Float
    var mainOwnerSize: Float
    var crossOwnerSize: Float
    var availableInnerWidth: Float
    var availableInnerHeight: Float
    var availableInnerMain: Float
    var availableInnerCross: Float
    /// What children's percentage heights resolve against: the inner height, but in plain CSS
    /// only when it is definite (an exact height), else NaN (they act as auto).
    var percentHeight: Float
    var percentMain: Float { isMainAxisRow ? availableInnerWidth : percentHeight }
    var percentCross: Float { isMainAxisRow ? percentHeight : availableInnerWidth }
    var mainMode: SizingMode
    var crossMode: SizingMode
    var paddingAndBorderMain: Float
    var paddingAndBorderCross: Float
    var leadingPaddingAndBorderCross: Float
    /// Some item aligns by baseline (computed once: checking is O(children)).
    var isBaselineLayout: Bool
    /// What the container's layout call is for.
    var purpose: LayoutPurpose
    var depth: Int
    /// The container's children are positioned (a `.layout` call).
    var performLayout: Bool { purpose == .layout }
    /// A sizing pass that lays the items out anyway to find the content's extent
    /// (`ratioHeightFlooredByContent`).
    var measuresContentExtent: Bool { purpose == .measureContentExtent }
    /// A content-sized multi-line CSS column's inner height, settled from its longest line
    /// before its lines are flexed (`settleMultiLineColumnHeight`); NaN otherwise.
    var settledMultiLineMain: Float = .nan
    /// Plain CSS: the inner height a multi-line column whose auto height its aspect ratio gives
    /// breaks its lines at — the ratio's height, even where its content raises the box above it
    /// (Sizing 4 §5.2; observed in Chromium: ratio 2 at width 84 over items 0 and 102 high is
    /// 102 high in two lines). NaN otherwise: lines break at the available inner main size.
    var ratioLineBreakMain: Float = .nan
}

extension LayoutEngine {
    /// What an item's percentage min/max main size resolves against when its constraint is
    /// built: Yoga the container's available inner size; CSS its definite inner size only (a
    /// percentage of an indefinite height behaves as `none`/`auto`, CSS Sizing 3 §5.2.1 and
    /// Flexbox §9.8).
    @inline(__always)
    func itemBoundsMain(_ c: ContainerContext) -> Float { rules.itemBoundsOfContainerInnerSize ? c.percentMain : c.availableInnerMain }

    /// `itemBoundsMain` for the cross axis.
    @inline(__always)
    func itemBoundsCross(_ c: ContainerContext) -> Float { rules.itemBoundsOfContainerInnerSize ? c.percentCross : c.availableInnerCross }
}
