import ArgumentParser
import Foundation
import TrellisFlows
import TrellisSessions

/// `trellis replay FILE`: a session file (`trellis run … --record FILE`, a flow test, the
/// storybook) played again against the feature as it is now, on the recorded clock. Exit 0 when
/// every Props revision and Command matches; 1 naming the first divergent step, the input that
/// led there and each JSON path that differs with both values; 2 for a file that cannot be read
/// or replayed here (naming the JSON path, or the version), and then nothing is written.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a session file against the features as they are now and compare every Props revision.",
        discussion: """
            Exit 0: every Props revision and Command matches the recording. Exit 1: the first divergent step, the input
            that led there and each JSON path that differs, with the recorded and the replayed value. Exit 2: the file
            cannot be read or replayed here (its JSON path and what is wrong; nothing is written).
            --update writes what the replay did back to FILE (an intended change re-records); -o DIR writes a PNG
            where the recording took one (the same bytes 'trellis run -o' wrote for the same steps).
            Examples:
              trellis run timer --script steps.json --record timer.session.json && trellis replay timer.session.json
              trellis replay Tests/TrellisFlowsTests/Sessions/login.session.json -o out/replay
            """
    )

    @Argument(help: ArgumentHelp("The session file ('-' reads standard input).", valueName: "file.json"))
    var file: String

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The directory to write a PNG per recorded picture to.",
                                                                 valueName: "dir"))
    var output: String?

    @Flag(help: "Re-record: write what the replay did to FILE (exit 0 whatever differs).")
    var update = false

    func validate() throws {
        if update && file == "-" { throw ValidationError("--update rewrites FILE: give a file, not '-'") }
    }

    func run() async throws {
        let bytes: Data
        do {
            bytes = try readInput(file)
        } catch {
            throw BadInput("cannot read '\(file)': \(error.localizedDescription)")
        }
        let session: Session
        do {
            session = try Session(parsing: bytes)
        } catch {
            throw BadInput("\(file): \(error)")
        }
        var pictures: (@Sendable (String, [UInt8]) async throws -> Void)?
        if let directory = output {
            pictures = { @Sendable name, png in
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data(png).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
            }
        }
        let replay: SessionReplay
        do {
            replay = try await SessionReplay.run(session, in: ToolCatalog.current, pictures: pictures)
        } catch let error as SessionError {
            throw BadInput("\(file): \(error)")
        }
        let counts = "\(session.inputCount) inputs, \(replay.replayed.revisions.count) Props revisions, "
            + "\(replay.replayed.commandCount) Commands"
        if update {
            try Data(replay.replayed.fileBytes()).write(to: URL(fileURLWithPath: file))
            let change = replay.divergence.map { "it \($0)" } ?? "nothing differed"
            print("re-recorded \(file) (\(counts)); \(change)")
            return
        }
        if let divergence = replay.divergence { throw FailedCheck("\(file) \(divergence)") }
        print("\(file): replayed \(counts); all match")
    }
}
