import StateMachines

extension Store {
    /// A store that mirrors `machine`: it starts in the machine's state, and every valid transition
    /// of the machine reduces the store to the new state and posts the transition's side effect.
    /// Send events with `machine.transition(on:)` (from intents, commands or anywhere); the store
    /// delegates its transitions to the machine. Closing the store stops mirroring.
    @inlinable
    public convenience init<Event>(
        mirroring machine: StateMachine<State, Event, SideEffect>,
        sideEffectBuffer: SideEffectBufferPolicy = .default
    ) {
        self.init(initial: machine.state, sideEffectBuffer: sideEffectBuffer)
        let core = self.core
        let token = machine.observe { transition in
            guard case .valid(_, _, let to, let sideEffect) = transition else { return }
            core.reduce { $0 = to }
            if let sideEffect { core.post(sideEffect) }
        }
        // The observer must not outlive the store: stop mirroring when the store closes.
        core.onClose { machine.removeObserver(token) }
        // A transition between reading the initial state and observing would be missed: catch up.
        core.reduce { $0 = machine.state }
    }
}
