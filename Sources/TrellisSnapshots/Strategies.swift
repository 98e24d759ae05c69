import CairoRender
import Foundation
import SnapshotTesting
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows

/// A catalog screen with Props: what swift-snapshot-testing's strategies of this module snapshot.
///
/// ```swift
/// assertSnapshot(of: try SnapshotSubject(entry, sample: "empty"), as: .image(on: .iPhoneX))
/// assertSnapshot(of: SnapshotSubject(ProductCardScreen.self, .example), as: .layout(on: .iPhoneSE))
/// ```
public struct SnapshotSubject: Sendable {
    public var entry: CatalogEntry
    public var props: ScreenProps

    public init(_ entry: CatalogEntry, props: ScreenProps) {
        self.entry = entry
        self.props = props
    }

    /// A sample of `entry`. - Throws: `CatalogError.unknownSample`.
    public init(_ entry: CatalogEntry, sample: String) throws(CatalogError) {
        self.init(entry, props: try entry.sample(named: sample))
    }

    /// Props of a screen type.
    public init<S: Screen>(_ screen: S.Type, _ props: S.Props) {
        self.init(CatalogEntry(screen), props: ScreenProps(screen, props))
    }

    /// Rendered on `configuration`, synchronously (on a thread of its own; see `RenderThread`).
    func shot(on configuration: DisplayConfiguration, renderer: ScreenRenderer) throws -> Shot {
        let subject = self
        return try RenderThread.blocking { try await renderer.render(subject.entry, props: subject.props, on: configuration) }
    }
}

extension Snapshotting where Value == SnapshotSubject, Format == Bitmap {
    /// The screen's pixels as a PNG, compared by ``PixelComparison`` (CIEDE2000, anti-aliasing,
    /// largest block); a mismatch attaches the heat map and writes it under `$SNAPSHOT_ARTIFACTS`.
    public static func image(on configuration: DisplayConfiguration, tolerance: PixelTolerance = PixelTolerance(),
                             renderer: ScreenRenderer = .shared) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .perceptual(tolerance)) { subject in
            (try? subject.shot(on: configuration, renderer: renderer).rendering.bitmap)
                ?? Bitmap(width: 0, height: 0, stride: 0, bytes: [])
        }
    }

    /// On a device held upright, light, left-to-right.
    public static func image(on device: Device, tolerance: PixelTolerance = PixelTolerance()) -> Snapshotting {
        image(on: DisplayConfiguration(device: device), tolerance: tolerance)
    }
}

extension Diffing where Value == Bitmap {
    /// PNG bytes compared by ``PixelComparison``.
    public static func perceptual(_ tolerance: PixelTolerance = PixelTolerance()) -> Diffing {
        .diff(
            toData: { Data($0.pngData()) },
            fromData: { Bitmap(png: [UInt8]($0)) ?? Bitmap(width: 0, height: 0, stride: 0, bytes: []) },
            diffV2: { reference, actual in
                let difference = PixelComparison.compare(reference, actual, tolerance: tolerance)
                guard !difference.passes else { return nil }
                let heatMap = Data(difference.heatMap().pngData())
                var message = "pixels: " + difference.summary
                let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
                let url = URL(fileURLWithPath: base)
                    .appendingPathComponent("trellis-diff-\(String(UInt(bitPattern: actual.hashValue), radix: 16)).png")
                if (try? heatMap.write(to: url)) != nil { message += "\nheat map: \(url.path)" }
                return (message, [.data(heatMap, name: "diff.png")])
            })
    }
}

extension Snapshotting where Value == SnapshotSubject, Format == String {
    /// A text tree of every laid-out node: kind, key, frame (and texts, tappability).
    public static func layout(on configuration: DisplayConfiguration, renderer: ScreenRenderer = .shared) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { subject in
            do {
                return TreeSnapshots.layout(try subject.shot(on: configuration, renderer: renderer).layout)
            } catch {
                return "render failed: \(error)\n"
            }
        }
    }

    public static func layout(on device: Device) -> Snapshotting { layout(on: DisplayConfiguration(device: device)) }

    /// What a screen reader would say, in reading order: each stop's label, role, value, state,
    /// hint and actions, with its frame and tap target (``TreeSnapshots/accessibility(_:)``).
    public static func accessibility(on configuration: DisplayConfiguration,
                                     renderer: ScreenRenderer = .shared) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { subject in
            do {
                let shot = try subject.shot(on: configuration, renderer: renderer)
                return TreeSnapshots.accessibility(AccessibilityTree(shot.layout, direction: shot.configuration.layoutDirection))
            } catch {
                return "render failed: \(error)\n"
            }
        }
    }

    public static func accessibility(on device: Device) -> Snapshotting {
        accessibility(on: DisplayConfiguration(device: device))
    }
}

extension ScreenRenderer {
    /// One renderer (one font configuration, one measurement cache) for every snapshot of a process.
    public static let shared = ScreenRenderer()
}

extension Snapshotting where Value == Flow, Format == Bitmap {
    /// What a running flow shows now (on the configuration it was started on), compared like a
    /// screen's image: `assertSnapshot(of: flow, as: .image)` after any step.
    public static var image: Snapshotting { image(tolerance: PixelTolerance()) }

    /// The flow's screen, compared with `tolerance`.
    public static func image(tolerance: PixelTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .perceptual(tolerance)) { flow in
            (try? RenderThread.blocking { await flow.rendering().bitmap }) ?? Bitmap(width: 0, height: 0, stride: 0, bytes: [])
        }
    }
}
