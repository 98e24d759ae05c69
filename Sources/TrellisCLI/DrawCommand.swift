import CairoRender
import Render
import Foundation

/// `trellis draw FILE.json [--scale S] [-o OUT.png]`: draws a JSON display list (format in the
/// README, "Text and rendering") to PNG. Malformed JSON or an unknown primitive: one line naming
/// the JSON path, exit 2, no PNG. Problems while drawing (unreadable image → placeholder,
/// unbalanced push/pop): the PNG is written, each problem is one line, exit 2.
enum DrawCommand {
    static let usage = "usage: trellis draw FILE.json|- [--scale S] [-o OUT.png]"

    static func run(_ args: [String]) -> Int32 {
        var input: String?
        var output: String?
        var scale = 1.0
        var index = 0
        while index < args.count {
            let argument = args[index]
            switch argument {
            case "--scale", "-o", "--output":
                guard index + 1 < args.count else { return usageError("\(argument) needs a value") }
                index += 1
                if argument == "--scale" {
                    guard let value = Double(args[index]), value.isFinite, value > 0 else {
                        return usageError("--scale: '\(args[index])' is not a positive number")
                    }
                    scale = value
                } else {
                    output = args[index]
                }
            case let flag where flag.hasPrefix("-") && flag != "-":
                return usageError("unknown option \(flag)")
            default:
                guard input == nil else { return usageError("expected one FILE.json") }
                input = argument
            }
            index += 1
        }
        guard let input else { return usageError("missing FILE.json") }
        let outputPath = output ?? (input == "-" ? "out.png" : (input as NSString).deletingPathExtension + ".png")

        let data: Data
        do {
            data = try readInput(input)
        } catch {
            printError("trellis draw: cannot read '\(input)': \(error.localizedDescription)")
            return 2
        }
        let base = input == "-" ? nil : URL(fileURLWithPath: input).deletingLastPathComponent()
        let list: DisplayList
        do {
            list = try DisplayListDecoder.decode(data, baseDirectory: base)
        } catch {
            printError("trellis draw: \(error)")
            return 2
        }
        let rendering = CairoRenderer().render(list, scale: scale)
        do {
            try Data(rendering.pngData()).write(to: URL(fileURLWithPath: outputPath))
        } catch {
            printError("trellis draw: cannot write '\(outputPath)': \(error.localizedDescription)")
            return 2
        }
        for issue in rendering.issues {
            printError("trellis draw: \(issue)")
        }
        return rendering.issues.isEmpty ? 0 : 2
    }

    private static func usageError(_ message: String) -> Int32 {
        printError("trellis draw: \(message)\n\(usage)")
        return 2
    }
}
