import ArgumentParser
import CairoRender
import Render
import Foundation

/// `trellis draw FILE.json [--scale S] [-o OUT.png]`: draws a JSON display list (format in the
/// README, "Text and rendering") to PNG. Malformed JSON or an unknown primitive: one line naming
/// the JSON path, exit 2, no PNG. Problems while drawing (unreadable image → placeholder,
/// unbalanced push/pop): the PNG is written, each problem is one line, exit 2.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw a JSON display list to PNG (default output: FILE with .png)."
    )

    @Argument(help: ArgumentHelp("The display list ('-': standard input).", valueName: "file.json"))
    var input: String

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "s"))
    var scale = "1"

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The PNG to write.", valueName: "out.png"))
    var output: String?

    func validate() throws {
        guard let value = Double(scale), value.isFinite, value > 0 else {
            throw ValidationError("--scale: '\(scale)' is not a positive number")
        }
    }

    func run() throws {
        try ExitCode.check(Self.draw(input, scale: Double(scale) ?? 1, output: output))
    }

    static func draw(_ input: String, scale: Double, output: String?) -> Int32 {
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
}
