/// Identifies one node of a `FlexTree`: a 32-bit index into the tree's contiguous storage.
/// Only meaningful for the tree that created it.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline let index: Int32

    @inlinable init(_ index: Int32) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "node#\(index)" }
}
