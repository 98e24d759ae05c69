import Diffing

/// One call inside a collection view's `performBatchUpdates` (UIKit's `UICollectionView`, or
/// any view with the same batch semantics): indices of deletes, reloads and move sources are
/// before the batch, of inserts and move targets after it.
public enum CollectionViewOperation: Hashable, Sendable {
    /// `deleteSections(_:)`.
    case deleteSections([Int])
    /// `insertSections(_:)`.
    case insertSections([Int])
    /// `moveSection(_:toSection:)`.
    case moveSection(from: Int, to: Int)
    /// `deleteItems(at:)`.
    case deleteItems([ItemPath])
    /// `insertItems(at:)`.
    case insertItems([ItemPath])
    /// `moveItem(at:to:)`.
    case moveItem(from: ItemPath, to: ItemPath)
    /// `reloadItems(at:)`, at the items' paths before the batch.
    case reloadItems([ItemPath])
}
