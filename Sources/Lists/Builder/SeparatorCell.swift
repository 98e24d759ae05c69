/// Insets in points.
public struct ListInsets: Hashable, Sendable {
    /// Points from the leading edge.
    public var leading: Double
    /// Points from the trailing edge.
    public var trailing: Double

    /// Insets of `leading` and `trailing` points.
    public init(leading: Double = 0, trailing: Double = 0) {
        self.leading = leading
        self.trailing = trailing
    }
}

/// The separators of the list builder. A list's blocks need different separators: a thin
/// line between rows of one block, and gaps of different heights between blocks.
public enum SeparatorKind: Hashable, Sendable {
    /// A hairline between rows of one block, inset from the leading edge.
    case small
    /// A gap between blocks.
    case medium
    /// A wide gap between unrelated blocks.
    case big
    /// A line of `height` points with custom insets.
    case custom(insets: ListInsets, height: Double)

    /// The id prefix of separators of this kind (`separator_small`, …).
    public var idBase: String {
        switch self {
        case .small: "separator_small"
        case .medium: "separator_medium"
        case .big: "separator_big"
        case .custom: "separator_custom"
        }
    }

    /// Height in points.
    public var height: Double {
        switch self {
        case .small: 1
        case .medium: 8
        case .big: 16
        case let .custom(_, height): height
        }
    }

    /// Insets of the drawn line or gap.
    public var insets: ListInsets {
        switch self {
        case .small: ListInsets(leading: 16)
        case .medium, .big: ListInsets()
        case let .custom(insets, _): insets
        }
    }
}

extension SeparatorKind {
    /// The builder's separator rules over any rows (`kind` tells which rows are separators), for
    /// other builders that share them: a small separator directly before another separator is
    /// dropped; consecutive separators collapse to the first; leading and trailing separators
    /// are removed. O(rows).
    public static func cleaned<Row>(_ rows: [Row], kind: (Row) -> SeparatorKind?) -> [Row] {
        var cleaned: [Row] = []
        cleaned.reserveCapacity(rows.count)
        for row in rows {
            if kind(row) != nil, let last = cleaned.last, let previous = kind(last) {
                if previous == .small {
                    cleaned.removeLast()
                } else {
                    continue
                }
            }
            cleaned.append(row)
        }
        while let first = cleaned.first, kind(first) != nil { cleaned.removeFirst() }
        while let last = cleaned.last, kind(last) != nil { cleaned.removeLast() }
        return cleaned
    }
}

/// The cell of a separator item.
public struct SeparatorCell: ListCell, Hashable {
    /// Which separator.
    public var kind: SeparatorKind

    /// A separator of `kind`.
    public init(kind: SeparatorKind) { self.kind = kind }

    /// Full width, the kind's height.
    public func size(fittingWidth width: Double) -> ListSize { ListSize(width: width, height: kind.height) }
}

/// The cell of an empty space of a given height.
public struct SpaceCell: ListCell, Hashable {
    /// Height in points.
    public var height: Double

    /// A space of `height` points.
    public init(height: Double) { self.height = height }

    /// Full width, `height` tall.
    public func size(fittingWidth width: Double) -> ListSize { ListSize(width: width, height: height) }
}
