/// What a field shows for its value, and how offsets of the value map to offsets of what is
/// shown: a secure field shows one bullet per character (grapheme cluster), so a caret after
/// the third character of the value sits after the third bullet.
enum FieldText {
    /// One bullet per character.
    static let bullet: Character = "•"

    /// The shown string: the value, or its bullets for a secure field.
    static func shown(_ value: String, style: FieldStyle) -> String {
        style == .secure ? String(repeating: bullet, count: value.count) : value
    }

    /// A UTF-16 offset of `value` as an offset into the shown string.
    static func shownOffset(_ offset: Int, in value: String, style: FieldStyle) -> Int {
        guard style == .secure else { return offset }
        return characterCount(of: value, before: offset)
    }

    /// A UTF-16 offset of the shown string as an offset into `value`.
    static func valueOffset(_ offset: Int, in value: String, style: FieldStyle) -> Int {
        guard style == .secure else { return offset }
        var utf16 = 0
        for (index, character) in value.enumerated() {
            if index >= offset { break }
            utf16 += character.utf16.count
        }
        return utf16
    }

    /// How many whole characters of `value` lie before UTF-16 offset `offset`.
    private static func characterCount(of value: String, before offset: Int) -> Int {
        var utf16 = 0, count = 0
        for character in value {
            utf16 += character.utf16.count
            if utf16 > offset { break }
            count += 1
        }
        return count
    }
}
