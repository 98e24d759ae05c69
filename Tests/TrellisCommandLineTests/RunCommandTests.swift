import Foundation
import Testing

/// `trellis run`: a feature driven by a script, a PNG per step and per frame, and the log.
@Suite("trellis run")
struct RunCommandTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func log(_ directory: URL) throws -> [[String: Any]] {
        let text = String(decoding: try Data(contentsOf: directory.appendingPathComponent("log.json")), as: UTF8.self)
        return try #require(try parseJSON(text) as? [[String: Any]])
    }

    @Test("The timer started at 00:10 shows 00:07 and progress 0.3 three seconds later; restart's frames are logged")
    func timerScript() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"tap": "primary"}, {"wait": 3}, {"tap": "primary"}, {"tap": "primary"}, {"wait": 8}, {"tap": "Restart"}]"#.utf8)
            .write(to: script)
        let output = directory.appendingPathComponent("out")
        let run = try TrellisBinary.run(["run", "timer", "--script", script.path, "-o", output.path])
        #expect(run.status == 0, "\(run)")
        let entries = try log(output)
        let afterWait = try #require(entries.first { $0["step"] as? Int == 2 && $0["frame"] == nil })
        let props = try #require(afterWait["props"] as? [String: Any])
        #expect(props["title"] as? String == "00:07")
        #expect(props["progress"] as? Double == 0.3)
        #expect((afterWait["tree"] as? String)?.contains("\"00:07\"") == true)
        let performed = entries.flatMap { ($0["performed"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(performed == ["start", "pause", "resume", "restart"])
        let restartFrames = entries.filter { $0["step"] as? Int == 6 && $0["frame"] != nil }
        #expect(restartFrames.count >= 3, "the restart animation's frames: \(restartFrames.count)")
        for entry in entries {
            let png = try #require(entry["png"] as? String)
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(png).path), "\(png)")
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("000.png").path))
    }

    @Test("A bad step is exit 2 naming its index, before anything is written")
    func badStepIsNamed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"tap": "primary"}, {"jump": "primary"}]"#.utf8).write(to: script)
        let output = directory.appendingPathComponent("out")
        let run = try TrellisBinary.run(["run", "timer", "--script", script.path, "-o", output.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("step 1: no action"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("A step that targets nothing is exit 1 naming the step, the target and what is on screen")
    func missingTargetIsExitOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"tap": "nowhere"}]"#.utf8).write(to: script)
        let run = try TrellisBinary.run(["run", "login", "--script", script.path, "-o", directory.appendingPathComponent("o").path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("step 0: 'nowhere'") && run.stderr.contains("login"), "\(run)")
    }
}

/// `trellis run` with text input: typing reaches the store, a secret leaves no trace in the output.
@Suite("trellis run: text input")
struct RunTextInputTests {
    @Test("type steps: the last Props carry the typed user name; the log names focus, selection and the keyboard")
    func typedUsernameIsInTheLastProps() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"type": "anna", "into": "username"}, {"key": "backspace"}, {"type": "a"}, {"key": "return"}]"#.utf8)
            .write(to: script)
        let output = directory.appendingPathComponent("out")
        let run = try TrellisBinary.run(["run", "login", "--scenario", "empty", "--device", "iphone-se", "--script", script.path,
                                         "-o", output.path])
        #expect(run.status == 0, "\(run)")
        let entries = try RunCommandTests().log(output)
        let typed = try #require(entries.last { $0["step"] as? Int == 3 })
        let username = try #require((typed["props"] as? [String: Any])?["username"] as? [String: Any])
        #expect(username["value"] as? String == "anna")
        #expect(typed["focus"] as? String == "username")
        #expect((typed["selection"] as? [Int]) == [4, 4])
        #expect(((typed["keyboard"] as? [String: Any])?["height"] as? Double) == 253)
        let last = try #require(entries.last)
        #expect(last["focus"] as? String == "password", "return moved focus to the password")
    }

    @Test("A password typed in trellis run appears nowhere in the output directory: log, PNG names, trees")
    func passwordLeavesNoTrace() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"type": "anna", "into": "username"}, {"type": "Zq7#secretpw", "into": "password"}, {"paste": "Zq7#more"}, {"key": "return"}]"#.utf8)
            .write(to: script)
        let output = directory.appendingPathComponent("out")
        let run = try TrellisBinary.run(["run", "login", "--scenario", "empty", "--script", script.path, "-o", output.path])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("Zq7") && !run.stderr.contains("Zq7"))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(files.count > 4)
        for file in files {
            #expect(!file.contains("Zq7"), "a file is named after the password: \(file)")
            let bytes = try Data(contentsOf: output.appendingPathComponent(file))
            #expect(bytes.range(of: Data("Zq7".utf8)) == nil, "\(file) holds the password's characters")
        }
        let log = String(decoding: try Data(contentsOf: output.appendingPathComponent("log.json")), as: UTF8.self)
        #expect(log.contains("\"type\" : \"‹secret›\"") || log.contains("\"type\": \"‹secret›\""), "the step is logged redacted")
        #expect(log.contains("••••"), "the tree shows the bullets")
    }

    @Test("Typing into a key that is not a field is exit 2 naming the step")
    func typingIntoAButtonIsBadInput() throws {
        let directory = try RunCommandTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.json")
        try Data(#"[{"type": "anna", "into": "username"}, {"type": "x", "into": "login"}]"#.utf8).write(to: script)
        let output = directory.appendingPathComponent("out")
        let run = try TrellisBinary.run(["run", "login", "--scenario", "empty", "--script", script.path, "-o", output.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("step 1") && run.stderr.contains("'login'") && run.stderr.contains("not a text field"), "\(run)")
    }
}
