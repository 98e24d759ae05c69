/// A value the diff can follow from one collection to the next.
///
/// Identity (`diffID`) decides *which* old element became which new element; content equality
/// decides whether the element that kept its identity must be redrawn (a reload). Two elements
/// with equal ids but different content are "the same row, updated".
///
/// Conformances MAY run off the main thread: the diff calls `diffID` and `isContentEqual(to:)`
/// from whatever thread computes it, so both must be pure.
public protocol Diffable {
    /// The identity type. Hashing it is the dominant cost of a diff, so prefer cheap ids.
    associatedtype DiffID: Hashable

    /// The element's identity. Duplicates are allowed; they are matched in order and reported.
    var diffID: DiffID { get }

    /// Whether `self` shows the same content as `other` (an element with the same id).
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Hashable {
    /// A hashable value is its own identity.
    @inlinable public var diffID: Self { self }
}

extension Diffable where Self: Equatable {
    /// By default, content equality is `==`.
    @inlinable public func isContentEqual(to other: Self) -> Bool { self == other }
}
