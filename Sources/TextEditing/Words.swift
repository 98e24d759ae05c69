/// Word segmentation of a text for word movement, word deletion and double-tap selection.
///
/// A simplified form of the default word boundaries of Unicode's UAX #29, over grapheme clusters
/// (each classified by its first scalar's `Unicode.Scalar.Properties`; combining marks are
/// already inside their cluster):
/// - letters (Latin, Cyrillic, Greek, Arabic, Hebrew, Hangul, …) and decimal digits join into
///   one word ("abc123"); a connector such as "_" joins words on either side;
/// - between two letters an apostrophe, a full stop, a middle dot or Hebrew gershayim stays
///   inside the word ("can't", "e.g", "צה״ל", a Hebrew letter followed by "'"), and between two
///   digits a comma, a full stop or an Arabic thousands separator ("1,000.5", "١٬٠٠٠");
///   a colon does not join ("Name:Ali" is two words);
/// - Katakana runs are one word; every ideograph, Hiragana character and emoji is a word of
///   its own (CJK is not segmented by dictionary);
/// - runs of spaces are one non-word segment; every other symbol or punctuation mark is a
///   non-word segment of its own.
/// Scripts written without spaces and not listed (Thai, Khmer) come out as one word per run.
struct Words {
    /// The segments in order: UTF-16 ranges that tile the text, and whether each is a word.
    private(set) var segments: [(range: Range<Int>, isWord: Bool)] = []

    /// Segments `string`. O(n).
    init(_ string: String) {
        var classes: [(range: Range<Int>, kind: Kind)] = []
        var offset = 0
        for character in string {
            let length = character.utf16.count
            classes.append((offset..<offset + length, Kind(character)))
            offset += length
        }
        var start = 0
        for index in classes.indices {
            let isLast = index == classes.count - 1
            if isLast || !Self.joins(classes, after: index) {
                let range = classes[start].range.lowerBound..<classes[index].range.upperBound
                segments.append((range, classes[start...index].contains { $0.kind.isWordPart }))
                start = index + 1
            }
        }
    }

    /// True when no word boundary lies between cluster `index` and the next one.
    private static func joins(_ classes: [(range: Range<Int>, kind: Kind)], after index: Int) -> Bool {
        let a = classes[index].kind, b = classes[index + 1].kind
        let before = index > 0 ? classes[index - 1].kind : nil
        let after = index + 2 < classes.count ? classes[index + 2].kind : nil
        if a == .space && b == .space { return true }
        if (a.isLetter || a == .digit) && (b.isLetter || b == .digit) { return true }
        if a == .katakana && b == .katakana { return true }
        if (a == .connector && b.joinsConnector) || (b == .connector && a.joinsConnector) { return true }
        // Mid-word punctuation: letter · mid · letter, digit · mid · digit (look one further).
        if b.isMid(betweenLetters: true), a.isLetter, after?.isLetter == true { return true }
        if a.isMid(betweenLetters: true), before?.isLetter == true, b.isLetter { return true }
        if b.isMid(betweenLetters: false), a == .digit, after == .digit { return true }
        if a.isMid(betweenLetters: false), before == .digit, b == .digit { return true }
        // Hebrew: a letter keeps an apostrophe after it (geresh typed as "'"), and gershayim
        // typed as '"' between two Hebrew letters.
        if a == .hebrewLetter, b == .singleQuote { return true }
        if b == .doubleQuote, a == .hebrewLetter, after == .hebrewLetter { return true }
        if a == .doubleQuote, before == .hebrewLetter, b == .hebrewLetter { return true }
        return false
    }

    /// The segment containing the cluster that starts at or spans `offset` (the last one at the
    /// text's end), or nil for an empty text. O(log n).
    func segmentIndex(at offset: Int) -> Int? {
        guard !segments.isEmpty else { return nil }
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return min(low, segments.count - 1)
    }

    /// The end of the word at or after `offset` (option-right): the end of the first word that
    /// ends after it, or `end`.
    func wordEnd(after offset: Int, end: Int) -> Int {
        guard var index = segmentIndex(at: offset) else { return end }
        while index < segments.count {
            if segments[index].isWord && segments[index].range.upperBound > offset { return segments[index].range.upperBound }
            index += 1
        }
        return end
    }

    /// The start of the word at or before `offset` (option-left): the start of the last word
    /// that starts before it, or 0.
    func wordStart(before offset: Int) -> Int {
        guard var index = segmentIndex(at: max(offset - 1, 0)) else { return 0 }
        while index >= 0 {
            if segments[index].isWord && segments[index].range.lowerBound < offset { return segments[index].range.lowerBound }
            index -= 1
        }
        return 0
    }

    /// The range a double tap at `offset` selects: the segment of the cluster after it; the word
    /// before it instead when that segment is not a word and the word ends at `offset` (a tap
    /// just after a word's last letter); at the text's end, the last segment.
    func selection(at offset: Int) -> Range<Int>? {
        guard let index = segmentIndex(at: offset) else { return nil }
        let segment = segments[index]
        if offset >= segment.range.upperBound { return segment.range }
        if !segment.isWord, segment.range.lowerBound == offset, index > 0, segments[index - 1].isWord {
            return segments[index - 1].range
        }
        return segment.range
    }
}

/// The word-breaking class of a grapheme cluster.
private enum Kind: Equatable {
    case letter, hebrewLetter
    case digit
    case katakana
    /// An ideograph, Hiragana or emoji: a word by itself.
    case single
    case connector
    case space
    case midLetter, midNum, midNumLet, singleQuote, doubleQuote
    case other

    init(_ character: Character) {
        let scalar = character.unicodeScalars.first!
        let properties = scalar.properties
        let value = scalar.value
        switch value {
        case 0x27: self = .singleQuote; return
        case 0x22: self = .doubleQuote; return
        case 0x2E, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: self = .midNumLet; return
        case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13, 0xFE55: self = .midLetter; return
        case 0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C, 0xFF1B:
            self = .midNum; return
        case 0x5F3: self = .letter; return  // Hebrew geresh is a letter for word breaking (UAX #29)
        case 0x3040...0x309F: self = .single; return  // Hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana; return
        default: break
        }
        if character.isWhitespace {
            self = .space
        } else if properties.numericType == .decimal {
            self = .digit
        } else if properties.isIdeographic || properties.isUnifiedIdeograph {
            self = .single
        } else if properties.isAlphabetic || properties.generalCategory == .nonspacingMark
                    || properties.generalCategory == .spacingMark {
            self = (0x05D0...0x05F3).contains(value) || (0xFB1D...0xFB4F).contains(value) ? .hebrewLetter : .letter
        } else if properties.generalCategory == .connectorPunctuation {
            self = .connector
        } else if properties.isEmojiPresentation || (properties.isEmoji && value > 0xFF)
                    || character.unicodeScalars.contains(where: { $0.value == 0x20E3 || $0.value == 0xFE0F }) {
            self = .single
        } else {
            self = .other
        }
    }

    var isLetter: Bool { self == .letter || self == .hebrewLetter }

    /// Part of a word (letters, digits, ideographs, emoji, connectors).
    var isWordPart: Bool {
        switch self {
        case .letter, .hebrewLetter, .digit, .katakana, .single, .connector: true
        default: false
        }
    }

    /// What a connector ("_") joins to.
    var joinsConnector: Bool {
        switch self {
        case .letter, .hebrewLetter, .digit, .katakana, .connector: true
        default: false
        }
    }

    /// Punctuation that stays inside a word between two letters (or between two digits).
    func isMid(betweenLetters: Bool) -> Bool {
        switch self {
        case .midNumLet, .singleQuote: true
        case .midLetter: betweenLetters
        case .midNum: !betweenLetters
        default: false
        }
    }
}
