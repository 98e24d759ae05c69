import Typesetting

/// Reading direction of the user interface. Right-to-left mirrors rows, `leading`/`trailing`
/// edges and natural text alignment.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Everything outside the element tree that decides how it looks: passed down the whole tree by the
/// layout pass. A value; the text measurer is the only reference (and is `Sendable`).
public struct Environment: Sendable {
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// Device pixels per point; frames and text sizes snap to this grid.
    public var displayScale: Double
    /// Dynamic type: multiplies every text's point size (1 is the default size, 1.3 "larger").
    public var textSizeMultiplier: Double
    /// Light or dark; picks the side of every `ThemedColor`.
    public var colorScheme: ColorScheme
    /// Insets of the screen that content should avoid (notch, home indicator); screens read them
    /// to pad their root. Elements are not moved automatically.
    public var safeArea: EdgeInsets
    /// How much of the bottom of the screen the software keyboard covers, in points (0: no
    /// keyboard). Beside the safe area: the runtime sets it while a field is focused, scroll
    /// containers under the keyboard can scroll that much further (`SoftwareKeyboard`).
    public var keyboardHeight: Double = 0
    /// Measures every text element. MAY be called off the main thread.
    public var textMeasurer: any TextMeasurer
    /// Measures image assets given no size (`Image(asset:in:)`); PNG headers on disk by default.
    /// MAY be called off the main thread.
    public var assetMeasurer: any AssetMeasurer = PNGAssetFiles()
    /// The device configuration laid out for, when there is one (`nil` for a bare container).
    public var device: DeviceConfiguration?
    /// The folder a bare-named image (`Image("name")`) is looked up in, as `name.png`,
    /// `name@2x.png`, `name@3x.png` — what `Image(asset:in:)` names explicitly; a name with no
    /// file there is reported by the renderer. `nil`: the host resolves bare names (UIKit from the
    /// app's asset catalog; the Cairo host draws a placeholder).
    public var imageFolder: String?
    /// The app's own values, by key type (`environment[ThemeKey.self]`); see ``EnvironmentKey``.
    public var values = EnvironmentValues()

    /// Compact or regular width, as UIKit's horizontal size class: the device configuration's, and
    /// compact when there is no device.
    public var horizontalSizeClass: SizeClass { device?.horizontalSizeClass ?? .compact }

    /// The named text size whose multiplier this environment uses, if it is one of them.
    public var textSizeCategory: TextSizeCategory? {
        TextSizeCategory.allCases.first { $0.multiplier == textSizeMultiplier }
    }

    public init(layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1,
                textSizeMultiplier: Double = 1, colorScheme: ColorScheme = .light,
                safeArea: EdgeInsets = .zero, textMeasurer: any TextMeasurer) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.textSizeMultiplier = textSizeMultiplier
        self.colorScheme = colorScheme
        self.safeArea = safeArea
        self.textMeasurer = textMeasurer
    }

    /// The environment of a device configuration (scale and safe area), other values as given.
    public init(device: DeviceConfiguration, layoutDirection: LayoutDirection = .leftToRight,
                colorScheme: ColorScheme = .light, textSizeMultiplier: Double = 1,
                textMeasurer: any TextMeasurer) {
        self.init(layoutDirection: layoutDirection, displayScale: device.scale,
                  textSizeMultiplier: textSizeMultiplier, colorScheme: colorScheme,
                  safeArea: device.safeArea, textMeasurer: textMeasurer)
        self.device = device
    }

    /// Takes scale, safe area and size class from a device configuration (rotation, another device).
    public mutating func apply(_ device: DeviceConfiguration) {
        displayScale = device.scale
        safeArea = device.safeArea
        self.device = device
    }
}
