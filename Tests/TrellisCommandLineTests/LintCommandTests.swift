import Foundation
import Testing

/// `trellis lint` as CI runs it: the demo catalog against the repository's baseline, and a
/// baseline that accepts too much, too little, or is broken.
@Suite("trellis lint")
struct LintCommandTests {
    /// The repository's `lint-baseline.json`.
    static let baseline = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lint-baseline.json").path

    @Test("the demo screens have no finding beyond the committed baseline, and no stale entry")
    func theDemoCatalogPassesItsBaseline() throws {
        let run = try TrellisBinary.run(["lint", "--baseline", Self.baseline])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.last?.hasPrefix("416 snapshots of 5 screen(s): 0 new, ") == true, "\(run)")
        #expect(run.stdoutLines.last?.hasSuffix(", 0 stale") == true, "\(run)")
    }

    @Test("without a baseline a finding is new: exit 1, each named")
    func withoutABaselineFindingsFail() throws {
        let scratch = try Scratch()
        let run = try TrellisBinary.run(["lint", "timer", "--device", "iphone-se", "--baseline", scratch.path("none.json")])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("new: [small-tap-target] timer-idle-iphone-se: box `timer/durations/set-30`") },
                "\(run)")
        #expect(run.stdoutLines.last?.hasSuffix("(no baseline at \(scratch.path("none.json")))") == true, "\(run)")
    }

    @Test("--update-baseline accepts what is found; an entry that no longer occurs is reported stale")
    func updateThenStale() throws {
        let scratch = try Scratch()
        let file = scratch.path("baseline.json")
        let update = try TrellisBinary.run(["lint", "timer", "--device", "iphone-se", "--baseline", file, "--update-baseline"])
        #expect(update.status == 0 && update.stdout.hasPrefix("wrote \(file): "), "\(update)")
        let pass = try TrellisBinary.run(["lint", "timer", "--device", "iphone-se", "--baseline", file])
        #expect(pass.status == 0, "\(pass)")
        var entries = try #require(try parseJSON(String(contentsOfFile: file, encoding: .utf8)) as? [[String: String]])
        entries.append(["rule": "reading-order", "snapshot": "timer-idle-iphone-se", "path": "timer/title", "reason": "fixed since"])
        try JSONSerialization.data(withJSONObject: entries).write(to: URL(fileURLWithPath: file))
        let stale = try TrellisBinary.run(["lint", "timer", "--device", "iphone-se", "--baseline", file])
        #expect(stale.status == 0, "a stale entry is reported, not failed: \(stale)")
        #expect(stale.stdoutLines.contains("stale baseline entry (no longer found): [reading-order] timer-idle-iphone-se: `timer/title` (fixed since)"),
                "\(stale)")
    }

    @Test("a broken baseline is exit 2 naming the file and the JSON path")
    func aBrokenBaselineIsBadInput() throws {
        let scratch = try Scratch()
        let file = try scratch.write(#"[{"rule": "small-tap-target", "snapshot": "timer-*"}]"#, to: "broken.json")
        let run = try TrellisBinary.run(["lint", "timer", "--baseline", file.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("broken.json: $[0].path: expected a non-empty string"), "\(run)")
    }
}
