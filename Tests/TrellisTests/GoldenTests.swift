import CairoRender
import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisCatalog
import TrellisScreens

/// Golden PNGs of the catalog's screens, rendered through the one pipeline (`ScreenRenderer`):
/// every sample of every screen on iPhone X, and every screen's default sample on iPhone SE,
/// iPhone X and iPad one-third, left-to-right and right-to-left. The list comes from the catalog.
///
/// Re-record after an intended visual change with `make goldens`
/// (`TRELLIS_RECORD_GOLDENS=1 swift test --filter GoldenTests`), then look at the PNGs. A test
/// that records fails, so a recording run can never pass unnoticed.
@Suite struct GoldenTests {
    static let catalog = Catalog.talks()
    static let renderer = ScreenRenderer()
    /// A channel may differ by this much (0...255) without counting…
    static let channelTolerance = 24
    /// …and this fraction of pixels may exceed it.
    static let pixelFraction = 0.002

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
            for sample in entry.sampleNames {
                cases.append(Case(screen: entry.name, sample: sample, configuration: DisplayConfiguration(device: .iPhoneX)))
            }
            for device in [Device.iPhoneSE, .iPhoneX, .iPadOneThird] {
                for direction in LayoutDirection.allCases {
                    let configuration = DisplayConfiguration(device: device, layoutDirection: direction)
                    if device == .iPhoneX && direction == .leftToRight { continue }
                    cases.append(Case(screen: entry.name, sample: entry.defaultSample.name, configuration: configuration))
                }
            }
        }
        return cases
    }()

    @Test(arguments: cases)
    func matchesTheGolden(_ golden: Case) async throws {
        let entry = try Self.catalog.entry(named: golden.screen)
        let shot = try await Self.renderer.render(entry, sample: golden.sample, on: golden.configuration)
        let name = shot.name + ".png"
        let url = Self.goldens.appendingPathComponent(name)
        #expect(shot.rendering.issues.isEmpty, "\(name): \(shot.rendering.issues)")
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try Data(shot.png).write(to: url)
            Issue.record("recorded \(name); look at it, then run again without TRELLIS_RECORD_GOLDENS")
            return
        }
        guard let data = try? Data(contentsOf: url), let reference = Bitmap(png: [UInt8](data)) else {
            Issue.record("\(name): no golden; record with `make goldens`")
            return
        }
        let pixels = golden.configuration.deviceConfiguration.pixelSize
        let difference = shot.rendering.bitmap.difference(from: reference, tolerance: Self.channelTolerance)
        let allowed = Int(Double(pixels.width * pixels.height) * Self.pixelFraction)
        #expect(difference.differingPixels <= allowed,
                "\(name): \(difference.differingPixels) pixels differ (max delta \(difference.maxDelta)), \(allowed) allowed")
    }

    @Test func everyGoldenFileBelongsToACase() throws {
        let expected = Set(Self.cases.map { "\($0.testDescription).png" })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".png") }
        let orphans = files.filter { !expected.contains($0) }.sorted()
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

    @Test func renderingIsDeterministic() async throws {
        let listing = try Self.catalog.entry(named: "listing")
        let configuration = DisplayConfiguration(device: .iPhoneSE, layoutDirection: .rightToLeft)
        let first = try await Self.renderer.render(listing, sample: "default", on: configuration)
        let second = try await Self.renderer.render(listing, sample: "default", on: configuration)
        #expect(first.png == second.png)
    }
}
