import TrellisSessions

/// The bounds a gallery server puts on what a client sends, so a request cannot make it hold or
/// render without end. Exceeding one is a 413 (or 400) with a message, never a crash.
public struct GalleryLimits: Sendable, Equatable {
    /// Bytes of a request body (Props JSON of `POST /render.png` and `POST /api/tap`).
    public var maxBodyBytes: Int
    /// Bytes of Props JSON in a URL (`props=` of a permalink).
    public var maxQueryPropsBytes: Int
    /// Elements in all arrays of one Props value together, and depth of nesting.
    public var maxPropsElements: Int
    public var maxPropsDepth: Int
    /// Features running at once for the pages (`POST /api/run/start`), each with at most one live
    /// canvas socket; past it, a 503. A run holds its runtime and session (under a MiB for the
    /// demo features); drawing shares a couple of pixel buffers between all runs.
    public var maxRuns: Int
    /// A run no page asked anything of for this long is closed (when room is needed).
    public var runIdleTimeout: Duration
    /// The most a running feature's clock moves for one tick or input (seconds): a page in the
    /// background, whose ticks stop, pauses its feature instead of skipping ahead.
    public var maxClockStep: Double
    /// What a run's session keeps (the oldest events are dropped first; a run that dropped some
    /// can still be scrubbed and exported, not continued from before them).
    public var runSession: SessionLimits
    /// Bytes of a session file imported (`POST /api/run/import`).
    public var maxSessionBytes: Int
    /// Input messages a live canvas's socket takes in a second; the rest of that second is
    /// dropped (the page is told once).
    public var maxCanvasInputsPerSecond: Int

    public init(maxBodyBytes: Int = 128 * 1024, maxQueryPropsBytes: Int = 16 * 1024, maxPropsElements: Int = 2_000,
                maxPropsDepth: Int = 32, maxRuns: Int = 128, runIdleTimeout: Duration = .seconds(600), maxClockStep: Double = 0.5,
                runSession: SessionLimits = SessionLimits(events: 200_000, bytes: 64 << 20), maxSessionBytes: Int = 64 << 20,
                maxCanvasInputsPerSecond: Int = 240) {
        self.maxBodyBytes = maxBodyBytes
        self.maxQueryPropsBytes = maxQueryPropsBytes
        self.maxPropsElements = maxPropsElements
        self.maxPropsDepth = maxPropsDepth
        self.maxRuns = maxRuns
        self.runIdleTimeout = runIdleTimeout
        self.maxClockStep = maxClockStep
        self.runSession = runSession
        self.maxSessionBytes = maxSessionBytes
        self.maxCanvasInputsPerSecond = maxCanvasInputsPerSecond
    }
}
