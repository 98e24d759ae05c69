/// Writing direction. `inherit` takes the parent's resolved direction (the root's is given to
/// `calculateLayout`).
public enum Direction: String, Hashable, Sendable, CaseIterable {
    case inherit, ltr, rtl
}

/// The main axis of a flex container (`flex-direction`).
public enum FlexDirection: String, Hashable, Sendable, CaseIterable {
    case column
    case columnReverse = "column-reverse"
    case row
    case rowReverse = "row-reverse"
}

/// `justify-content`: distribution of free space along the main axis.
public enum Justify: String, Hashable, Sendable, CaseIterable {
    case flexStart = "flex-start"
    case center
    case flexEnd = "flex-end"
    case spaceBetween = "space-between"
    case spaceAround = "space-around"
    case spaceEvenly = "space-evenly"
    /// Start of the main axis in writing order (differs from `flexStart` in reversed containers).
    case start
    /// End of the main axis in writing order.
    case end
    /// CSS Box Alignment's `stretch`: flex items are not stretched along the main axis, so it
    /// distributes like `flex-start` (as in browsers and Yoga).
    case stretch
}

/// `align-items`, `align-self` and `align-content`.
public enum Align: String, Hashable, Sendable, CaseIterable {
    case auto
    case flexStart = "flex-start"
    case center
    case flexEnd = "flex-end"
    case stretch
    case baseline
    case spaceBetween = "space-between"
    case spaceAround = "space-around"
    case spaceEvenly = "space-evenly"
    /// CSS box alignment `start` (treated as `flex-start`: Yoga's cross axis is never reversed).
    case start
    /// CSS box alignment `end` (treated as `flex-end`).
    case end
}

/// `flex-wrap`.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    case noWrap = "nowrap"
    case wrap
    case wrapReverse = "wrap-reverse"
}

/// `position`. `static` ignores insets and does not form a containing block for absolute
/// descendants; `relative` (Yoga's default) does both.
public enum PositionType: String, Hashable, Sendable, CaseIterable {
    case `static`
    case relative
    case absolute
}

/// `display`. `contents` replaces the node by its children; `none` removes it from layout.
public enum Display: String, Hashable, Sendable, CaseIterable {
    case flex, none, contents
}

/// `overflow`. Only `scroll` changes layout (a scroll container does not fit its content).
public enum Overflow: String, Hashable, Sendable, CaseIterable {
    case visible, hidden, scroll
}

/// `box-sizing`: whether `width`/`height`/min/max include padding and border.
public enum BoxSizing: String, Hashable, Sendable, CaseIterable {
    case borderBox = "border-box"
    case contentBox = "content-box"
}
