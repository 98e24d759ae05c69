import Foundation
import Testing

/// `trellis snapshots report DIR…`: results written by snapshot test runs become one page and a
/// summary; bad directories and files are named.
@Suite struct SnapshotsCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-cli-\(UUID().uuidString)")

    /// A result as a test run writes it (see `SnapshotReports.SnapshotResult`).
    func writeResult(_ name: String, status: String, shard: String, in folder: String) throws {
        let url = directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let json = """
        {"name": "\(name)", "screen": "login", "sample": "empty", "configuration": "iphone-x", "status": "\(status)",
         "message": "\(status == "failed" ? "\(name): the rendering differs from its reference" : "")",
         "layoutChanges": [], "environmentChanges": [], "lint": [],
         "timings": {"render": 10, "compare": 2, "encode": 0, "lint": 0},
         "run": "ci \(shard)", "shard": "\(shard)", "startedAt": 1000}
        """
        try Data(json.utf8).write(to: url.appendingPathComponent("\(name).result.json"))
    }

    @Test func itWritesAPageAndASummaryAndMergesShardsReports() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeResult("login-empty-iphone-x", status: "passed", shard: "1/2", in: "shard1")
        try writeResult("login-long-iphone-x", status: "failed", shard: "2/2", in: "shard2")
        for index in 1...2 {
            let run = try TrellisBinary.run(["snapshots", "report", "shard\(index)", "-o", "report\(index)"], in: directory)
            #expect(run.status == 0, "\(run)")
        }
        let merged = try TrellisBinary.run(["snapshots", "report", "report1", "report2", "--output", "merged"], in: directory)
        #expect(merged.status == 0, "\(merged)")
        #expect(merged.stdout.hasSuffix("merged/index.html: 2 snapshots in 2 run(s): 1 passed, 1 failed, 0 recorded, 0 lint findings\n"),
                "\(merged)")
        let page = try String(contentsOf: directory.appendingPathComponent("merged/index.html"), encoding: .utf8)
        #expect(page.contains("<title>Snapshot report: 1 of 2 failed</title>"))
        #expect(page.contains("login-long-iphone-x: the rendering differs from its reference"))
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("merged/summary.json")))
        let runs = (summary as? [String: Any])?["runs"] as? [[String: Any]]
        #expect(runs?.compactMap { $0["shard"] as? String }.sorted() == ["1/2", "2/2"])
    }

    @Test func aMissingDirectoryOrABadResultIsBadInputNamingIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let missing = try TrellisBinary.run(["snapshots", "report", "nowhere"], in: directory)
        #expect(missing.status == 2 && missing.stderr.contains("trellis snapshots: no such directory: /") && missing.stderr.contains("/nowhere\n"), "\(missing)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("bad"), withIntermediateDirectories: true)
        try Data(#"{"name": 3}"#.utf8).write(to: directory.appendingPathComponent("bad/x.result.json"))
        let bad = try TrellisBinary.run(["snapshots", "report", "bad"], in: directory)
        #expect(bad.status == 2 && bad.stderr.contains("x.result.json: not a snapshot result at $.name"), "\(bad)")
        let empty = try TrellisBinary.run(["snapshots", "report"], in: directory)
        #expect(empty.status == 2, "\(empty)")
    }
}
