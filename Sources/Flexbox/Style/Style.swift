/// Everything that describes how one node lays out: a plain value, cheap to copy and compare.
///
/// Defaults are Yoga's (`flexDirection: .column`, `alignContent: .flexStart`, `flexShrink` 0,
/// `position: .relative`). `Style.web` gives the CSS defaults used with `Config.useWebDefaults`.
public struct Style: Hashable, Sendable {
    public var direction: Direction = .inherit
    public var flexDirection: FlexDirection = .column
    public var justifyContent: Justify = .flexStart
    public var alignContent: Align = .flexStart
    public var alignItems: Align = .stretch
    public var alignSelf: Align = .auto
    public var flexWrap: FlexWrap = .noWrap
    public var position: PositionType = .relative
    public var display: Display = .flex
    public var overflow: Overflow = .visible
    public var boxSizing: BoxSizing = .borderBox

    /// The `flex` shorthand as React Native reads it: positive → grow (and basis 0), negative →
    /// shrink. Explicit `flexGrow`/`flexShrink`/`flexBasis` win over it.
    public var flex: Float? = nil
    public var flexGrow: Float? = nil
    public var flexShrink: Float? = nil
    public var flexBasis: Length = .auto
    /// Width divided by height; `nil` when unset.
    public var aspectRatio: Float? = nil

    public var width: Length = .auto
    public var height: Length = .auto
    public var minWidth: Length = .undefined
    public var minHeight: Length = .undefined
    public var maxWidth: Length = .undefined
    public var maxHeight: Length = .undefined
    /// A floor for the width, in points (border box), that never exceeds the width the node's
    /// container has for it (its inner width less the node's margins): a text's longest word, or
    /// a container's min-content width from its texts, so that a row shrinks it no further unless
    /// the row itself is narrower (the CSS automatic minimum of a text, capped at the line: UIKit
    /// and SwiftUI break inside a word only when that word alone is wider than the line).
    /// `nil`: none, as in Yoga.
    public var contentMinimumWidth: Float? = nil

    public var margin = Edges()
    public var padding = Edges()
    /// Border widths (points only; percentages are ignored like in Yoga).
    public var border = Edges()
    /// Insets `left`/`top`/`right`/`bottom`/`start`/`end` (points or percentages).
    public var inset = Edges()

    public var gap: Length = .undefined
    public var rowGap: Length = .undefined
    public var columnGap: Length = .undefined

    /// Yoga's defaults.
    public init() {}

    /// CSS defaults, for trees laid out with `Config.useWebDefaults`: row direction,
    /// `align-content: stretch`, `flex-shrink: 1` (applied when `flexShrink` is nil).
    public static var web: Style {
        var style = Style()
        style.flexDirection = .row
        style.alignContent = .stretch
        return style
    }
}
