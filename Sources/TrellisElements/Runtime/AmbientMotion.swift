/// Motion that accompanies the Props on screen until the next ones arrive: the screen moves
/// toward `props` over `animation` (a running countdown's ring sweeping toward the next second's
/// value), then holds there.
///
/// Only what differs between the Props on screen and `props` moves, and only their continuous
/// properties (see ``Animation``): everything else — the tree, frames, texts, presses, scrolling —
/// stays the current Props'. Hit tests, Commands and what tests read as "the Props" are the
/// current Props'. It never holds rest (``RuntimeCore/isSettling`` leaves it out). Views inside
/// lazily laid out rows (a list's) do not take part.
public struct AmbientMotion: Sendable, Equatable {
    /// Where the screen heads: Props of the same type as those on screen.
    public var props: RuntimeProps
    /// How it gets there.
    public var animation: Animation
    /// When it started, in seconds on the runtime's clock (``RuntimeCore/clockTime``): the moment
    /// the state it accompanies began, so that it does not depend on when the Props reached the
    /// screen. `nil`: when they are shown.
    public var start: Double?

    public init(toward props: RuntimeProps, animation: Animation, start: Double? = nil) {
        self.props = props
        self.animation = animation
        self.start = start
    }
}
