/// Where a text has emoji drawn from the color emoji font: characters whose first scalar has
/// emoji presentation, or an emoji followed by the emoji variation selector (U+FE0F).
enum EmojiRanges {
    /// A cheap first test: nothing below U+2190 (arrows) is shown as color emoji by default.
    static func mayContainEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x2190 && $0.properties.isEmoji }
    }

    /// UTF-8 byte ranges (from the start of `text`) of its emoji characters. O(length).
    static func byteRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            let scalars = character.unicodeScalars
            if let first = scalars.first, first.properties.isEmoji,
               first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<offset + length
                } else {
                    ranges.append(offset..<offset + length)
                }
            }
            offset += length
        }
        return ranges
    }
}
