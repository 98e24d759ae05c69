import Foundation
import PropsJSON
import Render
import Trellis
import Typesetting

/// A ``Runtime`` of some catalog screen, type-erased: what the CLI, the storybook and live Props
/// drive without knowing the screen's Props type. Every call goes to the one runtime actor, so
/// layout runs off the main actor and mounting on the host's isolation, as for a typed runtime.
public final class ScreenRuntime: Sendable {
    /// The screen shown.
    public let entry: CatalogEntry
    private let runtime: any RuntimeOperations

    init(entry: CatalogEntry, runtime: any RuntimeOperations) {
        self.entry = entry
        self.runtime = runtime
    }

    /// The Props on screen (the target of a running animation).
    public var props: ScreenProps { get async { await runtime.props } }
    /// The environment laid out for.
    public var environment: Environment { get async { await runtime.environment } }
    /// The container size in points.
    public var size: Size { get async { await runtime.size } }
    /// What the host shows now.
    public var mounted: MountedTree { get async { await runtime.mounted } }
    /// The last layout pass's tree.
    public var layout: LayoutNode? { get async { await runtime.layout } }
    /// Whether an animation runs.
    public var isAnimating: Bool { get async { await runtime.isAnimating } }

    /// Shows other Props of this screen, at once or animated.
    public func setProps(_ props: ScreenProps, animation: Animation? = nil) async throws(CatalogError) {
        try await runtime.setProps(props, animation: animation)
    }

    /// Decodes JSON against the Props on screen (their Commands re-attached by name) and shows the
    /// result. A rejected edit changes nothing.
    /// - Parameters:
    ///   - strict: Unknown keys are errors (the default: remote edits must not be ignored).
    ///   - commandsOf: Props whose Commands the JSON may name, when not those on screen (live Props
    ///     takes the app's own: an edit that showed a state without a Command must not lose it).
    /// - Returns: The Props now shown.
    @discardableResult
    public func setProps(json data: Data, strict: Bool = true, animation: Animation? = nil,
                         commandsOf: ScreenProps? = nil) async throws(PropsJSONError) -> ScreenProps {
        let commandSource: ScreenProps
        if let commandsOf { commandSource = commandsOf } else { commandSource = await props }
        let decoded = try entry.props(fromJSON: data, commandsOf: commandSource, strict: strict)
        do {
            try await runtime.setProps(decoded, animation: animation)
        } catch {
            throw PropsJSONError(path: .init(), reason: error.description)
        }
        return decoded
    }

    /// The Props on screen as JSON (Commands by name).
    public func propsJSON() async -> Data {
        // The runtime only holds Props of its own screen, so encoding cannot fail.
        (try? entry.json(of: await props)) ?? Data()
    }

    /// Lays out again for another environment and/or size.
    public func setEnvironment(_ environment: Environment, size: Size? = nil) async {
        await runtime.setEnvironment(environment, size: size)
    }

    /// Moves to a device configuration (rotation, another device).
    public func setDevice(_ configuration: DeviceConfiguration) async {
        await runtime.setDevice(configuration)
    }

    /// Shows the animation frame for the clock's current time.
    @discardableResult
    public func tick() async -> Bool { await runtime.tick() }

    /// Per scroll container id: its offset and extent, as last shown.
    public var scrollExtents: [String: ScrollExtent] { get async { await runtime.scrollExtents } }

    /// Scrolls the container `list` (`nil`: the first) to `offset` points, clamped to its content.
    public func scroll(to offset: Double, list: String? = nil) async { await runtime.scroll(to: offset, list: list) }

    /// Shows every row of every scroll container on a screen as tall as it takes; returns that size.
    @discardableResult
    public func showFullLength() async -> Size { await runtime.showFullLength() }

    /// Hit-tests and performs the Command there; reports it to the observers.
    @discardableResult
    public func tap(at point: Point) async -> PerformedCommand? { await runtime.tap(at: point) }

    /// Calls `observer` with every performed Command until removed.
    public func addCommandObserver(_ observer: @escaping @Sendable (PerformedCommand) -> Void) async -> Int {
        await runtime.addCommandObserver(observer)
    }

    /// Stops the observer of `token`.
    public func removeCommandObserver(_ token: Int) async {
        await runtime.removeCommandObserver(token)
    }
}

/// The runtime calls a `ScreenRuntime` forwards, implemented once per screen type.
protocol RuntimeOperations: Sendable {
    var props: ScreenProps { get async }
    var environment: Environment { get async }
    var size: Size { get async }
    var mounted: MountedTree { get async }
    var layout: LayoutNode? { get async }
    var isAnimating: Bool { get async }
    func setProps(_ props: ScreenProps, animation: Animation?) async throws(CatalogError)
    func setEnvironment(_ environment: Environment, size: Size?) async
    func setDevice(_ configuration: DeviceConfiguration) async
    func tick() async -> Bool
    var scrollExtents: [String: ScrollExtent] { get async }
    func scroll(to offset: Double, list: String?) async
    func showFullLength() async -> Size
    func tap(at point: Point) async -> PerformedCommand?
    func addCommandObserver(_ observer: @escaping @Sendable (PerformedCommand) -> Void) async -> Int
    func removeCommandObserver(_ token: Int) async
}

struct TypedRuntime<S: Screen>: RuntimeOperations {
    let runtime: Runtime<S>

    var props: ScreenProps { get async { ScreenProps(screen: S.name, value: await runtime.props) } }
    var environment: Environment { get async { await runtime.environment } }
    var size: Size { get async { await runtime.size } }
    var mounted: MountedTree { get async { await runtime.mounted } }
    var layout: LayoutNode? { get async { await runtime.layout } }
    var isAnimating: Bool { get async { await runtime.isAnimating } }

    func setProps(_ props: ScreenProps, animation: Animation?) async throws(CatalogError) {
        await runtime.setProps(try TypedOperations<S>.typed(props), animation: animation)
    }

    func setEnvironment(_ environment: Environment, size: Size?) async {
        await runtime.setEnvironment(environment, size: size)
    }

    func setDevice(_ configuration: DeviceConfiguration) async { await runtime.setDevice(configuration) }
    func tick() async -> Bool { await runtime.tick() }
    var scrollExtents: [String: ScrollExtent] { get async { await runtime.scrollExtents } }
    func scroll(to offset: Double, list: String?) async { await runtime.scroll(to: offset, list: list) }
    func showFullLength() async -> Size { await runtime.showFullLength() }
    func tap(at point: Point) async -> PerformedCommand? { await runtime.tap(at: point) }

    func addCommandObserver(_ observer: @escaping @Sendable (PerformedCommand) -> Void) async -> Int {
        await runtime.addCommandObserver(observer)
    }

    func removeCommandObserver(_ token: Int) async { await runtime.removeCommandObserver(token) }
}
