import Foundation
import SnapshotReports
import TrellisElements
import TrellisCairo
import TrellisCatalog

/// `trellis storybook --export DIR`: the gallery without a server, for CI artifacts — every sample
/// of every screen drawn on a set of devices (PNG files named like snapshots, `login-possible-iphone-x.png`)
/// and an `index.html` showing them by screen and sample.
public struct StaticGallery: Sendable {
    public var catalog: Catalog
    public var devices: [Device]
    public var renderer: ScreenRenderer
    /// How many renders run at once.
    public var parallelism: Int

    public init(catalog: Catalog, devices: [Device], renderer: ScreenRenderer = ScreenRenderer(),
                parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.catalog = catalog
        self.devices = devices
        self.renderer = renderer
        self.parallelism = max(1, parallelism)
    }

    /// What an export wrote.
    public struct Summary: Sendable {
        /// The gallery page.
        public var index: URL
        /// Every PNG, in catalog order (screen, sample, device).
        public var images: [URL]
    }

    /// Renders everything into `directory` (created if needed) and writes `index.html` last.
    /// - Throws: `CatalogError` for a sample that does not render, or the file system's error.
    /// - Complexity: one render per sample × device.
    public func export(to directory: URL) async throws -> Summary {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let jobs = catalog.entries.flatMap { entry in
            entry.sampleNames.flatMap { sample in devices.map { (entry, sample, DisplayConfiguration(device: $0)) } }
        }
        var files = [String](repeating: "", count: jobs.count)
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var next = 0
            func start() {
                guard next < jobs.count else { return }
                let (index, (entry, sample, configuration)) = (next, jobs[next])
                next += 1
                group.addTask {
                    let shot = try await renderer.render(entry, sample: sample, on: configuration)
                    let name = shot.name + ".png"
                    try Data(shot.png).write(to: directory.appendingPathComponent(name))
                    return (index, name)
                }
            }
            for _ in 0..<parallelism { start() }
            while let (index, name) = try await group.next() {
                files[index] = name
                start()
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try Data(page(files: files).utf8).write(to: index)
        return Summary(index: index, images: files.map { directory.appendingPathComponent($0) })
    }

    /// The static page: one section per screen, one row per sample, one picture per device.
    private func page(files: [String]) -> String {
        var html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trellis storybook (static)</title>
            <style>body{font:13px system-ui,sans-serif;margin:16px}figure{display:inline-block;margin:0 12px 12px 0;\
            vertical-align:top}img{box-shadow:0 1px 4px rgba(0,0,0,.3)}figcaption{color:#6b7280}h2{margin-top:28px}</style>
            </head><body><h1>Trellis storybook</h1>
            <p>Every sample on \(devices.map(\.name).joined(separator: ", ")). Live gallery with controls: <code>trellis storybook</code>.</p>

            """
        var position = 0
        for entry in catalog.entries {
            // Names come from the app's catalog: escaped, like every text of the page.
            let screen = ReportPage.escape(entry.name)
            html += "<h2 id=\"\(screen)\">\(screen)</h2>\n"
            for sample in entry.sampleNames.map(ReportPage.escape) {
                html += "<h3 id=\"\(screen)-\(sample)\">\(sample)</h3>\n<div>"
                for device in devices {
                    let file = ReportPage.escape(files[position])
                    position += 1
                    let width = Int(device.configuration(.portrait).size.width / 2)
                    html += "<figure><a href=\"\(file)\"><img src=\"\(file)\" width=\"\(width)\" alt=\"\(file)\"></a>"
                        + "<figcaption>\(ReportPage.escape(device.name))</figcaption></figure>"
                }
                html += "</div>\n"
            }
        }
        return html + "</body></html>\n"
    }
}
