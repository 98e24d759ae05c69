import CairoRender
import Foundation
import SnapshotTesting
import Trellis
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

    public var passed: Bool { status == .matched }
}

/// Snapshot tests of catalog screens: renders Props on display configurations through the one
/// pipeline (``ScreenRenderer``), compares with reference PNGs (``PixelComparison``), explains a
/// mismatch by the layout (``LayoutDiff``) or by the rendering environment (``RenderingEnvironment``),
/// and writes reference, actual and heat map next to the test's artifacts.
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

    /// - Parameters:
    ///   - directory: Where references are; by default `__Snapshots__/<file name>` beside `file`.
    ///   - artifacts: Where failures write reference, actual and diff; by default `$SNAPSHOT_ARTIFACTS`
    ///     (or the temporary directory) `/trellis-snapshots/<file name>`.
    public init(directory: URL? = nil, artifacts: URL? = nil, record: SnapshotRecordMode = .current,
                tolerance: PixelTolerance = PixelTolerance(), renderer: ScreenRenderer = .shared,
                file: StaticString = #filePath) {
        let fileURL = URL(fileURLWithPath: "\(file)")
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        self.directory = directory ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(fileName)
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        self.artifacts = artifacts ?? URL(fileURLWithPath: base).appendingPathComponent("trellis-snapshots")
            .appendingPathComponent(fileName)
        self.record = record
        self.tolerance = tolerance
        self.renderer = renderer
    }

    // MARK: The talk's calls, reporting failures

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

    /// Every sample of `entry` on every configuration of `matrix`, in one call.
    @discardableResult
    public func verifyEverySample(of entry: CatalogEntry, on matrix: ConfigurationMatrix,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        let outcomes = await check(Self.cases(entry, matrix))
        report(outcomes, fileID: fileID, filePath: filePath, line: line, column: column)
        return outcomes
    }

    /// Every sample of every screen of `catalog` on `matrix`; then the references in `directory`
    /// that none of them produced are reported as orphans.
    @discardableResult
    public func verifyCatalog(_ catalog: Catalog, on matrix: ConfigurationMatrix,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) async -> [SnapshotOutcome] {
        let outcomes = await check(catalog.entries.flatMap { Self.cases($0, matrix) })
        report(outcomes, fileID: fileID, filePath: filePath, line: line, column: column)
        let orphans = orphans(expecting: outcomes.map(\.name))
        if !orphans.isEmpty {
            Self.recordFailure("no snapshot produces these references: \(orphans.joined(separator: ", "))",
                               fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return outcomes
    }

    static func cases(_ entry: CatalogEntry, _ matrix: ConfigurationMatrix)
        -> [(CatalogEntry, ScreenProps, String, DisplayConfiguration)] {
        entry.samples.flatMap { sample in matrix.configurations.map { (entry, sample.props, sample.name, $0) } }
    }

    // MARK: Checking without reporting

    /// Renders and checks every case, up to one per core at a time; outcomes in case order.
    public func check(_ cases: [(CatalogEntry, ScreenProps, String, DisplayConfiguration)]) async -> [SnapshotOutcome] {
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (Int, SnapshotOutcome).self) { group in
            var outcomes = [SnapshotOutcome?](repeating: nil, count: cases.count)
            var next = 0
            func add(_ index: Int) {
                let (entry, props, name, configuration) = cases[index]
                group.addTask {
                    do {
                        var shot = try await renderer.render(entry, props: props, on: configuration)
                        shot.sample = name
                        return (index, check(shot))
                    } catch {
                        let name = [entry.name, name, configuration.name].joined(separator: "-")
                        return (index, SnapshotOutcome(name: name, status: .failed, message: "\(name): \(error)",
                                                       difference: nil, artifacts: [], encodedPNG: false))
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
    /// record mode says.
    public func check(_ shot: Shot) -> SnapshotOutcome {
        let name = shot.name
        let png = directory.appendingPathComponent(name + ".png")
        let sidecarURL = directory.appendingPathComponent(name + ".json")
        let environment = RenderingEnvironment.current(scale: shot.configuration.deviceConfiguration.scale)
        let layout = TreeSnapshots.flatten(shot.layout)
        var outcome = SnapshotOutcome(name: name, status: .matched, message: "", difference: nil, artifacts: [],
                                      encodedPNG: false)
        if !shot.rendering.issues.isEmpty {
            outcome.status = .failed
            outcome.message = "\(name): drawing problems: \(shot.rendering.issues.map(\.message).joined(separator: "; "))"
        }

        func write() -> String {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(shot.png).write(to: png)
                outcome.encodedPNG = true
                try Sidecar(environment: environment, layout: layout.map(\.line)).encoded().write(to: sidecarURL)
                return png.path
            } catch {
                return "\(png.path) could not be written: \(error)"
            }
        }

        if record == .all {
            outcome.status = .recorded
            outcome.message = "\(name): recorded (record mode all) \(write()); look at it, then run again without recording"
            return outcome
        }
        guard let data = FileManager.default.contents(atPath: png.path), let reference = Bitmap(png: [UInt8](data)) else {
            if record == .never {
                outcome.status = .failed
                outcome.message = "\(name): no reference at \(png.path) (record mode never)"
            } else {
                outcome.status = .recorded
                outcome.message = "\(name): no reference; recorded \(write()); look at it, then run again"
            }
            return outcome
        }
        let difference = PixelComparison.compare(reference, shot.rendering.bitmap, tolerance: tolerance)
        outcome.difference = difference
        guard !difference.passes else { return outcome }

        let sidecar = (try? Data(contentsOf: sidecarURL)).flatMap { try? JSONDecoder().decode(Sidecar.self, from: $0) }
        var lines: [String] = []
        if let sidecar, case let changes = environment.changes(from: sidecar.environment), !changes.isEmpty {
            lines.append("\(name): rendering environment changed: \(changes.joined(separator: ", ")) — "
                + "re-record the references on this machine if the new rendering is right")
        } else {
            lines.append("\(name): the rendering differs from its reference")
        }
        if let sidecar {
            let changes = LayoutDiff.describe(reference: sidecar.nodes, actual: layout)
            lines += changes.isEmpty ? ["  layout: unchanged"] : changes.map { "  layout: " + $0 }
        }
        lines.append("  pixels: " + difference.summary)
        outcome.artifacts = writeArtifacts(name: name, reference: data, actual: shot.png, difference: difference)
        outcome.encodedPNG = true
        if !outcome.artifacts.isEmpty {
            lines.append("  artifacts: " + outcome.artifacts.map(\.path).joined(separator: ", "))
        }
        if record == .failed {
            lines.append("  re-recorded (record mode failed) \(write())")
            outcome.status = .recorded
        } else {
            outcome.status = .failed
        }
        outcome.message = lines.joined(separator: "\n")
        return outcome
    }

    private func writeArtifacts(name: String, reference: Data, actual: [UInt8], difference: PixelDifference) -> [URL] {
        let urls = ["reference", "actual", "diff"].map { artifacts.appendingPathComponent("\(name).\($0).png") }
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try reference.write(to: urls[0])
            try Data(actual).write(to: urls[1])
            try Data(difference.heatMap().pngData()).write(to: urls[2])
            return urls
        } catch {
            return []
        }
    }

    /// Reference PNGs (and sidecars) in `directory` that no snapshot named in `names` produces.
    public func orphans(expecting names: [String]) -> [String] {
        let expected = Set(names.flatMap { [$0 + ".png", $0 + ".json"] })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".json")) && !expected.contains($0) }.sorted()
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
