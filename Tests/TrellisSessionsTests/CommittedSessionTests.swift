import Foundation
import JSONPaths
import SchemaValidation
import Testing
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions

/// The committed session files (`Sessions/NAME.session.json`, recorded with
/// `trellis run NAME --script Sessions/NAME.steps.json --record Sessions/NAME.session.json`).
enum SessionFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/session.schema.json")
    static let features = ["timer", "login", "inbox"]

    static func url(_ name: String) -> URL { directory.appendingPathComponent("\(name).session.json") }
    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: url(name))) }
    static func session(_ name: String) throws -> Session { try Session(parsing: try bytes(name)) }

    /// A directory of its own for one test, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite("Committed sessions of the demo features replay against the features as they are now")
struct CommittedSessionTests {
    @Test("Each demo feature's committed session replays: every Props revision and Command matches",
          arguments: SessionFiles.features)
    func replays(_ name: String) async throws {
        let replay = try #require(await assertReplay(file: SessionFiles.url(name).path, in: .demo()))
        let recorded = try SessionFiles.session(name)
        #expect(replay.replayed.revisions.count == recorded.revisions.count)
        #expect(replay.replayed.commandCount == recorded.commandCount)
        #expect(recorded.inputCount > 0 && recorded.revisions.count > 1, "the session does something: \(name)")
    }

    @Test("Each committed session starts from its feature's scenario and holds the steps of its script",
          arguments: SessionFiles.features)
    func holdsItsScript(_ name: String) throws {
        let session = try SessionFiles.session(name)
        guard case .feature(let feature, _) = session.start else {
            Issue.record("\(name) does not start from a feature")
            return
        }
        #expect(feature == name)
        let script = try JSONValue(parsing: try Data(contentsOf: SessionFiles.directory.appendingPathComponent("\(name).steps.json")))
        let steps = session.events.compactMap { event -> JSONValue? in
            if case .step(let step, _) = event.kind { step } else { nil }
        }
        guard case .array(let scripted) = script else { throw SessionError(path: .root, reason: "not a script") }
        #expect(steps.count == scripted.count)
    }

    @Test("Every committed session is valid against docs/session.schema.json")
    func validAgainstTheSchema() throws {
        let run = try JSONSchemaValidator.run(schema: SessionFiles.schema.path,
                                              instances: SessionFiles.features.map { SessionFiles.url($0).path })
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("A session file read and written again gives the same bytes", arguments: SessionFiles.features)
    func roundTrip(_ name: String) throws {
        let bytes = try SessionFiles.bytes(name)
        let session = try Session(parsing: bytes)
        #expect(session.fileBytes() == bytes)
        #expect(try Session(json: session.json) == session)
    }
}
