import Typesetting

/// A problem in the structure of a display list. Backends still draw such lists (see
/// `DisplayList.validate()`), but tools report them.
public enum DisplayListIssue: Hashable, Sendable, CustomStringConvertible {
    /// A `pop` at this item index has no open `push…`; backends ignore it.
    case unmatchedPop(index: Int)
    /// The `push…` at this item index is never popped; backends close it at the end.
    case unclosedPush(index: Int)

    public var description: String {
        switch self {
        case .unmatchedPop(let index): "items[\(index)]: pop without a matching push"
        case .unclosedPush(let index): "items[\(index)]: push is never popped"
        }
    }
}

/// Everything needed to draw one canvas: its size in points, a background and the items in
/// painting order (later items paint over earlier ones). A value; build it on any thread.
///
/// ```swift
/// var list = DisplayList(size: Size(width: 375, height: 120), background: .white)
/// list.append(.fill(Rect(x: 8, y: 8, width: 359, height: 104), radii: CornerRadii(12), color: card))
/// list.append(.text(title, frame: Rect(x: 20, y: 20, width: 200, height: 44)))
/// ```
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points; a backend makes it `ceil(size × scale)` device pixels.
    public var size: Size
    /// Painted under all items; `Color.clear` leaves the canvas transparent.
    public var background: Color
    /// Items in painting order.
    public var items: [DisplayItem]

    /// A list of `items` on a canvas of `size`.
    public init(size: Size, background: Color = .clear, items: [DisplayItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }

    /// Appends `item` (painted over everything before it). Amortised O(1).
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends `items` in order.
    public mutating func append(contentsOf items: [DisplayItem]) { self.items.append(contentsOf: items) }

    /// Appends `push`, the items `body` appends, then the matching `pop` — balanced by construction.
    public mutating func group(_ push: DisplayItem, _ body: (inout DisplayList) -> Void) {
        precondition(push.isPush, "DisplayList.group needs a push… item, got \(push.kindName)")
        items.append(push)
        body(&self)
        items.append(.pop)
    }

    /// Structural problems (unbalanced push/pop), in item order; empty for a well-formed list. O(n).
    public func validate() -> [DisplayListIssue] {
        var open: [Int] = []
        var issues: [DisplayListIssue] = []
        for (index, item) in items.enumerated() {
            if item.isPush {
                open.append(index)
            } else if case .pop = item {
                if open.popLast() == nil { issues.append(.unmatchedPop(index: index)) }
            }
        }
        return issues + open.map { .unclosedPush(index: $0) }
    }
}
