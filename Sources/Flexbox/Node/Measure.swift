/// How a measure function must treat the size it is given for one axis.
public enum MeasureMode: String, Hashable, Sendable, CaseIterable {
    /// The node must be exactly this size.
    case exactly
    /// The node may be at most this size.
    case atMost = "at-most"
    /// No constraint: the size is NaN; return the content's natural size.
    case undefined
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Float
    public var height: Float
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }
}

/// Measures a leaf (usually text) under constraints: `(width, widthMode, height, heightMode)`.
/// Sizes exclude the node's padding and border.
///
/// Threading: MAY run off the main thread (layout is a pure function and may run on any task),
/// so it is `@Sendable` and must not touch UI state.
public typealias MeasureFunction = @Sendable (Float, MeasureMode, Float, MeasureMode) -> Size

/// Returns the distance from the top of a node of the given `(width, height)` to its first
/// baseline, measured from the box that `BaselineOrigin` names when the function is set.
/// Threading: MAY run off the main thread.
public typealias BaselineFunction = @Sendable (Float, Float) -> Float

/// The edge a baseline function measures from.
public enum BaselineOrigin: Hashable, Sendable {
    /// The top of the border box (Yoga's convention).
    case borderBox
    /// The top of the content box: the engine adds the node's resolved top border and padding
    /// (which may be a percentage of the containing block, unknown to the function). Text
    /// layouts know their first baseline in this form.
    case contentBox
}
