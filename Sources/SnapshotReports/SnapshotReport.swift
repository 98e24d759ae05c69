import Foundation

/// Builds one static report from test runs' results: `index.html` (``ReportPage``), `summary.json`
/// (``ReportSummary``) and the failures' images copied into `images/`, so the output directory can
/// be published or archived on its own. Shards' reports merge by passing their directories.
///
/// ```swift
/// try SnapshotReport.write(from: [URL(fileURLWithPath: "out/snapshots")], to: URL(fileURLWithPath: "out/snapshot-report"))
/// ```
public enum SnapshotReport {
    /// Reads every result under `inputs`, copies images, writes `summary.json` and `index.html`
    /// into `output` and returns the summary.
    /// - Throws: ``ReportError`` naming the directory or file.
    @discardableResult
    public static func write(from inputs: [URL], to output: URL, now: Date = Date()) throws(ReportError) -> ReportSummary {
        var results = try ReportInputs.collect(from: inputs)
        let images = output.appendingPathComponent("images")
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(file: images.path, reason: "\(error)")
        }
        for index in results.indices {
            guard let found = results[index].images else { continue }
            do {
                results[index].images = try found.map { source in
                    let name = URL(fileURLWithPath: source).lastPathComponent
                    let destination = images.appendingPathComponent(name)
                    if URL(fileURLWithPath: source).standardizedFileURL != destination.standardizedFileURL {
                        try? FileManager.default.removeItem(at: destination)
                        try FileManager.default.copyItem(at: URL(fileURLWithPath: source), to: destination)
                    }
                    return "images/" + name
                }
            } catch {
                // The run's images are gone (a cleaned directory): say so on the page, keep the rest.
                results[index].images = nil
                results[index].message += "\n(images missing: \(error.localizedDescription))"
            }
        }
        let summary = ReportSummary(results: results, generatedAt: now.timeIntervalSince1970)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let summaryURL = output.appendingPathComponent("summary.json")
        let json: Data
        do { json = try encoder.encode(summary) } catch { throw .cannotWrite(file: summaryURL.path, reason: "\(error)") }
        try write(json, to: summaryURL)
        try write(Data(ReportPage.html(summary).utf8), to: output.appendingPathComponent("index.html"))
        return summary
    }

    private static func write(_ data: Data, to url: URL) throws(ReportError) {
        do { try data.write(to: url, options: .atomic) } catch { throw .cannotWrite(file: url.path, reason: "\(error)") }
    }
}
