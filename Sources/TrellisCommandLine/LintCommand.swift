import ArgumentParser
import Foundation
import LayoutLint
import SnapshotReports
import TrellisCairo
import TrellisCatalog
import TrellisElements

/// `trellis lint [NAME…]`: the lint rules over every sample of the catalog's screens on an audit
/// matrix (the largest accessibility text size included), against a baseline of accepted
/// findings: passes when nothing new appears, names each new finding, reports stale entries.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Audit the catalog's screens (accessibility, text fit, contrast) against a baseline.",
        discussion: """
            Every sample of each screen (all screens without a name) on iPhone SE and iPhone X, light and dark,
            left to right and right to left (a sample in its own direction only), at the default and the
            largest accessibility text size. Exit 0: nothing new; 1: new findings (each named); 2: bad input.
            Examples:
              trellis lint                                  every screen against lint-baseline.json
              trellis lint login --device iphone-se         one screen on one device
              trellis lint --update-baseline                accept what is found now
            """
    )

    @Argument(help: "Screens to audit (see 'trellis list'); none: every screen.")
    var screens: [String] = []

    @Option(help: ArgumentHelp("Accepted findings (JSON); used when it exists.", valueName: "file.json"))
    var baseline = "lint-baseline.json"

    @Flag(help: "Rewrite the baseline to accept exactly what is found (new entries: \"not reviewed\").")
    var updateBaseline = false

    @Option(help: ArgumentHelp("Devices to audit on (repeatable; default iphone-se and iphone-x).", valueName: "device"))
    var device: [String] = []

    @Option(help: ArgumentHelp("Only these rules, comma-separated (default: all).", valueName: "rules"))
    var rules: String?

    func run() async throws {
        let catalog = ToolCatalog.current
        let entries = try screens.isEmpty ? catalog.entries : screens.map { try catalog.screen($0) }
        let devices = try (device.isEmpty ? ["iphone-se", "iphone-x"] : device).map { try catalog.display($0) }
        var lint = SnapshotLint()
        if let rules {
            do throws(SnapshotLintError) {
                lint = try SnapshotLint.current([SnapshotLint.variable: rules]) ?? SnapshotLint(rules: [])
            } catch {
                throw BadInput("--rules: " + error.description.replacingOccurrences(of: "\(SnapshotLint.variable): ", with: ""))
            }
        }
        let existing = try readBaseline()
        let matrix = ConfigurationMatrix(devices: devices, colorSchemes: [.light, .dark],
                                         layoutDirections: [.leftToRight, .rightToLeft],
                                         textSizes: [.default, .accessibilityExtraExtraExtraLarge])
        let renderer = ScreenRenderer()
        var findings: [LintFinding] = [], checked: Set<String> = [], shots = 0
        for entry in entries {
            for sample in entry.sampleNames {
                for configuration in matrix.configurations(writingDirection: entry.writingDirection(ofSample: sample)) {
                    let shot: Shot
                    do {
                        shot = try await renderer.render(entry, sample: sample, on: configuration)
                    } catch {
                        throw BadInput("\(entry.name) sample \(sample): \(error)")
                    }
                    guard checked.insert(shot.name).inserted else { continue }
                    shots += 1
                    findings += lint.findings(in: shot, renderer: renderer)
                }
            }
        }
        let verdict = (existing ?? LintBaseline()).verdict(on: findings, checked: checked)
        if updateBaseline {
            let updated = (existing ?? LintBaseline()).updated(with: findings, checked: checked)
            do {
                try Data(updated.json.utf8).write(to: URL(fileURLWithPath: baseline))
            } catch {
                throw BadInput("cannot write \(baseline): \(error.localizedDescription)")
            }
            print("wrote \(baseline): \(updated.entries.count) accepted findings (\(verdict.new.count) new, "
                  + "\(verdict.stale.count) stale removed) over \(shots) snapshots")
            return
        }
        for line in verdict.lines.dropLast() { print(line) }
        print("\(shots) snapshots of \(entries.count) screen(s): " + (verdict.lines.last ?? "")
              + (existing == nil ? " (no baseline at \(baseline))" : ""))
        if !verdict.passes { throw ExitCode(1) }
    }

    /// The baseline file, `nil` when there is none.
    private func readBaseline() throws -> LintBaseline? {
        guard FileManager.default.fileExists(atPath: baseline) else { return nil }
        guard let data = FileManager.default.contents(atPath: baseline) else { throw BadInput("\(baseline): cannot read") }
        do {
            return try LintBaseline(json: data)
        } catch {
            throw BadInput("\(baseline): \(error)")
        }
    }
}
