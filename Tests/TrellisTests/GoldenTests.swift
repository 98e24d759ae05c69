import CairoRender
import Foundation
import PangoText
import Render
import Testing
import Typesetting
@testable import Trellis
@testable import TrellisCairo
@testable import TrellisScreens

/// Acceptance item 3: the listing and the login form (each LoginAction state) on iPhone SE,
/// iPhone X and iPad one-third, left-to-right and right-to-left, rendered through the Cairo host
/// and compared with committed PNGs (Fixtures/Goldens) with a tolerance for anti-aliasing noise.
///
/// Re-record after an intended visual change with `make goldens`
/// (`TRELLIS_RECORD_GOLDENS=1 swift test --filter GoldenTests`), then look at the PNGs.
@Suite struct GoldenTests {
    static let devices = [Device.iPhoneSE, .iPhoneX, .iPadOneThird]
    static let directions = [LayoutDirection.leftToRight, .rightToLeft]
    static let screens = ["listing"] + LoginProps.SampleAction.allCases.map { "login-\($0.rawValue)" }
        + ["inbox-long", "inbox-scripts"]
    static let measurer = PangoMeasurer()
    /// A channel may differ by this much (0...255) without counting…
    static let channelTolerance = 24
    /// …and this fraction of pixels may exceed it.
    static let pixelFraction = 0.002

    static var goldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Goldens")
    }

    static func element(_ screen: String) -> Element {
        if screen == "listing" { return ListingScreen(.sample()).element }
        if screen.hasPrefix("inbox-") {
            let name = String(screen.dropFirst("inbox-".count))
            return InboxScreen(InboxScreen.samples.first { $0.name == name }!.props).element
        }
        let action = LoginProps.SampleAction(rawValue: String(screen.dropFirst("login-".count)))!
        return LoginScreen(.sample(action)).element
    }

    /// Renders one case through layout → reconcile → Cairo host.
    static func render(_ screen: String, _ device: Device, _ direction: LayoutDirection) throws -> Rendering {
        let configuration = device.portrait
        let environment = Trellis.Environment(device: configuration, layoutDirection: direction,
                                              textMeasurer: measurer.cached())
        let layout = LayoutSession.layout(element(screen), in: configuration.size, environment: environment)
        var host = CairoHost(canvas: configuration.size, scale: configuration.scale, measurer: measurer)
        try host.apply(Reconciler(scale: environment.displayScale).reconcile(MountedTree(), to: layout).instructions)
        return host.rendering()
    }

    static let cases: [(String, Device, LayoutDirection)] = screens.flatMap { screen in
        devices.flatMap { device in directions.map { (screen, device, $0) } }
    }

    @Test(arguments: 0..<cases.count)
    func matchesTheGolden(_ index: Int) throws {
        let (screen, device, direction) = Self.cases[index]
        let name = "\(screen)-\(device.name)-\(direction == .leftToRight ? "ltr" : "rtl").png"
        let url = Self.goldens.appendingPathComponent(name)
        let rendering = try Self.render(screen, device, direction)
        #expect(rendering.issues.isEmpty, "\(name): \(rendering.issues)")
        let pixels = device.portrait.pixelSize
        #expect(rendering.bitmap.width == pixels.width && rendering.bitmap.height == pixels.height)
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try Data(rendering.pngData()).write(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url), let golden = Bitmap(png: [UInt8](data)) else {
            Issue.record("\(name): no golden; record with `make goldens`")
            return
        }
        let difference = rendering.bitmap.difference(from: golden, tolerance: Self.channelTolerance)
        let allowed = Int(Double(pixels.width * pixels.height) * Self.pixelFraction)
        #expect(difference.differingPixels <= allowed,
                "\(name): \(difference.differingPixels) pixels differ (max delta \(difference.maxDelta)), \(allowed) allowed")
    }

    @Test func goldensOfDifferentLoginStatesDiffer() throws {
        let possible = try Self.render("login-possible", .iPhoneX, .leftToRight).bitmap
        let inProgress = try Self.render("login-inProgress", .iPhoneX, .leftToRight).bitmap
        let disabled = try Self.render("login-disabled", .iPhoneX, .leftToRight).bitmap
        #expect(possible.difference(from: inProgress, tolerance: Self.channelTolerance).differingPixels > 1000)
        #expect(possible.difference(from: disabled, tolerance: Self.channelTolerance).differingPixels > 1000)
        #expect(inProgress.difference(from: disabled, tolerance: Self.channelTolerance).differingPixels > 1000)
    }

    @Test func renderingIsDeterministic() throws {
        let first = try Self.render("listing", .iPhoneSE, .rightToLeft)
        let second = try Self.render("listing", .iPhoneSE, .rightToLeft)
        #expect(first.pngData() == second.pngData())
    }
}
