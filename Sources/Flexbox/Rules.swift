// Where Yoga and CSS differ: each divergence of the two semantics, named by what it does.

/// The rules of one `Semantics`, read by the algorithm by name. Each rule is true in the
/// semantics whose behaviour its name describes — plain CSS, unless its comment starts with
/// "Yoga" — and its comment gives the CSS section or the Yoga behaviour it follows.
/// `Config.errata` other than `minSizeUndefinedInsteadOfAuto` (which selects the semantics)
/// refine either semantics on their own, read through `LayoutEngine.hasErrata`.
struct Rules {
    let semantics: Semantics

    @inline(__always) init(_ semantics: Semantics) { self.semantics = semantics }

    @inline(__always) private var css: Bool { semantics == .css }
    @inline(__always) private var yoga: Bool { semantics == .yoga }

    // MARK: The root

    /// CSS 2 §10.3.3, Display §2.7: the root is a block box (fills its block or shrinks to fit; none if hidden).
    @inline(__always) var rootIsBlockBox: Bool { css }
    /// CSS 2 §10.4: a root's max size bounds its border box, its margins on top (Yoga: the margin box).
    @inline(__always) var rootMaxSizeBoundsBorderBox: Bool { css }

    // MARK: Flex base sizes and hypothetical main sizes (Flexbox §9.2–9.3)

    /// Flexbox §9.2.3 E: a content-based flex basis is the item's max-content size in the main axis.
    @inline(__always) var contentBasisIsMaxContent: Bool { css }
    /// Flexbox §9.2.3 A: a definite flex basis is the base size in a content-sized column too.
    @inline(__always) var columnsHonourDefiniteBasis: Bool { css }
    /// Flexbox §7.2.3: a percentage basis of an indefinite main size is `content`.
    @inline(__always) var percentBasisOfIndefiniteIsContent: Bool { css }
    /// Flexbox §9.2.3: the flex base size is found without the item's own min/max main sizes.
    @inline(__always) var flexBaseSizeIgnoresMinMax: Bool { css }
    /// Yoga (`computeFlexBasisForChild`): an item keeps the definite flex basis of its first pass in a layout call.
    @inline(__always) var keepsFirstFlexBasisInCall: Bool { yoga }
    /// Sizing 3 §5.2.1, Flexbox §9.2 step 3: item min/max % of the definite inner size; floored at padding+border.
    @inline(__always) var itemBoundsOfContainerInnerSize: Bool { css }
    /// Flexbox §9.3: lines break where the items' whole outer hypothetical sizes overflow (every basis measured).
    @inline(__always) var linesBreakAtHypotheticalSizes: Bool { css }
    /// Flexbox §9.4 step 7: a column item's hypothetical width is fit-content in its line (Yoga: max-content).
    @inline(__always) var hypotheticalCrossSizeIsFitContent: Bool { css }
    /// Sizing 3 §5.1: a block size has no min-content size of its own; it is the content's height at the width.
    @inline(__always) var blockSizesHaveNoMinContent: Bool { css }

    // MARK: Flexible lengths and automatic minimum sizes (Flexbox §4.5, §9.7)

    /// Flexbox §4.5: flex items get an automatic minimum size (`min-width/height: auto`).
    @inline(__always) var flexItemsHaveAutomaticMinimum: Bool { css }
    /// Flexbox §4.5: an item with an aspect ratio takes the transferred size suggestion as its automatic minimum.
    @inline(__always) var transferredSizeSuggestion: Bool { css }
    /// Flexbox §9.7: flexible lengths are resolved by the freezing loop (`FlexibleLengthsCSS.swift`).
    @inline(__always) var resolvesFlexibleLengthsByFreezing: Bool { css }
    /// Flexbox §9.7 step 4b: flex factors below 1 take only that share of the free space.
    @inline(__always) var flexFactorsBelowOneTakeShare: Bool { css }

    // MARK: Content-sized containers and lines (Flexbox §9.3–9.4, §9.9)

    /// Flexbox §9.9.1: a content-sized container takes its width from its items' contributions before laying them out.
    @inline(__always) var sizesContentWidthFromContributions: Bool { css }
    /// Flexbox §9.3–9.4: a multi-line container sizes its lines from content; a column's auto height is theirs.
    @inline(__always) var sizesLinesFromContent: Bool { css }
    /// Sizing 3 §2.1: a fit-content size is never below the min-content size.
    @inline(__always) var fitContentFloorsAtMinContent: Bool { css }
    /// Flexbox §9.4 step 15: the line of a single-line container is as tall as the container.
    @inline(__always) var singleLineFillsContainer: Bool { css }
    /// Yoga (`YGOverflowScroll`): a scroll container's content-sized main axis is clamped to the available space.
    @inline(__always) var clampsScrollContentToAvailableSpace: Bool { yoga }

    // MARK: Sizes, min/max and box sizing (Sizing 3, Box Sizing 3)

    /// Sizing 3 §5.2: a min size above the max size wins (Yoga: the max wins for a value above it).
    @inline(__always) var minWinsOverMax: Bool { css }
    /// Sizing 3 §5.2: a size given as a length stays, min and max only clamp it (Yoga pins it to an equal min and max).
    @inline(__always) var keepsGivenSizeUnderEqualMinMax: Bool { css }
    /// Box Sizing 3 §3.1: the content box floors at 0, so padding and border beyond a size leave no room.
    @inline(__always) var contentBoxFloorsAtZero: Bool { css }
    /// Sizing 3 §5.2: a leaf's content is laid out at the size its min/max allow, not the space offered.
    @inline(__always) var measuresContentAtBoundedSize: Bool { css }
    /// Sizing 3 §3.2: `max-content`, `fit-content` and `stretch` sizes are resolved (Yoga treats them as auto).
    @inline(__always) var resolvesSizeKeywords: Bool { css }
    /// Sizing 3 §5.2.1, Flexbox §9.8: percentages (and gaps) resolve against definite sizes only (Yoga: the available size).
    @inline(__always) var resolvesAgainstDefiniteSizesOnly: Bool { css }
    /// Writing Modes §6: logical edges (margins, a containing block's borders) resolve in the box's own direction.
    @inline(__always) var logicalEdgesUseOwnDirection: Bool { css }
    /// CSS 2 §8.3: an absolute box's margin percentages are of the containing block's width, also when placed by an inset.
    @inline(__always) var marginPercentagesOfWidth: Bool { css }
    /// Chromium's LayoutUnit: lengths and alignment offsets in 1/64 px, and the pixel grid's tolerance for them.
    @inline(__always) var usesLayoutUnits: Bool { css }

    // MARK: Aspect ratios (Sizing 4 §5)

    /// Sizing 4 §5.1: an aspect ratio gives an auto size from the other axis's size after its min/max.
    @inline(__always) var ratioTransfersSizes: Bool { css }
    /// Sizing 4 §5.1: the ratio applies to the `box-sizing` box.
    @inline(__always) var ratioFollowsBoxSizing: Bool { css }
    /// Sizing 4 §5.1: a size a ratio gives from an available size keeps the margins around it (Yoga: drops them).
    @inline(__always) var ratioSizesCarryMargins: Bool { css }
    /// Sizing 4 §5.2: a size the ratio gives is floored by the content's size when the min size is `auto`.
    @inline(__always) var ratioSizeFlooredByContent: Bool { css }
    /// Sizing 4 §5.2 (as Chromium): percentages inside a ratio-height box resolve against the ratio's height.
    @inline(__always) var percentagesSeeRatioHeight: Bool { css }
    /// Flexbox §9.4 step 11, §9.8: a definite cross size, given or stretched to, wins over the ratio.
    @inline(__always) var definiteCrossSizeOverridesRatio: Bool { css }

    // MARK: Stretching (Flexbox §9.4 step 11)

    /// Flexbox §9.4 step 11: an item is measured unstretched until its line is known (multi-line, auto margin).
    @inline(__always) var measuresItemsUnstretched: Bool { css }
    /// Flexbox §9.4 step 11: only an `auto` cross size stretches (not a percentage of an indefinite size).
    @inline(__always) var stretchesAutoSizesOnly: Bool { css }
    /// Yoga: a stretched item covers its line and the space `align-content` puts after it.
    @inline(__always) var stretchCoversLineSpacing: Bool { yoga }
    /// Yoga: a column item stretched to its line gets its cross-axis margins added to its height.
    @inline(__always) var stretchedColumnHeightTakesCrossMargins: Bool { yoga }
    /// Yoga: an item already at its stretched size is not laid out again.
    @inline(__always) var skipsStretchAtMeasuredSize: Bool { yoga }

    // MARK: Alignment (Flexbox §8, Box Alignment)

    /// Flexbox §8.1: auto margins absorb free space in both axes before alignment, none on an overflowing line.
    @inline(__always) var autoMarginsPerSpec: Bool { css }
    /// Box Alignment §6.1: items are aligned by their margin boxes (Yoga: border boxes, offset by the cross-start inset).
    @inline(__always) var alignsMarginBoxes: Bool { css }
    /// Box Alignment §5.1: `start`/`end` are the writing-order start and end (Yoga: flex-start and flex-end).
    @inline(__always) var startEndAreFlowRelative: Bool { css }
    /// Box Alignment §4.3, §5.4: space-* with no items or no room falls back to safe center, then start.
    @inline(__always) var distributedAlignmentFallsBack: Bool { css }
    /// Flexbox §9.4, §9.6 step 16: `wrap-reverse` lays lines out forwards, then mirrors margin boxes.
    @inline(__always) var wrapReverseMirrorsLines: Bool { css }
    /// Positioned Layout §3.5: a relative offset is a physical shift after layout (Yoga: along the node's own axes).
    @inline(__always) var relativeOffsetIsPhysicalShift: Bool { css }

    // MARK: Baselines (Flexbox §8.5, §9.4 step 8)

    /// Flexbox §9.4 step 8: only items that participate in baseline alignment set a line's baseline.
    @inline(__always) var baselineGroupsOfParticipantsOnly: Bool { css }
    /// Flexbox §9.4 step 8: an item's baseline is from its own layout (Yoga: its children as the call left them).
    @inline(__always) var laysOutItemsForBaseline: Bool { css }
    /// Flexbox §9.4 step 8: baseline extents may be negative (Yoga counts each at least 0).
    @inline(__always) var baselineExtentsMayBeNegative: Bool { css }
    /// Flexbox §8.5: the items of a column container share a baseline too (Yoga: rows only).
    @inline(__always) var columnsAlignBaselines: Bool { css }
    /// Flexbox §8.5, Box Alignment §9: a container's baseline is its visually first item's, clamped if it scrolls.
    @inline(__always) var containerBaselinesPerCSS: Bool { css }
    /// Yoga: a baseline item's top inset is added to its baseline placement.
    @inline(__always) var baselineIncludesTopInset: Bool { yoga }

    // MARK: Absolute positioning (Positioned Layout)

    /// Positioned Layout §5.3: an absolute box's auto size shrinks to fit between its insets; auto height = content.
    @inline(__always) var absoluteBoxesShrinkToFit: Bool { css }
    /// Positioned Layout §4.4, CSS 2 §10.3.7: auto margins of absolute boxes take the free space (Yoga: 0).
    @inline(__always) var absoluteBoxesHaveAutoMargins: Bool { css }
    /// Positioned Layout §5.1: the inset-modified block bounds the border box, at least 0 (Yoga: the margin box).
    @inline(__always) var insetsBoundBorderBox: Bool { css }
    /// Positioned Layout §5.4: `align-self` places an absolute box between its insets; `auto`/`stretch` stretch.
    @inline(__always) var alignsBetweenInsets: Bool { css }
    /// Box Alignment §4.3: an absolute box has no baseline group; `baseline` falls back to `start`.
    @inline(__always) var absoluteBoxesHaveNoBaseline: Bool { css }

    // MARK: Caches (what Yoga's own cache makes observable)

    /// Yoga (`YGLayout` cache keys): within a call, an answer to the same constraints stands whatever the owner size.
    @inline(__always) var keysAnswersWithoutOwnerSize: Bool { yoga }
    /// Yoga (`YGNodeCanUseCachedMeasurement`): an earlier available size is compared with the margins still on.
    @inline(__always) var comparesCachedBoundsWithMargins: Bool { yoga }
    /// Yoga (`YGNodeCanUseCachedMeasurement`): a measured leaf's available sizes match when they round to one pixel.
    @inline(__always) var matchesLeafAnswersOnPixelGrid: Bool { yoga }
    /// Yoga (`measureNodeWithFixedSize`): an at-most bound of zero or less meeting an exact one fixes the size unmeasured.
    @inline(__always) var fixesZeroBoundSizeUnmeasured: Bool { yoga }
    /// Yoga: compatible answers of a container are reused only where Yoga's own layouts would give them.
    @inline(__always) var reusesContainerAnswersAsYoga: Bool { yoga }
    /// Sizing 4 §5.1: a ratio carries an exact size to the other axis, so a ratio box reuses exact answers only.
    @inline(__always) var ratioBoxesReuseExactAnswersOnly: Bool { css }
    /// Sizing 3 §5.2: a leaf's min/max may clamp its measured answer, so a clamped leaf reuses exact answers only.
    @inline(__always) var clampedLeavesReuseExactAnswersOnly: Bool { css }
}
