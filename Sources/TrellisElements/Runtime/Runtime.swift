import Commands
import Typesetting
import Render

/// One screen kept on a host, with typed Props: a thin face over the one ``RuntimeCore``, which
/// runs the whole loop — Props → element tree → layout → reconcile → host — whenever Props, the
/// environment, a scroll position or the input change.
///
/// ```swift
/// let host = HeadlessScreenHost()
/// let runtime = await Runtime(LoginScreen.self, props: .sample(), device: Device.iPhoneX.portrait,
///                             textMeasurer: measurer, host: host)
/// await runtime.setProps(next, animation: .easeInOut())   // animates, retargets if interrupted
/// await runtime.setDevice(Device.iPhoneX.landscape)        // rotation re-lays out
/// await runtime.tap(at: Point(x: 160, y: 530))              // performs and reports the Command
/// await runtime.pointer(PointerEvent(.down, at: p))          // gestures, recognised by the core
/// ```
///
/// Threading: a `Sendable` value; every call goes to the core actor, so layout and
/// reconciliation run off the main actor and mounting on the host's own isolation. Equal Props
/// reuse everything; memoized `PropsComponent`s with unchanged Props keep their subtrees.
public struct Runtime<Content: PropsComponent>: RuntimeFace {
    /// The runtime all calls go to.
    public let core: RuntimeCore

    /// Starts showing `props` on `host`: lays out, reconciles and mounts the first tree.
    /// - Parameters:
    ///   - clock: The time of animations, scroll motions and performed-command records.
    public init(_ content: Content.Type = Content.self, props: Content.Props, environment: Environment, size: Size,
                host: (any ScreenHost)? = nil, clock: any Clock<Duration> = ContinuousClock()) async {
        core = await RuntimeCore(props: RuntimeProps(props), render: Self.render, environment: environment, size: size,
                                 host: host, clock: clock)
    }

    /// Starts showing `props` on a device configuration (size, scale and safe area from it).
    public init(_ content: Content.Type = Content.self, props: Content.Props, device: DeviceConfiguration,
                layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light,
                textSizeMultiplier: Double = 1, textMeasurer: any TextMeasurer,
                host: (any ScreenHost)? = nil, clock: any Clock<Duration> = ContinuousClock()) async {
        let environment = Environment(device: device, layoutDirection: layoutDirection, colorScheme: colorScheme,
                                      textSizeMultiplier: textSizeMultiplier, textMeasurer: textMeasurer)
        await self.init(content, props: props, environment: environment, size: device.size, host: host, clock: clock)
    }

    /// The screen of `Content` for erased Props (always of `Content.Props`: only this face sets them).
    @Sendable private static func render(_ props: RuntimeProps) -> Element {
        props.typed(as: Content.Props.self).map { Content($0).element } ?? Element(content: .box)
    }

    /// The Props on screen (the target of a running animation).
    public var props: Content.Props {
        get async {
            // The core holds only Props this face gave it.
            await core.props.typed(as: Content.Props.self)!
        }
    }

    /// Shows `props`: at once, or animated from what is on screen now. New Props that arrive during
    /// an animation retarget it from the on-screen (presentation) state, never jump. Equal Props do
    /// nothing.
    public func setProps(_ props: Content.Props, animation: Animation? = nil) async {
        await core.setProps(RuntimeProps(props), animation: animation)
    }
}

/// A typed face of a ``RuntimeCore`` (``Runtime``, the catalog's `ScreenRuntime`): every
/// operation that does not depend on the Props' type, forwarded once for all faces.
public protocol RuntimeFace: Sendable {
    /// The runtime all calls go to.
    var core: RuntimeCore { get }
}

extension RuntimeFace {
    /// The environment the screen is laid out for.
    public var environment: Environment { get async { await core.environment } }
    /// The container size in points.
    public var size: Size { get async { await core.size } }
    /// What the host shows now: an animation frame while animating.
    public var mounted: MountedTree { get async { await core.mounted } }
    /// The last layout pass's result for the current Props.
    public var layout: LayoutNode? { get async { await core.layout } }
    /// How many layout passes ran (equal Props run none).
    public var layoutPassCount: Int { get async { await core.layoutPassCount } }
    /// Per scroll container id: its offset and extent, as last shown.
    public var scrollExtents: [String: ScrollExtent] { get async { await core.scrollExtents } }
    /// Whether scroll containers show all their rows (see `showFullLength()`).
    public var isFullLength: Bool { get async { await core.isFullLength } }
    /// Whether anything moves by itself (animation, scroll motion, pending long press).
    public var isAnimating: Bool { get async { await core.isAnimating } }

    /// Lays out again for `environment` and `size`.
    public func setEnvironment(_ environment: Environment, size: Size? = nil) async {
        await core.setEnvironment(environment, size: size)
    }

    /// Moves the screen to a device configuration.
    public func setDevice(_ configuration: DeviceConfiguration) async { await core.setDevice(configuration) }

    /// Applies a change to the environment and lays out again.
    public func updateEnvironment(_ change: @Sendable (inout Environment) -> Void) async {
        await core.updateEnvironment(change)
    }

    /// Scrolls the container `list` (`nil`: the first) to `offset`, clamped to its content.
    public func scroll(to offset: Double, list: String? = nil, animated: Bool = false) async {
        await core.scroll(to: offset, list: list, animated: animated)
    }

    /// Scrolls the container `list` by `delta` points toward its end.
    public func scroll(by delta: Double, list: String? = nil) async { await core.scroll(by: delta, list: list) }

    /// Scrolls `list` so its row `row` is in view at `anchor`; `false` when there is no such row.
    @discardableResult
    public func scrollTo(row: String, in list: String, anchor: ScrollTarget.Anchor = .nearest,
                         animated: Bool = false) async -> Bool {
        await core.scrollTo(row: row, in: list, anchor: anchor, animated: animated)
    }

    /// Shows every row of every scroll container on a screen as tall as it takes; returns that size.
    @discardableResult
    public func showFullLength() async -> Size { await core.showFullLength() }

    /// Shows the frame for the clock's current time; returns whether something still moves.
    @discardableResult
    public func tick() async -> Bool { await core.tick() }

    /// Ticks every `frameInterval` of `clock` until nothing moves by itself.
    public func runAnimations(frameInterval: Duration = .milliseconds(16),
                              clock: any Clock<Duration> = ContinuousClock()) async throws {
        try await core.runAnimations(frameInterval: frameInterval, clock: clock)
    }

    /// Hit-tests `point` and performs the Command there; `nil` when nothing tappable is there.
    @discardableResult
    public func tap(at point: Point) async -> PerformedCommand? { await core.tap(at: point) }

    /// Feeds a pointer event to gesture recognition; returns the Commands it performed.
    @discardableResult
    public func pointer(_ event: PointerEvent) async -> [PerformedCommand] { await core.pointer(event) }

    /// A wheel or trackpad scroll over `point` by `delta` points (see ``RuntimeCore/scroll(at:by:)``).
    public func scroll(at point: Point, by delta: Point) async { await core.scroll(at: point, by: delta) }

    /// Performs `command` with `value` and reports it to the observers.
    @discardableResult
    public func perform<Value: Sendable>(_ command: CommandWith<Value>, _ value: Value) async -> PerformedCommand {
        await core.perform(command, value)
    }

    /// Performs a Command that takes no value.
    @discardableResult
    public func perform(_ command: Command) async -> PerformedCommand { await core.perform(command) }

    /// Calls `observer` with every performed Command until removed; returns its token.
    public func addCommandObserver(_ observer: @escaping @Sendable (PerformedCommand) -> Void) async -> Int {
        await core.addCommandObserver(observer)
    }

    /// Stops the observer of `token`.
    public func removeCommandObserver(_ token: Int) async { await core.removeCommandObserver(token) }

    /// Closes the runtime (a feature's store closes with it).
    public func close() async { await core.close() }
}
