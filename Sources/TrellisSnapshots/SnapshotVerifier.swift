import CairoRender
import Foundation
import LayoutLint
import SnapshotReports
import SnapshotTesting
import TrellisElements
import TrellisCairo
import TrellisCatalog
#if canImport(Testing)
import Testing
#endif
import XCTest

/// When references are written, as in swift-snapshot-testing. Set with the environment variable
/// `TRELLIS_SNAPSHOT_RECORD` (`missing`, `failed`, `all`, `never`; swift-snapshot-testing's
/// `SNAPSHOT_TESTING_RECORD` is read when it is unset). A snapshot that writes a reference fails,
/// so a recording run never passes unnoticed.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write references that do not exist yet; compare the others (the default).
    case missing
    /// Compare, and overwrite the references that do not match.
    case failed
    /// Overwrite every reference.
    case all
    /// Only compare; a missing reference fails.
    case never

    /// The mode the environment asks for.
    public static var current: SnapshotRecordMode {
        let environment = ProcessInfo.processInfo.environment
        let value = environment["TRELLIS_SNAPSHOT_RECORD"] ?? environment["SNAPSHOT_TESTING_RECORD"] ?? ""
        return SnapshotRecordMode(rawValue: value) ?? .missing
    }

    /// The same mode for swift-snapshot-testing's `assertSnapshot(…, record:)`.
    public var snapshotTesting: SnapshotTestingConfiguration.Record {
        switch self {
        case .missing: .missing
        case .failed: .failed
        case .all: .all
        case .never: .never
        }
    }
}

/// What checking one snapshot came to.
public struct SnapshotOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        /// The rendering matches its reference.
        case matched
        /// A reference was written (a failure: look at it, then run again).
        case recorded
        /// The rendering does not match, or there is no reference and recording is off.
        case failed
    }

    /// `screen-sample-configuration`.
    public var name: String
    public var status: Status
    /// Why it failed or what was recorded; empty when it matched.
    public var message: String
    /// The pixel comparison, when one was made.
    public var difference: PixelDifference?
    /// Reference, actual and heat map written for a failure.
    public var artifacts: [URL]
    /// Whether the PNG of the rendering was encoded (never when it equals the reference).
    public var encodedPNG: Bool
    /// Whether the reference PNG was decoded and compared pixel by pixel (not when the sidecar's
    /// display-list or pixel digest showed the rendering unchanged).
    public var decodedReference = false
    /// Whether the check drew the display list into pixels (not when the sidecar's display-list
    /// digest showed it unchanged: same list, scale, images, fonts and drawing code).
    public var rastered = false
    /// Lint findings, when lint is on (a finding fails the snapshot).
    public var findings: [LintFinding] = []
    /// What a screen reader would say (``SnapshotVerifier/accessibilityTranscripts``), else `nil`.
    public var accessibility: String?
    /// Milliseconds per step.
    public var timings = SnapshotResult.Timings()

    public var passed: Bool { status == .matched }
}

/// Snapshot tests of catalog screens: renders Props on display configurations through the one
/// pipeline (``ScreenRenderer``), compares with reference PNGs (``PixelComparison``), explains a
/// mismatch by the layout (``LayoutDiff``) or by the rendering environment (``RenderingEnvironment``),
/// and writes reference, actual and heat map next to the test's artifacts. Optionally lints the
/// laid-out tree (``SnapshotLint``) and checks only one shard of a matrix (``SnapshotShard``).
///
/// Every check also writes `<artifacts>/<name>.result.json` (a ``SnapshotResult``: outcome,
/// layout diff, lint findings, timings), from which `trellis snapshots report` builds an HTML page.
///
/// ```swift
/// @Test func productCard() async {
///     let snapshots = SnapshotVerifier()
///     await snapshots.verify(ProductCardScreen.self, .example, named: "default", on: [.iPhoneX, .iPhoneSE])
///     await snapshots.verifyEverySample(of: CatalogEntry(ProductCardScreen.self), on: .standard)
/// }
/// ```
///
/// References live in `__Snapshots__/<test file name>/` beside the test file, as
/// `screen-sample-configuration.png` with a `.json` sidecar. Failures are reported to Swift Testing
/// or XCTest, whichever runs the test.
public struct SnapshotVerifier: Sendable {
    public var directory: URL
    public var artifacts: URL
    public var record: SnapshotRecordMode
    public var tolerance: PixelTolerance
    public var renderer: ScreenRenderer
    /// Lint over each snapshot's laid-out tree; nil is off.
    public var lint: SnapshotLint?
    /// Accepted lint findings: only findings it does not accept fail. Read from
    /// `lint-baseline.json` in ``directory`` when it exists, which also turns lint on (every rule)
    /// unless `lint` or `TRELLIS_SNAPSHOT_LINT` says otherwise.
    public var lintBaseline: LintBaseline?
    /// Keep what a screen reader would say on each snapshot as a reference beside its PNG
    /// (`name.accessibility.txt`, ``TreeSnapshots/accessibility(_:)``): compared, recorded under
    /// the record mode as the PNG is, and shown in the report.
    public var accessibilityTranscripts: Bool
    /// The part of every matrix this verifier checks.
    public var shard: SnapshotShard
    /// Bad settings from the environment (a bad `TRELLIS_SNAPSHOT_SHARD` or `TRELLIS_SNAPSHOT_LINT`):
    /// every check fails with them rather than silently checking something else.
    public private(set) var settingErrors: [String] = []

    /// - Parameters:
    ///   - directory: Where references are; by default `__Snapshots__/<file name>` beside `file`.
    ///   - artifacts: Where results and failures' reference, actual and diff go; by default
    ///     `$TRELLIS_SNAPSHOT_ARTIFACTS` (else `$SNAPSHOT_ARTIFACTS`, else the temporary directory)
    ///     `/trellis-snapshots/<file name>`.
    ///   - lint: Lint rules to apply; nil reads `TRELLIS_SNAPSHOT_LINT` (unset: off).
    ///   - shard: The part of each matrix to check; nil reads `TRELLIS_SNAPSHOT_SHARD` (unset: all).
    ///   - environment: Where the `TRELLIS_SNAPSHOT_…` variables are read.
    public init(directory: URL? = nil, artifacts: URL? = nil, record: SnapshotRecordMode = .current,
                tolerance: PixelTolerance = PixelTolerance(), renderer: ScreenRenderer = .shared,
                lint: SnapshotLint? = nil, accessibilityTranscripts: Bool = false, shard: SnapshotShard? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment, file: StaticString = #filePath) {
        self.accessibilityTranscripts = accessibilityTranscripts
        let fileURL = URL(fileURLWithPath: "\(file)")
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        self.directory = directory ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(fileName)
        let base = environment["TRELLIS_SNAPSHOT_ARTIFACTS"] ?? environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        self.artifacts = artifacts ?? URL(fileURLWithPath: base).appendingPathComponent("trellis-snapshots")
            .appendingPathComponent(fileName)
        self.record = record
        self.tolerance = tolerance
        self.renderer = renderer
        if let lint {
            self.lint = lint
        } else {
            do throws(SnapshotLintError) { self.lint = try SnapshotLint.current(environment) } catch {
                self.lint = nil
                settingErrors.append(error.description)
            }
        }
        let baselineURL = self.directory.appendingPathComponent("lint-baseline.json")
        if let data = FileManager.default.contents(atPath: baselineURL.path) {
            do throws(LintBaselineError) {
                lintBaseline = try LintBaseline(json: data)
                if lint == nil, environment[SnapshotLint.variable] == nil { self.lint = SnapshotLint() }
            } catch {
                settingErrors.append("\(baselineURL.path): \(error)")
            }
        }
        if let shard {
            self.shard = shard
        } else {
            do throws(SnapshotShardError) { self.shard = try SnapshotShard.current(environment) } catch {
                self.shard = .all
                settingErrors.append(error.description)
            }
        }
    }

    /// Whether the snapshot named `name` is checked by this verifier's shard (always, when the
    /// settings are bad: the check then reports them).
    public func includes(_ name: String) -> Bool { !settingErrors.isEmpty || shard.contains(name) }

    // MARK: Checks that report their failures

    /// One screen's Props on each configuration, named `screen-name-configuration`.
    @discardableResult
    public func verify(_ entry: CatalogEntry, props: ScreenProps, named name: String, on configurations: [DisplayConfiguration],
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        let outcomes = await check(configurations.map { (entry, props, name, $0) })
        report(outcomes, fileID: fileID, filePath: filePath, line: line, column: column)
        return outcomes
    }

    /// A screen type's Props on a list of devices (portrait, light, left-to-right).
    @discardableResult
    public func verify<S: Screen>(_ screen: S.Type, _ props: S.Props, named name: String, on devices: [Device],
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        await verify(CatalogEntry(screen), props: ScreenProps(screen, props), named: name,
                     on: devices.map { DisplayConfiguration(device: $0) },
                     fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Every sample of `entry` on every configuration of `matrix`, in one call; a sample written
    /// in a direction of its own only in that direction (``ConfigurationMatrix/configurations(writingDirection:)``).
    @discardableResult
    public func verifyEverySample(of entry: CatalogEntry, on matrix: ConfigurationMatrix,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        let outcomes = await check(Self.cases(entry, matrix))
        report(outcomes, fileID: fileID, filePath: filePath, line: line, column: column)
        return outcomes
    }

    /// Every sample of every screen of `catalog` on `matrix`; then the references in `directory`
    /// that this call owns and did not produce are reported as orphans (``orphans(of:expecting:)``:
    /// references of other screens, or named by other calls, in the same folder are not its own).
    @discardableResult
    public func verifyCatalog(_ catalog: Catalog, on matrix: ConfigurationMatrix,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        let cases = catalog.entries.flatMap { Self.cases($0, matrix) }
        let outcomes = await check(cases)
        report(outcomes, fileID: fileID, filePath: filePath, line: line, column: column)
        let orphans = orphans(of: catalog, expecting: cases.map { Self.name($0.0, $0.2, $0.3) })
        if !orphans.isEmpty {
            Self.recordFailure("no snapshot produces these references: \(orphans.joined(separator: ", "))",
                               fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return outcomes
    }

    /// Each bare-named image of a shot whose catalog does not say where such images come from
    /// (``Shot/images`` is `nil`): its path, its name and what to do. Nothing when one is declared
    /// (a folder's missing files are drawing problems; placeholders are then on purpose).
    /// - Complexity: O(nodes).
    static func undeclaredImages(in shot: Shot) -> [String] {
        guard shot.images == nil else { return [] }
        return PlacedTree.nodes(shot.layout).compactMap { placed in
            guard let image = placed.node.props.content.image, image.assetFolder == nil else { return nil }
            return "\(placed.path): image '\(image.source)' was drawn as a placeholder: the catalog does not say where "
                + "its images are (set `catalog.images = .folder(path)`, or `.placeholders` to draw them so on purpose)"
        }
    }

    /// `screen-sample-configuration`, as ``Shot/name`` says it.
    static func name(_ entry: CatalogEntry, _ sample: String, _ configuration: DisplayConfiguration) -> String {
        [entry.name, sample, configuration.name].joined(separator: "-")
    }

    static func cases(_ entry: CatalogEntry, _ matrix: ConfigurationMatrix)
        -> [(CatalogEntry, ScreenProps, String, DisplayConfiguration)] {
        entry.samples.flatMap { sample in
            matrix.configurations(writingDirection: sample.writingDirection).map { (entry, sample.props, sample.name, $0) }
        }
    }

    // MARK: Checking without reporting

    /// Renders and checks the cases of this verifier's shard, up to one per core at a time;
    /// outcomes in case order.
    public func check(_ cases: [(CatalogEntry, ScreenProps, String, DisplayConfiguration)]) async -> [SnapshotOutcome] {
        let cases = cases.filter { includes(Self.name($0.0, $0.2, $0.3)) }
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (Int, SnapshotOutcome).self) { group in
            var outcomes = [SnapshotOutcome?](repeating: nil, count: cases.count)
            var next = 0
            func add(_ index: Int) {
                let (entry, props, name, configuration) = cases[index]
                group.addTask {
                    do {
                        let clock = ContinuousClock(), start = clock.now
                        var shot = try await renderer.render(entry, props: props, on: configuration)
                        shot.sample = name
                        let owner = ReferenceOwner(screen: entry.name, catalogSample: entry.sampleNames.contains(name))
                        return (index, check(shot, renderMilliseconds: Self.milliseconds(clock.now - start), owner: owner))
                    } catch {
                        let sample = name, name = Self.name(entry, name, configuration)
                        let outcome = SnapshotOutcome(name: name, status: .failed, message: "\(name): \(error)",
                                                      difference: nil, artifacts: [], encodedPNG: false)
                        writeResult(outcome, screen: entry.name, sample: sample, configuration: configuration,
                                    details: Details(), startedAt: Date().timeIntervalSince1970)
                        return (index, outcome)
                    }
                }
            }
            while next < min(width, cases.count) { add(next); next += 1 }
            for await (index, outcome) in group {
                outcomes[index] = outcome
                if next < cases.count { add(next); next += 1 }
            }
            return outcomes.compactMap { $0 }
        }
    }

    /// Checks a rendered shot against its reference `directory/<shot.name>.png`, recording as the
    /// record mode says, lints it when lint is on, and writes its result for the report. Pixels
    /// are compared before anything is encoded: an unchanged rendering never becomes a PNG.
    /// - Parameter renderMilliseconds: How long rendering took, for the report (0: unknown).
    public func check(_ shot: Shot, renderMilliseconds: Double = 0) -> SnapshotOutcome {
        check(shot, renderMilliseconds: renderMilliseconds, owner: ReferenceOwner(screen: shot.screen, catalogSample: false))
    }

    /// `check(_:renderMilliseconds:)`, recording `owner` in the sidecar of a reference it writes.
    func check(_ shot: Shot, renderMilliseconds: Double, owner: ReferenceOwner) -> SnapshotOutcome {
        let startedAt = Date().timeIntervalSince1970 - renderMilliseconds / 1000
        var details = Details()
        var outcome = evaluate(shot, owner: owner, details: &details)
        outcome.timings.render = renderMilliseconds
        if let lint {
            let clock = ContinuousClock(), start = clock.now
            let found = lint.findings(in: shot, renderer: renderer)
            outcome.findings = lintBaseline.map { $0.verdict(on: found, checked: [shot.name]).new } ?? found
            outcome.timings.lint = Self.milliseconds(clock.now - start)
            if !outcome.findings.isEmpty {
                if outcome.status == .matched { outcome.status = .failed }
                let lines = outcome.findings.map { "  lint: \($0)" }
                outcome.message = ([outcome.message.isEmpty ? "\(shot.name): lint found \(outcome.findings.count) problem(s)"
                                                            : outcome.message] + lines).joined(separator: "\n")
            }
        }
        if accessibilityTranscripts { checkTranscript(of: shot, into: &outcome) }
        if !settingErrors.isEmpty {
            outcome.status = .failed
            outcome.message = (settingErrors.map { "\(shot.name): \($0)" } + [outcome.message])
                .filter { !$0.isEmpty }.joined(separator: "\n")
        }
        writeResult(outcome, screen: shot.screen, sample: shot.sample, configuration: shot.configuration,
                    details: details, startedAt: startedAt)
        return outcome
    }

    /// Compares what a screen reader would say on `shot` with `name.accessibility.txt`, writing it
    /// as the record mode says; a difference names the first line that changed.
    private func checkTranscript(of shot: Shot, into outcome: inout SnapshotOutcome) {
        let text = TreeSnapshots.accessibility(AccessibilityTree(shot.layout, direction: shot.configuration.layoutDirection))
        outcome.accessibility = text
        let url = directory.appendingPathComponent(shot.name + ".accessibility.txt")
        let reference = record == .all ? nil : try? String(contentsOf: url, encoding: .utf8)
        func add(_ status: SnapshotOutcome.Status, _ line: String) {
            if status == .failed || outcome.status == .matched { outcome.status = status }
            outcome.message = [outcome.message, line].filter { !$0.isEmpty }.joined(separator: "\n")
        }
        func write() -> String {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                return url.path
            } catch {
                return "\(url.path) could not be written: \(error.localizedDescription)"
            }
        }
        if let reference {
            guard reference != text else { return }
            let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let new = text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            let was = index < old.count ? "\"\(old[index])\"" : "nothing", now = index < new.count ? "\"\(new[index])\"" : "nothing"
            if record == .failed {
                add(.recorded, "\(shot.name): what a screen reader says changed; recorded \(write())")
            } else {
                add(.failed, "\(shot.name): what a screen reader says differs from \(url.lastPathComponent) at line "
                    + "\(index + 1): was \(was), now \(now)")
            }
        } else if record == .never {
            add(.failed, "\(shot.name): no accessibility reference at \(url.path) (record mode never)")
        } else {
            add(.recorded, "\(shot.name): accessibility recorded \(write()); read it, then run again")
        }
    }

    /// What the report shows besides the outcome.
    struct Details {
        var layoutChanges: [String] = []
        var environmentChanges: [String] = []
    }

    private func evaluate(_ shot: Shot, owner: ReferenceOwner, details: inout Details) -> SnapshotOutcome {
        let name = shot.name
        let png = directory.appendingPathComponent(name + ".png")
        let sidecarURL = directory.appendingPathComponent(name + ".json")
        let environment = RenderingEnvironment.current(scale: shot.configuration.deviceConfiguration.scale)
        let clock = ContinuousClock()
        var outcome = SnapshotOutcome(name: name, status: .matched, message: "", difference: nil, artifacts: [],
                                      encodedPNG: false)
        let compareStart = clock.now
        let sidecar = record == .all ? nil
            : (try? Data(contentsOf: sidecarURL)).flatMap { try? JSONDecoder().decode(Sidecar.self, from: $0) }
        let referenceData = record == .all ? nil : FileManager.default.contents(atPath: png.path)
        // The PNG file is the one recorded with this sidecar.
        let recordedPNG = referenceData.flatMap { data in
            sidecar?.png.map { $0 == String(RenderingEnvironment.fnv1a(data), radix: 16) } } ?? false
        // Unchanged display list: it, the scale, its images, the fonts and the drawing code are
        // those of the reference, so the pixels are too (and there were no drawing problems, or no
        // digest would have been recorded) — nothing is drawn.
        var problems: [String] = []
        if !shot.layoutDiagnostics.isEmpty {
            problems.append("layout problems: \(shot.layoutDiagnostics.map(\.description).joined(separator: "; "))")
        }
        let images = Self.undeclaredImages(in: shot)
        if !images.isEmpty { problems.append("image problems: \(images.joined(separator: "; "))") }
        func fail(_ problems: [String]) {
            guard !problems.isEmpty else { return }
            outcome.status = .failed
            outcome.message = "\(name): " + problems.joined(separator: "; ")
        }
        // A reference written or a difference found: the shot's problems stay in front, and a
        // shot with problems fails even when it was recorded.
        func conclude(_ status: SnapshotOutcome.Status, _ message: String) {
            let problemLine = problems.isEmpty ? [] : ["\(name): " + problems.joined(separator: "; ")]
            outcome.status = problems.isEmpty ? status : .failed
            outcome.message = (problemLine + [message]).joined(separator: "\n")
        }
        if recordedPNG, let recorded = sidecar?.displayList, recorded == shot.digest {
            outcome.timings.compare = Self.milliseconds(clock.now - compareStart)
            outcome.difference = PixelComparison.identical(tolerance: tolerance)
            fail(problems)
            return outcome
        }
        outcome.rastered = true
        if !shot.rendering.issues.isEmpty {
            problems.append("drawing problems: \(shot.rendering.issues.map(\.message).joined(separator: "; "))")
        }
        fail(problems)
        var encoded: [UInt8]?
        func encodedPNG() -> [UInt8] {
            if let encoded { return encoded }
            let start = clock.now
            let bytes = shot.png
            outcome.timings.encode += Self.milliseconds(clock.now - start)
            outcome.encodedPNG = true
            encoded = bytes
            return bytes
        }

        func write() -> String {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let bytes = encodedPNG()
                try Data(bytes).write(to: png)
                try Sidecar(environment: environment, layout: TreeSnapshots.flatten(shot.layout).map(\.line),
                            pixels: RenderingEnvironment.pixelDigest(shot.rendering.bitmap),
                            png: String(bytes.withUnsafeBytes { RenderingEnvironment.fnv1a($0) }, radix: 16),
                            displayList: shot.rendering.issues.isEmpty ? shot.digest : nil, owner: owner)
                    .encoded().write(to: sidecarURL)
                return png.path
            } catch {
                return "\(png.path) could not be written: \(error)"
            }
        }

        if record == .all {
            conclude(.recorded, "\(name): recorded (record mode all) \(write()); look at it, then run again without recording")
            return outcome
        }
        // Unchanged rendering: its pixels hash to what was recorded for this very PNG file.
        if recordedPNG, let pixels = sidecar?.pixels, pixels == RenderingEnvironment.pixelDigest(shot.rendering.bitmap) {
            outcome.timings.compare = Self.milliseconds(clock.now - compareStart)
            outcome.difference = PixelComparison.identical(tolerance: tolerance)
            return outcome
        }
        outcome.decodedReference = true
        guard let data = referenceData, let reference = Bitmap(png: [UInt8](data)) else {
            if record == .never {
                conclude(.failed, "\(name): no reference at \(png.path) (record mode never)")
            } else {
                conclude(.recorded, "\(name): no reference; recorded \(write()); look at it, then run again")
            }
            return outcome
        }
        let difference = PixelComparison.compare(reference, shot.rendering.bitmap, tolerance: tolerance)
        outcome.timings.compare = Self.milliseconds(clock.now - compareStart)
        outcome.difference = difference
        guard !difference.passes else { return outcome }

        var lines: [String] = []
        if let sidecar, case let changes = environment.changes(from: sidecar.environment), !changes.isEmpty {
            details.environmentChanges = changes
            lines.append("\(name): rendering environment changed: \(changes.joined(separator: ", ")) — "
                + "re-record the references on this machine if the new rendering is right")
        } else {
            lines.append("\(name): the rendering differs from its reference")
        }
        if let sidecar {
            details.layoutChanges = LayoutDiff.describe(reference: sidecar.nodes, actual: TreeSnapshots.flatten(shot.layout))
            lines += details.layoutChanges.isEmpty ? ["  layout: unchanged"] : details.layoutChanges.map { "  layout: " + $0 }
        }
        lines.append("  pixels: " + difference.summary)
        outcome.artifacts = writeArtifacts(name: name, reference: data, actual: encodedPNG(), difference: difference)
        if !outcome.artifacts.isEmpty {
            lines.append("  artifacts: " + outcome.artifacts.map(\.path).joined(separator: ", "))
        }
        if record == .failed { lines.append("  re-recorded (record mode failed) \(write())") }
        conclude(record == .failed ? .recorded : .failed, lines.joined(separator: "\n"))
        return outcome
    }

    /// Reference, actual and (when the sizes agree) the heat map, in `artifacts`.
    private func writeArtifacts(name: String, reference: Data, actual: [UInt8], difference: PixelDifference) -> [URL] {
        let urls = ["reference", "actual", "diff"].map { artifacts.appendingPathComponent("\(name).\($0).png") }
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try reference.write(to: urls[0])
            try Data(actual).write(to: urls[1])
            guard difference.sizeMismatch == nil else { return Array(urls[0..<2]) }
            try Data(difference.heatMap().pngData()).write(to: urls[2])
            return urls
        } catch {
            return []
        }
    }

    /// `<artifacts>/<name>.result.json` for the report. A result that cannot be written is left out
    /// of the report; the test's own outcome is unaffected.
    private func writeResult(_ outcome: SnapshotOutcome, screen: String, sample: String?, configuration: DisplayConfiguration,
                             details: Details, startedAt: Double) {
        let status: SnapshotResult.Status = switch outcome.status {
        case .matched: .passed
        case .failed: .failed
        case .recorded: .recorded
        }
        let files = outcome.artifacts.map(\.lastPathComponent)
        let images = files.count >= 2
            ? SnapshotResult.Images(reference: files[0], actual: files[1], diff: files.count > 2 ? files[2] : nil) : nil
        let result = SnapshotResult(
            name: outcome.name, screen: screen, sample: sample, configuration: configuration.name,
            status: status, message: outcome.message, layoutChanges: details.layoutChanges,
            pixels: outcome.difference.map(\.summary), environmentChanges: details.environmentChanges,
            lint: outcome.findings, accessibility: outcome.accessibility, images: images, timings: outcome.timings, run: Self.run, shard: shard.description,
            startedAt: startedAt)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(result) else { return }
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try? data.write(to: artifacts.appendingPathComponent(SnapshotResult.fileName(for: outcome.name)), options: .atomic)
    }

    /// This process's test run: host, process id and start time.
    static let run: String = {
        let info = ProcessInfo.processInfo
        let started = Int(Date().timeIntervalSince1970)
        return "\(info.hostName) pid \(info.processIdentifier) at \(started)"
    }()

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    /// Reference PNGs (and sidecars) in `directory` that no snapshot named in `names` produces.
    public func orphans(expecting names: [String]) -> [String] {
        let expected = Set(names.flatMap { [$0 + ".png", $0 + ".json"] })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".json")) && !expected.contains($0) }.sorted()
    }

    /// The orphans (``orphans(expecting:)``) that a call checking `catalog`'s samples owns: a
    /// reference whose sidecar says a catalog sample of one of its screens recorded it. Other
    /// tests writing to the same folder (other screens, names given to `verify(_:props:named:on:)`,
    /// shots checked directly) are not its business. A reference without an owner (recorded
    /// before owners were kept, or a PNG without sidecar) is owned when its name starts with the
    /// name of one of the catalog's screens and a dash.
    public func orphans(of catalog: Catalog, expecting names: [String]) -> [String] {
        let screens = Set(catalog.entries.map(\.name))
        var owners: [String: ReferenceOwner?] = [:]
        func owner(_ base: String) -> ReferenceOwner? {
            if let known = owners[base] { return known }
            let url = directory.appendingPathComponent(base + ".json")
            let sidecar = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Sidecar.self, from: $0) }
            owners[base] = .some(sidecar?.owner)
            return sidecar?.owner
        }
        return orphans(expecting: names).filter { file in
            let base = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            if let owner = owner(base) { return owner.catalogSample && screens.contains(owner.screen) }
            return screens.contains { base.hasPrefix($0 + "-") }
        }
    }

    // MARK: Reporting

    private func report(_ outcomes: [SnapshotOutcome], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        for outcome in outcomes where !outcome.passed || !outcome.message.isEmpty {
            Self.recordFailure(outcome.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// A failure in whichever framework runs the current test.
    static func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
