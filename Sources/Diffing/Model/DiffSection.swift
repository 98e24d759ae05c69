/// One section of a sectioned collection: a section model (its identity and header content)
/// and its items.
///
/// A section's own content (`model.isContentEqual`) changing turns into a section delete plus a
/// section insert, because UIKit has no way to update a section in place that also keeps item
/// operations legal inside it.
public struct DiffSection<Model: Diffable, Item: Diffable> {
    /// The section's identity and content.
    public var model: Model
    /// The section's items, in display order.
    public var items: [Item]

    /// A section with the given model and items.
    @inlinable public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}

/// The model of the only section of a flat collection (see `Changeset.init(from:to:)` for
/// arrays). All flat sections are the same section with the same content.
public struct FlatSection: Diffable, Hashable, Sendable {
    /// The single flat section.
    @inlinable public init() {}
}
