import Commands
import Typesetting
import Render

/// One screen kept on a host: the runtime owns the screen's current Props and environment and
/// runs the whole loop — Props → element tree → layout → reconcile → host — whenever either
/// changes (talk 002: a view renders a stream of Props).
///
/// ```swift
/// let host = HeadlessScreenHost()
/// let runtime = await Runtime(LoginScreen.self, props: .sample(), device: Device.iPhoneX.portrait,
///                             textMeasurer: measurer, host: host)
/// await runtime.setProps(next, animation: .easeInOut())   // animates, retargets if interrupted
/// await runtime.setDevice(Device.iPhoneX.landscape)        // rotation re-lays out
/// await runtime.tap(at: Point(x: 160, y: 530))              // performs and reports the Command
/// ```
///
/// Threading: the runtime is an actor, so layout and reconciliation run on its executor, off the
/// main actor; mounting runs on the host's own isolation (`ScreenHost.mount`). Equal Props reuse
/// everything; memoized `PropsComponent`s with unchanged Props keep their subtrees.
///
/// Animations run in the time of an injectable clock: `tick()` shows the frame for the clock's
/// current time (tests advance a test clock and tick; `runAnimations()` ticks in real time).
public actor Runtime<Content: PropsComponent> {
    /// The Props on screen (the target of a running animation).
    public private(set) var props: Content.Props
    /// The environment the screen is laid out for.
    public private(set) var environment: Environment
    /// The container size in points.
    public private(set) var size: Size
    /// What the host shows now: an animation frame while animating.
    public private(set) var mounted = MountedTree()
    /// The last layout pass's result for the current Props (the animation's target).
    public private(set) var layout: LayoutNode?
    /// How many layout passes ran (equal Props run none).
    public private(set) var layoutPassCount = 0
    /// Per scroll container (`LazyList`, `ScrollView`) id: where it is scrolled to and how far
    /// it can go, as last shown.
    public private(set) var scrollExtents: [String: ScrollExtent] = [:]
    /// Whether scroll containers show all their rows, at offset 0 (see `showFullLength()`).
    public private(set) var isFullLength = false

    private let host: (any ScreenHost)?
    private let session = LayoutSession()
    private let reconciler = Reconciler()
    private let now: @Sendable () -> Double
    private var transition: Transition?
    private var transitionStart = 0.0
    private var observers: [Int: @Sendable (PerformedCommand) -> Void] = [:]
    private var scrollOffsets: [String: Double] = [:]
    private var scrollWindow = ScrollWindow()
    private var nextObserver = 0

    /// Starts showing `props` on `host`: lays out, reconciles and mounts the first tree.
    /// - Parameters:
    ///   - clock: The time of animations and of performed-command records.
    public init(_ content: Content.Type = Content.self, props: Content.Props, environment: Environment, size: Size,
                host: (any ScreenHost)? = nil, clock: any Clock<Duration> = ContinuousClock()) async {
        self.props = props
        self.environment = environment
        self.size = size
        self.host = host
        self.now = Self.timeline(clock)
        await show(animation: nil)
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

    // MARK: - Props

    /// Shows `props`: at once, or animated from what is on screen now. New Props that arrive during
    /// an animation retarget it from the on-screen (presentation) state, never jump. Equal Props do
    /// nothing.
    public func setProps(_ props: Content.Props, animation: Animation? = nil) async {
        guard props != self.props else { return }
        self.props = props
        await show(animation: animation)
    }

    // MARK: - Environment

    /// Lays the current Props out again for `environment` and `size` (rotation, device, dark mode,
    /// text size, safe area). A running animation ends at once.
    public func setEnvironment(_ environment: Environment, size: Size? = nil) async {
        self.environment = environment
        if let size { self.size = size }
        await show(animation: nil)
    }

    /// Moves the screen to a device configuration: its size, scale, safe area and size class.
    public func setDevice(_ configuration: DeviceConfiguration) async {
        var environment = self.environment
        environment.apply(configuration)
        await setEnvironment(environment, size: configuration.size)
    }

    /// Applies a change to the environment (e.g. `{ $0.colorScheme = .dark }`) and lays out again.
    public func updateEnvironment(_ change: @Sendable (inout Environment) -> Void) async {
        var environment = self.environment
        change(&environment)
        await setEnvironment(environment)
    }

    // MARK: - Scrolling

    /// Scrolls the container `list` (its id; `nil`: the first one laid out) to `offset` points
    /// from the top, clamped to its content. Lays out only the rows that come into view; the host
    /// gets the instructions of rows entering and leaving and the content's new position.
    public func scroll(to offset: Double, list: String? = nil) async {
        guard let id = list ?? scrollExtents.keys.sorted().first, offset.isFinite else { return }
        scrollOffsets[id] = offset
        transition = nil
        await showWindow()
    }

    /// Scrolls the container `list` by `delta` points (positive: content moves up).
    public func scroll(by delta: Double, list: String? = nil) async {
        guard let id = list ?? scrollExtents.keys.sorted().first else { return }
        await scroll(to: (scrollExtents[id]?.offset ?? 0) + delta, list: id)
    }

    /// Shows every row of every scroll container, at offset 0, on a screen as tall as it takes
    /// (the size grows by what the containers hide): for snapshots of the whole list. Returns the
    /// new size.
    @discardableResult
    public func showFullLength() async -> Size {
        isFullLength = true
        transition = nil
        // Lay out at the current size, then grow by what the containers hide and lay out again.
        for _ in 0..<3 {
            await showWindow()
            let hidden = scrollExtents.values.reduce(0) { $0 + max(0, $1.contentHeight - $1.viewportHeight) }
            guard hidden >= 0.5 else { break }
            size = Size(width: size.width, height: size.height + hidden)
            await show(animation: nil)
        }
        return size
    }

    // MARK: - Animation

    /// Whether an animation is running.
    public var isAnimating: Bool { transition != nil }

    /// Shows the animation frame for the clock's current time; the last frame ends the animation.
    /// Returns whether the animation is still running.
    @discardableResult
    public func tick() async -> Bool {
        guard let transition else { return false }
        let elapsed = now() - transitionStart
        if elapsed >= transition.duration {
            self.transition = nil
            await mount(transition.to)
            return false
        }
        await mount(transition.state(atTime: elapsed))
        return true
    }

    /// Ticks every `frameInterval` of `clock` until the running animation ends.
    public func runAnimations(frameInterval: Duration = .milliseconds(16),
                              clock: any Clock<Duration> = ContinuousClock()) async throws {
        while await tick() {
            try await clock.sleep(for: frameInterval)
        }
    }

    // MARK: - Commands

    /// Hit-tests `point` (root coordinates, points) on what is on screen and performs the Command
    /// of the element there; reports it to the observers. `nil` when nothing tappable is there.
    @discardableResult
    public func tap(at point: Point) -> PerformedCommand? {
        guard let node = mounted.hitTest(point), let command = node.onTap else { return nil }
        return perform(command)
    }

    /// Performs `command` with `value` and reports it to the observers (hosts route their
    /// controls' events here so every performed Command is seen).
    @discardableResult
    public func perform<Value: Sendable>(_ command: CommandWith<Value>, _ value: Value) -> PerformedCommand {
        command(value)
        let description: String? = Value.self == Void.self
            ? command.boundValue.map { String(describing: $0) }
            : String(describing: value)
        let record = PerformedCommand(name: command.name, value: description, time: now())
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) { observer(record) }
        return record
    }

    /// Performs a Command that takes no value.
    @discardableResult
    public func perform(_ command: Command) -> PerformedCommand {
        perform(command, ())
    }

    /// Calls `observer` with every Command the runtime performs, until removed.
    /// - Returns: A token for `removeCommandObserver(_:)`.
    public func addCommandObserver(_ observer: @escaping @Sendable (PerformedCommand) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = observer
        return nextObserver
    }

    /// Stops calling the observer registered under `token`.
    public func removeCommandObserver(_ token: Int) {
        observers[token] = nil
    }

    // MARK: - The loop

    private func show(animation: Animation?) async {
        let element = Content(props).element
        layout = session.layout(element, in: size, environment: environment)
        layoutPassCount += 1
        let next = windowed()
        guard let animation, animation.duration > 0, mounted.root != nil else {
            transition = nil
            let (tree, instructions) = reconciler.reconcile(mounted, to: next)
            await deliver(tree, instructions)
            return
        }
        // Retarget from what is on screen: continuing views interpolate from their current frames.
        let (target, _) = reconciler.reconcile(mounted, to: next)
        transition = Transition(from: mounted, to: target, duration: animation.duration, curve: animation.curve)
        transitionStart = now()
        await tick()
    }

    /// The last layout with its scroll containers filled for their offsets.
    private func windowed() -> LayoutNode? {
        guard let layout else { return nil }
        let (node, extents) = scrollWindow.apply(to: layout, offsets: scrollOffsets, environment: environment,
                                                 fullLength: isFullLength)
        scrollExtents = extents
        for (id, extent) in extents { scrollOffsets[id] = extent.offset }
        return node
    }

    /// Reconciles and mounts the current layout's window (after a scroll).
    private func showWindow() async {
        let (tree, instructions) = reconciler.reconcile(mounted, to: windowed())
        await deliver(tree, instructions)
    }

    /// Mounts an animation frame (or the final tree) through the reconciler, so the host gets the
    /// usual instructions.
    private func mount(_ frame: MountedTree) async {
        let (tree, instructions) = reconciler.reconcile(mounted, to: frame.root.map(LayoutNode.init(mounted:)))
        await deliver(tree, instructions)
    }

    private func deliver(_ tree: MountedTree, _ instructions: [MountInstruction]) async {
        mounted = tree
        guard !instructions.isEmpty, let host else { return }
        await host.mount(MountBatch(instructions: instructions, tree: tree))
    }

    private static func timeline<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Double {
        let origin = clock.now
        return { origin.duration(to: clock.now).seconds }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

extension LayoutNode {
    /// A mounted node as a layout node again (an animation frame fed back through the reconciler).
    init(mounted node: MountedNode) {
        self.init(kind: node.kind, key: node.key, frame: node.frame, props: node.props, onTap: node.onTap,
                  children: node.children.map(LayoutNode.init(mounted:)))
    }
}
