// What the store bridges' tests share: waiting for a condition on the main actor, and a flag.
import Locking

/// Waits on the main actor until `condition` holds (the bridge delivers asynchronously).
@MainActor
public func eventually(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// A flag set once, read from any thread.
public final class Flag: Sendable {
    private let state = Lock(false)
    public init() {}
    public var isSet: Bool { state.withLock { $0 } }
    public func set() { state.withLock { $0 = true } }
}
