import Render

/// A screen to lay out and render for: the talk's `Device.iPhoneX.portrait`. Each device has a
/// command-line name, a portrait size in points, a scale, and safe-area insets per orientation.
///
/// Sizes are the UIKit window sizes; for `ipadOneThird` the window is the one-third split-view
/// column, which is what a screen in that column is laid out into.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Command-line name, e.g. `iphone-x`.
    public let name: String
    /// Human name, e.g. `iPhone X`.
    public let displayName: String
    /// Window size in portrait, in points.
    public let portraitSize: Size
    /// Landscape window size; usually the portrait size transposed (not for split view).
    public let landscapeSize: Size
    /// Pixels per point.
    public let scale: Double
    /// Safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape.
    public let landscapeSafeArea: EdgeInsets
    /// UIKit's horizontal size class in portrait.
    public let portraitSizeClass: SizeClass
    /// UIKit's horizontal size class in landscape.
    public let landscapeSizeClass: SizeClass
    /// The system the device runs: its system font is what a renderer draws with by default.
    public let platform: Platform

    public init(name: String, displayName: String, portraitSize: Size, landscapeSize: Size? = nil,
                scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitSizeClass: SizeClass = .compact, landscapeSizeClass: SizeClass = .compact,
                platform: Platform = .iOS) {
        self.name = name
        self.displayName = displayName
        self.portraitSize = portraitSize
        self.landscapeSize = landscapeSize ?? Size(width: portraitSize.height, height: portraitSize.width)
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClass = portraitSizeClass
        self.landscapeSizeClass = landscapeSizeClass
        self.platform = platform
    }

    public var description: String { name }

    /// The device held upright.
    public var portrait: DeviceConfiguration { configuration(.portrait) }
    /// The device turned (home indicator / button on the right).
    public var landscape: DeviceConfiguration { configuration(.landscape) }

    /// The device in `orientation`.
    public func configuration(_ orientation: Orientation) -> DeviceConfiguration {
        switch orientation {
        case .portrait:
            return DeviceConfiguration(device: self, orientation: orientation, size: portraitSize,
                                       safeArea: portraitSafeArea)
        case .landscape:
            return DeviceConfiguration(device: self, orientation: orientation, size: landscapeSize,
                                       safeArea: landscapeSafeArea)
        }
    }
}

/// The operating system a ``Device`` runs.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS = "ios"
    case android
}

/// UIKit's horizontal size class: compact (phones, narrow split views) or regular (iPad, large
/// phones in landscape). A compact layout reads it from the environment, not from Props.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// A device in one orientation: the container size, scale and safe area a screen is laid out with.
public struct DeviceConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public let device: Device
    /// How it is held.
    public let orientation: Orientation
    /// Window size in points.
    public let size: Size
    /// Insets content should avoid in this orientation.
    public let safeArea: EdgeInsets

    /// UIKit's horizontal size class in this orientation.
    public var horizontalSizeClass: SizeClass {
        orientation == .portrait ? device.portraitSizeClass : device.landscapeSizeClass
    }

    /// Pixels per point.
    public var scale: Double { device.scale }
    /// Size in device pixels (what a PNG of the screen measures).
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    public var description: String { "\(device.name) \(orientation.rawValue)" }
}
