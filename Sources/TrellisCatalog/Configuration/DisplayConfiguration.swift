import Render
import TrellisElements
import Typesetting


/// Everything about the screen a sample is shown on, besides its Props: a device in
/// an orientation (`Device.iPhoneX.portrait`), plus light/dark, left-to-right/right-to-left and the text size.
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

    /// This configuration for a sample written in `writingDirection`: laid out in that direction
    /// (an Arabic sample right to left), unchanged for a sample with no direction of its own.
    public func showing(writingDirection: LayoutDirection?) -> DisplayConfiguration {
        var configuration = self
        if let writingDirection { configuration.layoutDirection = writingDirection }
        return configuration
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
/// ConfigurationMatrix(devices: [.iPhoneX, .iPadOneThird], alsoInLandscape: [.iPadOneThird],
///                     samplesInTheirOwnDirection: true)   // 3 per sample, each in its direction
/// ```
///
/// A sample is shown in the direction it is written in (`Sample.writingDirection`): for it every
/// configuration takes that direction (``configurations(writingDirection:)``), so an Arabic
/// sample is never recorded left to right.
public struct ConfigurationMatrix: Sendable, Equatable {
    public var devices: [Device]
    public var orientations: [Orientation]
    /// Devices shown in landscape as well as in `orientations` ("this device also in landscape").
    public var alsoInLandscape: [Device]
    public var colorSchemes: [ColorScheme]
    /// The directions a sample without a writing direction of its own is shown in.
    public var layoutDirections: [LayoutDirection]
    /// Each sample in its own direction only: a sample without one left to right, whatever
    /// `layoutDirections` lists.
    public var samplesInTheirOwnDirection: Bool
    public var textSizes: [TextSizeCategory]

    public init(devices: [Device], orientations: [Orientation] = [.portrait], alsoInLandscape: [Device] = [],
                colorSchemes: [ColorScheme] = [.light], layoutDirections: [LayoutDirection] = [.leftToRight],
                samplesInTheirOwnDirection: Bool = false, textSizes: [TextSizeCategory] = [.default]) {
        self.devices = devices
        self.orientations = orientations
        self.alsoInLandscape = alsoInLandscape
        self.colorSchemes = colorSchemes
        self.layoutDirections = layoutDirections
        self.samplesInTheirOwnDirection = samplesInTheirOwnDirection
        self.textSizes = textSizes
    }

    /// The common matrix: iPhone SE, iPhone X and iPad one-third, light and dark, LTR and RTL.
    public static let standard = ConfigurationMatrix(
        devices: [.iPhoneSE, .iPhoneX, .iPadOneThird], colorSchemes: [.light, .dark],
        layoutDirections: [.leftToRight, .rightToLeft])

    /// Every combination, for a sample with no writing direction of its own.
    /// - Complexity: O(product of the list sizes).
    public var configurations: [DisplayConfiguration] { configurations(writingDirection: nil) }

    /// Every combination for a sample written in `writingDirection`: each configuration in that
    /// direction when there is one (duplicates dropped), else in each of `layoutDirections`
    /// (only left to right with `samplesInTheirOwnDirection`).
    /// - Complexity: O(product of the list sizes).
    public func configurations(writingDirection: LayoutDirection?) -> [DisplayConfiguration] {
        let directions = writingDirection.map { [$0] }
            ?? (samplesInTheirOwnDirection ? [.leftToRight] : Self.unique(layoutDirections))
        return devices.flatMap { device in
            Self.unique(orientations + (alsoInLandscape.contains(device) ? [.landscape] : [])).flatMap { orientation in
                colorSchemes.flatMap { scheme in
                    directions.flatMap { direction in
                        textSizes.map {
                            DisplayConfiguration(device: device, orientation: orientation, colorScheme: scheme,
                                                 layoutDirection: direction, textSize: $0)
                        }
                    }
                }
            }
        }
    }

    /// `values` without repeats, in first-seen order.
    private static func unique<T: Equatable>(_ values: [T]) -> [T] {
        values.reduce(into: []) { kept, value in if !kept.contains(value) { kept.append(value) } }
    }
}
