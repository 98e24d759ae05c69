import ArgumentParser
import Foundation
import PangoText
import StoreTesting
import TrellisCairo
import TrellisCatalog
import TrellisElements

/// `trellis accessibility NAME …`: what a screen reader would say on a catalog screen: its
/// accessibility elements in reading order, as numbered lines or as JSON.
struct AccessibilityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accessibility",
        abstract: "Print what a screen reader would say on a catalog screen, in reading order.",
        discussion: """
            One line per element: its label, role, heading level, value, state, hint and custom actions.
            Examples:
              trellis accessibility login --sample inProgress
              trellis accessibility login --sample hebrew --json
              trellis accessibility controls --device iphone-se --text-size AX5
            """
    )

    @Argument(help: "The screen's name (see 'trellis list').")
    var screen: String

    @Option(help: "The sample to read (default: the screen's first).")
    var sample: String?

    @Option(help: "The device (default iphone-x).")
    var device = "iphone-x"

    @Flag(help: "Lay out and read right to left (default: the sample's own writing direction).")
    var rtl = false

    @Option(help: ArgumentHelp("A text size category or iOS's short name (AX5).", valueName: "category"))
    var textSize: String?

    @Flag(help: "Print the elements as JSON (path, role, label, value, state, actions, frame).")
    var json = false

    func validate() throws {
        if let textSize, TextSizeCategory(named: textSize) == nil {
            throw ValidationError("--text-size: '\(textSize)' is not a category; use one of "
                                  + TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    func run() async throws {
        let catalog = ToolCatalog.current
        let entry = try catalog.screen(screen)
        let props = try catalog.props(of: entry, sample: sample)
        let direction = rtl ? .rightToLeft : entry.writingDirection(ofSample: sample ?? entry.defaultSample.name) ?? .leftToRight
        var configuration = DisplayConfiguration(device: try catalog.display(device), layoutDirection: direction)
        if let textSize, let category = TextSizeCategory(named: textSize) { configuration.textSize = category }
        let runtime: ScreenRuntime
        do {
            (runtime, _) = try await ScreenRenderer().runtime(entry, props: props, on: configuration, clock: TestClock())
        } catch {
            throw BadInput("\(error)")
        }
        let tree = AccessibilityTree(await runtime.core.placedLayout, direction: direction)
        if json {
            print(String(decoding: tree.json.serialized(), as: UTF8.self))
        } else {
            print(tree.spoken, terminator: "")
        }
    }
}
