import Commands
import Typesetting
import Render
import TextEditing

/// The one runtime: a screen's current Props (type-erased) and environment, and the whole loop —
/// Props → element tree → layout → scroll windows → reconcile → host — run whenever Props, the
/// environment, a scroll position or the input change. Written once; ``Runtime`` (typed Props)
/// and the catalog's `ScreenRuntime` (Props by screen name, JSON) are thin faces over it.
///
/// Input: hosts feed pointer events (`pointer(_:)`); the core recognises taps, double taps, long
/// presses, drags, swipes and scrolls itself, shows a tappable view's pressed look while a finger
/// is down on it, and performs the Commands the gestures reach. Scroll containers scroll by drag,
/// decelerate after a fling and spring back from their edges, in the time of the runtime's clock.
///
/// Threading: an actor, so layout and reconciliation run on its executor, off the main actor;
/// mounting runs on the host's own isolation (`ScreenHost.mount`).
///
/// Animations, decelerations and long presses run in the time of an injectable clock: `tick()`
/// shows the frame for the clock's current time (tests advance a test clock and tick;
/// `runAnimations()` ticks in real time).
public actor RuntimeCore {
    /// The Props on screen (the target of a running animation).
    public private(set) var props: RuntimeProps
    /// The environment the screen is laid out for.
    public internal(set) var environment: Environment
    /// The container size in points.
    public private(set) var size: Size
    /// What the host shows now: an animation frame while animating.
    public private(set) var mounted = MountedTree()
    /// The last layout pass's result for the current Props (the animation's target).
    public private(set) var layout: LayoutNode?
    /// What the last layout pass reported about its input: repaired style numbers, non-finite
    /// frames, a tree deeper than `LayoutSession.maximumDepth` (then `layout` is an empty root).
    public private(set) var layoutDiagnostics: [LayoutDiagnostic] = []
    /// Levels of `layout` (the root is 1): the walks over it run on a big-stack thread when deep.
    private var layoutDepth = 0
    /// Levels of the deepest tree the runtime may still hold (this layout or the one before, and
    /// what was derived from them): trees it replaces are dropped on a big-stack thread when deep.
    private var heldDepth = 0
    /// How many layout passes ran (equal Props run none).
    public private(set) var layoutPassCount = 0
    /// Per scroll container (`LazyList`, `ScrollView`) id: where it is scrolled to and how far
    /// it can go, as last shown.
    public private(set) var scrollExtents: [String: ScrollExtent] = [:]
    /// Whether scroll containers show all their rows, at offset 0 (see `showFullLength()`).
    public private(set) var isFullLength = false
    /// How many mount instructions the runtime has sent to its host so far (tests and benchmarks
    /// count the work of a frame with it).
    public private(set) var instructionCount = 0
    /// The thresholds gestures are recognised with.
    public var gestureSettings = GestureSettings()
    /// Whether `close()` was called.
    public private(set) var isClosed = false

    private let render: @Sendable (RuntimeProps) -> Element
    /// The type of the Props: Props of another type are refused, so faces read theirs back safely.
    private let propsType: ObjectIdentifier
    private let host: (any ScreenHost)?
    private let session = LayoutSession()
    private let reconciler = Reconciler()
    let now: @Sendable () -> Double
    private var transition: Transition?
    private var transitionStart = 0.0
    /// The current Props' ambient motion (AmbientMotion.swift): what moves, from when.
    private var ambience: Ambience?
    /// Lays out an ambient motion's target Props (apart from the current Props' session, so
    /// their incremental layout keeps its cache).
    private let ambientSession = LayoutSession()
    private var observers: [Int: @Sendable (PerformedCommand) -> Void] = [:]
    private var nextObserver = 0
    /// Who sees the input given through `input(_:)` (RuntimeInput.swift).
    var inputObservers = InputObservers()
    var scrollOffsets: [String: Double] = [:]
    var scrollWindow = ScrollWindow()
    /// Containers moving by themselves (fling, spring back, animated scroll).
    var motions: [String: ScrollMotion] = [:]
    /// Containers a finger is dragging.
    var dragged: Set<String> = []
    /// The scroll target each container was last brought to (a new one scrolls again).
    private var shownTargets: [String: ScrollTarget] = [:]
    /// Containers that were on screen before (a target of a container that just appeared is
    /// where it starts, shown at once).
    private var shownContainers: Set<String> = []
    /// Rows each container showed last (`onDisplay` is performed for rows that come into view).
    private var displayedRows: [String: Set<String>] = [:]
    private var pointers: [Int: Touch] = [:]
    /// The path of the view shown pressed, if any.
    private var pressedPath: [Int]?
    private var lastTap: (path: [Int], time: Double)?
    private var propsSource: (@Sendable () -> (props: RuntimeProps, animation: Animation?, ambient: AmbientMotion?)?)?
    private var closeActions: [@Sendable () -> Void] = []
    /// The focused field and its editor (see TextInput.swift).
    var focus: FocusedField?
    /// Where copy and cut put text and paste takes it from (`setClipboard(_:)`).
    var clipboard: any Clipboard = MemoryClipboard()
    /// The keyboard height a host with a real keyboard reported (`setKeyboardHeight(_:)`).
    var keyboardOverride: Double?
    /// Whether the simulated keyboard's stand-in panel is drawn (hosts with a real keyboard
    /// turn it off with `setDrawsKeyboard(false)`).
    public private(set) var drawsKeyboard = true
    /// Fields whose Props asked for focus in the last layout (a new request focuses).
    private var requestedFocus: Set<[FieldLocatorStep]> = []
    /// The last window as the Props lay it out (before the focus look, the keyboard and presses).
    private var propsWindow: LayoutNode?

    /// What is placed on screen for the current Props: the layout with its scroll containers'
    /// rows filled in for their offsets (every row in a full-length render), before the runtime's
    /// own looks (a pressed view, the focused field, the keyboard). What snapshot sidecars, the
    /// layout diff and lint read: a `layout` without rows would hide everything scrolled.
    public var placedLayout: LayoutNode? { propsWindow ?? layout }

    /// Starts showing `props` on `host`: lays out, reconciles and mounts the first tree.
    /// - Parameters:
    ///   - render: The screen: an element tree for Props (a pure function).
    ///   - clock: The time of animations, decelerations and performed-command records.
    public init(props: RuntimeProps, render: @escaping @Sendable (RuntimeProps) -> Element, environment: Environment,
                size: Size, host: (any ScreenHost)? = nil, clock: any Clock<Duration> = ContinuousClock()) async {
        self.props = props
        self.propsType = ObjectIdentifier(Swift.type(of: props.value))
        self.render = render
        self.environment = environment
        self.size = size
        self.host = host
        self.now = Self.timeline(clock)
        await show(animation: nil)
    }

    /// Seconds since the runtime started, on its clock.
    public var time: Double { now() }

    // MARK: - Props

    /// Shows `props`: at once, or animated from what is on screen now. New Props that arrive during
    /// an animation retarget it from the on-screen (presentation) state, never jump. Equal Props do
    /// nothing, and so do Props of another type than the first ones (they belong to another screen).
    ///
    /// `ambient`: motion that accompanies these Props until the next ones (see ``AmbientMotion``).
    public func setProps(_ props: RuntimeProps, animation: Animation? = nil, ambient: AmbientMotion? = nil) async {
        guard ObjectIdentifier(Swift.type(of: props.value)) == propsType, props != self.props else { return }
        self.props = props
        ambience = ambient.map { Ambience(motion: $0, start: $0.start ?? now()) }
        await show(animation: animation)
    }

    /// Gives the Props on screen an ambient motion starting now (`nil`: none), e.g. the first
    /// Props' before anything changed.
    public func setAmbientMotion(_ motion: AmbientMotion?) async {
        guard motion != nil || ambience != nil else { return }
        ambience = motion.map { Ambience(motion: $0, start: $0.start ?? now()) }
        relayoutAmbience()
        await showWindow()
    }

    /// Makes `source` the origin of the Props: `refresh()` asks it for the latest Props (and how to
    /// animate to them) and shows them; `nil` from it means nothing changed. A feature's store is
    /// such a source: every new state becomes Props.
    public func setPropsSource(_ source: (@Sendable () -> (props: RuntimeProps, animation: Animation?, ambient: AmbientMotion?)?)?) {
        propsSource = source
    }

    /// Shows the source's latest Props (see `setPropsSource(_:)`). The source is read on the
    /// runtime's executor before anything is awaited, so concurrent refreshes show the newest.
    public func refresh() async {
        guard !isClosed, let next = propsSource?() else { return }
        await setProps(next.props, animation: next.animation, ambient: next.ambient)
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
    /// from its start, clamped to its content, at once or animated. Lays out only the rows that
    /// come into view; the host gets the instructions of rows entering and leaving and the
    /// content's new position.
    public func scroll(to offset: Double, list: String? = nil, animated: Bool = false) async {
        guard let id = list ?? scrollExtents.keys.sorted().first, offset.isFinite else { return }
        // Clamped to the rows' lengths as known now (a scroll target lays out the rows up to it).
        let limit = scrollWindow.maxOffset(container: id) ?? scrollExtents[id]?.maxOffset ?? .infinity
        let target = min(max(offset, 0), limit)
        if animated, let extent = scrollExtents[id] {
            guard abs(target - extent.offset) >= 0.5 else { return }
            motions[id] = ScrollMotion(start: extent.offset, startTime: now(),
                                       kind: .animating(to: target, duration: 0.3, curve: .easeInOut), bounds: 0...limit)
            await tick()
            return
        }
        motions[id] = nil
        // At rest the window clamps the offset itself, to the rows' laid-out lengths.
        scrollOffsets[id] = offset
        transition = nil
        await showWindow()
    }

    /// Scrolls the container `list` by `delta` points (positive: toward the content's end).
    public func scroll(by delta: Double, list: String? = nil) async {
        guard let id = list ?? scrollExtents.keys.sorted().first else { return }
        await scroll(to: (scrollExtents[id]?.offset ?? 0) + delta, list: id)
    }

    /// Scrolls the container `list` so that its row `row` is in view at `anchor`.
    /// - Returns: `false` when the container or the row does not exist (nothing moves).
    @discardableResult
    public func scrollTo(row: String, in list: String, anchor: ScrollTarget.Anchor = .nearest,
                         animated: Bool = false) async -> Bool {
        guard let offset = offset(bringing: row, in: list, anchor: anchor) else { return false }
        await scroll(to: offset, list: list, animated: animated)
        return true
    }

    /// The offset of `list` at which `row` sits at `anchor`, from the rows as laid out now.
    private func offset(bringing row: String, in list: String, anchor: ScrollTarget.Anchor) -> Double? {
        guard let extent = scrollExtents[list], let span = rowSpan(row, in: list) else { return nil }
        let viewport = extent.viewportLength
        switch anchor {
        case .start: return span.lowerBound
        case .end: return span.upperBound - viewport
        case .center: return (span.lowerBound + span.upperBound - viewport) / 2
        case .nearest:
            if span.lowerBound < extent.offset { return span.lowerBound }
            if span.upperBound > extent.offset + viewport { return min(span.lowerBound, span.upperBound - viewport) }
            return extent.offset
        }
    }

    /// Where the row `row` of `list` starts and ends in content coordinates.
    private func rowSpan(_ row: String, in list: String) -> ClosedRange<Double>? {
        scrollWindow.span(ofRow: row, container: list, environment: environment)
    }

    /// Shows every row of every scroll container, at offset 0, on a screen as tall as it takes
    /// (the size grows by what the vertical containers hide): for snapshots of the whole list.
    /// Returns the new size.
    @discardableResult
    public func showFullLength() async -> Size {
        isFullLength = true
        transition = nil
        motions = [:]
        // Lay out at the current size, then grow by what the containers hide and lay out again.
        for _ in 0..<3 {
            await showWindow()
            let hidden = scrollExtents.values.filter { $0.axis == .vertical }
                .reduce(0) { $0 + max(0, $1.contentLength - $1.viewportLength) }
            guard hidden >= 0.5 else { break }
            // On the device pixel grid: content lengths add up in floating point
            // (4639.000152587891), and a canvas is a whole number of pixels.
            size = Size(width: size.width, height: PixelGrid.nearest(size.height + hidden, scale: environment.displayScale))
            await show(animation: nil)
        }
        return size
    }

    // MARK: - Animation

    /// Whether anything moves by itself: an animation, an ambient motion, a decelerating or
    /// springing scroll, or a finger resting toward a long press.
    public var isAnimating: Bool {
        transition != nil || !motions.isEmpty || pendingLongPress != nil || ambience?.isMoving == true
    }

    /// Whether the screen is still settling: something moves by itself other than an ambient
    /// motion (see ``AmbientMotion``). What waits for rest — a flow's steps, a script's frames —
    /// waits for this; a host that draws frames follows ``isAnimating``.
    public var isSettling: Bool { transition != nil || !motions.isEmpty || pendingLongPress != nil }

    /// Shows the frame for the clock's current time: the animation's, the scroll motions', and a
    /// long press that came due. Returns whether something still moves.
    @discardableResult
    public func tick() async -> Bool {
        let time = now()
        await recogniseLongPress(at: time)
        var scrolled = false
        for (id, motion) in motions.sorted(by: { $0.key < $1.key }) {
            let state = motion.state(at: time)
            scrollOffsets[id] = state.offset
            if state.isFinished { motions[id] = nil }
            scrolled = true
        }
        if let transition {
            let elapsed = time - transitionStart
            if elapsed >= transition.duration {
                self.transition = nil
                await mount(transition.to)
            } else {
                await mount(transition.state(atTime: elapsed))
            }
        } else if scrolled || ambience?.isMoving == true {
            await showWindow()
            // Its last frame is the first at or after its end: it then holds there.
            if let ambience, time >= ambience.end { self.ambience?.isFinished = true }
        }
        return isAnimating
    }

    /// Ticks every `frameInterval` of `clock` until nothing moves by itself.
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
    /// controls' events here so every performed Command is seen). A `redacted` value (a secure
    /// field's) is recorded as `Secret.redaction`.
    @discardableResult
    public func perform<Value: Sendable>(_ command: CommandWith<Value>, _ value: Value, redacted: Bool = false) -> PerformedCommand {
        command(value)
        let description: String? = redacted ? Secret.redaction : Value.self == Void.self
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

    // MARK: - Lifecycle

    /// Runs `action` when the runtime closes (at once if it is closed): a feature cancels its
    /// store's scope here.
    public func onClose(_ action: @escaping @Sendable () -> Void) {
        if isClosed { action() } else { closeActions.append(action) }
    }

    /// Closes the runtime: stops taking Props from its source and input, ends motions, and runs
    /// the close actions (a feature's store is closed, its effects cancelled). Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        propsSource = nil
        motions = [:]
        pointers = [:]
        transition = nil
        let actions = closeActions
        closeActions = []
        for action in actions { action() }
    }

    // MARK: - The loop

    /// Whether the simulated keyboard's panel is drawn while the keyboard is up.
    public func setDrawsKeyboard(_ draws: Bool) async {
        drawsKeyboard = draws
        await showWindow()
    }

    private func show(animation: Animation?) async {
        relayout()
        await present(animation: animation)
    }

    /// Lays the current Props out for the environment (no mounting).
    func relayout() {
        let element = render(props)
        let (node, diagnostics) = session.layoutWithDiagnostics(element, in: size, environment: environment)
        heldDepth = max(layoutDepth, session.depth)
        retire(&layout, for: node)
        layoutDiagnostics = diagnostics
        layoutDepth = session.depth
        layoutPassCount += 1
        relayoutAmbience()
    }

    /// Lays out the ambient motion's target and notes what it changes: the views whose props
    /// differ from the current layout's, where both trees have the same shape.
    private func relayoutAmbience() {
        guard var ambience = self.ambience else { return }
        guard let layout, ObjectIdentifier(Swift.type(of: ambience.motion.props.value)) == propsType else {
            self.ambience = nil
            return
        }
        let target = ambientSession.layout(render(ambience.motion.props), in: size, environment: environment)
        ambience.changes = DeepStack.run(depth: layoutDepth) { Ambience.changes(from: layout, to: target) }
        self.ambience = ambience
    }

    /// Drops a tree the runtime no longer holds: on a big-stack thread when the trees are deep,
    /// since destroying a tree recurses once per level (a 20,000-level one overflows an 8 MiB stack).
    private func retire<T>(_ tree: inout T, for new: T) {
        if heldDepth > DeepStack.inlineDepthLimit {
            DeepStack.replace(&tree, with: new)
        } else {
            tree = new
        }
    }

    deinit {
        guard heldDepth > DeepStack.inlineDepthLimit else { return }
        DeepStack.replace(&layout, with: nil)
        DeepStack.replace(&propsWindow, with: nil)
        DeepStack.replace(&mounted, with: MountedTree())
        DeepStack.replace(&transition, with: nil)
    }

    /// Mounts the last layout's window: at once, or as an animation from what is on screen.
    func present(animation: Animation?) async {
        let next = windowed()
        guard let animation, animation.duration > 0, mounted.root != nil else {
            transition = nil
            let (tree, instructions) = reconciler.reconcile(mounted, to: next)
            await deliver(tree, instructions)
            await followScrollTargets()
            await followFocusRequests()
            return
        }
        // Retarget from what is on screen now: a running transition is brought to the clock's
        // time first (the clock may have moved past frames nobody drew), and continuing views
        // then interpolate from their current frames.
        if let running = transition {
            let elapsed = now() - transitionStart
            let presentation = elapsed >= running.duration ? running.to : running.state(atTime: elapsed)
            await mount(presentation)
        }
        let (target, _) = reconciler.reconcile(mounted, to: next)
        transition = Transition(from: mounted, to: target, duration: animation.duration, curve: animation.curve)
        transitionStart = now()
        await tick()
        await followScrollTargets()
        await followFocusRequests()
    }

    /// The last layout with its scroll containers filled for their offsets, and the pressed view
    /// in its pressed look.
    private func windowed() -> LayoutNode? {
        DeepStack.run(depth: layoutDepth) { windowedInline() }
    }

    private func windowedInline() -> LayoutNode? {
        guard var layout else { return nil }
        if let ambience { layout = ambience.applied(to: layout, at: now()) }
        let live = dragged.union(motions.keys)
        let (node, extents) = scrollWindow.apply(to: layout, offsets: scrollOffsets, environment: environment,
                                                 fullLength: isFullLength, live: live)
        scrollExtents = extents
        for (id, extent) in extents { scrollOffsets[id] = extent.offset }
        retire(&propsWindow, for: node)
        let shown = drawingKeyboard(drawingFocus(node))
        guard let pressedPath else { return shown }
        return Self.pressing(shown, at: pressedPath[...], scheme: environment.colorScheme)
    }

    /// Focuses a field whose Props newly ask for focus (`TextField(…, isFocused: true)`).
    private func followFocusRequests() async {
        guard let root = propsWindow else { return }
        var order: [[Int]] = []
        func collect(_ node: LayoutNode, _ path: [Int]) {
            if node.interaction?.field != nil, node.props.content.textField?.isFocused == true { order.append(path) }
            for (index, child) in node.children.enumerated() { collect(child, path + [index]) }
        }
        DeepStack.run(depth: layoutDepth) { collect(root, []) }
        let requests = order.map { Self.locator(of: $0, in: mounted) }
        let new = zip(order, requests).first { !requestedFocus.contains($0.1) }
        requestedFocus = Set(requests)
        if let new, focus?.locator != new.1 { await focus(path: new.0, caret: nil) }
    }

    /// `node` with the view at `path` in its pressed look.
    private static func pressing(_ node: LayoutNode, at path: ArraySlice<Int>, scheme: ColorScheme) -> LayoutNode {
        var copy = node
        guard let index = path.first else {
            let look = node.interaction?.pressedLook ?? .pressed
            copy.props = look.applied(to: node.props, scheme: scheme)
            return copy
        }
        guard node.children.indices.contains(index) else { return node }
        copy.children[index] = pressing(node.children[index], at: path.dropFirst(), scheme: scheme)
        return copy
    }

    /// Reconciles and mounts the current layout's window (after a scroll or a press).
    func showWindow() async {
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
        retire(&mounted, for: tree)
        instructionCount += instructions.count
        reportDisplayedRows()
        guard !instructions.isEmpty, let host else { return }
        await host.mount(MountBatch(instructions: instructions, tree: tree))
    }

    /// Performs each scroll container's `onDisplay` for the rows that came into its viewport.
    private func reportDisplayedRows() {
        for (id, extent) in scrollExtents.sorted(by: { $0.key < $1.key }) {
            guard let command = extent.onDisplay else { continue }
            let shown = displayedRows[id] ?? []
            for row in extent.visibleRows where !shown.contains(row) { perform(command, row) }
            displayedRows[id] = Set(extent.visibleRows)
        }
    }

    /// Scrolls each container whose Props name a new scroll target to bring that row into view.
    private func followScrollTargets() async {
        let before = shownContainers
        shownContainers = Set(scrollExtents.keys)
        let targets = scrollExtents.compactMap { id, extent in
            extent.scrollTarget.flatMap { shownTargets[id] != $0 ? (id, $0) : nil }
        }
        for (id, target) in targets.sorted(by: { $0.0 < $1.0 }) {
            // A target of a container that just appeared is where it starts: shown at once.
            let animated = target.animated && before.contains(id)
            shownTargets[id] = target
            await scrollTo(row: target.row, in: id, anchor: target.anchor, animated: animated)
        }
    }

    private static func timeline<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Double {
        let origin = clock.now
        return { origin.duration(to: clock.now).seconds }
    }
}

// MARK: - Gestures

extension RuntimeCore {
    /// What a finger that is down is doing.
    struct Touch: Sendable {
        enum Mode: Sendable, Equatable {
            /// Still a tap or a long press.
            case pending
            /// The finger left the view or rested too long: nothing is performed on lifting.
            case spent
            /// A drag reported to the target's `onDrag`.
            case dragging
            /// Scrolling the container `id` from `start`.
            case scrolling(id: String, axis: Axis, start: Double)
            /// Swiping the row at `path`.
            case swiping(path: [Int])
            /// A back swipe from the leading edge, reported to the node at `path`.
            case edge(path: [Int])
            /// Selecting text in the focused field at `path` from where the finger went down.
            case selecting(path: [Int])
        }

        var downTime: Double
        var downLocation: Point
        var location: Point
        var samples: [(time: Double, location: Point)]
        /// The nodes under the finger when it went down, root first.
        var chain: [HitStep]
        /// The deepest node of `chain` with a tap, long press or drag.
        var target: HitStep?
        var mode: Mode = .pending

        var translation: Point { Point(x: location.x - downLocation.x, y: location.y - downLocation.y) }

        /// The finger's velocity over the last 100 ms of samples (points per second).
        var velocity: Point {
            guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
                  last.time > first.time else { return Point(x: 0, y: 0) }
            let dt = last.time - first.time
            return Point(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
        }
    }

    private var pendingLongPress: Int? {
        pointers.first { $0.value.mode == .pending && $0.value.target?.node.interaction?.onLongPress != nil }?.key
    }

    /// Feeds one pointer event to gesture recognition and shows what it changes (a pressed look,
    /// a scroll). Returns the Commands it performed.
    @discardableResult
    public func pointer(_ event: PointerEvent) async -> [PerformedCommand] {
        guard !isClosed else { return [] }
        let time = event.time ?? now()
        var performed = await recogniseLongPress(at: time)
        switch event.phase {
        case .down:
            let chain = mounted.hitChain(event.location)
            let target = chain.last { step in
                step.frame.contains(event.location) && (step.node.onTap != nil || step.node.interaction?.onLongPress != nil
                    || step.node.interaction?.onDrag != nil || step.node.interaction?.onDoubleTap != nil
                    || step.node.interaction?.field?.isEnabled == true || step.node.interaction?.endsEditing == true)
            }
            var touch = Touch(downTime: time, downLocation: event.location, location: event.location,
                              samples: [(time, event.location)], chain: chain, target: target)
            // A finger on a moving scroll view stops it (and does not tap, as in UIKit).
            if let moving = chain.compactMap(\.node.interaction?.scroll).last(where: { motions[$0.id] != nil }) {
                motions[moving.id] = nil
                touch.mode = .spent
            }
            pointers[event.pointer] = touch
            await updatePressed()
        case .move:
            guard var touch = pointers[event.pointer] else { return performed }
            touch.location = event.location
            touch.samples.append((time, event.location))
            if touch.samples.count > 16 { touch.samples.removeFirst(touch.samples.count - 16) }
            performed += await move(&touch)
            pointers[event.pointer] = touch
            await updatePressed()
        case .up:
            guard var touch = pointers.removeValue(forKey: event.pointer) else { return performed }
            touch.location = event.location
            touch.samples.append((time, event.location))
            performed += await lift(touch, at: time)
            await updatePressed()
        case .cancel:
            guard let touch = pointers.removeValue(forKey: event.pointer) else { return performed }
            if touch.mode == .dragging, let drag = touch.target?.node.interaction?.onDrag {
                performed.append(perform(drag, DragValue(phase: .cancelled, translation: touch.translation)))
            }
            if case .scrolling(let id, _, _) = touch.mode { await release(id, velocity: 0, at: time) }
            if case .edge(let path) = touch.mode, let step = mounted.node(at: path),
               let command = step.node.interaction?.onEdgeSwipe {
                performed.append(perform(command, edgeDrag(.cancelled, touch, size: step.frame.size)))
            }
            await updatePressed()
        }
        return performed
    }

    /// A long press whose finger rested long enough is performed.
    @discardableResult
    private func recogniseLongPress(at time: Double) async -> [PerformedCommand] {
        var performed: [PerformedCommand] = []
        for (id, touch) in pointers.sorted(by: { $0.key < $1.key }) where touch.mode == .pending {
            guard let command = touch.target?.node.interaction?.onLongPress,
                  time - touch.downTime >= gestureSettings.longPressDuration else { continue }
            pointers[id]?.mode = .spent
            performed.append(perform(command))
        }
        if !performed.isEmpty { await updatePressed() }
        return performed
    }

    /// Decides what a moving finger does once it passes the slop, and moves what it drags.
    private func move(_ touch: inout Touch) async -> [PerformedCommand] {
        let translation = touch.translation
        if touch.mode == .pending {
            guard max(abs(translation.x), abs(translation.y)) > gestureSettings.slop else { return [] }
            touch.mode = decideDrag(touch)
            if touch.mode == .dragging, let drag = touch.target?.node.interaction?.onDrag {
                return [perform(drag, DragValue(phase: .began, translation: translation, velocity: touch.velocity))]
            }
        }
        switch touch.mode {
        case .dragging:
            guard let drag = touch.target?.node.interaction?.onDrag else { return [] }
            return [perform(drag, DragValue(phase: .changed, translation: translation, velocity: touch.velocity))]
        case .scrolling(let id, let axis, let start):
            guard let extent = scrollExtents[id] else { return [] }
            let along = axis == .vertical ? translation.y : mirrored(translation.x)
            dragged.insert(id)
            scrollOffsets[id] = ScrollMotion.rubberBand(start - along, bounds: extent.bounds, dimension: extent.viewportLength)
            await showWindow()
            return []
        case .edge(let path):
            guard let step = mounted.node(at: path), let command = step.node.interaction?.onEdgeSwipe else { return [] }
            let phase: DragValue.Phase = touch.samples.count <= 2 ? .began : .changed
            return [perform(command, edgeDrag(phase, touch, size: step.frame.size))]
        case .selecting:
            if let target = touch.target { await selectDrag(on: target, from: touch.downLocation, to: touch.location) }
            return []
        case .pending, .spent, .swiping:
            return []
        }
    }

    /// A back swipe's drag, `x` measured toward the trailing edge.
    private func edgeDrag(_ phase: DragValue.Phase, _ touch: Touch, size: Size) -> DragValue {
        let translation = touch.translation, velocity = touch.velocity
        return DragValue(phase: phase, translation: Point(x: mirrored(translation.x), y: translation.y),
                         velocity: Point(x: mirrored(velocity.x), y: velocity.y), size: size)
    }

    /// `dx` toward the trailing edge in the layout direction (right in LTR, left in RTL).
    private func mirrored(_ dx: Double) -> Double {
        environment.layoutDirection == .rightToLeft ? -dx : dx
    }

    /// What a finger that left the slop does: the target's drag, a back swipe from the edge, a
    /// row's swipe, or the innermost scroll container along the finger's direction.
    private func decideDrag(_ touch: Touch) -> Touch.Mode {
        if touch.target?.node.interaction?.onDrag != nil { return .dragging }
        // A finger moving sideways over the focused field selects its text.
        if let target = touch.target, target.node.interaction?.field != nil, let focus,
           focus.locator == Self.locator(of: target.path, in: mounted),
           abs(touch.translation.x) >= abs(touch.translation.y) || target.node.interaction?.field?.style == .multiline {
            return .selecting(path: target.path)
        }
        let translation = touch.translation
        let horizontal = abs(translation.x) > abs(translation.y)
        let towardTrailing = mirrored(translation.x) > 0
        if horizontal, towardTrailing,
           let edge = touch.chain.last(where: { $0.node.interaction?.onEdgeSwipe != nil }) {
            let fromLeading = environment.layoutDirection == .rightToLeft
                ? edge.frame.maxX - touch.downLocation.x : touch.downLocation.x - edge.frame.minX
            if fromLeading <= gestureSettings.edgeWidth { return .edge(path: edge.path) }
        }
        // Innermost first: a row's swipe actions or a container scrolling along the direction.
        for step in touch.chain.reversed() {
            if horizontal, !towardTrailing, step.node.interaction?.swipeActions.isEmpty == false {
                return .swiping(path: step.path)
            }
            if let scroll = step.node.interaction?.scroll, (scroll.axis == .horizontal) == horizontal {
                return .scrolling(id: scroll.id, axis: scroll.axis, start: scrollExtents[scroll.id]?.offset ?? 0)
            }
        }
        // No container along the direction: the innermost one moves by its own component.
        if let scroll = touch.chain.last(where: { $0.node.interaction?.scroll != nil })?.node.interaction?.scroll {
            return .scrolling(id: scroll.id, axis: scroll.axis, start: scrollExtents[scroll.id]?.offset ?? 0)
        }
        // Nothing to drag: the tap goes on while the finger stays on its view.
        return .pending
    }

    /// What lifting the finger performs or starts.
    private func lift(_ touch: Touch, at time: Double) async -> [PerformedCommand] {
        switch touch.mode {
        case .pending:
            guard let target = touch.target, target.frame.contains(touch.location) else { return [] }
            if target.node.interaction?.field != nil {
                let double = lastTap.map { $0.path == target.path && time - $0.time <= gestureSettings.doubleTapInterval } ?? false
                lastTap = double ? nil : (target.path, time)
                await tapField(target, at: touch.location, double: double)
                return []
            }
            if target.node.interaction?.endsEditing == true, focus != nil { await endEditing() }
            if let double = target.node.interaction?.onDoubleTap, let last = lastTap, last.path == target.path,
               time - last.time <= gestureSettings.doubleTapInterval {
                lastTap = nil
                return [perform(double)]
            }
            lastTap = (target.path, time)
            guard let tap = target.node.onTap else { return [] }
            return [perform(tap)]
        case .spent, .selecting:
            return []
        case .dragging:
            guard let drag = touch.target?.node.interaction?.onDrag else { return [] }
            return [perform(drag, DragValue(phase: .ended, translation: touch.translation, velocity: touch.velocity))]
        case .scrolling(let id, let axis, _):
            let velocity = touch.velocity
            let along = axis == .vertical ? velocity.y : mirrored(velocity.x)
            await release(id, velocity: -along, at: time)
            return []
        case .swiping(let path):
            guard let step = mounted.node(at: path), let action = step.node.interaction?.swipeActions.first else { return [] }
            let distance = -mirrored(touch.translation.x)
            let speed = -mirrored(touch.velocity.x)
            guard distance >= step.frame.width / 2 || speed >= gestureSettings.swipeVelocity else { return [] }
            return [perform(action.command)]
        case .edge(let path):
            guard let step = mounted.node(at: path), let command = step.node.interaction?.onEdgeSwipe else { return [] }
            return [perform(command, edgeDrag(.ended, touch, size: step.frame.size))]
        }
    }

    /// A wheel or trackpad scroll over `point`: the innermost container under it that can still
    /// move along the delta's larger component takes it, clamped to its content (a wheel does not
    /// overscroll); with none along that axis, the innermost container takes its own component. A
    /// motion of that container (a fling) stops.
    public func scroll(at point: Point, by delta: Point) async {
        guard delta.x.isFinite, delta.y.isFinite, delta.x != 0 || delta.y != 0 else { return }
        let containers = mounted.hitChain(point).compactMap(\.node.interaction?.scroll).reversed()
        func along(_ axis: Axis) -> Double { axis == .vertical ? delta.y : mirrored(delta.x) }
        func canMove(_ id: String, _ axis: Axis) -> Bool {
            guard let extent = scrollExtents[id] else { return false }
            let offset = scrollOffsets[id] ?? extent.offset, step = along(axis)
            return step > 0 ? offset < extent.maxOffset : step < 0 && offset > 0
        }
        let horizontal = abs(delta.x) > abs(delta.y)
        let chosen = containers.first { ($0.axis == .horizontal) == horizontal && canMove($0.id, $0.axis) }
            ?? containers.first { canMove($0.id, $0.axis) }
        guard let scroll = chosen, let extent = scrollExtents[scroll.id] else { return }
        motions[scroll.id] = nil
        let offset = scrollOffsets[scroll.id] ?? extent.offset
        let limit = scrollWindow.maxOffset(container: scroll.id) ?? extent.maxOffset
        scrollOffsets[scroll.id] = min(max(offset + along(scroll.axis), 0), limit)
        await showWindow()
    }

    /// The finger left the container `id` moving at `velocity` (content points per second).
    private func release(_ id: String, velocity: Double, at time: Double) async {
        dragged.remove(id)
        guard let extent = scrollExtents[id] else { return }
        let offset = scrollOffsets[id] ?? extent.offset
        if abs(velocity) > ScrollMotion.restingSpeed || !extent.bounds.contains(offset) {
            motions[id] = ScrollMotion(start: offset, startTime: time, kind: .decelerating(velocity: velocity),
                                       bounds: extent.bounds)
        }
        await tick()
    }

    /// Shows the pressed look on the view a pending finger is on (and only while it is on it).
    private func updatePressed() async {
        let pressed = pointers.values.first { touch in
            touch.mode == .pending && touch.target?.node.onTap != nil
                && touch.target.map { $0.frame.contains(touch.location) } == true
        }?.target?.path
        guard pressed != pressedPath else { return }
        pressedPath = pressed
        await showWindow()
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

extension LayoutNode {
    /// A mounted node as a layout node again (an animation frame fed back through the reconciler).
    /// Built without recursion (children before their parent), so any depth converts on any thread.
    init(mounted node: MountedNode) {
        func converted(_ node: MountedNode, children: [LayoutNode]) -> LayoutNode {
            var result = LayoutNode(kind: node.kind, key: node.key, frame: node.frame, props: node.props, onTap: node.onTap,
                                    children: children)
            result.interaction = node.interaction
            return result
        }
        // One entry per node on the path from the root: the node, and its children converted so far.
        var stack: [(node: MountedNode, children: [LayoutNode])] = [(node, [])]
        stack[0].children.reserveCapacity(node.children.count)
        while true {
            let top = stack.count - 1
            let done = stack[top].children.count
            if done < stack[top].node.children.count {
                let child = stack[top].node.children[done]
                var children: [LayoutNode] = []
                children.reserveCapacity(child.children.count)
                stack.append((child, children))
                continue
            }
            let (finished, children) = stack.removeLast()
            let layout = converted(finished, children: children)
            if stack.isEmpty {
                self = layout
                return
            }
            stack[stack.count - 1].children.append(layout)
        }
    }
}
