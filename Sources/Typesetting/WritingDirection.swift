/// The base direction of a paragraph, decided by its first strong character (Unicode's P2/P3
/// rules, simplified to the right-to-left blocks Trellis ships fonts for).
public enum WritingDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft

    /// Direction of the first strong character of `text`; left-to-right when there is none.
    /// O(n) in the characters before the first strong one.
    public static func of<S: StringProtocol>(_ text: S) -> WritingDirection {
        for scalar in text.unicodeScalars {
            if isStrongRightToLeft(scalar) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return .leftToRight
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms.
    static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter
        default:
            false
        }
    }
}
