import Typesetting
import Trellis

/// The demo screens' type scale (sizes and line heights of the iOS text styles), so every text
/// has a fixed line height and renders to the same height in Trellis and in a browser.
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
    /// Size and line height of a text style, with a weight.
    func typography(_ style: Typography, weight: FontWeight = .regular) -> Text {
        font(size: style.size, weight: weight, lineHeight: style.lineHeight)
    }
}
