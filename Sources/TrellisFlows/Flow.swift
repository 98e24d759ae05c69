import TextEditing
import CairoRender
import JSONPaths
import PangoText
import Render
import StoreTesting
import Synchronization
import TrellisElements
import CairoHosting
import TrellisCairo
import TrellisCatalog
import TrellisSessions

/// A running feature (or a plain screen) driven like a user does, on a virtual clock: the
/// behaviour between the pictures, headless and in milliseconds. Every gesture is synthesised
/// as pointer events and goes through the runtime's gesture recognition, as a host's would.
///
/// ```swift
/// let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "succeeds")
/// try await flow.tap("login")
/// #expect(await flow.props(LoginProps.self)?.login == .inProgress)
/// await flow.advance(by: .seconds(1))
/// ```
///
/// A step that targets nothing throws ``FlowError`` naming the target and what is on screen.
/// Deterministic: the same steps give the same Props, trees and PNG bytes. Every input reaches
/// the runtime through `RuntimeCore.input(_:)`, so `record()` can keep the run as a session.
public actor Flow {
    /// The runtime the flow drives.
    public nonisolated let core: RuntimeCore
    /// The screen's catalog entry.
    public nonisolated let entry: CatalogEntry
    /// The feature, when a feature runs (a plain screen only logs its Commands).
    public nonisolated let feature: FeatureRuntime?
    /// The screen as a catalog runtime (Props by screen, JSON).
    public nonisolated let screen: ScreenRuntime
    /// The virtual clock the runtime (and the feature's effects) run on.
    public nonisolated let clock: TestClock
    /// Where it is shown.
    public nonisolated let configuration: DisplayConfiguration
    private let host: CairoScreenHost
    /// The font profile of the renderer, when it is one of the shipped ones.
    private let fonts: FontProfile?
    private let log = CommandLog()
    /// The session being recorded (see `record(sample:limits:)`).
    public private(set) var recorder: SessionRecorder?
    /// How often frames are shown while something moves by itself (seconds).
    public let frameInterval = 1.0 / 60
    /// The path of the accessibility element a screen reader's cursor is on (see
    /// `focusNextAccessibilityElement()`); `nil` before the first move.
    var accessibilityCursor: String?

    private init(screen: ScreenRuntime, feature: FeatureRuntime?, clock: TestClock, configuration: DisplayConfiguration,
                 host: CairoScreenHost, renderer: ScreenRenderer) async {
        self.core = screen.core
        self.entry = screen.entry
        self.screen = screen
        self.feature = feature
        self.clock = clock
        self.configuration = configuration
        self.host = host
        self.fonts = renderer.fontProfile(for: configuration)
        let log = self.log
        _ = await core.addCommandObserver { record in log.records.withLock { $0.append(record) } }
    }

    /// Starts `feature` in `scenario` (`nil`: its first) on `configuration`.
    public static func start(_ feature: FeatureEntry, scenario: String? = nil,
                             on configuration: DisplayConfiguration = DisplayConfiguration(device: .iPhoneX),
                             renderer: ScreenRenderer = ScreenRenderer()) async throws(CatalogError) -> Flow {
        let clock = TestClock()
        let (runtime, host) = try await renderer.start(feature, scenario: scenario, on: configuration, clock: clock)
        return await Flow(screen: runtime.screen, feature: runtime, clock: clock, configuration: configuration, host: host,
                          renderer: renderer)
    }

    /// Starts `F` in a scenario of the test's own (its dependencies, e.g. a probe backend).
    public static func start<F: Feature>(_ type: F.Type, in scenario: Scenario<F>,
                                         on configuration: DisplayConfiguration = DisplayConfiguration(device: .iPhoneX),
                                         renderer: ScreenRenderer = ScreenRenderer()) async -> Flow {
        let clock = TestClock()
        let host = renderer.host(for: configuration)
        let runtime = await FeatureEntry.start(F.self, in: scenario, environment: renderer.environment(for: configuration),
                                               size: configuration.deviceConfiguration.size, host: host, clock: clock)
        return await Flow(screen: runtime.screen, feature: runtime, clock: clock, configuration: configuration, host: host,
                          renderer: renderer)
    }

    /// Starts a plain screen showing `props` (its Commands are only recorded).
    public static func start(_ entry: CatalogEntry, props: ScreenProps,
                             on configuration: DisplayConfiguration = DisplayConfiguration(device: .iPhoneX),
                             renderer: ScreenRenderer = ScreenRenderer()) async throws(CatalogError) -> Flow {
        let clock = TestClock()
        let (runtime, host) = try await renderer.runtime(entry, props: props, on: configuration, clock: clock)
        return await Flow(screen: runtime, feature: nil, clock: clock, configuration: configuration, host: host,
                          renderer: renderer)
    }

    // MARK: - What is on screen

    /// The Props on screen.
    public var props: ScreenProps { get async { entry.screenProps(await core.props) } }

    /// The Props on screen as `type`.
    public func props<P>(_ type: P.Type) async -> P? { await core.props.typed(as: P.self) }

    /// The feature's state as `type` (`nil` for a plain screen).
    public func state<S>(_ type: S.Type) -> S? { feature?.state(as: S.self) }

    /// What the host shows.
    public var mounted: MountedTree { get async { await core.mounted } }

    /// Every Command performed so far, in order.
    public var performed: [PerformedCommand] { log.records.withLock { $0 } }

    /// Per scroll container: its offset and extent.
    public var scrollExtents: [String: ScrollExtent] { get async { await core.scrollExtents } }

    /// Tells `observer` every mount batch from now on (`nil`: stop) and answers the tree mounted
    /// now: a second host (the storybook's web canvas) starts from that tree and applies each batch.
    public func observeMounts(_ observer: (@Sendable (MountBatch) -> Void)?) async -> MountedTree {
        await host.observe(observer)
    }

    /// Mount instructions the host could not apply (a bug upstream; empty when all is well).
    public var hostErrors: [MountError] { get async { await host.errors } }

    /// The screen as PNG bytes and any drawing problems.
    public func png() async -> (png: [UInt8], issues: [RenderIssue]) { await host.png() }

    /// The screen as a bitmap.
    public func rendering() async -> Rendering { await host.rendering() }

    /// The frame (root coordinates) of the element keyed `target`, or with that accessibility label.
    public func frame(of target: String) async throws(FlowError) -> Rect {
        try await find(target).frame
    }

    // MARK: - Steps

    /// Runs one script step (marked in the session when recording).
    public func run(_ step: FlowStep) async throws(FlowError) {
        if let recorder { recorder.mark(step: await loggedJSON(of: step)) }
        switch step {
        case .tap(let target): try await tap(target)
        case .longPress(let target): try await longPress(target)
        case .drag(let target, let by): try await drag(target, by: by)
        case .fling(let target, let velocity): try await fling(target, velocity: velocity)
        case .swipe(let target, let direction): try await swipe(target, direction: direction)
        case .back: try await back()
        case .wait(let seconds): await advance(by: .milliseconds(Int64((seconds * 1000).rounded())))
        case .type(let text, let into): try await type(text, into: into)
        case .key(let key): try await press(key)
        case .paste(let text): try await paste(text)
        case .focus(let target): try await focus(target)
        case .doubleTap(let target): try await doubleTap(target)
        case .dismissKeyboard: await dismissKeyboard()
        }
    }

    /// The step's JSON as logs and sessions show it: text typed or pasted into a secure field
    /// redacted (decided before the step, as typing may move focus on).
    public func loggedJSON(of step: FlowStep) async -> JSONValue {
        guard step.carriesText else { return step.json }
        let intoSecure: Bool
        if case .type(_, let into?) = step { intoSecure = await core.isSecureField(into) } else {
            intoSecure = await core.isEditingSecureField
        }
        return intoSecure ? step.redactedJSON : step.json
    }

    // MARK: - Sessions

    /// Starts recording the flow as a session (inputs, Commands, Props revisions, steps), from
    /// what is on screen now; `recorder.session` is the recording so far. Recording again starts
    /// a new session.
    /// - Parameter sample: For a plain screen, the sample it shows (a replay starts from it).
    @discardableResult
    public func record(sample: String? = nil, limits: SessionLimits = SessionLimits()) async -> SessionRecorder {
        await recorder?.stop()
        let fonts = fonts?.rawValue
        let started = if let feature {
            await SessionRecorder.record(feature, configuration: configuration, fonts: fonts, limits: limits)
        } else {
            await SessionRecorder.record(screen, sample: sample, configuration: configuration, fonts: fonts, limits: limits)
        }
        recorder = started
        return started
    }

    // MARK: - Text input

    /// Focuses the field keyed `target` (or the field inside the element keyed so): the
    /// keyboard comes up and the field is scrolled above it (the animation runs to its end).
    public func focus(_ target: String) async throws(FlowError) {
        _ = try await find(target)
        guard await core.isField(target) else {
            throw FlowError(target: target, reason: "it is not a text field and holds none", onScreen: await fieldKeys(),
                            isWrongKind: true)
        }
        await core.input(.focus(target))
        await finishMotion()
    }

    /// Types `text` one character at a time (50 ms apart on the clock): into the field `target`
    /// at the end of its value, or at the caret of the focused field.
    public func type(_ text: String, into target: String? = nil) async throws(FlowError) {
        if let target {
            let focused = await core.focusedField
            if focused != target { try await focus(target) }
            await core.input(.edit(.move(.documentEnd, extend: false)))
        }
        guard await core.isEditing else {
            throw FlowError(target: "type", reason: "no text field is focused (give \"into\")", onScreen: await fieldKeys())
        }
        for character in text {
            await step(by: 0.05)
            await core.input(.edit(.insert(String(character))))
            await settle()
        }
    }

    /// Presses `key` in the focused field.
    public func press(_ key: EditingKey) async throws(FlowError) {
        guard await core.isEditing else {
            throw FlowError(target: key.rawValue, reason: "no text field is focused", onScreen: await fieldKeys())
        }
        await step(by: 0.05)
        await core.input(.key(key))
        await settle()
        await finishMotion()
    }

    /// Pastes `text` at the caret of the focused field.
    public func paste(_ text: String) async throws(FlowError) {
        guard await core.isEditing else {
            throw FlowError(target: "paste", reason: "no text field is focused", onScreen: await fieldKeys())
        }
        await step(by: 0.05)
        await core.input(.paste(text))
        await settle()
    }

    /// Two taps 100 ms apart in the middle of `target` (on a focused field: selects the word there).
    public func doubleTap(_ target: String) async throws(FlowError) {
        try await doubleTap(target, at: nil)
    }

    /// Two taps 100 ms apart at `offset` from the top-left corner of `target` (its middle when `nil`).
    public func doubleTap(_ target: String, at offset: Point?) async throws(FlowError) {
        let frame = try await find(target).frame
        let point = offset.map { Point(x: frame.minX + $0.x, y: frame.minY + $0.y) } ?? Point(x: frame.midX, y: frame.midY)
        await press(at: point, for: 0.03)
        await step(by: 0.07)
        await press(at: point, for: 0.03)
    }

    /// Taps `target` at `offset` from its top-left corner (a caret placed inside a field's text).
    public func tap(_ target: String, at offset: Point) async throws(FlowError) {
        let frame = try await find(target).frame
        await press(at: Point(x: frame.minX + offset.x, y: frame.minY + offset.y), for: 0.05)
    }

    /// Ends editing: the keyboard goes down (the animation runs to its end).
    public func dismissKeyboard() async {
        await core.input(.endEditing)
        await finishMotion()
    }

    /// The keys of the text fields on screen (what a text step could name).
    private func fieldKeys() async -> [String] {
        Self.nodes(in: await core.mounted).compactMap { step in
            guard step.node.interaction?.field != nil, case .string(let key)? = step.node.key else { return nil }
            return key
        }
    }

    /// Taps the element keyed `target` (else labelled so, else showing that text) in the middle of
    /// its visible part.
    public func tap(_ target: String) async throws(FlowError) {
        let point = try await point(in: target)
        await press(at: point, for: 0.05)
    }

    /// Rests a finger on `target` for longer than a long press takes.
    public func longPress(_ target: String) async throws(FlowError) {
        let point = try await point(in: target)
        await press(at: point, for: (await core.gestureSettings).longPressDuration + 0.1)
    }

    /// Drags a finger from the middle of `target` by `translation` over a quarter second, then
    /// holds it still before lifting (so nothing flings).
    public func drag(_ target: String, by translation: Point) async throws(FlowError) {
        let start = try await point(in: target)
        await pointer(.down, start)
        let steps = 15
        for index in 1...steps {
            let t = Double(index) / Double(steps)
            await step(by: 0.25 / Double(steps))
            await pointer(.move, Point(x: start.x + translation.x * t, y: start.y + translation.y * t))
        }
        let end = Point(x: start.x + translation.x, y: start.y + translation.y)
        for _ in 0..<9 {
            await step(by: frameInterval)
            await pointer(.move, end)
        }
        await pointer(.up, end)
        await settle()
    }

    /// Flings from the middle of `target`: the finger moves at `velocity` (points per second)
    /// for 80 ms and lifts; what it flings goes on by itself (advance the clock to see it).
    public func fling(_ target: String, velocity: Point) async throws(FlowError) {
        let start = try await point(in: target)
        await pointer(.down, start)
        let steps = 5, duration = 0.08
        for index in 1...steps {
            let t = duration * Double(index) / Double(steps)
            await step(by: duration / Double(steps))
            await pointer(.move, Point(x: start.x + velocity.x * t, y: start.y + velocity.y * t))
        }
        await pointer(.up, Point(x: start.x + velocity.x * duration, y: start.y + velocity.y * duration))
        await settle()
    }

    /// Swipes `target` (a list row) fully to the left or right: a row's first swipe action runs.
    public func swipe(_ target: String, direction: FlowStep.SwipeDirection) async throws(FlowError) {
        let frame = try await find(target).frame
        let start = Point(x: direction == .left ? frame.maxX - 4 : frame.minX + 4, y: frame.midY)
        let distance = (direction == .left ? -1.0 : 1.0) * frame.width * 0.7
        await pointer(.down, start)
        for index in 1...6 {
            await step(by: 0.1 / 6)
            await pointer(.move, Point(x: start.x + distance * Double(index) / 6, y: start.y))
        }
        await pointer(.up, Point(x: start.x + distance, y: start.y))
        await settle()
    }

    /// The back gesture: a swipe from the leading edge of the screen's navigation stack, over a
    /// quarter second; `frame` is called after each move (to see the screen follow the finger).
    public func back(frame: (@Sendable (MountedTree) -> Void)? = nil) async throws(FlowError) {
        let mounted = await core.mounted
        guard let stack = Self.nodes(in: mounted).last(where: { $0.node.interaction?.onEdgeSwipe != nil }) else {
            throw FlowError(target: "back", reason: "nothing to go back from: no navigation stack deeper than its root",
                            onScreen: Self.targets(in: mounted))
        }
        let rtl = (await core.environment).layoutDirection == .rightToLeft
        let start = Point(x: rtl ? stack.frame.maxX - 4 : stack.frame.minX + 4, y: stack.frame.midY)
        let distance = (rtl ? -1.0 : 1.0) * stack.frame.width * 0.6
        await pointer(.down, start)
        for index in 1...12 {
            await step(by: 0.25 / 12)
            await pointer(.move, Point(x: start.x + distance * Double(index) / 12, y: start.y))
            await settle()
            frame?(await core.mounted)
        }
        await pointer(.up, Point(x: start.x + distance, y: start.y))
        await settle()
    }

    /// Advances the clock by `duration`: effects that wait run, animations and scrolls move
    /// (frame by frame while something settles; in one jump while nothing does or only an
    /// ambient animation runs, whose frame for the time reached is then shown).
    public func advance(by duration: Duration) async {
        var remaining = duration.seconds
        while remaining > 1e-9 {
            if await core.isSettling {
                let step = min(frameInterval, remaining)
                await self.step(by: step)
                remaining -= step
            } else {
                await advanceClock(by: remaining)
                remaining = 0
                await settle()
            }
        }
        await settle()
        if await core.isAnimating { await core.input(.frame) }
    }

    /// Runs what settles by itself for at most `frames` frames of `interval` seconds (default:
    /// to its end, up to a minute of frames); ambient animations do not count.
    public func finishMotion(interval: Double? = nil, frames: Int = 3_600) async {
        var count = 0
        while count < frames, await core.isSettling {
            await step(by: interval ?? frameInterval)
            count += 1
        }
    }

    // MARK: - Mechanics

    private func press(at point: Point, for seconds: Double) async {
        await pointer(.down, point)
        await step(by: seconds)
        await pointer(.up, point)
        await settle()
    }

    private func pointer(_ phase: PointerEvent.Phase, _ point: Point) async {
        await core.input(.pointer(PointerEvent(phase, at: point)))
    }

    /// Moves the clock by `seconds` and shows the frame of the new time.
    private func step(by seconds: Double) async {
        await advanceClock(by: seconds)
        await settle()
        await core.input(.frame)
    }

    /// Moves the clock by `seconds`, letting the feature's intents settle after each wake-up.
    private func advanceClock(by seconds: Double) async {
        await advanceClock(to: clock.now.advanced(by: .nanoseconds(Int64((seconds * 1e9).rounded()))))
    }

    /// Moves the clock to `target` (never back), letting the feature's intents settle after each
    /// wake-up, so a loop that sleeps again (a ticking timer) is woken again in the same advance.
    nonisolated func advanceClock(to target: TestClock.Instant) async {
        await clock.advance(to: target) { await self.waitForIntents() }
    }

    /// Lets the feature's store catch up and shows its latest state.
    func settle() async {
        await waitForIntents()
        await core.refresh()
    }

    /// Waits until every running intent of the feature's store sleeps on the flow's clock (what
    /// makes a flow deterministic whatever the machine's load), then yields to the tasks that
    /// follow the store. Bounded: after a second of real time an intent that waits on
    /// something else than the clock is left running.
    nonisolated func waitForIntents() async {
        if let feature {
            _ = await TestClock.waitUntilSettled(clock, timeout: .seconds(1)) { feature.runningIntentCount }
        }
        for _ in 0..<3 { await Task.yield() }
    }

    private func point(in target: String) async throws(FlowError) -> Point {
        let found = try await find(target)
        let screen = Rect(x: 0, y: 0, width: (await core.size).width, height: (await core.size).height)
        let visible = found.frame.intersection(screen)
        guard visible.width > 0, visible.height > 0 else {
            throw FlowError(target: target, reason: "it is off screen at \(found.frame)", onScreen: Self.targets(in: await core.mounted))
        }
        return Point(x: visible.midX, y: visible.midY)
    }

    private func find(_ target: String) async throws(FlowError) -> HitStep {
        let mounted = await core.mounted
        let nodes = Self.nodes(in: mounted)
        if let found = nodes.first(where: { $0.node.key == .string(target) })
            ?? nodes.first(where: { $0.node.props.accessibilityLabel == target })
            ?? nodes.first(where: { $0.node.props.text?.string == target }) {
            return found
        }
        throw FlowError(target: target, reason: "no element has this key, accessibility label or text",
                        onScreen: Self.targets(in: mounted))
    }

    /// Every mounted node with its root frame, pre-order.
    private static func nodes(in tree: MountedTree) -> [HitStep] {
        guard let root = tree.root else { return [] }
        var result: [HitStep] = []
        var stack: [([Int], MountedNode, Point)] = [([], root, Point(x: 0, y: 0))]
        while let (path, node, origin) = stack.popLast() {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            result.append(HitStep(path: path, node: node, frame: frame))
            for index in node.children.indices.reversed() {
                stack.append((path + [index], node.children[index], frame.origin))
            }
        }
        return result
    }

    /// What a step could target on screen: keys and labels of the views that take touches.
    private static func targets(in tree: MountedTree) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for step in nodes(in: tree) where step.node.onTap != nil || step.node.interaction != nil {
            for name in [step.node.key.flatMap { if case .string(let key) = $0 { key } else { nil } },
                         step.node.props.accessibilityLabel].compactMap({ $0 }) where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }
}

/// The Commands a flow's runtime performed, shared with the runtime's observer.
private final class CommandLog: Sendable {
    let records = Mutex<[PerformedCommand]>([])
}

/// A flow step that could not be done: what it targeted, why, and what was on screen instead.
public struct FlowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key or label the step named.
    public var target: String
    /// Why it failed.
    public var reason: String
    /// The keys and labels of what takes touches on screen.
    public var onScreen: [String]
    /// The target exists but is the wrong kind of element for the step (typing into a view that
    /// is not a text field): bad input rather than a failed check.
    public var isWrongKind: Bool

    public init(target: String, reason: String, onScreen: [String], isWrongKind: Bool = false) {
        self.target = target
        self.reason = reason
        self.onScreen = onScreen
        self.isWrongKind = isWrongKind
    }

    public var description: String {
        "'\(target)': \(reason) (on screen: \(onScreen.isEmpty ? "nothing that takes touches" : onScreen.joined(separator: ", ")))"
    }
}
