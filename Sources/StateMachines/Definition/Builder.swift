extension StateMachine {
    /// Records the states of a ``Definition``. Used only inside `Definition(initial:_:)`.
    ///
    /// ```swift
    /// StateMachine<Light, Switch, Never>.Definition(initial: .off) { machine in
    ///     machine.state(.off) { off in
    ///         off.on(.flip, to: .exactly(.on)) { .transition(to: .on) }
    ///     }
    ///     machine.state(.on) { on in
    ///         on.on(.flip, to: .exactly(.off)) { .transition(to: .off) }
    ///     }
    /// }
    /// ```
    public final class Builder {
        @usableFromInline private(set) var blocks: [StateBlock] = []

        init() {}

        /// Declares a state by its pattern and records its rules; the payload reaches every closure.
        /// Declaring the same pattern again adds to the same state.
        @inlinable
        public func state<Payload>(
            _ pattern: CasePattern<State, Payload>,
            _ build: (StateBuilder<Payload>) -> Void
        ) {
            let index = blockIndex(for: pattern)
            let builder = StateBuilder<Payload>(machine: self, pattern: pattern, index: index)
            build(builder)
        }

        /// Declares a state that has no payload, by value (`machine.state(.idle) { … }`).
        @inlinable
        public func state(_ value: State, _ build: (StateBuilder<Void>) -> Void) where State: Equatable {
            state(CasePattern(value), build)
        }

        /// The block of `pattern`, created on first mention (targets may name states that accept no
        /// events, e.g. a terminal state).
        @inlinable
        func blockIndex<Payload>(for pattern: CasePattern<State, Payload>) -> Int {
            if let index = blocks.firstIndex(where: { $0.name == pattern.name }) { return index }
            blocks.append(StateBlock(name: pattern.name, matches: pattern.isMatch))
            return blocks.count - 1
        }

        @inlinable
        func update(_ index: Int, _ change: (inout StateBlock) -> Void) {
            change(&blocks[index])
        }
    }

    /// Records the rules and actions of one state, whose payload is `Payload`.
    public final class StateBuilder<Payload> {
        @usableFromInline let machine: Builder
        @usableFromInline let pattern: CasePattern<State, Payload>
        @usableFromInline let index: Int

        @usableFromInline
        init(machine: Builder, pattern: CasePattern<State, Payload>, index: Int) {
            self.machine = machine
            self.pattern = pattern
            self.index = index
        }

        /// Accepts `event` in this state.
        ///
        /// - Parameters:
        ///   - event: The event's pattern; its payload is handed to `guard` and `perform`.
        ///   - targets: Every state `perform` may move to (drawn as edges in the graph). None means
        ///     the rule only stays or moves within this same state case; a move elsewhere is refused
        ///     as `.undeclaredTarget`.
        ///   - guard: Accepts the event only when it returns `true` for the payload; otherwise the
        ///     next rule for the event is tried, and the event is invalid if none accepts it.
        ///   - perform: Decides the transition. MUST be pure: it runs while the machine is locked,
        ///     so it must not call back into the machine.
        @inlinable
        public func on<EventPayload, each Target>(
            _ event: CasePattern<Event, EventPayload>,
            to targets: repeat CasePattern<State, each Target>,
            where guard: (@Sendable (EventPayload) -> Bool)? = nil,
            perform: @escaping @Sendable (Payload, EventPayload) -> Decision<State, SideEffect>
        ) {
            var targetIndices: [Int] = []
            for target in repeat each targets {
                targetIndices.append(machine.blockIndex(for: target))
            }
            let rule = Self.rule(state: pattern, event: event, targets: targetIndices, guard: `guard`, perform: perform)
            machine.update(index) { $0.rules.append(rule) }
        }

        /// Builds the rule's matching closure outside the generic (pack) context of `on`, so that
        /// the closure depends only on the payload types and specialises well.
        @inlinable
        static func rule<EventPayload>(
            state: CasePattern<State, Payload>,
            event: CasePattern<Event, EventPayload>,
            targets: [Int],
            guard: (@Sendable (EventPayload) -> Bool)?,
            perform: @escaping @Sendable (Payload, EventPayload) -> Decision<State, SideEffect>
        ) -> Rule {
            let stateExtract = state.extract
            let eventExtract = event.extract
            return Rule(eventName: event.name, targets: targets, isGuarded: `guard` != nil) { state, event in
                guard let eventPayload = eventExtract(event), let statePayload = stateExtract(state) else {
                    return .notMatched
                }
                if let accept = `guard`, !accept(eventPayload) { return .guardRejected }
                return .decided(perform(statePayload, eventPayload))
            }
        }

        /// Accepts an event that has no payload, by value (`state.on(.start, to: .running) { … }`).
        @inlinable
        public func on<each Target>(
            _ event: Event,
            to targets: repeat CasePattern<State, each Target>,
            perform: @escaping @Sendable (Payload) -> Decision<State, SideEffect>
        ) where Event: Equatable & Sendable {
            on(CasePattern(event), to: repeat each targets) { payload, _ in perform(payload) }
        }

        /// Runs `action` whenever the machine enters this state (after the previous state's exit
        /// actions, before observers). Not run for the initial state. Runs outside the machine's lock.
        @inlinable
        public func onEnter(_ action: @escaping @Sendable (Payload) -> Void) {
            let extract = pattern.extract
            machine.update(index) { $0.onEnter.append { state in extract(state).map(action) } }
        }

        /// Runs `action` whenever the machine leaves this state (first, before the next state's
        /// enter actions). Runs outside the machine's lock.
        @inlinable
        public func onExit(_ action: @escaping @Sendable (Payload) -> Void) {
            let extract = pattern.extract
            machine.update(index) { $0.onExit.append { state in extract(state).map(action) } }
        }
    }
}

extension CasePattern where Root: Equatable & Sendable, Payload == Void {
    /// The pattern of a case without payload, for places that take a pattern (e.g. targets:
    /// `on(.stop, to: .exactly(.idle))`).
    public static func exactly(_ value: Root) -> Self { Self(value) }
}
