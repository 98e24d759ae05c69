/// The user's preferred text size, as iOS's content size categories: every text's point size is
/// multiplied by `multiplier` (the body style's size in that category over its default 17 pt).
public enum TextSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The default category.
    public static let `default` = TextSizeCategory.large

    /// The body text size in points in this category (iOS's published values).
    public var bodySize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// What every text size is multiplied by.
    public var multiplier: Double { bodySize / 17 }

    /// Whether this is one of the accessibility sizes (layouts often stack vertically there).
    public var isAccessibilityCategory: Bool { bodySize >= 28 }

    /// iOS's short names, in `allCases` order (as the Accessibility Inspector shows them).
    public static let shortNames = ["xSmall", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category called `name`: its case name (`extraLarge`) or iOS's short name (`xL`, `AX5`).
    public init?(named name: String) {
        if let category = TextSizeCategory(rawValue: name) {
            self = category
        } else if let index = TextSizeCategory.shortNames.firstIndex(of: name) {
            self = TextSizeCategory.allCases[index]
        } else {
            return nil
        }
    }
}
