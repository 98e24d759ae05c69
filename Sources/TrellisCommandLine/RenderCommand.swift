import ArgumentParser
import Foundation
import PangoText
import PropsJSON
import Render
import StoreTesting
import TrellisElements
import CairoHosting
import TrellisCairo
import TrellisCatalog

/// `trellis render NAME …`: any catalog screen, through the one pipeline (`ScreenRenderer`): writes
/// a PNG for a display configuration, prints the mounted hierarchy (`--dump`), performs the
/// Command at a point (`--tap`), or writes the frames of the animation to other Props
/// (`--transition-to`). Every input is read and decoded before anything is printed or written.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a catalog screen to PNG, dump its mounted views, tap it, or animate to other Props.",
        discussion: """
            Props files that do not decode name the JSON path (exit 2); a tap on empty space is exit 1.
            Examples:
              trellis render listing --device iphone-se --scheme dark --rtl -o listing.png
              trellis props listing > props.json && trellis render listing --props props.json --dump
              trellis render listing --transition-to next.json --frames 12 -o frames/
              trellis render --matrix -o shots/
            """
    )

    enum Scheme: String, CaseIterable, ExpressibleByArgument {
        case light, dark
        var colorScheme: ColorScheme { self == .dark ? .dark : .light }
    }

    /// `X,Y` in points.
    struct TapPoint: ExpressibleByArgument {
        let point: Point
        init?(argument: String) {
            let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
            point = Point(x: x, y: y)
        }
    }

    @Argument(help: "The screen's name (see 'trellis list'); with --matrix and no name, every screen.")
    var screen: String?

    @Option(help: "The sample to show (default: the screen's first); its Commands go with --props.")
    var sample: String?

    @Option(help: ArgumentHelp("Props as JSON (strict: unknown keys are errors; '-' reads standard input).",
                               valueName: "file.json"))
    var props: String?

    @Option(help: "The device (default iphone-x; see the error of an unknown name for the list).")
    var device = "iphone-x"

    @Flag(help: "Hold the device in landscape.")
    var landscape = false

    @Option(help: "The color scheme.")
    var scheme = Scheme.light

    /// `--ltr` / `--rtl`; neither: the direction the sample is written in (left to right for `--props`).
    @Flag var direction: Direction?

    enum Direction: String, EnumerableFlag {
        case ltr, rtl

        static func help(for value: Direction) -> ArgumentHelp? {
            switch value {
            case .ltr: "Lay out left to right (without --ltr/--rtl: the sample's own writing direction, else left to right)."
            case .rtl: "Lay out right to left."
            }
        }
    }

    @Option(help: ArgumentHelp("A text size category (\(TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))) "
                               + "iOS's short name (\(TextSizeCategory.shortNames.joined(separator: ", "))) "
                               + "or a positive multiplier.", valueName: "category"))
    var textSize: String?

    @Option(help: "The fonts: pinned (DejaVu Sans), ios (Inter, like San Francisco) or android (Roboto) (default: the device's system font).")
    var fonts: FontProfile?

    @Option(help: ArgumentHelp("Hit-test a point (in points) and perform its Command.", valueName: "x,y"))
    var tap: TapPoint?

    @Option(help: ArgumentHelp("Scroll the screen's list (or scroll view) to this offset, in points.", valueName: "Y"))
    var scrollOffset: Double?

    @Flag(help: "Show every row of the screen's lists, on a canvas as tall as it takes.")
    var fullLength = false

    @Flag(help: "Show the simulated keyboard's area (a neutral stand-in panel) as when a field is focused.")
    var keyboard = false

    @Option(help: ArgumentHelp("Focus the text field with this key: the caret shows, the keyboard comes up and the "
                               + "field is scrolled above it.", valueName: "key"))
    var focus: String?

    @Flag(help: ArgumentHelp("Write every sample on the standard matrix (iPhone SE, iPhone X, iPad one-third × "
                             + "light/dark × LTR/RTL) into -o DIR, one PNG per shot; with no screen, of every screen."))
    var matrix = false

    @Flag(help: "Print the mounted hierarchy (kind, id, frame, text).")
    var dump = false

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The PNG to write (a directory with --transition-to).",
                                                                 valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Animate to these Props and write the frames to -o DIR.", valueName: "file.json"))
    var transitionTo: String?

    @Option(help: "How many frames --transition-to writes (at least 2).")
    var frames = 10

    /// The animation `--transition-to` writes frames of.
    static let animation = Animation.easeInOut(0.3)

    func validate() throws {
        if matrix {
            if output == nil { throw ValidationError("--matrix needs -o DIR") }
            if dump || tap != nil || transitionTo != nil || props != nil || sample != nil {
                throw ValidationError("--matrix renders every sample as it is: it takes no --sample, --props, --dump, --tap or --transition-to")
            }
            return
        }
        if screen == nil { throw ValidationError("give the screen's name (see 'trellis list')") }
        if transitionTo != nil && output == nil { throw ValidationError("--transition-to needs -o DIR") }
        if frames < 2 { throw ValidationError("--frames: '\(frames)' is not a number ≥ 2") }
        if output == nil && !dump && tap == nil {
            throw ValidationError("nothing to do: give -o OUT.png, --dump and/or --tap X,Y")
        }
        if let textSize, Self.textSize(textSize) == nil {
            throw ValidationError("--text-size: '\(textSize)' is neither a category nor a positive number")
        }
    }

    /// `--text-size`: a category name, or a positive multiplier.
    enum TextSize {
        case category(TextSizeCategory), multiplier(Double)
    }

    static func textSize(_ text: String) -> TextSize? {
        if let category = TextSizeCategory(named: text) { return .category(category) }
        if let multiplier = Double(text), multiplier.isFinite, multiplier > 0 { return .multiplier(multiplier) }
        return nil
    }

    /// `--ltr`/`--rtl`, else the direction the shown sample is written in (an Arabic sample is laid
    /// out right to left), else left to right.
    func layoutDirection(of entry: CatalogEntry) -> LayoutDirection {
        if let direction { return direction == .rtl ? .rightToLeft : .leftToRight }
        guard props == nil else { return .leftToRight }
        return entry.writingDirection(ofSample: sample ?? entry.defaultSample.name) ?? .leftToRight
    }

    func run() async throws {
        let catalog = ToolCatalog.current
        if matrix, let output { return try await renderMatrix(of: catalog, into: output) }
        guard let screen else { return }
        let entry = try catalog.screen(screen)
        let sampleProps = try catalog.props(of: entry, sample: sample)
        var configuration = DisplayConfiguration(device: try catalog.display(device),
                                                 orientation: landscape ? .landscape : .portrait,
                                                 colorScheme: scheme.colorScheme,
                                                 layoutDirection: layoutDirection(of: entry))
        var multiplier: Double?
        switch textSize.flatMap(Self.textSize) {
        case .category(let category): configuration.textSize = category
        case .multiplier(let value): multiplier = value
        case nil: break
        }
        // Decode every input before printing anything, so bad next Props leave no half output.
        let current = try props.map { try Self.decode(entry, from: $0, commandsOf: sampleProps) } ?? sampleProps
        let next = try transitionTo.map { try Self.decode(entry, from: $0, commandsOf: current) }

        let clock = TestClock()
        let (runtime, host): (ScreenRuntime, CairoScreenHost)
        do {
            (runtime, host) = try await ScreenRenderer(fonts: fonts)
                .runtime(entry, props: current, on: configuration, clock: clock)
        } catch {
            throw BadInput("\(error)")
        }
        if let multiplier {
            var environment = await runtime.environment
            environment.textSizeMultiplier = multiplier
            await runtime.setEnvironment(environment)
        }
        if fullLength { await host.setCanvas(await runtime.showFullLength()) }
        if let scrollOffset {
            guard scrollOffset.isFinite else { throw BadInput("--scroll-offset: \(scrollOffset) is not a finite number") }
            guard !(await runtime.scrollExtents).isEmpty else { throw BadInput("--scroll-offset: \(screen) has no list to scroll") }
            await runtime.scroll(to: scrollOffset)
        }
        if let focus {
            guard await runtime.core.focus(focus) else { throw BadInput("--focus: '\(focus)' is not a text field of \(screen) and holds none") }
            // The keyboard's animation runs to its end on the virtual clock.
            await clock.advance(by: .seconds(SoftwareKeyboard.animationDuration + 0.05))
            await runtime.core.tick()
        } else if keyboard {
            await runtime.core.setKeyboard(visible: true, animated: false)
        }
        if dump { print(await runtime.mounted.dump()) }
        var missed: Point?
        if let point = tap?.point {
            if let command = await runtime.tap(at: point) {
                printError("command: " + (command.value.map { "\(command.name)(\($0))" } ?? command.name))
            } else {
                missed = point
            }
        }
        if let next, let output {
            try await writeFrames(of: runtime, to: next, host: host, clock: clock, directory: output)
        } else if let output {
            let (png, issues) = await host.png()
            try Self.write(Data(png), to: output)
            for issue in issues { printError("trellis render: \(issue.message)") }
            let device = configuration.deviceConfiguration, pixels = device.pixelSize
            let height = fullLength ? Int(((await runtime.size.height) * device.scale).rounded()) : pixels.height
            let canvas = fullLength ? " full length," : ""
            print("wrote \(output) (\(device), \(pixels.width)×\(height) px,\(canvas) \(await runtime.mounted.count) views)")
        }
        if let missed { throw FailedCheck("nothing tappable at (\(missed.x), \(missed.y))") }
    }

    /// Every sample of the screen (of every screen without a name) on `ConfigurationMatrix.standard`
    /// into `directory`, named by the shot (`settings-default-iphone-se-dark-rtl.png`); layout
    /// issues are printed and make the run a failed check.
    private func renderMatrix(of catalog: Catalog, into directory: String) async throws {
        let entries = try screen.map { [try catalog.screen($0)] } ?? catalog.entries
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BadInput("cannot write to '\(directory)': \(error.localizedDescription)")
        }
        let renderer = ScreenRenderer(fonts: fonts)
        let configurations = ConfigurationMatrix.standard.configurations
        // A sample written in one direction (an Arabic one) is the same shot under LTR and RTL.
        var written: Set<String> = [], issues: [String] = []
        for entry in entries {
            for sample in entry.sampleNames {
                for configuration in configurations {
                    let shot: Shot
                    do {
                        shot = try await renderer.render(entry, sample: sample, on: configuration)
                    } catch {
                        throw BadInput("\(entry.name) sample \(sample): \(error)")
                    }
                    guard written.insert(shot.name).inserted else { continue }
                    try Self.write(Data(shot.png), to: (directory as NSString).appendingPathComponent(shot.name + ".png"))
                    issues += shot.rendering.issues.map { "\(shot.name): \($0.message)" }
                }
            }
        }
        print("wrote \(written.count) PNGs of \(entries.map { "\($0.name) (\($0.samples.count) samples)" }.joined(separator: ", ")) "
            + "on \(configurations.count) configurations into \(directory)")
        for issue in issues { printError("trellis render: \(issue)") }
        if !issues.isEmpty { throw FailedCheck("\(issues.count) layout issues (above)") }
    }

    /// `frames` PNGs of the animation from what is shown to `next`, evenly spaced in the
    /// animation's time (the clock is stepped, so the frames are exact): the first shows the
    /// current Props, the last the next ones.
    private func writeFrames(of runtime: ScreenRuntime, to next: ScreenProps, host: CairoScreenHost, clock: TestClock,
                             directory: String) async throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BadInput("cannot write frames to '\(directory)': \(error.localizedDescription)")
        }
        let start = clock.now
        do {
            try await runtime.setProps(next, animation: Self.animation)
        } catch {
            throw BadInput(error.description)
        }
        for index in 0..<frames {
            let elapsed = Self.animation.duration * Double(index) / Double(frames - 1)
            await clock.advance(to: start.advanced(by: .seconds(elapsed)))
            // The last step lands on the end, where a rounding error must not leave the animation running.
            if await runtime.tick(), index == frames - 1 {
                await clock.advance(by: .milliseconds(1))
                await runtime.tick()
            }
            let name = String(format: "frame-%03d.png", index)
            try Self.write(Data(await host.png().png), to: (directory as NSString).appendingPathComponent(name))
        }
        print("wrote \(frames) frames to \(directory)")
    }

    /// Props of `entry` from the JSON in `path` (`-`: standard input), strict, with the live
    /// Commands of `current`.
    private static func decode(_ entry: CatalogEntry, from path: String, commandsOf current: ScreenProps) throws(BadInput) -> ScreenProps {
        let data: Data
        do {
            data = try readInput(path)
        } catch {
            throw BadInput("cannot read '\(path)': \(error.localizedDescription)")
        }
        do {
            return try entry.props(fromJSON: data, commandsOf: current, strict: true)
        } catch {
            throw BadInput("\(path): \(error)")
        }
    }

    private static func write(_ data: Data, to path: String) throws(BadInput) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw BadInput("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}

extension FontProfile: ExpressibleByArgument {}
