import ArgumentParser
import Foundation
import PangoText
import Typesetting

/// `trellis measure TEXT --font "DejaVu Sans Bold 17" [--width W] [--scale S] [--max-lines N]
/// [--line-break word|char|head|middle|tail]`: measures TEXT (`-`: standard input) with Pango and
/// prints JSON — size, baselines and every line's UTF-8 byte range, text and width.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure text with Pango: size, baselines and lines as JSON."
    )

    @Argument(help: ArgumentHelp("The text ('-': standard input).", valueName: "text"))
    var text: String

    @Option(help: ArgumentHelp("A Pango-style font: family words, style words, size (\"DejaVu Sans Bold 17\").",
                               valueName: "family [style...] size"))
    var font: String?

    @Option(help: ArgumentHelp("The width to wrap at, in points (default: no wrapping).", valueName: "w"))
    var width: String?

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "s"))
    var scale = "1"

    @Option(help: ArgumentHelp("At most this many lines (0: no limit).", valueName: "n"))
    var maxLines: String?

    @Option(help: ArgumentHelp("How lines break or truncate.", valueName: "word|char|head|middle|tail"))
    var lineBreak: String?

    func validate() throws {
        _ = try request(readingInput: false)
    }

    func run() throws {
        do {
            try ExitCode.check(Self.measure(try request(readingInput: true)))
        } catch let error as ValidationError {
            throw BadInput(error.message)
        } catch let error as ExitCode {
            throw error
        } catch {
            throw BadInput("\(error)")
        }
    }

    /// The request these arguments make; standard input is only read when `readingInput`.
    func request(readingInput: Bool) throws -> MeasureRequest {
        let attributes = try font.map(FontDescription.parse) ?? TextAttributes()
        var paragraph = ParagraphStyle()
        func number(_ flag: String, _ text: String) throws -> Double {
            guard let number = Double(text) else { throw ValidationError("\(flag): '\(text)' is not a number") }
            return number
        }
        if let maxLines {
            guard let lines = Int(maxLines), lines >= 0 else {
                throw ValidationError("--max-lines: '\(maxLines)' is not a non-negative integer")
            }
            paragraph.maxLines = lines
        }
        if let lineBreak {
            guard let mode = LineBreakMode(shortName: lineBreak) else {
                throw ValidationError("--line-break: '\(lineBreak)' is not one of word, char, head, middle, tail")
            }
            paragraph.lineBreakMode = mode
        }
        // Long texts (say the 1 MB bad-input case) do not fit on a command line.
        let string = text == "-" && readingInput ? String(decoding: try readInput("-"), as: UTF8.self) : text
        return MeasureRequest(text: AttributedText(string, attributes, paragraph: paragraph),
                              width: try width.map { try number("--width", $0) }, scale: try number("--scale", scale))
    }

    static func measure(_ request: MeasureRequest) throws -> Int32 {
        let measurer = PangoMeasurer()
        let layout = measurer.measure(request.text, width: request.width ?? 0,
                                      mode: request.width == nil ? .undefined : .atMost,
                                      scale: request.scale)
        let report = MeasureReport(layout: layout, string: request.text.string,
                                   configurationDiagnostics: measurer.configurationDiagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
        for diagnostic in report.diagnostics { printError("trellis measure: warning: \(diagnostic)") }
        return 0
    }
}

/// What `trellis measure` measures.
struct MeasureRequest {
    var text: AttributedText
    var width: Double?
    var scale: Double = 1
}

/// Pango-style font descriptions: `"DejaVu Sans Bold Italic 17"` — family words, then style
/// words (weights, `Italic`/`Oblique`), then the size in points.
enum FontDescription {
    static func parse(_ description: String) throws -> TextAttributes {
        var words = description.split(separator: " ").map(String.init)
        var attributes = TextAttributes()
        if let last = words.last, let size = Double(last) {
            attributes.size = size
            words.removeLast()
        }
        while let last = words.last, words.count > 1 {
            if ["italic", "oblique"].contains(last.lowercased()) {
                attributes.italic = true
            } else if let weight = FontWeight(name: last), Int(last) == nil {
                attributes.weight = weight
            } else {
                break
            }
            words.removeLast()
        }
        guard !words.isEmpty else { throw ValidationError("--font: '\(description)' names no family") }
        attributes.family = words.joined(separator: " ")
        return attributes
    }
}

/// The JSON `trellis measure` prints.
struct MeasureReport: Encodable {
    struct Line: Encodable {
        let text: String
        let range: [Int]
        let x, y, width, height, baseline: Double
        let rightToLeft, truncated: Bool
    }

    let width, height, firstBaseline, lastBaseline, contentWidth, contentHeight: Double
    let truncated: Bool
    let lines: [Line]
    let diagnostics: [String]

    init(layout: TextLayout, string: String, configurationDiagnostics: [String]) {
        let bytes = Array(string.utf8)
        width = layout.width
        height = layout.height
        firstBaseline = layout.firstBaseline
        lastBaseline = layout.lastBaseline
        contentWidth = layout.contentWidth
        contentHeight = layout.contentHeight
        truncated = layout.isTruncated
        lines = layout.lines.map { line in
            Line(text: String(decoding: bytes[line.range.clamped(to: 0..<bytes.count)], as: UTF8.self),
                 range: [line.range.lowerBound, line.range.upperBound], x: line.x, y: line.y,
                 width: line.width, height: line.height, baseline: line.baseline,
                 rightToLeft: line.isRightToLeft, truncated: line.isTruncated)
        }
        diagnostics = configurationDiagnostics + layout.diagnostics.map(\.description)
    }
}
