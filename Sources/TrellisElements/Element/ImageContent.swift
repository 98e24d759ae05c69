import Render

/// An image element's content. Images are referenced by name; hosts resolve names to pixels. With
/// an asset folder, the name is a PNG there (`AssetVariants`: `@2x`/`@3x` chosen by the display
/// scale; a missing asset is reported and drawn as a placeholder). Without one, the Cairo host
/// draws a deterministic placeholder pictogram, so snapshots never depend on files outside the
/// repository, and the UIKit host looks the name up in the app's asset catalog.
public struct ImageContent: Hashable, Sendable {
    /// The image's name, resolved by the host.
    public var source: String
    /// How the image fills its frame.
    public var contentMode: ContentMode
    /// Natural size of the asset in points; used as the intrinsic size unless the element is sized.
    public var intrinsicSize: Size?
    /// Color of the placeholder drawn while (or instead of) loading the asset.
    public var placeholder: ThemedColor
    /// The folder holding `source` as `source.png`, `source@2x.png`, `source@3x.png`; `nil` for a
    /// name the host resolves itself.
    public var assetFolder: String?

    public init(source: String, contentMode: ContentMode = .aspectFit, intrinsicSize: Size? = nil,
                placeholder: ThemedColor = .secondaryBackground, assetFolder: String? = nil) {
        self.source = source
        self.assetFolder = assetFolder
        self.contentMode = contentMode
        self.intrinsicSize = intrinsicSize
        self.placeholder = placeholder
    }
}
