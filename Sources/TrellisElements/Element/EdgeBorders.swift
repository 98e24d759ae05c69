import Render
import Typesetting

/// A border whose sides differ, inside the element's frame: a hairline under a row, an accent bar
/// on the leading edge. `leading`/`trailing` follow the layout direction. Square corners (mitred
/// where two sides meet); like `border(width:color:)`, each side takes room in layout.
public struct EdgeBorders: Hashable, Sendable {
    public var top: Border?
    public var leading: Border?
    public var bottom: Border?
    public var trailing: Border?

    public init(top: Border? = nil, leading: Border? = nil, bottom: Border? = nil, trailing: Border? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The display list's physical sides for `scheme` and `direction`.
    public func resolved(in scheme: ColorScheme, direction: LayoutDirection) -> Borders {
        func side(_ border: Border?) -> BorderSide {
            border.map { BorderSide(width: $0.width, color: $0.color.resolved(in: scheme)) } ?? .none
        }
        let rtl = direction == .rightToLeft
        return Borders(top: side(top), right: side(rtl ? leading : trailing), bottom: side(bottom),
                       left: side(rtl ? trailing : leading))
    }
}

extension ElementConvertible {
    /// A border on some edges only, each with its own width and colour (inside the frame).
    ///
    /// ```swift
    /// Row { … }.border(bottom: Border(width: 0.5, color: .separator))
    /// ```
    public func border(top: Border? = nil, leading: Border? = nil, bottom: Border? = nil,
                       trailing: Border? = nil) -> Element {
        let borders = EdgeBorders(top: top, leading: leading, bottom: bottom, trailing: trailing)
        return modified { $0.appearance.edgeBorders = borders }
    }
}
