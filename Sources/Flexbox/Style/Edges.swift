/// One physical edge of a box.
public enum Edge: Int, Hashable, Sendable, CaseIterable {
    case left, top, right, bottom
}

/// Per-edge lengths as a style writes them: physical edges, writing-direction edges
/// (`start`/`end`), and the shorthands `horizontal`, `vertical` and `all`.
///
/// Resolution follows CSS-in-JS precedence (most specific wins): for the left edge in LTR,
/// `start`, then `left`, then `horizontal`, then `all`; in RTL `end` takes `start`'s place.
public struct Edges: Hashable, Sendable {
    public var left: Length = .undefined
    public var top: Length = .undefined
    public var right: Length = .undefined
    public var bottom: Length = .undefined
    public var start: Length = .undefined
    public var end: Length = .undefined
    public var horizontal: Length = .undefined
    public var vertical: Length = .undefined
    public var all: Length = .undefined

    public init() {}

    /// Sets every edge (the `all` shorthand).
    public init(all: Length) { self.all = all }

    /// True when no edge is set.
    var isUnset: Bool {
        left == .undefined && top == .undefined && right == .undefined && bottom == .undefined
            && start == .undefined && end == .undefined && horizontal == .undefined
            && vertical == .undefined && all == .undefined
    }

    /// True when some edge is a percentage.
    var hasPercent: Bool {
        left.isPercent || top.isPercent || right.isPercent || bottom.isPercent || start.isPercent || end.isPercent
            || horizontal.isPercent || vertical.isPercent || all.isPercent
    }

    /// The length that applies to the physical `edge` for writing `direction`.
    /// - Complexity: O(1).
    @inline(__always)
    public func value(_ edge: Edge, direction: Direction) -> Length {
        switch edge {
        case .left:
            let logical = direction == .rtl ? end : start
            if logical != .undefined { return logical }
            if left != .undefined { return left }
            if horizontal != .undefined { return horizontal }
            return all
        case .right:
            let logical = direction == .rtl ? start : end
            if logical != .undefined { return logical }
            if right != .undefined { return right }
            if horizontal != .undefined { return horizontal }
            return all
        case .top:
            if top != .undefined { return top }
            if vertical != .undefined { return vertical }
            return all
        case .bottom:
            if bottom != .undefined { return bottom }
            if vertical != .undefined { return vertical }
            return all
        }
    }
}
