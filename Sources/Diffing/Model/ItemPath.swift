/// The position of an item: a section index and an item index inside that section.
///
/// Named apart from Foundation's `IndexPath` so both can be imported together; host adapters
/// convert with `IndexPath(item: path.item, section: path.section)`.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index inside the section.
    public var item: Int

    /// The path of `item` in `section`.
    @inlinable public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item: the order in which a list displays them.
    @inlinable public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`, as UIKit prints index paths.
    public var description: String { "[\(section), \(item)]" }
}

/// A move of a section (`Int`) or an item (`ItemPath`): `from` is an index before the batch,
/// `to` an index after it.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// Where the element was before the batch.
    public var from: Index
    /// Where the element is after the batch.
    public var to: Index

    /// A move from `from` (before the batch) to `to` (after the batch).
    @inlinable public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

/// A reload: the item at `before` (index before the batch) is replaced by a fresh cell that
/// ends up at `after` (index after the batch). UIKit only needs `before`; `after` is what a
/// non-UIKit host and the validator use to find the new content without recomputing positions.
public struct ItemReload: Hashable, Sendable {
    /// The reloaded item's path before the batch.
    public var before: ItemPath
    /// The reloaded item's path after the batch.
    public var after: ItemPath

    /// A reload of the item at `before` that lands at `after`.
    @inlinable public init(before: ItemPath, after: ItemPath) {
        self.before = before
        self.after = after
    }
}
