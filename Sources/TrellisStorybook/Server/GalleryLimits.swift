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

    public init(maxBodyBytes: Int = 128 * 1024, maxQueryPropsBytes: Int = 16 * 1024, maxPropsElements: Int = 2_000,
                maxPropsDepth: Int = 32) {
        self.maxBodyBytes = maxBodyBytes
        self.maxQueryPropsBytes = maxQueryPropsBytes
        self.maxPropsElements = maxPropsElements
        self.maxPropsDepth = maxPropsDepth
    }
}
