/// How many side effects a store holds while nobody consumes them, and what happens beyond that.
public struct SideEffectBufferPolicy: Hashable, Sendable {
    /// What to do with a side effect posted when the buffer is full.
    public enum Overflow: Hashable, Sendable {
        /// Discard the oldest held effect to make room (the default: the newest is most relevant).
        case dropOldest
        /// Discard the new effect.
        case dropNewest
    }

    /// The most effects held at once (at least 1).
    public let capacity: Int
    /// What happens to a side effect posted when `capacity` effects are already held.
    public let overflow: Overflow

    /// A policy holding at most `capacity` (at least 1) effects.
    public init(capacity: Int, overflow: Overflow = .dropOldest) {
        self.capacity = max(1, capacity)
        self.overflow = overflow
    }

    /// 64 effects, dropping the oldest.
    public static let `default` = SideEffectBufferPolicy(capacity: 64)
}
