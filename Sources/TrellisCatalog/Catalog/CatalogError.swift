/// A catalog lookup or registration that cannot be done, in words that name what is wrong.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No screen has this name.
    case unknownScreen(String, known: [String])
    /// The screen has no sample of this name.
    case unknownSample(screen: String, sample: String, known: [String])
    /// Two screens share a name.
    case duplicateScreen(String)
    /// A screen or sample name that cannot be used in file names, URLs and topics.
    case invalidName(String, reason: String)
    /// A screen registered without samples.
    case noSamples(screen: String)
    /// Props of another screen were handed to this one.
    case propsOfAnotherScreen(expected: String, got: String)
    /// No feature has this name.
    case unknownFeature(String, known: [String])
    /// The feature has no scenario of this name.
    case unknownScenario(feature: String, scenario: String, known: [String])
    /// Two features share a name.
    case duplicateFeature(String)
    /// A feature registered without scenarios.
    case noScenarios(feature: String)

    public var description: String {
        switch self {
        case .unknownScreen(let name, let known):
            return "unknown screen '\(name)' (known: \(known.joined(separator: ", ")))"
        case .unknownSample(let screen, let sample, let known):
            return "screen '\(screen)' has no sample '\(sample)' (known: \(known.joined(separator: ", ")))"
        case .duplicateScreen(let name):
            return "a screen named '\(name)' is already registered"
        case .invalidName(let name, let reason):
            return "'\(name)' cannot be a name: \(reason)"
        case .noSamples(let screen):
            return "screen '\(screen)' has no samples (a screen needs at least one)"
        case .propsOfAnotherScreen(let expected, let got):
            return "Props of '\(got)' given to screen '\(expected)'"
        case .unknownFeature(let name, let known):
            return "unknown feature '\(name)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .unknownScenario(let feature, let scenario, let known):
            return "feature '\(feature)' has no scenario '\(scenario)' (known: \(known.joined(separator: ", ")))"
        case .duplicateFeature(let name):
            return "a feature named '\(name)' is already registered"
        case .noScenarios(let feature):
            return "feature '\(feature)' has no scenarios (a feature needs at least one)"
        }
    }
}
