import Trellis

/// The demo screens' type scale (sizes and line heights of the iOS text styles), so every text
/// has a fixed line height and renders to the same height in Trellis and in a browser. Sizes at
/// other text size categories follow iOS's Dynamic Type table for the matching style.
enum Typography {
    case largeTitle, title2, title3, headline, body, subheadline, footnote

    var size: Double {
        switch self {
        case .largeTitle: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .subheadline: return 15
        case .footnote: return 13
        }
    }

    /// The iOS text style whose Dynamic Type growth this one follows.
    var dynamicType: DynamicTypeStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .body: return .body
        case .subheadline: return .subheadline
        case .footnote: return .footnote
        }
    }

    var lineHeight: Double {
        switch self {
        case .largeTitle: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .subheadline: return 20
        case .footnote: return 18
        }
    }
}

extension Text {
    /// Size and line height of a text style, with a weight; both grow with the text size
    /// category as the iOS style does (Dynamic Type's table).
    func typography(_ style: Typography, weight: FontWeight = .regular) -> Text {
        var text = font(size: style.size, weight: weight, lineHeight: style.lineHeight)
        text.style.dynamicType = style.dynamicType
        return text
    }
}
