import Foundation
import PropsJSON
import Render
import TrellisElements
import Typesetting

/// A runtime of some catalog screen, its Props type-erased as ``ScreenProps``: what the CLI, the
/// storybook and live Props drive without knowing the screen's Props type. A thin face over the
/// one ``RuntimeCore`` (every operation that does not touch Props comes from ``RuntimeFace``),
/// adding Props by screen and as JSON.
public struct ScreenRuntime: RuntimeFace {
    /// The screen shown.
    public let entry: CatalogEntry
    /// The runtime all calls go to.
    public let core: RuntimeCore

    init(entry: CatalogEntry, core: RuntimeCore) {
        self.entry = entry
        self.core = core
    }

    /// The Props on screen (the target of a running animation).
    public var props: ScreenProps {
        get async { entry.screenProps(await core.props) }
    }

    /// Shows other Props of this screen, at once or animated.
    public func setProps(_ props: ScreenProps, animation: Animation? = nil) async throws(CatalogError) {
        await core.setProps(try entry.runtimeProps(props), animation: animation)
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
            try await setProps(decoded, animation: animation)
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
}
