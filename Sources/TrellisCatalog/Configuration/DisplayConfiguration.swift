import Render
import Trellis
import Typesetting


/// Everything about the screen a sample is shown on, besides its Props: the talk's
/// `Device.iPhoneX.portrait`, plus light/dark, left-to-right/right-to-left and the text size.
/// Snapshot files, storybook URLs and CLI flags all name configurations the same way (`name`).
public struct DisplayConfiguration: Hashable, Sendable, CustomStringConvertible {
    public var device: Device
    public var orientation: Orientation
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    public var textSize: TextSizeCategory

    public init(device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light,
                layoutDirection: LayoutDirection = .leftToRight, textSize: TextSizeCategory = .default) {
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.textSize = textSize
    }

    /// The device held this way: size, scale, safe area and size class.
    public var deviceConfiguration: DeviceConfiguration { device.configuration(orientation) }

    /// The environment of this configuration, texts measured by `textMeasurer`.
    public func environment(textMeasurer: any TextMeasurer) -> Environment {
        Environment(device: deviceConfiguration, layoutDirection: layoutDirection, colorScheme: colorScheme,
                    textSizeMultiplier: textSize.multiplier, textMeasurer: textMeasurer)
    }

    /// The configuration an environment was made from, when it has a device and a named text size.
    public init?(_ environment: Environment) {
        guard let device = environment.device, let textSize = environment.textSizeCategory else { return nil }
        self.init(device: device.device, orientation: device.orientation, colorScheme: environment.colorScheme,
                  layoutDirection: environment.layoutDirection, textSize: textSize)
    }

    /// A file- and URL-safe name; defaults are left out: `iphone-x`, `iphone-x-landscape-dark-rtl-extraLarge`.
    public var name: String {
        var parts = [device.name]
        if orientation != .portrait { parts.append(orientation.rawValue) }
        if colorScheme != .light { parts.append("dark") }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if textSize != .default { parts.append(textSize.rawValue) }
        return parts.joined(separator: "-")
    }

    public var description: String { name }
}

/// A device matrix: every combination of the listed values, in a stable order (devices outermost).
///
/// ```swift
/// ConfigurationMatrix(devices: [.iPhoneSE, .iPhoneX, .iPadOneThird], colorSchemes: [.light, .dark],
///                     layoutDirections: [.leftToRight, .rightToLeft]).configurations   // 12
/// ```
public struct ConfigurationMatrix: Sendable, Equatable {
    public var devices: [Device]
    public var orientations: [Orientation]
    public var colorSchemes: [ColorScheme]
    public var layoutDirections: [LayoutDirection]
    public var textSizes: [TextSizeCategory]

    public init(devices: [Device], orientations: [Orientation] = [.portrait], colorSchemes: [ColorScheme] = [.light],
                layoutDirections: [LayoutDirection] = [.leftToRight], textSizes: [TextSizeCategory] = [.default]) {
        self.devices = devices
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.layoutDirections = layoutDirections
        self.textSizes = textSizes
    }

    /// The talk's matrix: iPhone SE, iPhone X and iPad one-third, light and dark, LTR and RTL.
    public static let standard = ConfigurationMatrix(
        devices: [.iPhoneSE, .iPhoneX, .iPadOneThird], colorSchemes: [.light, .dark],
        layoutDirections: [.leftToRight, .rightToLeft])

    /// Every combination.
    /// - Complexity: O(product of the list sizes).
    public var configurations: [DisplayConfiguration] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                colorSchemes.flatMap { scheme in
                    layoutDirections.flatMap { direction in
                        textSizes.map {
                            DisplayConfiguration(device: device, orientation: orientation, colorScheme: scheme,
                                                 layoutDirection: direction, textSize: $0)
                        }
                    }
                }
            }
        }
    }
}
