import Foundation
import PangoText
import Typesetting

/// `trellis measure TEXT --font "DejaVu Sans Bold 17" [--width W] [--scale S] [--max-lines N]
/// [--line-break word|char|head|middle|tail]`: measures TEXT (`-`: standard input) with Pango and
/// prints JSON — size, baselines and every line's UTF-8 byte range, text and width.
enum MeasureCommand {
    static let usage = """
        usage: trellis measure TEXT|- [--font "FAMILY [STYLE...] SIZE"] [--width W] [--scale S]
                                    [--max-lines N] [--line-break word|char|head|middle|tail]
        """

    static func run(_ args: [String]) -> Int32 {
        do {
            let request = try MeasureRequest(arguments: args)
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
        } catch let error as UsageError {
            printError("trellis measure: \(error.message)\n" + usage)
            return 2
        } catch {
            printError("trellis measure: \(error)")
            return 2
        }
    }
}


/// The parsed arguments of `trellis measure`.
struct MeasureRequest {
    var text: AttributedText
    var width: Double?
    var scale: Double = 1

    init(arguments: [String]) throws {
        var positional: [String] = []
        var attributes = TextAttributes()
        var paragraph = ParagraphStyle()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let number = Double(text) else { throw UsageError(message: "\(flag): '\(text)' is not a number") }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--font": attributes = try FontDescription.parse(try value("--font"))
            case "--width": width = try number("--width")
            case "--scale": scale = try number("--scale")
            case "--max-lines":
                let text = try value("--max-lines")
                guard let lines = Int(text), lines >= 0 else {
                    throw UsageError(message: "--max-lines: '\(text)' is not a non-negative integer")
                }
                paragraph.maxLines = lines
            case "--line-break":
                let text = try value("--line-break")
                guard let mode = LineBreakMode(shortName: text) else {
                    throw UsageError(message: "--line-break: '\(text)' is not one of word, char, head, middle, tail")
                }
                paragraph.lineBreakMode = mode
            case let flag where flag.hasPrefix("--"):
                throw UsageError(message: "unknown option \(flag)")
            case let argument:
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count == 1 else {
            throw UsageError(message: positional.isEmpty ? "missing TEXT" : "expected one TEXT, got \(positional.count)")
        }
        var string = positional[0]
        if string == "-" {
            // Long texts (say the 1 MB bad-input case) do not fit on a command line.
            string = String(decoding: try readInput("-"), as: UTF8.self)
        }
        text = AttributedText(string, attributes, paragraph: paragraph)
    }
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
        guard !words.isEmpty else { throw UsageError(message: "--font: '\(description)' names no family") }
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
