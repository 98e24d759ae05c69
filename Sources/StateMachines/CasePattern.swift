/// A named way to recognise one case of an enum and pull out its payload: the key the state
/// machine's builder is organised by.
///
/// Declare one pattern per case that carries associated values, once, next to the enum; the
/// builder then accepts them with leading-dot syntax and hands the payload, typed, to your closures:
///
/// ```swift
/// enum Player { case idle, playing(track: String, at: Int), paused(track: String, at: Int) }
///
/// extension CasePattern where Root == Player {
///     static var playing: CasePattern<Player, (track: String, at: Int)> {
///         .init("playing") { if case let .playing(track, at) = $0 { (track, at) } else { nil } }
///     }
/// }
/// // builder.state(.playing) { playing in playing.on(.pause) { position, _ in … } }
/// ```
///
/// Cases without payload need no declaration when the enum is `Equatable`: pass the case itself
/// (`builder.state(.idle)`), which becomes `CasePattern(Player.idle)`.
///
/// Matching costs one call of `extract`, typically a few nanoseconds.
public struct CasePattern<Root, Payload>: Sendable {
    /// The name shown in graphs and reports; unique among the patterns of one machine.
    public let name: String
    /// Returns the payload when `root` is this case, `nil` otherwise. MAY run off the main thread.
    public let extract: @Sendable (Root) -> Payload?
    /// `extract(root) != nil`, made where `Payload` is known (so matching never needs the
    /// generic metadata of `Payload?` at run time, e.g. for the targets of a rule).
    @usableFromInline let isMatch: @Sendable (Root) -> Bool

    /// Creates a pattern from a name and an extractor (`if case let .x(p) = $0 { p } else { nil }`).
    @inlinable
    public init(_ name: String, extract: @escaping @Sendable (Root) -> Payload?) {
        self.name = name
        self.extract = extract
        self.isMatch = { extract($0) != nil }
    }

    /// Whether `root` is this case.
    @inlinable
    public func matches(_ root: Root) -> Bool { isMatch(root) }
}

extension CasePattern where Root: Equatable & Sendable, Payload == Void {
    /// A pattern matching values equal to `value` (for cases without payload); named after the value.
    @inlinable
    public init(_ value: Root) {
        self.init(String(describing: value)) { $0 == value ? () : nil }
    }
}

extension CasePattern where Payload == Root {
    /// A pattern matching every value of `Root`, handing the value itself as the payload.
    /// Useful for events that are plain structs, or rules that apply to any state.
    public static func any(_ name: String) -> Self {
        Self(name) { $0 }
    }
}
