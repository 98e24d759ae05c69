import ArgumentParser
import Foundation
import JSONPaths
import PangoText
import Render
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisSessions

/// `trellis run NAME --script FILE.json -o DIR`: a feature in a scenario (or a plain screen from a
/// sample or Props) driven by a script of gestures and waits on a virtual clock, through the same
/// flow driver as flow tests. Writes `DIR/000.png` (the start), one PNG per step and per frame of
/// what moves by itself after a step, and `DIR/log.json` with one object per PNG; with
/// `--record FILE`, the run as a session (`trellis replay FILE` plays it again).
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a feature (or a screen) through a script of gestures and write a PNG per step.",
        discussion: """
            Steps: {"tap": KEY}, {"longPress": KEY}, {"drag": KEY, "by": [dx, dy]}, {"fling": KEY, "velocity": [vx, vy]},
            {"swipe": KEY, "direction": "left"|"right"}, {"back": true}, {"wait": SECONDS}; KEY is an element key or
            an accessibility label. A bad script is exit 2 naming the step, before anything runs; a step that
            targets nothing is exit 1. --record FILE writes the run as a session file (see 'trellis replay').
            Examples:
              trellis run timer --script start-and-wait.json -o out/timer
              trellis run login --script login.json --record login.session.json
              trellis run login --scenario fails --device iphone-se --script login.json -o out/login
              trellis run inbox --sample default --script scroll.json -o out/inbox
            """
    )

    @Argument(help: "A feature's or a screen's name (see 'trellis list'); a feature when both have it.")
    var name: String

    @Option(help: "The feature's scenario (default: its first).")
    var scenario: String?

    @Option(help: "Run the screen (not the feature) from this sample; its Commands are only logged.")
    var sample: String?

    @Option(help: ArgumentHelp("Run the screen from these Props (JSON; Commands are only logged).", valueName: "file.json"))
    var props: String?

    @Option(help: "The device (default iphone-x).")
    var device = "iphone-x"

    @Flag(help: "Hold the device in landscape.")
    var landscape = false

    @Option(help: "The color scheme.")
    var scheme = RenderCommand.Scheme.light

    @Flag var direction: RenderCommand.Direction?

    @Option(help: "The fonts: pinned (DejaVu Sans), ios (Inter) or android (Roboto) (default: the device's system font).")
    var fonts: FontProfile?

    @Option(help: ArgumentHelp("The steps, a JSON array ('-' reads standard input).", valueName: "file.json"))
    var script: String

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The directory to write PNGs and log.json to.",
                                                                 valueName: "dir"))
    var output: String?

    @Option(name: .customLong("record"),
            help: ArgumentHelp("Write the run as a session file (inputs, Commands, Props revisions; secrets redacted).",
                               valueName: "file.json"))
    var sessionFile: String?

    @Option(help: ArgumentHelp("Seconds between the frames written while something moves by itself after a step.",
                               valueName: "seconds"))
    var frameInterval = 0.05

    func validate() throws {
        if output == nil && sessionFile == nil { throw ValidationError("give -o DIR, --record FILE or both") }
        if sample != nil && props != nil { throw ValidationError("give --sample or --props, not both") }
        if scenario != nil && (sample != nil || props != nil) {
            throw ValidationError("--scenario runs a feature; --sample and --props run a plain screen")
        }
        guard frameInterval.isFinite, frameInterval >= 1.0 / 240, frameInterval <= 1 else {
            throw ValidationError("--frame-interval: '\(frameInterval)' is not between 1/240 and 1 second")
        }
    }

    func run() async throws {
        let catalog = ToolCatalog.current
        // Everything is read and checked before anything runs.
        let steps: [FlowStep]
        do {
            steps = try FlowStep.script(Array(try readInput(script)))
        } catch let error as FlowScriptError {
            throw BadInput("\(script): \(error)")
        } catch {
            throw BadInput("cannot read '\(script)': \(error.localizedDescription)")
        }
        let runsFeature = sample == nil && props == nil && catalog.features.contains { $0.name == name }
        guard runsFeature || catalog.entries.contains(where: { $0.name == name }) else {
            throw BadInput("unknown feature or screen '\(name)' (features: \(catalog.features.map(\.name).joined(separator: ", ")); "
                           + "screens: \(catalog.entries.map(\.name).joined(separator: ", ")))")
        }
        let entry = try runsFeature ? catalog.feature(named: name).screen : catalog.screen(name)
        let rtl: Bool
        if let direction { rtl = direction == .rtl } else if !runsFeature, props == nil {
            rtl = entry.writingDirection(ofSample: sample ?? entry.defaultSample.name) == .rightToLeft
        } else {
            rtl = false
        }
        let configuration = DisplayConfiguration(device: try catalog.display(device),
                                                 orientation: landscape ? .landscape : .portrait,
                                                 colorScheme: scheme.colorScheme,
                                                 layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let renderer = ScreenRenderer(fonts: fonts)
        let flow: Flow
        do {
            if runsFeature {
                flow = try await Flow.start(try catalog.feature(named: name), scenario: scenario, on: configuration,
                                            renderer: renderer)
            } else {
                let sampleProps = try catalog.props(of: entry, sample: sample)
                let shown = try props.map { path throws(BadInput) in
                    do {
                        return try entry.props(fromJSON: try readInput(path), commandsOf: sampleProps, strict: true)
                    } catch {
                        throw BadInput("\(path): \(error)")
                    }
                } ?? sampleProps
                flow = try await Flow.start(entry, props: shown, on: configuration, renderer: renderer)
            }
        } catch let error as CatalogError {
            throw BadInput(error.description)
        }
        if let output { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
        // A plain screen's session starts from its sample (Props of a file are its first revision).
        let recorder = sessionFile == nil ? nil
            : await flow.record(sample: runsFeature || props != nil ? nil : sample ?? entry.defaultSample.name)
        var log: [JSONValue] = []
        var performedBefore = 0
        var pngCount = 0
        func picture(step: Int, frame: Int?, action: JSONValue) async throws {
            let name = frame.map { String(format: "%03d-%03d.png", step, $0) } ?? String(format: "%03d.png", step)
            recorder?.mark(picture: name)
            guard let output else { return }
            try Data(await flow.png().png).write(to: URL(fileURLWithPath: (output as NSString).appendingPathComponent(name)))
            pngCount += 1
            let performed = await flow.performed
            let new = performed[performedBefore...].map { record -> JSONValue in
                .object([("name", .string(record.name)), ("value", record.value.map { .string($0) } ?? .null)])
            }
            performedBefore = performed.count
            let propsJSON = (try? entry.json(of: await flow.props)).flatMap { try? JSONValue(parsing: $0) } ?? .null
            let scroll = await flow.scrollExtents.sorted { $0.key < $1.key }.map { id, extent in
                (id, JSONValue.array([.number(extent.point.x), .number(extent.point.y)]))
            }
            var object: [(String, JSONValue)] = [("step", .number(Double(step)))]
            if let frame { object.append(("frame", .number(Double(frame)))) }
            let focus = await flow.core.focusedField
            let selection = await flow.core.selection.map { JSONValue.array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) }
            object += [("png", .string(name)), ("action", action), ("props", propsJSON), ("performed", .array(new)),
                       ("scroll", .object(scroll)), ("focus", focus.map { .string($0) } ?? .null),
                       ("selection", selection ?? .null),
                       ("keyboard", .object([("height", .number(await flow.core.keyboardHeight))])),
                       ("tree", .string(await flow.mounted.dump()))]
            log.append(.object(object))
        }
        try await picture(step: 0, frame: nil, action: .null)
        for (index, step) in steps.enumerated() {
            // Text typed or pasted into a secure field is logged redacted.
            let action = await flow.loggedJSON(of: step)
            do {
                try await flow.run(step)
            } catch {
                try writeLog(log)
                try writeSession(recorder)
                if error.isWrongKind { throw BadInput("step \(index): \(error)") }
                throw FailedCheck("step \(index): \(error)")
            }
            try await picture(step: index + 1, frame: nil, action: action)
            // What settles by itself after the step (an animation, a fling) is written frame by
            // frame; an ambient animation (a ring sweeping between ticks) is not waited for.
            var frame = 0
            while await flow.core.isSettling, frame < 600 {
                frame += 1
                await flow.finishMotion(interval: frameInterval, frames: 1)
                try await picture(step: index + 1, frame: frame, action: action)
            }
        }
        try writeLog(log)
        try writeSession(recorder)
        for error in await flow.hostErrors { printError("trellis run: the host could not apply an instruction: \(error)") }
        // Props that encode alike but compare unequal (a Command made anew each time) defeat
        // memoization: a warning, not a failure.
        for warning in flow.feature?.commandIdentityDiagnostics ?? [] { printError("trellis run: warning: \(warning)") }
        if let output { print("wrote \(pngCount) PNGs and log.json to \(output) (\(steps.count) steps)") }
        if let sessionFile, let session = recorder?.session {
            print("wrote the session to \(sessionFile) (\(session.inputCount) inputs, \(session.revisions.count) Props revisions, "
                  + "\(session.commandCount) Commands)")
        }
    }

    private func writeLog(_ log: [JSONValue]) throws {
        guard let output else { return }
        let path = (output as NSString).appendingPathComponent("log.json")
        try Data(JSONValue.array(log).serialized(pretty: true)).write(to: URL(fileURLWithPath: path))
    }

    private func writeSession(_ recorder: SessionRecorder?) throws {
        guard let sessionFile, let recorder else { return }
        try Data(recorder.session.fileBytes()).write(to: URL(fileURLWithPath: sessionFile))
    }
}
