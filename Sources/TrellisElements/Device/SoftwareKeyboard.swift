/// The simulated software keyboard: how much of the bottom of the screen an iOS keyboard (with
/// its suggestion bar) covers on each catalog device, in points. While a field is focused the
/// runtime puts this height into the environment (`Environment.keyboardHeight`), scroll
/// containers under it get that much more room to scroll, and the focused field is scrolled above
/// it. Headless hosts draw a neutral stand-in panel there (no pictures of keys); hosts with a real
/// keyboard report its height instead (`RuntimeCore.setKeyboardHeight(_:)`).
///
/// | device | portrait | landscape |
/// |---|---|---|
/// | iPhone SE | 253 | 193 |
/// | iPhone 8 | 260 | 194 |
/// | iPhone X | 335 | 209 |
/// | iPhone 15 Pro Max | 346 | 209 |
/// | iPad, iPad one-third | 313 | 398 |
///
/// Heights include the home indicator's safe area where the device has one (the keyboard covers
/// it), as `UIKeyboardFrameEndUserInfoKey` reports.
public enum SoftwareKeyboard {
    /// Points the keyboard covers at the bottom of `configuration`'s screen.
    public static func height(for configuration: DeviceConfiguration) -> Double {
        let portrait = configuration.orientation == .portrait
        switch configuration.device.name {
        case Device.iPhoneSE.name: return portrait ? 253 : 193
        case Device.iPhone8.name: return portrait ? 260 : 194
        case Device.iPhoneX.name: return portrait ? 335 : 209
        case Device.iPhone15ProMax.name: return portrait ? 346 : 209
        case Device.iPad.name, Device.iPadOneThird.name: return portrait ? 313 : 398
        default:
            // Devices outside the catalog: the phone keyboard's share of the height.
            return (configuration.size.height * (portrait ? 0.42 : 0.5)).rounded()
        }
    }

    /// The height for a bare container without a device: an iPhone 8's portrait keyboard,
    /// capped at half the container.
    public static func height(forContainerHeight height: Double) -> Double {
        min(260, (height / 2).rounded())
    }

    /// How long the keyboard takes to come up or go down (seconds), as on iOS.
    public static let animationDuration = 0.3
}
