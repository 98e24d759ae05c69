import Render

/// An image element's content. Images are referenced by name; hosts resolve names to pixels (the
/// Cairo host draws a deterministic placeholder when no asset exists, so snapshots never depend on
/// files outside the repository).
public struct ImageContent: Hashable, Sendable {
    public var source: String
    public var contentMode: ContentMode
    /// Natural size of the asset in points; used as the intrinsic size unless the element is sized.
    public var intrinsicSize: Size?
    /// Color of the placeholder drawn while (or instead of) loading the asset.
    public var placeholder: ThemedColor

    public init(source: String, contentMode: ContentMode = .aspectFit, intrinsicSize: Size? = nil,
                placeholder: ThemedColor = .secondaryBackground) {
        self.source = source
        self.contentMode = contentMode
        self.intrinsicSize = intrinsicSize
        self.placeholder = placeholder
    }
}
