import Foundation
import Testing

/// `trellis compare`: the snapshot pipeline's perceptual comparison of two PNG files.
@Suite("trellis compare")
struct CompareCommandTests {
    /// Renders the login's `possible` and `empty` samples (they differ in the fields' texts).
    func pictures() throws -> (directory: URL, possible: String, empty: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let possible = directory.appendingPathComponent("possible.png").path, empty = directory.appendingPathComponent("empty.png").path
        #expect(try TrellisBinary.run(["render", "login", "--sample", "possible", "-o", possible]).status == 0)
        #expect(try TrellisBinary.run(["render", "login", "--sample", "empty", "-o", empty]).status == 0)
        return (directory, possible, empty)
    }

    @Test("A picture compared with itself is the same picture: exit 0, no pixel changed")
    func samePicture() throws {
        let (directory, possible, _) = try pictures()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TrellisBinary.run(["compare", possible, possible, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(#""changedPixels":0"#), "\(run.stdout)")
        #expect(run.stdout.contains(#""passes":true"#))
    }

    @Test("Different texts are exit 1 with the changed pixels, their share and the largest block; --heat-map writes a PNG")
    func differentPictures() throws {
        let (directory, possible, empty) = try pictures()
        defer { try? FileManager.default.removeItem(at: directory) }
        let heat = directory.appendingPathComponent("heat.png").path
        let run = try TrellisBinary.run(["compare", possible, empty, "--heat-map", heat])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.hasPrefix("differs: "), "\(run.stdout)")
        #expect(run.stdout.contains("largest connected block"))
        #expect(run.stdout.contains("% of 2740500 pixels"))
        #expect(FileManager.default.fileExists(atPath: heat))
        // Judged by share instead: a generous share passes the same pair.
        #expect(try TrellisBinary.run(["compare", possible, empty, "--max-changed-percent", "50"]).status == 0)
    }

    @Test("A file that is not a PNG is exit 2 naming it")
    func notAPicture() throws {
        let (directory, possible, _) = try pictures()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = directory.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        let run = try TrellisBinary.run(["compare", possible, text.path])
        #expect(run.status == 2)
        #expect(run.stderrLines == ["trellis compare: '\(text.path)' is not a PNG that can be read"], "\(run)")
    }
}
