import CairoHosting
import CairoRender
import PangoText
import Render
import Synchronization
import TrellisElements
import TrellisCatalog
import Typesetting

/// The one pipeline from a catalog screen's Props to pixels: a ``Runtime`` showing the Props on a
/// ``CairoScreenHost`` for a display configuration. The CLI, snapshot tests, the storybook and live
/// Props all render through it.
///
/// ```swift
/// let renderer = ScreenRenderer()
/// let shot = try await renderer.render(entry, sample: "empty", on: DisplayConfiguration(device: .iPhoneX))
/// try Data(shot.png).write(to: url)
/// ```
public struct ScreenRenderer: Sendable {
    private let fonts: Fonts

    /// A renderer drawing every device with its platform's system-font profile: Inter (the
    /// closest open match to San Francisco) on iOS devices, Roboto on Android ones, so lines wrap
    /// about where the phone wraps them. `fonts` pins one profile for every device instead
    /// (`.pinned`: DejaVu Sans).
    public init(fonts: FontProfile? = nil) {
        self.fonts = Fonts(fixed: fonts.map { PangoMeasurer(configuration: .profile($0)) }, profile: fonts)
    }

    /// A renderer measuring and drawing every text of every device with `measurer`.
    public init(measurer: PangoMeasurer) {
        fonts = Fonts(fixed: measurer,
                      profile: FontProfile.allCases.first { FontConfiguration.profile($0) == measurer.configuration })
    }

    /// The font profile `configuration` is drawn with (`nil` for a measurer of another configuration).
    public func fontProfile(for configuration: DisplayConfiguration) -> FontProfile? {
        fonts.isFixed ? fonts.profile : Self.profile(of: configuration.device.platform)
    }

    /// What measures and draws every text of `configuration` (one measurer for layout and
    /// drawing, so lines break alike).
    public func measurer(for configuration: DisplayConfiguration) -> PangoMeasurer {
        measurers(for: configuration).drawing
    }

    /// A platform's system-font profile.
    static func profile(of platform: Platform) -> FontProfile {
        switch platform {
        case .iOS: return .iOS
        case .android: return .android
        }
    }

    private func measurers(for configuration: DisplayConfiguration) -> Fonts.Measurers {
        fonts.measurers(for: Self.profile(of: configuration.device.platform))
    }

    /// A runtime showing `props` on a Cairo host for `configuration`.
    public func runtime(_ entry: CatalogEntry, props: ScreenProps, on configuration: DisplayConfiguration,
                        clock: any Clock<Duration> = ContinuousClock()) async throws(CatalogError) -> (ScreenRuntime, CairoScreenHost) {
        let device = configuration.deviceConfiguration
        let host = host(for: configuration)
        let runtime = try await entry.runtime(props: props, environment: environment(for: configuration),
                                              size: device.size, host: host, clock: clock)
        return (runtime, host)
    }

    /// A feature started in `scenario` (`nil`: its first) on a Cairo host for `configuration`: the
    /// same pipeline as a screen's, its Props coming from the feature's store.
    public func start(_ feature: FeatureEntry, scenario: String? = nil, on configuration: DisplayConfiguration,
                      clock: any Clock<Duration> = ContinuousClock()) async throws(CatalogError) -> (FeatureRuntime, CairoScreenHost) {
        let host = host(for: configuration)
        let runtime = try await feature.start(scenario: scenario, environment: environment(for: configuration),
                                              size: configuration.deviceConfiguration.size, host: host, clock: clock)
        return (runtime, host)
    }

    /// A Cairo host drawing `configuration`'s canvas, scale and background.
    public func host(for configuration: DisplayConfiguration) -> CairoScreenHost {
        let device = configuration.deviceConfiguration
        // One drawing renderer per font profile: the hosts of every run and shot share its pool
        // of pixel buffers (a storybook running a hundred features keeps two, not a hundred).
        return CairoScreenHost(canvas: device.size, scale: device.scale,
                               background: ThemedColor.background.resolved(in: configuration.colorScheme),
                               renderer: measurers(for: configuration).renderer)
    }

    /// The environment a screen is laid out in for `configuration`, with this renderer's measurer
    /// for it (behind a cache of measured texts).
    public func environment(for configuration: DisplayConfiguration) -> Environment {
        configuration.environment(textMeasurer: measurers(for: configuration).layout)
    }

    /// `props` drawn on `configuration`, with what the layout pass reported about its input.
    /// - Parameter fullLength: Every scroll container shows all its rows at offset 0 and the
    ///   canvas grows to the screen's whole height (on the pixel grid), as `trellis render
    ///   --full-length` draws it.
    public func render(_ entry: CatalogEntry, props: ScreenProps, on configuration: DisplayConfiguration,
                       fullLength: Bool = false) async throws(CatalogError) -> Shot {
        let (runtime, host) = try await runtime(entry, props: props, on: configuration)
        var shot = await shot(of: runtime.core, on: host, screen: entry.name, configuration: configuration,
                              fullLength: fullLength)
        shot.images = entry.images
        return shot
    }

    /// Any element drawn on `configuration` as a screen named `name` would be: a component, a
    /// cell or a whole layout that is not a catalog screen, with the same pipeline, fonts and
    /// checks (``Shot/name`` is `name-configuration`).
    ///
    /// ```swift
    /// let shot = await ScreenRenderer().render(Badge(count: 3).element, named: "badge",
    ///                                          on: DisplayConfiguration(device: .iPhoneSE))
    /// ```
    /// - Parameters:
    ///   - images: Where its bare-named images come from (`nil`: not declared, so each one drawn
    ///     as a placeholder is a problem of the shot).
    ///   - fullLength: As for a catalog screen.
    public func render(_ element: Element, named name: String, on configuration: DisplayConfiguration,
                       images: CatalogImages? = nil, fullLength: Bool = false) async -> Shot {
        let host = host(for: configuration)
        let base = environment(for: configuration)
        let environment = images?.apply(to: base) ?? base
        let core = await RuntimeCore(props: RuntimeProps(name), render: { _ in element }, environment: environment,
                                     size: configuration.deviceConfiguration.size, host: host, clock: ContinuousClock())
        var shot = await shot(of: core, on: host, screen: name, configuration: configuration, fullLength: fullLength)
        shot.images = images
        return shot
    }

    /// What `core` shows on `host`, at full length when asked.
    private func shot(of core: RuntimeCore, on host: CairoScreenHost, screen: String,
                      configuration: DisplayConfiguration, fullLength: Bool) async -> Shot {
        if fullLength { await host.setCanvas(await core.showFullLength()) }
        let list = await host.displayList()
        // The runtime's own pass reports them: a screen over the depth limit says so here.
        return Shot(screen: screen, configuration: configuration, displayList: list, scale: host.scale,
                    renderer: host.renderer, mounted: await core.mounted, layout: await core.placedLayout,
                    layoutDiagnostics: await core.layoutDiagnostics)
    }

    /// A sample drawn on `configuration`, in the direction the sample is written in when it has
    /// one (`Sample.writingDirection`: an Arabic sample right to left; the shot's configuration
    /// and name say so). Render its Props with `render(_:props:on:)` to force another direction.
    public func render(_ entry: CatalogEntry, sample: String, on configuration: DisplayConfiguration,
                       fullLength: Bool = false) async throws(CatalogError) -> Shot {
        let props = try entry.sample(named: sample)
        let configuration = configuration.showing(writingDirection: entry.writingDirection(ofSample: sample))
        var shot = try await render(entry, props: props, on: configuration, fullLength: fullLength)
        shot.sample = sample
        return shot
    }
}

/// The measurers of a renderer: one fixed for every device, or one per font profile, each made
/// when first needed (loading a font configuration takes milliseconds) and shared by the
/// renderer's copies.
private final class Fonts: Sendable {
    struct Measurers: Sendable {
        /// Draws, and measures for hosts and lint.
        let drawing: PangoMeasurer
        /// `drawing` behind a cache of measured texts: what layout passes measure with.
        let layout: any TextMeasurer
        /// Draws with `drawing`; copies share its pixel buffers.
        let renderer: CairoRenderer

        init(_ measurer: PangoMeasurer) {
            drawing = measurer
            layout = measurer.cached()
            renderer = CairoRenderer(measurer: measurer)
        }
    }

    /// The fixed measurer's profile.
    let profile: FontProfile?
    private let fixed: Measurers?
    var isFixed: Bool { fixed != nil }
    private let byProfile = Mutex<[FontProfile: Measurers]>([:])

    init(fixed: PangoMeasurer?, profile: FontProfile?) {
        self.fixed = fixed.map(Measurers.init)
        self.profile = profile
    }

    func measurers(for profile: FontProfile) -> Measurers {
        if let fixed { return fixed }
        return byProfile.withLock { made in
            if let measurers = made[profile] { return measurers }
            let measurers = Measurers(PangoMeasurer(configuration: .profile(profile)))
            made[profile] = measurers
            return measurers
        }
    }
}

/// One rendered screen: the display list, its pixels (drawn when first asked for) and the trees
/// they came from.
public struct Shot: Sendable {
    /// The screen's catalog name.
    public var screen: String
    /// The sample's name, when a sample was rendered.
    public var sample: String?
    /// Where it was rendered.
    public var configuration: DisplayConfiguration
    private var drawing: Drawing
    /// The mounted tree (hit testing, accessibility, dumps).
    public var mounted: MountedTree
    /// The placed tree: the layout pass's tree with the rows of its scroll containers filled in
    /// as shown (all of them at full length).
    public var layout: LayoutNode?
    /// What the layout pass repaired in its input (a display scale that is not a positive
    /// number, non-finite or huge style values), each naming the element and the property.
    public var layoutDiagnostics: [LayoutDiagnostic] = []
    /// Where the screen's catalog says its bare-named images come from (`nil`: not declared, so
    /// each bare-named image is a problem of the snapshot, as a missing asset is).
    public var images: CatalogImages?

    /// A shot of `displayList`, drawn by `renderer` at `scale` when its ``rendering`` is first read.
    public init(screen: String, sample: String? = nil, configuration: DisplayConfiguration, displayList: DisplayList,
                scale: Double, renderer: CairoRenderer, mounted: MountedTree, layout: LayoutNode?,
                layoutDiagnostics: [LayoutDiagnostic] = []) {
        self.screen = screen
        self.sample = sample
        self.configuration = configuration
        drawing = Drawing(displayList, scale: scale, renderer: renderer)
        self.mounted = mounted
        self.layout = layout
        self.layoutDiagnostics = layoutDiagnostics
    }

    /// What is drawn: it alone (with the scale and the renderer, see ``digest``) decides the pixels.
    public var displayList: DisplayList { drawing.displayList }

    /// `CairoRenderer.digest(of:scale:)` of ``displayList``: equal digests, equal renderings.
    /// Computed on first use (once for a shot and its copies).
    public var digest: String { drawing.digest }

    /// Bitmap and drawing problems: the display list drawn on first use (once for a shot and its
    /// copies). Setting it replaces the pixels (``digest`` still describes ``displayList``).
    public var rendering: Rendering {
        get { drawing.rendering }
        set { drawing = Drawing(drawing.displayList, scale: drawing.scale, renderer: drawing.renderer, rendering: newValue) }
    }

    /// Whether ``rendering`` has been drawn (a snapshot check whose digest matched never draws it).
    public var isRastered: Bool { drawing.isDrawn }

    /// PNG bytes of the bitmap.
    public var png: [UInt8] { rendering.pngData() }

    /// `screen-sample-configuration`, e.g. `login-disabled-iphone-x-dark-rtl`: snapshot and export
    /// file names use it.
    public var name: String {
        [screen, sample, configuration.name].compactMap { $0 }.joined(separator: "-")
    }
}

/// A shot's display list with its digest and rendering, each made at most once, on first use,
/// and shared by the copies of the ``Shot``.
private final class Drawing: Sendable {
    let displayList: DisplayList
    let scale: Double
    let renderer: CairoRenderer
    private let drawn: Mutex<Rendering?>
    private let digested = Mutex<String?>(nil)

    init(_ displayList: DisplayList, scale: Double, renderer: CairoRenderer, rendering: Rendering? = nil) {
        self.displayList = displayList
        self.scale = scale
        self.renderer = renderer
        drawn = Mutex(rendering)
    }

    var rendering: Rendering {
        drawn.withLock { drawn in
            if let drawn { return drawn }
            let rendering = renderer.render(displayList, scale: scale)
            drawn = rendering
            return rendering
        }
    }

    var isDrawn: Bool { drawn.withLock { $0 != nil } }

    var digest: String {
        digested.withLock { digested in
            if let digested { return digested }
            let digest = renderer.digest(of: displayList, scale: scale)
            digested = digest
            return digest
        }
    }
}
