/// What an element is, as hosts see it: the view class to create. Identity without an explicit key
/// is the position among siblings of the same kind, so a `text` inserted before a `box` does not
/// disturb the box.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    /// A container: background, border, corner radii, opacity, clipping, children.
    case box
    /// Attributed text, measured by the environment's text measurer.
    case text
    /// An image with a content mode.
    case image
    /// Flexible empty space. Laid out, never mounted: hosts get no view for it.
    case spacer
    /// A hairline between blocks (one device pixel thick unless sized otherwise).
    case separator
    /// A circular progress indicator: a track circle and a filled arc.
    case progressRing
    /// A vector path, filled and/or stroked (icons).
    case shape
    /// An on/off switch (`UISwitch`).
    case toggle
    /// A spinner (`UIActivityIndicatorView`).
    case activityIndicator
    /// A one-line text input (`UITextField`).
    case textField
    /// A leaf the app defines (`CustomLeaf`), drawn from its display items.
    case custom
}
