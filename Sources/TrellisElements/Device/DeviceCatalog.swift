import Render

// The devices of the talk's snapshot matrix, plus a current large iPhone. Sizes, scales and insets
// are the published UIKit values for each model.

extension Device {
    /// iPhone SE (1st generation): 320×568 pt at 2x, status bar 20 pt.
    public static let iPhoneSE = Device(
        name: "iphone-se", displayName: "iPhone SE", portraitSize: Size(width: 320, height: 568), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets())

    /// iPhone 8: 375×667 pt at 2x, status bar 20 pt.
    public static let iPhone8 = Device(
        name: "iphone-8", displayName: "iPhone 8", portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets())

    /// iPhone X: 375×812 pt at 3x; the notch and the home indicator take safe area.
    public static let iPhoneX = Device(
        name: "iphone-x", displayName: "iPhone X", portraitSize: Size(width: 375, height: 812), scale: 3,
        portraitSafeArea: EdgeInsets(top: 44, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 44, bottom: 21, right: 44))

    /// iPhone 15 Pro Max: 430×932 pt at 3x, Dynamic Island.
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932),
        scale: 3, portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59), landscapeSizeClass: .regular)

    /// iPad (9.7"): 768×1024 pt at 2x, status bar 20 pt in both orientations.
    public static let iPad = Device(
        name: "ipad", displayName: "iPad", portraitSize: Size(width: 768, height: 1024), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20),
        portraitSizeClass: .regular, landscapeSizeClass: .regular)

    /// An app in the one-third column of iPad split view: 320 pt wide, full height.
    public static let iPadOneThird = Device(
        name: "ipad-one-third", displayName: "iPad one-third split view",
        portraitSize: Size(width: 320, height: 1024), landscapeSize: Size(width: 320, height: 768), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20))

    /// Every device in the catalog, in the order `trellis render --help` lists them.
    public static let catalog: [Device] = [.iPhoneSE, .iPhone8, .iPhoneX, .iPhone15ProMax, .iPad, .iPadOneThird]

    /// The catalog device with a command-line name, or `nil`.
    public static func named(_ name: String) -> Device? {
        catalog.first { $0.name == name }
    }
}
