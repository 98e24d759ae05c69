/// What a rule decides for an accepted event: move to a state, or stay; either may emit a side effect.
public struct Decision<State, SideEffect> {
    /// The state to move to; `nil` means stay.
    @usableFromInline let next: State?
    @usableFromInline let sideEffect: SideEffect?

    @inlinable
    init(next: State?, sideEffect: SideEffect?) {
        self.next = next
        self.sideEffect = sideEffect
    }

    /// Move to `state` (it must match one of the rule's declared targets), emitting `sideEffect`.
    /// Exit actions of the old state and enter actions of the new one run, even when both are the
    /// same case.
    @inlinable
    public static func transition(to state: State, emit sideEffect: SideEffect? = nil) -> Self {
        Self(next: state, sideEffect: sideEffect)
    }

    /// Keep the current state (no exit/enter actions), optionally emitting `sideEffect`.
    @inlinable
    public static func stay(emit sideEffect: SideEffect? = nil) -> Self {
        Self(next: nil, sideEffect: sideEffect)
    }
}

extension Decision: Sendable where State: Sendable, SideEffect: Sendable {}
