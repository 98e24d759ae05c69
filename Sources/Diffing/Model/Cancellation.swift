#if hasFeature(Embedded)
/// What a cancelled diff throws in Embedded Swift, which has no concurrency library and so no
/// `CancellationError`: an error of Diffing's own with the same meaning.
public struct DiffCancellation: Error, Sendable {
    @inlinable
    public init() {}
}
#else
/// What a cancelled diff throws: the concurrency library's `CancellationError`, so a diff run
/// in a task reports cancellation the way every other task does.
public typealias DiffCancellation = CancellationError
#endif
