import Diffing

/// What a collection view shows between updates: its data source's sections and items, and the
/// size of each item (what its layout answers).
public struct CollectionViewContents: Sendable {
    /// The sections and items the data source returns.
    public var model: ListModel
    /// Per section and item of `model`: its size.
    public var sizes: [[ListSize]]

    /// Contents of `model` with `sizes`; empty by default (what a new collection view shows).
    public init(model: ListModel = ListModel(), sizes: [[ListSize]] = []) {
        self.model = model
        self.sizes = sizes
    }

    /// The size of the item at `path`, or nil when out of range.
    public func size(at path: ItemPath) -> ListSize? {
        guard sizes.indices.contains(path.section), sizes[path.section].indices.contains(path.item) else { return nil }
        return sizes[path.section][path.item]
    }
}
