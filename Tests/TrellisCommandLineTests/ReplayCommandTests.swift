import Foundation
import Testing

/// `trellis run … --record FILE` and `trellis replay FILE`: a run kept as a session and played
/// again against the feature as it is now.
@Suite("trellis replay")
struct ReplayCommandTests {
    static let timerScript = #"[{"tap": "primary"}, {"wait": 2}, {"tap": "primary"}, {"tap": "primary"}, {"wait": 9}, {"tap": "Restart"}]"#

    /// Runs the timer script with `-o DIR/run --record DIR/s.json`; returns the session's URL.
    func recordTimer(in directory: URL) throws -> URL {
        let script = directory.appendingPathComponent("script.json")
        try Data(Self.timerScript.utf8).write(to: script)
        let session = directory.appendingPathComponent("s.json")
        let run = try TrellisBinary.run(["run", "timer", "--script", script.path, "-o", directory.appendingPathComponent("run").path,
                                         "--record", session.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("wrote the session to \(session.path)"), "\(run)")
        return session
    }

    func pngs(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The session's text with `old` replaced (once) by `new`, written back.
    func edit(_ url: URL, _ old: String, _ new: String) throws {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let range = try #require(text.range(of: old), "the session holds \(old)")
        try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: url)
    }

    @Test("run --record then replay passes; replay -o writes the same PNG bytes the run wrote, name by name")
    func recordedRunReplaysToTheSameBytes() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try recordTimer(in: directory)
        let replay = try TrellisBinary.run(["replay", session.path])
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout.contains("all match"), "\(replay)")
        let output = directory.appendingPathComponent("replay")
        let drawn = try TrellisBinary.run(["replay", session.path, "-o", output.path])
        #expect(drawn.status == 0, "\(drawn)")
        let run = directory.appendingPathComponent("run")
        let names = try pngs(in: run)
        #expect(names.count >= 10, "\(names)")
        #expect(try pngs(in: output) == names)
        for name in names {
            let recorded = try Data(contentsOf: run.appendingPathComponent(name))
            let replayed = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(recorded == replayed, "\(name) differs")
        }
    }

    @Test("A recorded Props value altered is exit 1 naming the step, the input and the path with both values")
    func alteredValueIsExitOne() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try recordTimer(in: directory)
        try edit(session, #""title":"00:09""#, #""title":"00:19""#)
        let replay = try TrellisBinary.run(["replay", session.path])
        #expect(replay.status == 1, "\(replay)")
        #expect(replay.stderr.contains("\(session.path) diverges at step 1 {\"wait\":2}, after input"), "\(replay)")
        #expect(replay.stderr.contains(#"$.title: recorded "00:19", replayed "00:09""#), "\(replay)")
    }

    @Test("--update re-records an intended change: the replay passes afterwards")
    func updateReRecords() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try recordTimer(in: directory)
        try edit(session, #""title":"00:09""#, #""title":"00:19""#)
        let update = try TrellisBinary.run(["replay", session.path, "--update"])
        #expect(update.status == 0, "\(update)")
        #expect(update.stdout.contains("re-recorded \(session.path)") && update.stdout.contains("$.title"), "\(update)")
        let replay = try TrellisBinary.run(["replay", session.path])
        #expect(replay.status == 0, "\(replay)")
        #expect(!String(decoding: try Data(contentsOf: session), as: UTF8.self).contains("00:19"))
    }

    @Test("A wrong version or a broken field is exit 2 naming the path; the file and -o are untouched")
    func unreadableIsExitTwo() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try recordTimer(in: directory)
        let cases: [(String, String, String)] = [
            (#""version": 1"#, #""version": 7"#, "$.version: this file is version 7"),
            (#""pointer":"up""#, #""pointer":"lift""#, #".input.pointer: expected down, move, up or cancel, got "lift""#),
            (#""scenario": "ten""#, #""scenario": "twelve""#, "$.scenario: feature 'timer' has no scenario 'twelve'"),
        ]
        let original = try Data(contentsOf: session)
        for (old, new, message) in cases {
            try original.write(to: session)
            try edit(session, old, new)
            let broken = try Data(contentsOf: session)
            let output = directory.appendingPathComponent("out")
            let replay = try TrellisBinary.run(["replay", session.path, "-o", output.path, "--update"])
            #expect(replay.status == 2, "\(replay)")
            #expect(replay.stderr.contains(message), "\(replay)")
            #expect(try Data(contentsOf: session) == broken, "the file is unchanged")
            #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
        }
        let missing = try TrellisBinary.run(["replay", directory.appendingPathComponent("none.json").path])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read"), "\(missing)")
    }

    @Test("A login typed with a password and recorded replays; the password is nowhere in the file")
    func loginPasswordIsNotRecorded() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("login.json")
        try Data(#"[{"type": "anna", "into": "username"}, {"type": "hunter2-Xq", "into": "password"}, {"dismissKeyboard": true}, {"tap": "login"}, {"wait": 1}]"#.utf8)
            .write(to: script)
        let session = directory.appendingPathComponent("login.session.json")
        let run = try TrellisBinary.run(["run", "login", "--scenario", "empty", "--script", script.path, "--record", session.path])
        #expect(run.status == 0, "\(run)")
        let text = String(decoding: try Data(contentsOf: session), as: UTF8.self)
        #expect(!text.contains("hunter"), "the password is in the session file")
        #expect(text.contains("Signed in as anna"))
        let replay = try TrellisBinary.run(["replay", session.path])
        #expect(replay.status == 0, "\(replay)")
    }
}
