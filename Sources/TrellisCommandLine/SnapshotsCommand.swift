// `trellis snapshots report DIR…`: the HTML report of snapshot test runs (a thin wrapper around
// `SnapshotReports.SnapshotReport`).
import ArgumentParser
import Foundation
import SnapshotReports

struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Work with the results of snapshot test runs.",
        subcommands: [SnapshotsReportCommand.self]
    )
}

struct SnapshotsReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one static HTML page and a JSON summary from snapshot results.",
        discussion: """
        Reads every *.result.json a snapshot test run wrote (TRELLIS_SNAPSHOT_ARTIFACTS) and every
        summary.json of an earlier report under the directories, so several shards' reports merge
        into one page. Writes OUTPUT/index.html, OUTPUT/summary.json and the failures' images.
        """
    )

    @Argument(help: "Directories holding snapshot results or shards' reports.")
    var directories: [String]

    @Option(name: .shortAndLong, help: "Where to write the report.")
    var output = "snapshot-report"

    func validate() throws {
        if directories.isEmpty { throw ValidationError("give at least one directory of snapshot results") }
    }

    func run() throws {
        let summary: ReportSummary
        do {
            summary = try SnapshotReport.write(from: directories.map { URL(fileURLWithPath: $0) },
                                               to: URL(fileURLWithPath: output))
        } catch {
            throw BadInput(error.description)
        }
        let counts = summary.counts
        print("\(URL(fileURLWithPath: output).appendingPathComponent("index.html").path): \(counts.total) snapshots "
            + "in \(summary.runs.count) run(s): \(counts.passed) passed, \(counts.failed) failed, "
            + "\(counts.recorded) recorded, \(counts.lintFindings) lint findings")
    }
}
