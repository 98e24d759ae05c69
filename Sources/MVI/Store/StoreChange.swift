/// What observers of a store see: each new state and each posted side effect, in order.
///
/// Observing a side effect does not consume it: consumers of `Store.sideEffects` still receive it
/// exactly once. (Observers are for rendering, logging and tests.)
public enum StoreChange<State: Sendable, SideEffect: Sendable>: Sendable {
    case state(State)
    case sideEffect(SideEffect)
}

extension StoreChange: Equatable where State: Equatable, SideEffect: Equatable {}
