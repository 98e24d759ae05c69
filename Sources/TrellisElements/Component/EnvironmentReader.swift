/// An element built from the environment of the layout pass (layout direction, color scheme, text
/// size, device and size class, safe area), as Blueprint's `EnvironmentReader` or SwiftUI's
/// `@Environment` allow: an RTL chevron or a compact layout needs no extra Props.
///
/// ```swift
/// EnvironmentReader { environment in
///     Text(environment.layoutDirection == .rightToLeft ? "‹" : "›")
/// }
/// ```
///
/// The closure runs during every layout pass (it cannot be compared with last time's), MAY run off
/// the main thread, and must be a pure function of the environment and what it captures.
public struct EnvironmentReader: ElementConvertible, Sendable {
    private let build: @Sendable (Environment) -> Element

    public init<Content: ElementConvertible & SendableMetatype>(_ build: @escaping @Sendable (Environment) -> Content) {
        self.build = { build($0).element }
    }

    public var element: Element {
        Element(content: .deferred(DeferredContent(.environment(build))))
    }
}
