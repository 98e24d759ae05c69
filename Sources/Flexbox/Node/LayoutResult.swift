/// Four per-edge values in physical order.
public struct EdgeInsets: Hashable, Sendable {
    public var left: Float = 0
    public var top: Float = 0
    public var right: Float = 0
    public var bottom: Float = 0

    public init(left: Float = 0, top: Float = 0, right: Float = 0, bottom: Float = 0) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    @inline(__always)
    subscript(edge: Edge) -> Float {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}

/// The computed layout of one node, relative to its parent's border box.
public struct LayoutResult: Hashable, Sendable {
    /// Position and size snapped to the pixel grid (unless `pointScaleFactor` is 0).
    public var left: Float
    public var top: Float
    public var width: Float
    public var height: Float
    /// Resolved margins, padding and borders (percentages resolved, `auto` margins as 0).
    public var margin: EdgeInsets
    public var padding: EdgeInsets
    public var border: EdgeInsets
    /// The node's resolved writing direction.
    public var direction: Direction
    /// True when the content did not fit in the main axis.
    public var hadOverflow: Bool
    /// Size before pixel-grid rounding.
    public var rawWidth: Float
    public var rawHeight: Float
    /// Position before pixel-grid rounding: rounding depends on the absolute unrounded position, so
    /// a client that reuses a subtree's results checks it moved by whole pixels.
    public var rawLeft: Float = 0
    public var rawTop: Float = 0
}
