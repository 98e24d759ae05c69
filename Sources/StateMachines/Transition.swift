/// What `StateMachine.transition(on:)` did with an event.
public enum StateTransition<State, Event, SideEffect> {
    /// The event was accepted: the machine moved from `from` to `to` (equal cases when the rule
    /// stayed) and emitted `sideEffect`, if any.
    case valid(from: State, event: Event, to: State, sideEffect: SideEffect?)
    /// The event was not accepted in `from`; the state did not change.
    case invalid(from: State, event: Event, reason: InvalidTransitionReason)

    /// Whether the event was accepted.
    public var isValid: Bool {
        if case .valid = self { true } else { false }
    }

    /// The state before the event.
    public var from: State {
        switch self {
        case .valid(let from, _, _, _), .invalid(let from, _, _): from
        }
    }

    /// The event.
    public var event: Event {
        switch self {
        case .valid(_, let event, _, _), .invalid(_, let event, _): event
        }
    }

    /// The state after the event (`from` when invalid).
    public var to: State {
        switch self {
        case .valid(_, _, let to, _): to
        case .invalid(let from, _, _): from
        }
    }

    /// The side effect the transition emitted, if any.
    public var sideEffect: SideEffect? {
        if case .valid(_, _, _, let effect) = self { effect } else { nil }
    }
}

extension StateTransition: Sendable where State: Sendable, Event: Sendable, SideEffect: Sendable {}
extension StateTransition: Equatable where State: Equatable, Event: Equatable, SideEffect: Equatable {}

/// Why an event was not accepted.
public enum InvalidTransitionReason: Hashable, Sendable, CustomStringConvertible {
    /// The current state has no rule for this event.
    case noRule(state: String, event: String)
    /// Rules exist, but every guard rejected the event's payload.
    case guardRejected(state: String, event: String)
    /// A rule chose a state that is not among its declared targets (a definition bug; the machine
    /// refuses it so that the exported graph stays true).
    case undeclaredTarget(state: String, event: String)
    /// The current state matches no declared state (e.g. restored from old data).
    case unknownState

    public var description: String {
        switch self {
        case .noRule(let state, let event): "event '\(event)' is not accepted in state '\(state)'"
        case .guardRejected(let state, let event): "every guard rejected event '\(event)' in state '\(state)'"
        case .undeclaredTarget(let state, let event):
            "event '\(event)' in state '\(state)' chose a state that is not a declared target"
        case .unknownState: "the current state matches no declared state"
        }
    }
}
