/// Where an image's encoded bytes come from. PNG is the format every backend must read.
public enum ImageSource: Hashable, Sendable {
    /// A file path, read by the backend when drawing.
    case path(String)
    /// The encoded file contents.
    case bytes([UInt8])
    /// A named PNG in an asset folder, with `@2x`/`@3x` variants chosen by the render scale
    /// (see `AssetVariants`). A missing asset is reported by the backend and drawn as a placeholder.
    case asset(name: String, folder: String)
}

/// How an image's pixels are placed in its frame (UIKit's `UIView.ContentMode` subset).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretch to the frame, ignoring the aspect ratio (`scaleToFill`).
    case fill
    /// Scale to fit inside the frame, keeping the aspect ratio; letterboxed (`scaleAspectFit`).
    case aspectFit
    /// Scale to cover the frame, keeping the aspect ratio; the overflow is clipped (`scaleAspectFill`).
    case aspectFill
    /// Natural size (1 image pixel = 1 point), centred, clipped to the frame (`center`).
    case center

    /// The rectangle the image of `imageSize` is drawn into for `frame`. The caller clips to
    /// `frame` (aspect-fill and center can overflow it). Empty image sizes give `frame`. O(1).
    public func placement(of imageSize: Size, in frame: Rect) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0 else { return frame }
        let size: Size
        switch self {
        case .fill:
            return frame
        case .aspectFit, .aspectFill:
            let sx = frame.width / imageSize.width, sy = frame.height / imageSize.height
            let factor = self == .aspectFit ? min(sx, sy) : max(sx, sy)
            size = Size(width: imageSize.width * factor, height: imageSize.height * factor)
        case .center:
            size = imageSize
        }
        return Rect(x: frame.minX + (frame.width - size.width) / 2,
                    y: frame.minY + (frame.height - size.height) / 2,
                    width: size.width, height: size.height)
    }
}
