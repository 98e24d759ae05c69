/// A length in a style: points, a percentage of the containing block, or a keyword.
///
/// `undefined` means "not set" (the initial value of margins, insets, min/max sizes and gaps);
/// `auto` is the CSS keyword. The content keywords (`maxContent`, `fitContent`, `stretch`) are
/// accepted wherever Yoga accepts them and behave like `auto` for sizing, as Yoga does today.
public enum Length: Hashable, Sendable {
    case undefined
    case auto
    case points(Float)
    case percent(Float)
    case maxContent
    case fitContent
    case stretch

    /// Resolves against `reference` (the containing block's size for percentages); NaN when the
    /// length has no numeric value or the reference is NaN for a percentage.
    @inline(__always)
    func resolve(_ reference: Float) -> Float {
        switch self {
        case .points(let value): return value
        case .percent(let value): return value * reference * 0.01
        default: return .nan
        }
    }

    /// True for `.points` and `.percent`.
    @inline(__always)
    var isNumeric: Bool {
        switch self {
        case .points, .percent: return true
        default: return false
        }
    }

    /// True for the content keywords `maxContent`, `fitContent` and `stretch`.
    @inline(__always)
    var isKeyword: Bool {
        switch self {
        case .maxContent, .fitContent, .stretch: return true
        default: return false
        }
    }

    @inline(__always)
    var isAuto: Bool { if case .auto = self { return true } else { return false } }

    @inline(__always)
    var isPercent: Bool { if case .percent = self { return true } else { return false } }

    @inline(__always)
    var isPoints: Bool { if case .points = self { return true } else { return false } }
}

extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// `width: 100` means 100 points.
    public init(integerLiteral value: Int) { self = .points(Float(value)) }
    /// `width: 12.5` means 12.5 points.
    public init(floatLiteral value: Double) { self = .points(Float(value)) }
}
