import Foundation

/// The report's one static HTML page (no network, no external files but the copied images):
/// per run the counts and timings; per failure the message, the layout diff, the pixel summary,
/// lint findings, reference / actual / heat map side by side and a comparison view that is a
/// slider (actual over reference, revealed up to the handle) or an onion skin (actual faded over
/// reference); then every lint finding and every snapshot with its timings.
public enum ReportPage {
    /// The page for `summary` (image paths as in the summary, relative to the page).
    /// - Complexity: O(results + findings).
    public static func html(_ summary: ReportSummary) -> String {
        let counts = summary.counts
        var page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Snapshot report: \(counts.failed + counts.recorded) of \(counts.total) failed</title>
        <style>\(style)</style></head><body>
        <h1>Snapshot report</h1>
        <p class="totals"><span class="count">\(counts.total) snapshots</span>
        <span class="passed">\(counts.passed) passed</span> <span class="failed">\(counts.failed) failed</span>
        <span class="recorded">\(counts.recorded) recorded</span> <span>\(counts.lintFindings) lint findings</span></p>
        <h2>Runs</h2>
        <table class="runs"><tr><th>run</th><th>shard</th><th>snapshots</th><th>passed</th><th>failed</th><th>recorded</th>
        <th>wall</th><th>render</th><th>compare</th><th>encode</th><th>lint</th><th>median</th><th>slowest</th></tr>

        """
        for run in summary.runs {
            page += "<tr><td>\(escape(run.run))</td><td>\(escape(run.shard))</td><td>\(run.counts.total)</td>"
                + "<td>\(run.counts.passed)</td><td>\(run.counts.failed)</td><td>\(run.counts.recorded)</td>"
                + "<td>\(seconds(run.wallSeconds))</td><td>\(milliseconds(run.timings.render))</td>"
                + "<td>\(milliseconds(run.timings.compare))</td><td>\(milliseconds(run.timings.encode))</td>"
                + "<td>\(milliseconds(run.timings.lint))</td><td>\(milliseconds(run.medianMilliseconds))</td>"
                + "<td>\(escape(run.slowest ?? "")) \(milliseconds(run.slowestMilliseconds))</td></tr>\n"
        }
        page += "</table>\n"

        let failures = summary.results.filter { $0.status != .passed }
        page += "<h2>Failures (\(failures.count))</h2>\n"
        if failures.isEmpty { page += "<p class=\"none\">Every snapshot matched its reference.</p>\n" }
        for result in failures { page += failure(result) }

        let findings = summary.results.flatMap(\.lint)
        page += "<h2>Lint findings (\(findings.count))</h2>\n"
        page += findings.isEmpty ? "<p class=\"none\">None (or lint was off).</p>\n" : findingList(findings)

        page += """
        <h2>All snapshots</h2>
        <table class="all"><tr><th>snapshot</th><th>status</th><th>render ms</th><th>compare ms</th><th>encode ms</th>
        <th>lint ms</th><th>shard</th></tr>

        """
        for result in summary.results {
            let name = result.accessibility.map { escape(result.name) + transcript($0, open: false) } ?? escape(result.name)
            page += "<tr class=\"\(result.status.rawValue)\"><td>\(name)</td><td>\(result.status.rawValue)</td>"
                + "<td>\(number(result.timings.render))</td><td>\(number(result.timings.compare))</td>"
                + "<td>\(number(result.timings.encode))</td><td>\(number(result.timings.lint))</td>"
                + "<td>\(escape(result.shard))</td></tr>\n"
        }
        page += "</table>\n<script>\(script)</script>\n</body></html>\n"
        return page
    }

    /// What a screen reader would say on the snapshot, as a disclosure.
    static func transcript(_ text: String, open: Bool) -> String {
        "<details class=\"accessibility\"\(open ? " open" : "")><summary>What a screen reader says</summary>"
            + "<pre>\(escape(text))</pre></details>\n"
    }

    static func failure(_ result: SnapshotResult) -> String {
        var html = "<section class=\"failure\" id=\"\(escape(result.name))\" data-name=\"\(escape(result.name))\">\n"
        html += "<h3><span class=\"badge \(result.status.rawValue)\">\(result.status.rawValue)</span> \(escape(result.name))</h3>\n"
        // Lint findings have their own list below; the message keeps the rest.
        let message = result.message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  lint: ") }.joined(separator: "\n")
        html += "<pre class=\"message\">\(escape(message))</pre>\n"
        if !result.environmentChanges.isEmpty {
            html += "<p class=\"environment\">Rendering environment changed: \(escape(result.environmentChanges.joined(separator: ", ")))</p>\n"
        }
        if !result.layoutChanges.isEmpty {
            html += "<h4>Layout diff</h4><ul class=\"layout\">"
                + result.layoutChanges.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if let pixels = result.pixels { html += "<h4>Pixels</h4><p class=\"pixels\">\(escape(pixels))</p>\n" }
        if !result.lint.isEmpty { html += "<h4>Lint</h4>" + findingList(result.lint) }
        if let accessibility = result.accessibility { html += transcript(accessibility, open: true) }
        if let images = result.images {
            html += "<div class=\"images\">"
            html += figure("reference", "Reference", images.reference)
            html += figure("actual", "Actual", images.actual)
            if let diff = images.diff { html += figure("diff", "Diff (red: changed, yellow: anti-aliasing)", diff) }
            html += "</div>\n"
            html += """
            <div class="comparison" data-mode="slider">
              <div class="controls"><label><input type="radio" name="mode-\(escape(result.name))" value="slider" checked> slider</label>
              <label><input type="radio" name="mode-\(escape(result.name))" value="onion"> onion skin</label>
              <input type="range" class="position" min="0" max="100" value="50" aria-label="slider position or opacity of the actual image"></div>
              <div class="stack"><img class="under" src="\(escape(images.reference))" alt="reference">
              <img class="over" src="\(escape(images.actual))" alt="actual over reference" style="clip-path: inset(0 50% 0 0)"></div>
            </div>

            """
        }
        return html + "</section>\n"
    }

    static func figure(_ kind: String, _ caption: String, _ source: String) -> String {
        "<figure class=\"\(kind)\"><figcaption>\(caption)</figcaption><img src=\"\(escape(source))\" alt=\"\(kind)\"></figure>"
    }

    static func findingList(_ findings: [LintFinding]) -> String {
        "<ul class=\"lint\">" + findings.map { finding in
            "<li><code>\(escape(finding.rule))</code> <b>\(escape(finding.snapshot))</b> \(escape(finding.kind)) "
                + "<code>\(escape(finding.path))</code>: \(escape(finding.message))</li>"
        }.joined() + "</ul>\n"
    }

    /// Text and attribute values with `&`, `<`, `>` and quotes escaped: the one HTML escape of the
    /// package's static pages (this report and the storybook's export).
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }
    static func milliseconds(_ value: Double) -> String { value >= 1000 ? seconds(value / 1000) : String(format: "%.1f ms", value) }
    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
    table { border-collapse: collapse; margin-bottom: 16px; } td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
    .passed { color: #1a7f37; } .failed { color: #c62828; } .recorded { color: #9a6700; } .totals span { margin-right: 12px; }
    .badge { padding: 1px 6px; border-radius: 4px; background: #eee; }
    section.failure { border-top: 2px solid #c62828; padding-top: 8px; margin-top: 24px; }
    pre.message { background: #f6f8fa; padding: 8px; white-space: pre-wrap; }
    .images { display: flex; gap: 12px; align-items: flex-start; }
    figure { margin: 0; width: 300px; } figure img { width: 100%; border: 1px solid #ccc; display: block; }
    .comparison { margin-top: 12px; width: 300px; } .stack { position: relative; border: 1px solid #ccc; }
    .stack img { width: 100%; display: block; } .stack img.over { position: absolute; top: 0; left: 0; }
    .controls { display: flex; gap: 8px; align-items: center; white-space: nowrap; }
    """

    /// Slider: the actual image is clipped to the left `position`% over the reference. Onion skin:
    /// the whole actual image at `position`% opacity over the reference.
    static let script = """
    for (const comparison of document.querySelectorAll('.comparison')) {
      const over = comparison.querySelector('img.over'), range = comparison.querySelector('input.position');
      const update = () => {
        const mode = comparison.querySelector('input[type=radio]:checked').value, value = Number(range.value);
        comparison.dataset.mode = mode;
        over.style.clipPath = mode === 'slider' ? `inset(0 ${100 - value}% 0 0)` : 'none';
        over.style.opacity = mode === 'slider' ? '1' : String(value / 100);
      };
      range.addEventListener('input', update);
      for (const radio of comparison.querySelectorAll('input[type=radio]')) radio.addEventListener('change', update);
      update();
    }
    """
}
