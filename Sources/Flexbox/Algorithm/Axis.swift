// Axis geometry: which physical edges and dimension a flex direction maps to.

extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }
    @inline(__always) var isReverse: Bool { self == .rowReverse || self == .columnReverse }

    /// The direction after applying the writing direction (RTL swaps row and row-reverse).
    @inline(__always)
    func resolved(_ direction: Direction) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a container whose main axis is `self`.
    @inline(__always)
    func cross(_ direction: Direction) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    /// The edge where flex items start.
    @inline(__always)
    var startEdge: Edge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    /// The edge where flex items end.
    @inline(__always)
    var endEdge: Edge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    /// The edge where this axis starts in writing order (ignores the reversal of the axis).
    @inline(__always)
    func inlineStartEdge(_ direction: Direction) -> Edge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The edge where this axis ends in writing order.
    @inline(__always)
    func inlineEndEdge(_ direction: Direction) -> Edge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }
}

/// `max` that ignores a NaN operand (returns the other one).
@inline(__always)
func maxOrDefined(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
}

/// `min` that ignores a NaN operand (returns the other one).
@inline(__always)
func minOrDefined(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
}

/// Equality within 1e-4, with NaN equal to NaN.
@inline(__always)
func inexactEquals(_ a: Float, _ b: Float) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}
