/// iOS's text styles: Trellis's one type scale. A text in one of them takes its point size from
/// iOS's Dynamic Type table for the environment's text size category (not a linear multiplier: a
/// caption grows much less than the body, a large title less again) and its line height from the
/// style, growing with the size — so a text renders to the same height on every host.
///
/// | style | size / line height at Large |
/// |---|---|
/// | largeTitle | 34 / 41 |
/// | title1 | 28 / 34 |
/// | title2 | 22 / 28 |
/// | title3 | 20 / 25 |
/// | headline, body | 17 / 22 |
/// | callout | 16 / 21 |
/// | subheadline | 15 / 20 |
/// | footnote | 13 / 18 |
/// | caption1 | 12 / 16 |
/// | caption2 | 11 / 13 |
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes from xSmall to AX5 (`TextSizeCategory.allCases` order), as iOS publishes them.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's point size in `category`.
    public func size(in category: TextSizeCategory) -> Double {
        sizes[TextSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The style's point size at the default category (Large).
    public var defaultSize: Double { size(in: .default) }

    /// The style's line height at the default category (Large), as iOS's type scale gives it.
    public var defaultLineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }
}
