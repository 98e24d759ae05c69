import Flexbox

// Lengths in points given as `Double`, the type of font sizes, radii and `CGFloat` on Apple
// platforms: `let inset: Double = 12; view.padding(inset)`. The flex engine stores `Float`; these
// convert. They are disfavoured overloads, so a literal (`padding(8)`) still reads as a `Length`
// and `.percent(50)`, `.auto` keep working unchanged.

extension Length {
    /// A length of `value` points.
    @_disfavoredOverload
    public static func points(_ value: Double) -> Length { .points(Float(value)) }

    /// `nil` leaves an edge or a size as it was (`.undefined`).
    static func points(orUndefined value: Double?) -> Length {
        value.map { .points(Float($0)) } ?? .undefined
    }
}

extension ElementConvertible {
    /// The same padding on every edge, in points.
    @_disfavoredOverload
    public func padding(_ all: Double) -> Element { padding(.points(all)) }

    /// Horizontal and vertical padding in points; `nil` leaves that axis as it was.
    @_disfavoredOverload
    public func padding(horizontal: Double? = nil, vertical: Double? = nil) -> Element {
        padding(horizontal: .points(orUndefined: horizontal), vertical: .points(orUndefined: vertical))
    }

    /// Padding per edge in points; `nil` leaves an edge as it was.
    @_disfavoredOverload
    public func padding(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                        trailing: Double? = nil) -> Element {
        padding(top: .points(orUndefined: top), leading: .points(orUndefined: leading),
                bottom: .points(orUndefined: bottom), trailing: .points(orUndefined: trailing))
    }

    /// The same margin on every edge, in points.
    @_disfavoredOverload
    public func margin(_ all: Double) -> Element { margin(.points(all)) }

    /// Horizontal and vertical margins in points; `nil` leaves that axis as it was.
    @_disfavoredOverload
    public func margin(horizontal: Double? = nil, vertical: Double? = nil) -> Element {
        margin(horizontal: .points(orUndefined: horizontal), vertical: .points(orUndefined: vertical))
    }

    /// Margin per edge in points; `nil` leaves an edge as it was.
    @_disfavoredOverload
    public func margin(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                       trailing: Double? = nil) -> Element {
        margin(top: .points(orUndefined: top), leading: .points(orUndefined: leading),
               bottom: .points(orUndefined: bottom), trailing: .points(orUndefined: trailing))
    }

    /// A square of `side` × `side` points.
    @_disfavoredOverload
    public func size(_ side: Double) -> Element { size(.points(side)) }

    /// Width and height in points.
    @_disfavoredOverload
    public func size(width: Double, height: Double) -> Element { size(width: .points(width), height: .points(height)) }

    /// The width in points.
    @_disfavoredOverload
    public func width(_ width: Double) -> Element { self.width(.points(width)) }

    /// The height in points.
    @_disfavoredOverload
    public func height(_ height: Double) -> Element { self.height(.points(height)) }

    /// Space between children along both axes, in points.
    @_disfavoredOverload
    public func gap(_ gap: Double) -> Element { self.gap(.points(gap)) }
}
