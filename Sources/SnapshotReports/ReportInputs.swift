import Foundation

/// The results a report is built from: every `*.result.json` a test run wrote and every
/// `summary.json` an earlier report (of a shard) wrote, under the given directories.
public enum ReportInputs {
    /// Results found under `directories` (searched recursively), with image paths made absolute.
    /// A snapshot found more than once (a re-run, or a report written inside its inputs) counts
    /// once: the latest check wins.
    /// - Throws: ``ReportError`` naming the directory or file.
    /// - Complexity: O(files under the directories).
    public static func collect(from directories: [URL]) throws(ReportError) -> [SnapshotResult] {
        var latest: [String: SnapshotResult] = [:]
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .missingDirectory(directory.path)
            }
            for file in try files(under: directory) {
                for result in try read(file) {
                    if let earlier = latest[result.name], earlier.startedAt > result.startedAt { continue }
                    latest[result.name] = result
                }
            }
        }
        guard !latest.isEmpty else { throw .noResults(directories.map(\.path)) }
        return Array(latest.values)
    }

    private static func files(under directory: URL) throws(ReportError) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw .missingDirectory(directory.path)
        }
        var files: [URL] = []
        for case let url as URL in enumerator
        where url.lastPathComponent.hasSuffix(".result.json") || url.lastPathComponent == "summary.json" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The results of one file, images resolved against the file's directory.
    static func read(_ file: URL) throws(ReportError) -> [SnapshotResult] {
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw .unreadable(file: file.path, reason: "\(error)") }
        let results: [SnapshotResult]
        do {
            if file.lastPathComponent == "summary.json" {
                results = try JSONDecoder().decode(ReportSummary.self, from: data).results
            } else {
                results = [try JSONDecoder().decode(SnapshotResult.self, from: data)]
            }
        } catch {
            throw .unreadable(file: file.path, reason: "not a snapshot \(file.lastPathComponent == "summary.json" ? "summary" : "result") "
                + ReportError.describe(error))
        }
        let base = file.deletingLastPathComponent()
        return results.map { result in
            var result = result
            result.images = result.images?.map { path in
                path.hasPrefix("/") ? path : base.appendingPathComponent(path).standardizedFileURL.path
            }
            return result
        }
    }
}
