import TrellisElements

/// A screen an app registers in a ``Catalog``: a ``PropsComponent`` whose Props are Codable (the
/// format for storing and transmitting a screen), with a stable name and named samples.
///
/// ```swift
/// struct SettingsScreen: Screen {
///     static let name = "settings"
///     static let samples = [Sample("default", SettingsProps.example), Sample("empty", .empty)]
///     let props: SettingsProps
///     var body: Element { … }
/// }
/// ```
///
/// Samples are what a designer or a test wants to see: every case of a Props enum
/// (`LoginAction.possible/inProgress/disabled`), empty and long content. Every consumer — the CLI,
/// snapshot tests, the storybook, live Props — lists them from the catalog.
public protocol Screen: PropsComponent where Props: Codable {
    /// Stable and unique in a catalog: a CLI argument, a URL and topic segment, a file-name prefix.
    /// Letters, digits, `-` and `_`.
    static var name: String { get }
    /// Named Props values (at least one; the first is the default). Their Commands are live: build
    /// them like the app does (a no-op or logging body is fine for a catalog).
    static var samples: [Sample<Props>] { get }
}

/// A named Props value of a screen.
public struct Sample<Props: Sendable>: Sendable {
    /// Unique among the screen's samples: letters, digits, `-` and `_`.
    public let name: String
    /// The Props shown.
    public let props: Props
    /// The direction of the language the sample is written in, when it matters: a sample in
    /// Arabic or Hebrew is `.rightToLeft`, and consumers that show a sample in its own locale
    /// (the golden tests' localised variants) lay it out that way. `nil`: any direction.
    public let writingDirection: LayoutDirection?

    public init(_ name: String, _ props: Props, writingDirection: LayoutDirection? = nil) {
        self.name = name
        self.props = props
        self.writingDirection = writingDirection
    }
}
