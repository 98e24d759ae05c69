import Lists
import Commands

/// What a scroll container shows: a list model (sections of rows, optional section headers)
/// and how it scrolls. The rows are not children of the container in the flex tree: the layout
/// pass sizes the container (the viewport), then the runtime's ``ScrollWindow`` lays out only the
/// rows that intersect the viewport plus `overscan`, each alone at the viewport's width.
///
/// Equality compares the settings and the rows by identity and content (`ListCell`
/// content equality), so an unchanged list costs the layout pass one O(rows) comparison.
public struct ScrollContent: Sendable, Hashable {
    /// Names the scroll state (the content offset the runtime keeps); unique on a screen.
    public var id: String
    /// The rows, in sections (empty when the rows are given as data).
    public var model: ListModel
    /// Rows given as data (`LazyList(_:id:context:row:)`), one section without header; when set,
    /// they are the rows and `model` is empty.
    var data: (any DataRows)?
    /// The height assumed for a row until it is laid out (rows are laid out when they first
    /// come near the viewport, like a collection view's estimated sizes).
    public var estimatedRowHeight: Double
    /// Points above and below the viewport whose rows are laid out and mounted too.
    public var overscan: Double
    /// Whether a section's header stays pinned to the top while its rows scroll under it.
    public var stickyHeaders: Bool
    /// Edges whose content inset is the environment's safe-area inset (`.top`, `.bottom`): the
    /// rows scroll under the notch but the first and last can be scrolled clear of it.
    public var safeAreaInsets: SafeAreaEdges
    /// The axis the rows follow each other and scroll along: a vertical list's rows are laid out
    /// at its width, a horizontal one's at its height.
    public var axis: Axis
    /// Performed with a row's key whenever the row comes into the viewport (paging: load more
    /// when the last rows show).
    public var onDisplay: CommandWith<String>?
    /// A row to keep in view: when it changes, the runtime scrolls so the row is fully visible.
    public var scrollTarget: ScrollTarget?
    /// The app's environment values where the container stands, set by the layout pass: its rows,
    /// laid out in passes of their own, are laid out with them. Not part of equality.
    public var environmentValues = EnvironmentValues()

    /// Scroll content showing `model`.
    public init(id: String, model: ListModel, estimatedRowHeight: Double = 44, overscan: Double = 100,
                stickyHeaders: Bool = false, safeAreaInsets: SafeAreaEdges = [], axis: Axis = .vertical) {
        self.axis = axis
        self.id = id
        self.model = model
        self.estimatedRowHeight = estimatedRowHeight
        self.overscan = overscan
        self.stickyHeaders = stickyHeaders
        self.safeAreaInsets = safeAreaInsets
    }

    /// Equal settings and the same rows (ids, order, content). O(rows); O(1) for data rows of the
    /// same item array.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.id == rhs.id, lhs.estimatedRowHeight == rhs.estimatedRowHeight, lhs.overscan == rhs.overscan,
              lhs.stickyHeaders == rhs.stickyHeaders, lhs.safeAreaInsets == rhs.safeAreaInsets,
              lhs.axis == rhs.axis, lhs.onDisplay == rhs.onDisplay, lhs.scrollTarget == rhs.scrollTarget,
              lhs.model.sections.count == rhs.model.sections.count else { return false }
        switch (lhs.data, rhs.data) {
        case (nil, nil): break
        case let (left?, right?): return left.isEqual(to: right)
        default: return false
        }
        for (left, right) in zip(lhs.model.sections, rhs.model.sections) {
            guard left.id == right.id, left.header.isContentEqual(to: right.header),
                  left.items.count == right.items.count else { return false }
            for (a, b) in zip(left.items, right.items) where a.id != b.id || !a.isContentEqual(to: b) || a.actions != b.actions {
                return false
            }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(model.sections.count)
    }

    /// One row of the flattened list: a section header or an item.
    struct Row {
        /// The row's identity among the container's rows (item id, or `header:` + section id).
        var key: String
        var cell: any ListCell
        var onTap: Command?
        var isHeader: Bool
        /// Index of the row's section.
        var section: Int
    }

    /// Headers and items in display order. O(rows) (for data rows: their keys, no element).
    var rows: [Row] {
        if let data {
            return (0..<data.count).map { index in
                Row(key: data.id(at: index), cell: DataRowCell(rows: data, index: index), onTap: nil, isHeader: false, section: 0)
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(model.sections.reduce(0) { $0 + $1.items.count + 1 })
        for (index, section) in model.sections.enumerated() {
            if let header = section.header.cell {
                rows.append(Row(key: "header:" + section.id, cell: header, onTap: nil, isHeader: true, section: index))
            }
            for item in section.items {
                rows.append(Row(key: item.id, cell: item.cell, onTap: item.actions.onTap, isHeader: false, section: index))
            }
        }
        return rows
    }
}

/// A row a scroll container keeps in view, from Props: `LazyList(…).scrollTarget(props.selected)`.
public struct ScrollTarget: Sendable, Hashable {
    /// Where the row ends up in the viewport.
    public enum Anchor: String, Sendable, Hashable, Codable {
        /// As little scrolling as brings the row fully into view.
        case nearest
        /// The row at the viewport's start.
        case start
        /// The row centred.
        case center
        /// The row at the viewport's end.
        case end
    }

    /// The row's key (its row id).
    public var row: String
    /// Where it ends up.
    public var anchor: Anchor
    /// Whether the scroll animates.
    public var animated: Bool

    public init(row: String, anchor: Anchor = .nearest, animated: Bool = true) {
        self.row = row
        self.anchor = anchor
        self.animated = animated
    }
}
