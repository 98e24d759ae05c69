import CairoRender
import Foundation
import LayoutLint
import SnapshotReports
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
@testable import TrellisSnapshots

/// Results a verifier writes, the report built from them (merged over shards), its errors, and
/// the page in real headless Chromium with a deliberately failing case.
@Suite struct ReportTests {
    static let catalog = Catalog.demo()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")

    func verifier(_ record: SnapshotRecordMode, artifacts: String = "artifacts", lint: SnapshotLint? = nil,
                  shard: SnapshotShard = .all) -> SnapshotVerifier {
        SnapshotVerifier(directory: directory.appendingPathComponent("references"),
                         artifacts: directory.appendingPathComponent(artifacts), record: record, lint: lint, shard: shard,
                         environment: [:])
    }

    func shot(_ sample: String, as name: String? = nil) async throws -> Shot {
        var shot = try await ScreenRenderer.shared.render(try Self.catalog.entry(named: "login"), sample: sample,
                                                          on: DisplayConfiguration(device: .iPhoneSE))
        if let name { shot.sample = name }
        return shot
    }

    func result(_ name: String, in artifacts: String = "artifacts") throws -> SnapshotResult {
        let url = directory.appendingPathComponent(artifacts).appendingPathComponent(SnapshotResult.fileName(for: name))
        return try JSONDecoder().decode(SnapshotResult.self, from: Data(contentsOf: url))
    }

    /// A reference of the "disabled" login, then the "inProgress" login checked under its name: a
    /// real mismatch with a layout diff and three images, linted.
    func failingCase() async throws -> SnapshotOutcome {
        _ = verifier(.all).check(try await shot("disabled"))
        return verifier(.never, lint: SnapshotLint()).check(try await shot("inProgress", as: "disabled"), renderMilliseconds: 12)
    }

    @Test("a failing check records its outcome, layout diff, pixels, images, lint findings and timings")
    func failuresAreRecorded() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await failingCase()
        #expect(outcome.status == .failed)
        let result = try result("login-disabled-iphone-se")
        #expect(result.status == .failed && result.screen == "login" && result.sample == "disabled")
        #expect(result.configuration == "iphone-se")
        #expect(result.message == outcome.message)
        #expect(result.pixels?.contains("pixels changed") == true)
        #expect(result.images == SnapshotResult.Images(reference: "login-disabled-iphone-se.reference.png",
                                                       actual: "login-disabled-iphone-se.actual.png",
                                                       diff: "login-disabled-iphone-se.diff.png"))
        #expect(result.lint == outcome.findings)
        #expect(result.timings.render == 12 && result.timings.compare > 0 && result.timings.encode > 0)
        #expect(result.shard == "1/1" && result.run.contains("pid \(ProcessInfo.processInfo.processIdentifier)"))
    }

    @Test("an unchanged re-run is recorded as passed without encoding a PNG")
    func unchangedRunsEncodeNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(verifier(.missing).check(try await shot("possible")).status == .recorded)
        #expect(try result("login-possible-iphone-se").status == .recorded)
        let again = verifier(.never).check(try await shot("possible"))
        #expect(again.passed && !again.encodedPNG)
        let result = try result("login-possible-iphone-se")
        #expect(result.status == .passed && result.timings.encode == 0 && result.images == nil)
    }

    @Test("the report merges shards' summaries into one page and summary")
    func shardsMergeIntoOneReport() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = try Self.catalog.entry(named: "login")
        let cases = SnapshotVerifier.cases(entry, ConfigurationMatrix(devices: [.iPhoneSE], colorSchemes: [.light, .dark]))
        _ = await verifier(.all).check(cases)
        for index in 1...2 {
            _ = await verifier(.never, artifacts: "shard\(index)", shard: try SnapshotShard(index, of: 2)).check(cases)
            try SnapshotReport.write(from: [directory.appendingPathComponent("shard\(index)")],
                                     to: directory.appendingPathComponent("report\(index)"))
        }
        let merged = try SnapshotReport.write(from: [directory.appendingPathComponent("report1"),
                                                     directory.appendingPathComponent("report2")],
                                              to: directory.appendingPathComponent("merged"))
        #expect(merged.counts.total == cases.count && merged.counts.passed == cases.count)
        #expect(Set(merged.runs.map(\.shard)) == ["1/2", "2/2"])
        #expect(merged.runs.map(\.counts.total).reduce(0, +) == cases.count)
        let written = try JSONDecoder().decode(ReportSummary.self, from: Data(contentsOf:
            directory.appendingPathComponent("merged/summary.json")))
        #expect(written == merged)
        let page = try String(contentsOf: directory.appendingPathComponent("merged/index.html"), encoding: .utf8)
        for name in merged.results.map(\.name) { #expect(page.contains(name)) }
    }

    @Test("failures' images are copied beside the page, so the report stands on its own")
    func imagesAreCopied() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await failingCase()
        let output = directory.appendingPathComponent("report")
        let summary = try SnapshotReport.write(from: [directory.appendingPathComponent("artifacts")], to: output)
        let failure = try #require(summary.results.first { $0.status == .failed })
        #expect(failure.images?.reference == "images/login-disabled-iphone-se.reference.png")
        for path in [failure.images?.reference, failure.images?.actual, failure.images?.diff].compactMap({ $0 }) {
            #expect(Bitmap(png: [UInt8](try Data(contentsOf: output.appendingPathComponent(path)))) != nil)
        }
        // Reading its own output again (a report inside its inputs) counts each snapshot once.
        let again = try SnapshotReport.write(from: [directory], to: output)
        #expect(again.counts.total == summary.counts.total)
    }

    @Test("what a screen reader says is readable in the report, beside each snapshot")
    func transcriptsAreInTheReport() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var transcribing = verifier(.missing)
        transcribing.accessibilityTranscripts = true
        _ = transcribing.check(try await shot("inProgress"))
        let result = try result("login-inProgress-iphone-se")
        #expect(result.accessibility?.contains("4. \"Входим…\", button, dimmed, busy (") == true, "\(result.accessibility ?? "none")")
        let output = directory.appendingPathComponent("report")
        _ = try SnapshotReport.write(from: [directory.appendingPathComponent("artifacts")], to: output)
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<summary>What a screen reader says</summary><pre>1. &quot;Вход&quot;, heading, level 1"), "\(page.prefix(0))")
        #expect(page.contains("4. &quot;Входим…&quot;, button, dimmed, busy"))
    }

    @Test("bad inputs are named: a missing directory, no results, a result that is not one")
    func badInputs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nowhere")
        #expect(throws: ReportError.missingDirectory(missing.path)) { try ReportInputs.collect(from: [missing]) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(throws: ReportError.noResults([directory.path])) { try ReportInputs.collect(from: [directory]) }
        let bad = directory.appendingPathComponent("x.result.json")
        try Data(#"{"name": "x", "status": "exploded"}"#.utf8).write(to: bad)
        do {
            _ = try ReportInputs.collect(from: [directory])
            Issue.record("a bad result was read")
        } catch {
            #expect(error.description.hasPrefix(bad.path + ": not a snapshot result at $"))
        }
    }

    @Test("the page escapes what it shows")
    func pageEscapes() {
        let result = SnapshotResult(name: "a<b>", screen: "a", sample: nil, configuration: "iphone-x", status: .failed,
                                    message: "\"quoted\" & <tag>", run: "r", startedAt: 0)
        let page = ReportPage.html(ReportSummary(results: [result], generatedAt: 0))
        #expect(page.contains("a&lt;b&gt;") && page.contains("&quot;quoted&quot; &amp; &lt;tag&gt;"))
        #expect(!page.contains("<tag>"))
    }

    @Test("in headless Chromium the page loads, every image loads and the failure shows reference, actual and diff")
    func theReportWorksInABrowser() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await failingCase()
        #expect(verifier(.missing).check(try await shot("possible")).status == .recorded)
        #expect(verifier(.never).check(try await shot("possible")).passed)
        let output = directory.appendingPathComponent("report")
        let summary = try SnapshotReport.write(from: [directory.appendingPathComponent("artifacts")], to: output)
        #expect(summary.counts.failed == 1 && summary.counts.passed == 1)

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/chromium/check_report.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, output.appendingPathComponent("index.html").path, "--expect-failures"]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "check_report.py: \(err)")

        struct State: Decodable {
            struct Image: Decodable { var src: String; var naturalWidth: Int }
            struct Figure: Decodable { var naturalWidth: Int; var width: Double; var caption: String }
            struct Failure: Decodable { var name: String; var reference: Figure?; var actual: Figure?; var diff: Figure?; var layout: Int; var lint: Int }
            var title: String
            var images: [Image]
            var failures: [Failure]
        }
        let state = try JSONDecoder().decode(State.self, from: out)
        #expect(state.title == "Snapshot report: 1 of 2 failed")
        let failure = try #require(state.failures.first)
        #expect(state.failures.count == 1 && failure.name == "login-disabled-iphone-se")
        #expect(failure.reference?.naturalWidth == 640 && failure.actual?.naturalWidth == 640 && failure.diff?.naturalWidth == 640)
        #expect(failure.reference?.caption == "Reference" && failure.actual?.caption == "Actual")
        #expect(failure.layout > 0, "the layout diff is listed")
        #expect(failure.lint == summary.results.first { $0.name == failure.name }?.lint.count)
        #expect(state.images.count == 5 && state.images.allSatisfy { $0.naturalWidth > 0 })
    }
}
