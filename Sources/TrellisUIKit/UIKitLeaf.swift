#if canImport(UIKit)
import TrellisElements
import UIKit

/// A custom leaf that brings its own UIKit view — a map, a chart from a UIKit library, a video
/// player — in the UIKit host. The PNG host, snapshots and the storybook still draw the leaf's
/// `displayItems(in:context:)`; a leaf that is not a `UIKitLeaf` is drawn from those display items
/// in UIKit too (`DisplayItemsView`, Core Graphics).
///
/// ```swift
/// extension RatingStars: UIKitLeaf {
///     func makeView() -> UIView { StarsView() }
///     func update(_ view: UIView, context: LeafContext) { (view as? StarsView)?.rating = rating }
/// }
/// ```
///
/// Threading: both requirements run on the main actor, where the host applies mount instructions.
/// `makeView()` is called once per mounted view; `update` after it and whenever the leaf's value
/// or its context changes.
public protocol UIKitLeaf: CustomLeaf {
    /// A new view for this leaf (its frame is set by the host).
    @MainActor func makeView() -> UIView
    /// Shows this value on `view`, a view `makeView()` made.
    @MainActor func update(_ view: UIView, context: LeafContext)
}
#endif
