import Synchronization

/// A `Synchronization.Mutex` whose critical sections ThreadSanitizer can see as ordered.
///
/// Why: on Linux, `Mutex` parks contended threads inside the (uninstrumented) standard library, so
/// TSan misses the happens-before edge between one holder's unlock and the next holder's lock and
/// reports races that cannot happen. Each critical section here starts with an acquiring load and
/// ends with a releasing store on an atomic that is compiled into our (instrumented) code: TSan
/// sees the edge, and on x86 and ARM both are plain loads/stores, so the cost is nil.
///
/// Shared by the state layer's modules (`package` access); not public API.
@usableFromInline
package struct Lock<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    @usableFromInline let edge = Atomic<Int>(0)

    @inlinable
    package init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value. `body` MUST NOT take this lock again.
    @inlinable
    package borrowing func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            _ = edge.load(ordering: .acquiring)
            defer { edge.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
