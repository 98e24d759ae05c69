import ArgumentParser
import CairoRender
import Foundation
import JSONPaths

/// `trellis compare REFERENCE.png ACTUAL.png`: the snapshot pipeline's perceptual comparison of
/// two pictures (CIEDE2000 per pixel, anti-aliasing forgiven, the largest connected block of
/// changed pixels; see `PixelTolerance`). Exit 0 when they count as the same picture, 1 when not
/// (or the sizes differ), 2 when a file is not a readable PNG. `--max-changed-percent P` judges by
/// the share of changed pixels instead of the block rule.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNGs as the snapshot tests do: changed pixels, anti-aliasing, the largest changed block."
    )

    @Argument(help: ArgumentHelp("The reference picture.", valueName: "reference.png"))
    var reference: String

    @Argument(help: ArgumentHelp("The picture compared with it.", valueName: "actual.png"))
    var actual: String

    @Flag(help: "Print the difference as one JSON object.")
    var json = false

    @Option(name: .customLong("heat-map"), help: ArgumentHelp("Write the changed pixels over the faded reference here.", valueName: "out.png"))
    var heatMap: String?

    @Option(name: .customLong("max-changed-percent"),
            help: ArgumentHelp("Pass when at most this share of all pixels changed (anti-aliasing aside), instead of the block rule.", valueName: "p"))
    var maxChangedPercent: Double?

    func validate() throws {
        if let maxChangedPercent, !(maxChangedPercent.isFinite && maxChangedPercent >= 0 && maxChangedPercent <= 100) {
            throw ValidationError("--max-changed-percent: '\(maxChangedPercent)' is not between 0 and 100")
        }
    }

    func run() throws {
        let pictures = [reference, actual].map { path -> Bitmap? in
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("trellis compare: cannot read '\(path)'")
                return nil
            }
            guard let bitmap = Bitmap(png: Array(data)) else {
                printError("trellis compare: '\(path)' is not a PNG that can be read")
                return nil
            }
            return bitmap
        }
        guard let reference = pictures[0], let actual = pictures[1] else { throw ExitCode(2) }
        let difference = PixelComparison.compare(reference, actual)
        let pixels = max(1, reference.width * reference.height)
        let percent = Double(difference.changedPixels) / Double(pixels) * 100
        let passes = difference.sizeMismatch == nil && (maxChangedPercent.map { percent <= $0 } ?? difference.passes)
        if let heatMap, difference.sizeMismatch == nil {
            do {
                try Data(difference.heatMap().pngData()).write(to: URL(fileURLWithPath: heatMap))
            } catch {
                printError("trellis compare: cannot write '\(heatMap)'")
                throw ExitCode(2)
            }
        }
        if json {
            var members: [(String, JSONValue)] = [
                ("width", .number(Double(actual.width))), ("height", .number(Double(actual.height))),
                ("changedPixels", .number(Double(difference.changedPixels))),
                ("antialiasedPixels", .number(Double(difference.antialiasedPixels))),
                ("changedPercent", .number((percent * 1_000).rounded() / 1_000)),
                ("largestBlock", .number(Double(difference.largestBlock))),
                ("maxDeltaE", .number((difference.maxDeltaE * 100).rounded() / 100)),
                ("passes", .bool(passes)),
            ]
            if let bounds = difference.largestBlockBounds {
                members.append(("largestBlockBounds", .array([bounds.x, bounds.y, bounds.width, bounds.height].map { .number(Double($0)) })))
            }
            if difference.sizeMismatch != nil { members.append(("sizeMismatch", .string(difference.summary))) }
            print(JSONValue.object(members).jsonText)
        } else {
            print("\(passes ? "same picture" : "differs"): \(difference.summary) — \(String(format: "%.3f", percent)) % of \(pixels) pixels")
        }
        if !passes { throw ExitCode(1) }
    }
}
