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
        }
    }
}
