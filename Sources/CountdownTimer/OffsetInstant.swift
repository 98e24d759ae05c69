/// An instant of a clock that counts from its own start: the duration since then. The instant type
/// of the clocks a `TimerFeature` is given besides the system's (a faster clock for the terminal,
/// a stopped clock for samples).
public struct OffsetInstant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock started.
    public let offset: Duration

    /// The instant `offset` after the clock started.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
}
