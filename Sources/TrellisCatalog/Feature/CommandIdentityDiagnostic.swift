import Commands
import JSONPaths
import PropsJSON

/// Props mapped twice from one state that compare unequal although they encode to the same JSON:
/// their Commands are made anew on each mapping (`Command("pay") { … }` inside
/// `props(for:send:)`). Commands compare by identity, so such Props never equal the last ones and
/// every state change rebuilds the whole screen — memoization is silently off.
///
/// ``FeatureRuntime`` looks for it when a feature starts (and on every new state in debug builds);
/// `trellis run` prints it as a warning and the storybook shows it with the run.
public struct CommandIdentityDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The feature whose mapping makes new Commands.
    public var feature: String
    /// Where those Commands sit in the Props, as the Props encode.
    public var paths: [JSONPath]

    public init(feature: String, paths: [JSONPath]) {
        self.feature = feature
        self.paths = paths
    }

    public var description: String {
        let places = paths.isEmpty ? "its Commands" : "the Commands at " + paths.map(\.description).joined(separator: ", ")
        return "feature '\(feature)': the Props of one state compare unequal although they encode the same: "
            + "\(places) are made anew on every mapping, so each state change rebuilds the whole screen. "
            + "Make each Command once: `send(.intent)`, or a Command stored in the feature"
    }

    /// The diagnostic for two mappings of one state, or `nil` when they are equal or differ in
    /// what they encode (then the mapping is not a function of the state, a different problem).
    public static func check<P: Encodable & Equatable>(_ first: P, _ second: P, feature: String) -> CommandIdentityDiagnostic? {
        guard first != second,
              let one = try? PropsJSON.value(of: first), let other = try? PropsJSON.value(of: second), one == other,
              let commands = try? CommandCatalog(commandsOf: first), let others = try? CommandCatalog(commandsOf: second)
        else { return nil }
        return CommandIdentityDiagnostic(feature: feature, paths: commands.pathsOfOtherCommands(in: others))
    }
}
