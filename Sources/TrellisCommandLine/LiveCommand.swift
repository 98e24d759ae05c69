import ArgumentParser
import Foundation
import PangoText
import TrellisElements
import CairoHosting
import TrellisCairo
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisSessions

/// `trellis live NAME --broker mqtt://HOST:PORT`: a catalog screen running headlessly as a live
/// screen (see the README's live Props protocol): publishes its Props, schema and presence, takes
/// validated edits, renders a PNG into `--frames` on every change and prints one line per event.
/// Records its session and publishes the newest events on `session` (`--no-session`: not).
struct LiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run a catalog screen headlessly with live Props over MQTT (topics trellis/v1/APP/DEVICE/SCREEN/…).",
        discussion: """
            Runs until interrupted (SIGINT/SIGTERM publish presence offline; a crash leaves the will do it).
            Example:
              trellis live login --broker mqtt://127.0.0.1:1883 --frames frames/ &
              mosquitto_pub -t trellis/v1/trellis/local/login/patch -m '{"login":"inProgress"}'
            """
    )

    @Argument(help: "The screen's name (see 'trellis list').")
    var screen: String

    @Option(help: "The sample shown first (default: the screen's first).")
    var sample: String?

    @Option(help: ArgumentHelp("The broker.", valueName: "mqtt://HOST:PORT"))
    var broker: String

    @Option(help: "The app level of the topics.")
    var app = "trellis"

    @Option(help: "The device level of the topics.")
    var device = "local"

    @Option(help: "The user name for the broker.")
    var username: String?

    @Option(help: ArgumentHelp("A file holding the password (never given on the command line).", valueName: "file"))
    var passwordFile: String?

    @Option(help: ArgumentHelp("Write frame-NNNNNN.png here on every change.", valueName: "dir"))
    var frames: String?

    @Option(help: "The display the screen is rendered for.")
    var display = "iphone-x"

    @Option(help: "MQTT 5 (falls back to 3.1.1 when the broker does not speak 5) or 3.1.1.")
    var mqttVersion = "5"

    @Flag(inversion: .prefixedNo, help: "Record the session and publish its newest events on the retained 'session' topic.")
    var session = true

    func validate() throws {
        if passwordFile != nil && username == nil { throw ValidationError("--password-file needs --username") }
        if MQTTConfiguration.ProtocolVersion(name: mqttVersion) == nil { throw ValidationError("--mqtt-version is 5 or 3.1.1") }
    }

    func run() async throws {
        let catalog = ToolCatalog.current
        let entry = try catalog.screen(screen)
        let props = try catalog.props(of: entry, sample: sample)
        let topics: LiveTopics
        do {
            topics = try LiveTopics(app: app, device: device, screen: entry.name)
        } catch {
            throw BadInput(error.description)
        }
        var configuration: MQTTConfiguration
        do {
            configuration = try MQTTConfiguration(broker: broker, clientID: LiveMQTT.clientID(for: topics))
        } catch {
            // Not echoed: a mistaken mqtt://user:password@… must not put the password in a log.
            throw BadInput("--broker: \(error.reason)")
        }
        configuration.username = username
        configuration.protocolVersion = MQTTConfiguration.ProtocolVersion(name: mqttVersion) ?? .v5
        if let passwordFile {
            do {
                let text = try String(contentsOfFile: passwordFile, encoding: .utf8)
                configuration.password = String(text.split(whereSeparator: \.isNewline).first ?? "")
            } catch {
                throw BadInput("cannot read --password-file '\(passwordFile)'")
            }
        }
        let writer = try frames.map { try FrameWriter(directory: $0) }
        let (runtime, host): (ScreenRuntime, CairoScreenHost)
        let renderer = ScreenRenderer()
        // The sample shown first in the direction it is written in (an Arabic sample right to left).
        let shown = DisplayConfiguration(device: try catalog.display(display))
            .showing(writingDirection: entry.writingDirection(ofSample: sample ?? entry.defaultSample.name))
        do {
            (runtime, host) = try await renderer.runtime(entry, props: props, on: shown)
        } catch {
            throw BadInput("\(error)")
        }
        let live: LiveMQTT
        do {
            live = try LiveMQTT(runtime: runtime, topics: topics, configuration: configuration)
        } catch {
            throw BadInput(error.description)
        }
        if session {
            let recorder = await SessionRecorder.record(runtime, sample: sample ?? entry.defaultSample.name,
                                                        fonts: renderer.fontProfile(for: shown)?.rawValue)
            await live.session.publishSession(of: recorder)
        }
        Console.line("live \(entry.name) on \(configuration) under \(topics.prefix)")
        if let writer { Console.line("frame: \(try await writer.write(host))") }
        let events = Task {
            for await event in live.session.events {
                Console.line(event.description)
                if let writer, case .accepted = event, let path = try? await writer.write(host) {
                    Console.line("frame: \(path)")
                } else if let writer, case .appProps(_, true) = event, let path = try? await writer.write(host) {
                    Console.line("frame: \(path)")
                }
            }
        }
        let signals = SignalStop(live: live)
        defer { signals.cancel() }
        do {
            try await live.run { event in
                switch event {
                case .connected: Console.line("connected")
                case .refused(let reason): Console.line("refused: \(reason)")
                case .disconnected(let reason): Console.line("disconnected: \(reason)")
                case .message: break
                }
            }
        } catch {
            throw BadInput(error.description)
        }
        await events.value
    }
}

/// One line per event on standard output, flushed at once (scripts read it while the screen runs).
enum Console {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}

/// Writes numbered PNG frames of a Cairo host.
actor FrameWriter {
    let directory: String
    private var index = 0

    init(directory: String) throws(BadInput) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BadInput("cannot write frames to '\(directory)': \(error.localizedDescription)")
        }
        self.directory = directory
    }

    func write(_ host: CairoScreenHost) async throws -> String {
        let path = (directory as NSString).appendingPathComponent(String(format: "frame-%06d.png", index))
        index += 1
        try Data(await host.png().png).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// SIGINT and SIGTERM stop the live screen cleanly (offline presence, clean disconnect).
final class SignalStop {
    private let sources: [any DispatchSourceSignal]

    init(live: LiveMQTT) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await live.stop() } }
            source.resume()
            return source
        }
    }

    func cancel() { for source in sources { source.cancel() } }
}
