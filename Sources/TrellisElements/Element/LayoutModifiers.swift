import Flexbox

// Modifiers for every flex property. They write the element's `Flexbox.Style`, so an element's
// layout means exactly what the engine (and Yoga) means by it. `leading`/`trailing` are the style's
// `start`/`end` edges: they flip in right-to-left layouts.

extension ElementConvertible {
    /// Applies an arbitrary change to the flex style (for properties without a dedicated modifier).
    public func style(_ change: @escaping @Sendable (inout Style) -> Void) -> Element {
        modified { change(&$0.style) }
    }

    /// The same padding on every edge.
    public func padding(_ all: Length) -> Element {
        style { $0.padding.all = all }
    }

    /// Horizontal (leading and trailing) and vertical padding.
    public func padding(horizontal: Length = .undefined, vertical: Length = .undefined) -> Element {
        style { $0.padding.horizontal = horizontal; $0.padding.vertical = vertical }
    }

    /// Padding per edge; `.undefined` leaves an edge as it was.
    public func padding(top: Length = .undefined, leading: Length = .undefined,
                        bottom: Length = .undefined, trailing: Length = .undefined) -> Element {
        style { $0.padding.assign(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    }

    /// The same margin on every edge.
    public func margin(_ all: Length) -> Element {
        style { $0.margin.all = all }
    }

    /// Horizontal and vertical margins.
    public func margin(horizontal: Length = .undefined, vertical: Length = .undefined) -> Element {
        style { $0.margin.horizontal = horizontal; $0.margin.vertical = vertical }
    }

    /// Margin per edge; `.undefined` leaves an edge as it was.
    public func margin(top: Length = .undefined, leading: Length = .undefined,
                       bottom: Length = .undefined, trailing: Length = .undefined) -> Element {
        style { $0.margin.assign(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    }

    /// A square of `side` × `side`.
    public func size(_ side: Length) -> Element {
        style { $0.width = side; $0.height = side }
    }

    /// Width and height; `.auto` (the default) sizes by content.
    public func size(width: Length = .auto, height: Length = .auto) -> Element {
        style { $0.width = width; $0.height = height }
    }

    /// The width (points, percent, `.auto`).
    public func width(_ width: Length) -> Element { style { $0.width = width } }
    /// The height (points, percent, `.auto`).
    public func height(_ height: Length) -> Element { style { $0.height = height } }

    /// Minimum and maximum sizes; `.undefined` means no bound.
    public func frame(minWidth: Length = .undefined, maxWidth: Length = .undefined,
                      minHeight: Length = .undefined, maxHeight: Length = .undefined) -> Element {
        style { style in
            style.minWidth = minWidth
            style.maxWidth = maxWidth
            style.minHeight = minHeight
            style.maxHeight = maxHeight
        }
    }

    /// How the element grows and shrinks along its parent's main axis, and its starting size.
    public func flex(grow: Double = 0, shrink: Double = 0, basis: Length = .auto) -> Element {
        style { $0.flexGrow = Float(grow); $0.flexShrink = Float(shrink); $0.flexBasis = basis }
    }

    /// Which children of a row give way first when it is short of room, as SwiftUI's
    /// `layoutPriority` and UIKit's compression resistance: a child of higher priority shrinks
    /// (and so wraps or truncates) only once those of lower priority have shrunk as far as they
    /// can. It scales the flex shrink set with `flex(shrink:)` by 1000 per step down, so whole
    /// numbers from -3 to 3 are the steps (0 by default; nothing changes for a child that does
    /// not shrink).
    public func layoutPriority(_ priority: Double) -> Element {
        modified { $0.layoutPriority = priority }
    }

    /// Lets a row shrink this text below its longest word, its lines then breaking inside words:
    /// the flex engine's (Yoga's) own behaviour. By default a text is never made narrower than
    /// its longest word unless its container is narrower still, as on the phone.
    public func shrinksBelowLongestWord(_ shrinks: Bool = true) -> Element {
        modified { $0.shrinksBelowLongestWord = shrinks }
    }

    /// Cross-axis alignment of this element, overriding the parent's `alignItems`.
    public func alignSelf(_ align: Align) -> Element { style { $0.alignSelf = align } }

    /// Cross-axis alignment of this container's children.
    public func alignItems(_ align: Align) -> Element { style { $0.alignItems = align } }

    /// Main-axis distribution of this container's children.
    public func justifyContent(_ justify: Justify) -> Element { style { $0.justifyContent = justify } }

    /// Whether children wrap onto more lines.
    public func flexWrap(_ wrap: FlexWrap) -> Element { style { $0.flexWrap = wrap } }

    /// Space between children along both axes.
    public func gap(_ gap: Length) -> Element { style { $0.gap = gap } }

    /// Width ÷ height.
    public func aspectRatio(_ ratio: Double) -> Element { style { $0.aspectRatio = Float(ratio) } }

    /// Takes the element out of the flow and places it by insets from the parent's padding box.
    public func position(top: Length = .undefined, leading: Length = .undefined,
                         bottom: Length = .undefined, trailing: Length = .undefined) -> Element {
        style { style in
            style.position = .absolute
            style.inset.top = top
            style.inset.start = leading
            style.inset.bottom = bottom
            style.inset.end = trailing
        }
    }

    /// Offsets the element from where the flow puts it (relative positioning).
    public func offset(top: Length = .undefined, leading: Length = .undefined) -> Element {
        style { style in
            style.position = .relative
            style.inset.top = top
            style.inset.start = leading
        }
    }

    /// Removes the element from layout and from the mounted tree (CSS `display: none`).
    public func hidden(_ isHidden: Bool = true) -> Element {
        style { $0.display = isHidden ? .none : .flex }
    }
}

extension Edges {
    /// Sets the edges that are not `.undefined`; leading/trailing are the writing-direction
    /// `start`/`end` edges.
    fileprivate mutating func assign(top: Length, leading: Length, bottom: Length, trailing: Length) {
        if top != .undefined { self.top = top }
        if bottom != .undefined { self.bottom = bottom }
        if leading != .undefined { start = leading }
        if trailing != .undefined { end = trailing }
    }
}
