import CairoRender
import Foundation
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
import TrellisSnapshots

/// Golden PNGs of the catalog's screens, rendered through the one pipeline (`ScreenRenderer`):
/// every sample of every screen on iPhone X (each in the direction it is written in), and every
/// screen's default sample on iPhone SE, iPhone X and iPad one-third, left-to-right and right-to-left. The list comes from the catalog.
///
/// Checked by the snapshot product (`TrellisSnapshots.SnapshotVerifier`); re-record after an
/// intended visual change with `make goldens` (`TRELLIS_SNAPSHOT_RECORD=all swift test --filter
/// GoldenTests`), then look at the PNGs. A test that records fails, so a recording run can never
/// pass unnoticed.
@Suite struct GoldenTests {
    static let catalog = Catalog.demo()
    static let renderer = ScreenRenderer()
    /// Two states look different when more than 1000 pixels differ by more than this (0...255).
    static let channelTolerance = 24

    static var goldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Goldens")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var screen: String
        var sample: String
        var configuration: DisplayConfiguration
        var testDescription: String { "\(screen)-\(sample)-\(configuration.name)" }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for entry in catalog.entries {
            // Every sample on iPhone X, in its writing direction (as `render(_:sample:on:)` shows it).
            for sample in entry.samples {
                cases.append(Case(screen: entry.name, sample: sample.name,
                                  configuration: DisplayConfiguration(device: .iPhoneX)
                                      .showing(writingDirection: sample.writingDirection)))
            }
            for device in [Device.iPhoneSE, .iPhoneX, .iPadOneThird] {
                for direction in LayoutDirection.allCases {
                    let configuration = DisplayConfiguration(device: device, layoutDirection: direction)
                    if device == .iPhoneX && direction == .leftToRight { continue }
                    cases.append(Case(screen: entry.name, sample: entry.defaultSample.name, configuration: configuration))
                }
            }
            // Every sample at the largest accessibility size on the smallest phone, where texts
            // wrap most (Latin, Cyrillic, Arabic, Hebrew, Japanese and the inbox's mix), each in
            // its writing direction: the viewport as shown, as every golden here.
            for sample in entry.samples {
                cases.append(Case(screen: entry.name, sample: sample.name,
                                  configuration: DisplayConfiguration(device: .iPhoneSE,
                                                                      layoutDirection: sample.writingDirection ?? .leftToRight,
                                                                      textSize: .accessibilityExtraExtraExtraLarge)))
            }
        }
        return cases
    }()

    /// The snapshot product's verifier over the goldens folder: CIEDE2000 with anti-aliasing
    /// detection and a largest-block limit, sidecars, layout diffs, record modes.
    static let snapshots = SnapshotVerifier(directory: goldens, accessibilityTranscripts: true)

    /// The cases of this run's shard (`TRELLIS_SNAPSHOT_SHARD=i/n`; all when unset).
    static let shardCases = cases.filter { snapshots.includes($0.testDescription) }

    @Test(arguments: shardCases)
    func matchesTheGolden(_ golden: Case) async throws {
        let entry = try Self.catalog.entry(named: golden.screen)
        let clock = ContinuousClock(), start = clock.now
        let shot = try await Self.renderer.render(entry, sample: golden.sample, on: golden.configuration)
        let elapsed = (clock.now - start).components
        #expect(shot.name == golden.testDescription)
        let outcome = Self.snapshots.check(shot, renderMilliseconds: Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) * 1e-15)
        #expect(outcome.passed, "\(outcome.message)")
    }

    /// Issue 10: Arabic, Hebrew, Japanese and emoji in the localised samples draw to the same PNG
    /// bytes again with a fresh renderer (new measurer, new font configuration, new caches).
    @Test("the localised samples render to identical PNG bytes with a fresh renderer",
          arguments: [("listing", "arabic", LayoutDirection.rightToLeft), ("listing", "japanese", .leftToRight),
                      ("login", "hebrew", .rightToLeft), ("login", "japanese", .leftToRight)])
    func localisedSamplesAreByteIdentical(screen: String, sample: String, direction: LayoutDirection) async throws {
        let entry = try Self.catalog.entry(named: screen)
        let configuration = DisplayConfiguration(device: .iPhoneX, layoutDirection: direction)
        let first = try await Self.renderer.render(entry, sample: sample, on: configuration).png
        let second = try await ScreenRenderer().render(entry, sample: sample, on: configuration).png
        #expect(first.count > 10_000)
        #expect(first == second)
    }

    @Test func everyGoldenFileBelongsToACase() {
        let orphans = Self.snapshots.orphans(expecting: Self.cases.map(\.testDescription))
        #expect(orphans.isEmpty, "no test produces these goldens: \(orphans.joined(separator: ", "))")
    }

    @Test func theLoginStatesLookDifferent() async throws {
        let login = try Self.catalog.entry(named: "login")
        var bitmaps: [Bitmap] = []
        for sample in ["possible", "inProgress", "disabled"] {
            bitmaps.append(try await Self.renderer.render(login, sample: sample, on: DisplayConfiguration(device: .iPhoneX))
                .rendering.bitmap)
        }
        for (first, second) in [(0, 1), (0, 2), (1, 2)] {
            #expect(bitmaps[first].difference(from: bitmaps[second], tolerance: Self.channelTolerance).differingPixels > 1000)
        }
    }

    @Test func theControlsScreenRendersTheSameBytesTwice() async throws {
        // Shadows (blurred masks), gradients, paths and asset images included.
        let controls = try Self.catalog.entry(named: "controls")
        let configuration = DisplayConfiguration(device: .iPhoneX, colorScheme: .dark, layoutDirection: .rightToLeft)
        let first = try await Self.renderer.render(controls, sample: "disabled", on: configuration)
        let second = try await Self.renderer.render(controls, sample: "disabled", on: configuration)
        #expect(first.rendering.issues.isEmpty)
        #expect(first.png == second.png)
    }

    @Test func renderingIsDeterministic() async throws {
        let listing = try Self.catalog.entry(named: "listing")
        let configuration = DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft)
        let first = try await Self.renderer.render(listing, sample: "default", on: configuration)
        let second = try await Self.renderer.render(listing, sample: "default", on: configuration)
        #expect(first.png == second.png)
    }
}
