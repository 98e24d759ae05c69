import Flexbox

/// The deterministic text stand-ins of DESIGN.md (10 points per character and per line).
public enum MeasureKind: Sendable, Equatable {
    /// Yoga's own test measure function (breaks at spaces).
    case yogaIntrinsicText(String)
    /// Web text in the Ahem font (breaks only at U+200B), horizontal or vertical writing mode.
    case ahemText(String, vertical: Bool)
    /// A fixed intrinsic size.
    case fixed(width: Float, height: Float)

    /// The measure function for a node whose own flex direction is `flexDirection`.
    public func function(flexDirection: FlexDirection) -> MeasureFunction {
        switch self {
        case .yogaIntrinsicText(let text):
            let metrics = YogaTextMetrics(text)
            let wrapsAtWidth = flexDirection == .column
            return { width, widthMode, height, heightMode in
                metrics.measure(width, widthMode, height, heightMode, wrapsAtWidth: wrapsAtWidth)
            }
        case .ahemText(let text, let vertical):
            let metrics = AhemTextMetrics(text)
            return { width, widthMode, height, heightMode in
                metrics.measure(width, widthMode, height, heightMode, vertical: vertical)
            }
        case .fixed(let fixedWidth, let fixedHeight):
            return { width, widthMode, height, heightMode in
                Size(width: MeasureKind.clamp(fixedWidth, width, widthMode),
                     height: MeasureKind.clamp(fixedHeight, height, heightMode))
            }
        }
    }

    /// The first baseline of a horizontal Ahem text node, from its content-box top (register it
    /// with `BaselineOrigin.contentBox`): Ahem's ascent is 0.8 em, so 8 points. Other kinds have
    /// none (Yoga's test text has no baseline function either).
    public var contentBoxBaseline: BaselineFunction? {
        guard case .ahemText(_, let vertical) = self, !vertical else { return nil }
        return { _, _ in 8 }
    }

    static func clamp(_ natural: Float, _ given: Float, _ mode: MeasureMode) -> Float {
        switch mode {
        case .exactly: return given
        case .atMost: return min(natural, given)
        case .undefined: return natural
        }
    }
}

/// Yoga's test text: 10 points per UTF-8 byte, lines broken at spaces.
struct YogaTextMetrics: Sendable {
    let length: Float
    let longestRun: Float
    /// Byte lengths of the words, split at every space like C++ `getline`.
    let words: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        length = Float(bytes.count) * 10
        var words: [Int] = []
        var current = 0, longest = 0, run = 0
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                words.append(current)
                current = 0
                run = 0
            } else {
                current += 1
                run += 1
                longest = max(longest, run)
            }
        }
        // A trailing space adds no word.
        if current > 0 || bytes.last != UInt8(ascii: " ") { if !bytes.isEmpty { words.append(current) } }
        self.words = words
        longestRun = Float(longest) * 10
    }

    func measure(_ width: Float, _ widthMode: MeasureMode, _ height: Float, _ heightMode: MeasureMode,
                 wrapsAtWidth: Bool) -> Size {
        let w: Float
        switch widthMode {
        case .exactly: w = width
        case .atMost: w = min(length, width)
        case .undefined: w = length
        }
        let wrapWidth = wrapsAtWidth ? w : max(longestRun, w)
        let h: Float
        switch heightMode {
        case .exactly: h = height
        case .atMost: h = min(lineHeight(wrapWidth), height)
        case .undefined: h = lineHeight(wrapWidth)
        }
        return Size(width: w, height: h)
    }

    func lineHeight(_ width: Float) -> Float {
        if length <= width { return 10 }
        var lines = 1
        var current: Float = 0
        for word in words {
            let wordWidth = Float(word) * 10
            if wordWidth > width {
                if current > 0 { lines += 1 }
                lines += 1
                current = 0
            } else if current + wordWidth <= width {
                current += wordWidth + 10
            } else {
                lines += 1
                current = wordWidth + 10
            }
        }
        return Float(current == 0 ? lines - 1 : lines) * 10
    }
}

/// Ahem text: 10-point square glyphs, breaks only at U+200B (zero width).
struct AhemTextMetrics: Sendable {
    let segments: [Int]
    let minContent: Float
    let maxContent: Float

    init(_ text: String) {
        var segments: [Int] = []
        var current = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar.value == 0x200B {
                segments.append(current)
                current = 0
            } else {
                current += String(scalar).utf8.count
            }
        }
        segments.append(current)
        self.segments = segments
        minContent = Float(segments.max() ?? 0) * 10
        maxContent = Float(segments.reduce(0, +)) * 10
    }

    func measure(_ width: Float, _ widthMode: MeasureMode, _ height: Float, _ heightMode: MeasureMode,
                 vertical: Bool) -> Size {
        if widthMode == .exactly && heightMode == .exactly { return Size(width: width, height: height) }
        let (inlineGiven, inlineMode) = vertical ? (height, heightMode) : (width, widthMode)
        let (blockGiven, blockMode) = vertical ? (width, widthMode) : (height, heightMode)
        var inline: Float
        switch inlineMode {
        case .exactly: inline = inlineGiven
        case .atMost: inline = min(inlineGiven, maxContent)
        case .undefined: inline = maxContent
        }
        // An exact inline size narrower than the longest segment breaks at every opportunity, as
        // Chromium does (DESIGN.md's pseudo-code widens it to the min-content size first).
        if inlineMode != .exactly { inline = max(inline, minContent) }
        let block: Float
        if blockMode == .exactly {
            block = blockGiven
        } else {
            let perLine = Int((inline / 10).rounded(.down))
            var lines = 1, current = 0
            for n in segments {
                if current + n > perLine {
                    if current > 0 { lines += 1 }
                    current = n
                } else {
                    current += n
                }
            }
            block = Float(lines) * 10
        }
        var result = vertical ? Size(width: block, height: inline) : Size(width: inline, height: block)
        if widthMode == .exactly { result.width = width }
        if heightMode == .exactly { result.height = height }
        return result
    }
}
