/// Stops a running ``GalleryServer`` gracefully from outside (tests, an embedding app): requests
/// in flight finish and the action log's event streams end, then `run` returns.
///
/// Threading: `trigger()` may be called from any thread, any number of times.
public struct GalleryShutdown: Sendable {
    private let stream: AsyncStream<Never>
    private let continuation: AsyncStream<Never>.Continuation

    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: Never.self)
    }

    /// Asks the server to stop.
    public func trigger() {
        continuation.finish()
    }

    /// Returns once `trigger()` was called (or the waiting task is cancelled).
    func requested() async {
        for await _ in stream {}
    }
}
