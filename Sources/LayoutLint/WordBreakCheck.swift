import Render
import SnapshotReports
import TrellisElements
import Typesetting

/// `broken-word`: each text is measured again in its content box, as the host draws it, and a
/// line that ends inside a word (a letter or digit on both sides of the break, outside the
/// scripts that break between characters: CJK, kana, Hangul, Thai and its neighbours) is a
/// finding when that word — everything between the spaces around the break — measured alone
/// fits the line the text could have had (`line(of:in:)`: its container's, or that of a row that
/// shrank the text or a column around it): UIKit and SwiftUI break inside a word only when it
/// alone is wider than the line. O(texts × depth × nodes) plus the measurements.
struct WordBreakCheck: LintCheck {
    func findings(in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let scale = context.configuration.deviceConfiguration.scale
        for measured in context.measuredTexts() {
            let (index, placed, text, box, layout) = (measured.index, measured.placed, measured.text, measured.box, measured.layout)
            let room = max(Self.line(of: index, in: context) - (placed.frame.width - box.width), box.width)
            let string = text.string
            for (line, next) in zip(layout.lines, layout.lines.dropFirst()) where line.range.upperBound == next.range.lowerBound {
                guard let word = Self.word(around: next.range.lowerBound, in: string) else { continue }
                var alone = text.slice(word)
                alone.paragraph = ParagraphStyle()
                let width = context.measurer.measure(alone, width: 0, mode: .undefined, scale: scale).contentWidth
                // (A text that had its whole line broke a word wider than it, however close:
                // the measurer's own verdict.)
                guard width <= room + TextFitCheck.slack, room > box.width + TextFitCheck.slack else { continue }
                findings.append(context.finding(.brokenWord, index,
                    "text \(LintContext.quoted(string)) breaks inside \(LintContext.quoted(alone.string)) "
                        + "(\(format(width)) pt) in \(format(box.width)) pt, though the \(format(room)) pt line it could have fits it"))
            }
        }
        return findings
    }

    /// The line a text could have had, in points (its frame's, padding and border included):
    /// its own width, and for the text and each container around it that sits beside siblings
    /// in a row (which may have shrunk it below its content: a text beside a value, a column of
    /// texts beside an icon), the span of that row's children; the largest. A text stacked in
    /// columns up to the screen had its whole line (its margins are its own). The walk stops at
    /// a scroll container (its rows are laid out at its viewport's width, whatever surrounds it)
    /// and at the content of a horizontal one (laid out at its natural width). O(depth × nodes).
    static func line(of index: Int, in context: LintContext) -> Double {
        let nodes = context.nodes
        func span(of container: Int) -> Double {
            let frames = nodes.indices.filter { nodes[$0].parent == container }.map { nodes[$0].frame }
            let width = (frames.map(\.maxX).max() ?? 0) - (frames.map(\.minX).min() ?? 0)
            return min(width, nodes[container].frame.width)
        }
        var line = nodes[index].frame.width, current = index
        while let container = nodes[current].parent, nodes[container].node.scroll == nil,
              !isHorizontalScrollContent(container, in: nodes) {
            if besideSiblings(current, in: nodes) { line = max(line, span(of: container)) }
            current = container
        }
        return line
    }

    /// Whether another child of the node's container sits beside it on its line (a row's items):
    /// their vertical extents overlap and their horizontal ones do not.
    static func besideSiblings(_ index: Int, in nodes: [PlacedNode]) -> Bool {
        let frame = nodes[index].frame
        return nodes.indices.contains { other in
            guard other != index, let parent = nodes[other].parent, parent == nodes[index].parent else { return false }
            let sibling = nodes[other].frame
            return sibling.minY < frame.maxY && sibling.maxY > frame.minY
                && (sibling.maxX <= frame.minX + TextFitCheck.slack || sibling.minX >= frame.maxX - TextFitCheck.slack)
        }
    }

    /// Whether the node is a horizontal scroll container or the content it scrolls.
    static func isHorizontalScrollContent(_ index: Int, in nodes: [PlacedNode]) -> Bool {
        if nodes[index].node.scroll?.axis == .horizontal { return true }
        guard let parent = nodes[index].parent else { return false }
        return nodes[parent].node.scroll?.axis == .horizontal
    }

    /// The UTF-8 range of the word that a break at byte `offset` of `string` falls inside, or
    /// nil when the break is between words (or in a script that breaks between characters).
    static func word(around offset: Int, in string: String) -> Range<Int>? {
        let utf8 = string.utf8
        guard offset > 0, offset < utf8.count,
              let index = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex),
              index > string.startIndex, index < string.endIndex,
              isWordCharacter(string[string.index(before: index)]), isWordCharacter(string[index]) else { return nil }
        // The word reaches to the spaces around it: "00:10" and "a.very.long.name" are one word each.
        var start = index, end = index
        while start > string.startIndex, !string[string.index(before: start)].isWhitespace {
            start = string.index(before: start)
        }
        while end < string.endIndex, !string[end].isWhitespace { end = string.index(after: end) }
        return utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
    }

    /// Letters, digits and their marks, outside the scripts whose lines break between characters.
    static func isWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first else { return false }
        let value = scalar.value
        let breaksBetweenCharacters = scalar.properties.isIdeographic
            || (0x0E00...0x109F).contains(value)      // Thai, Lao, Tibetan, Myanmar
            || (0x1780...0x17FF).contains(value)      // Khmer
            || (0x3040...0x30FF).contains(value)      // Hiragana, Katakana
            || (0x1100...0x11FF).contains(value) || (0xAC00...0xD7AF).contains(value)  // Hangul
        return !breaksBetweenCharacters
    }
}
