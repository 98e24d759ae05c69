extension StateMachine {
    /// The immutable description of a machine: its initial state, its states and, per state, the
    /// events it accepts and what each does. Built once with ``Builder``; shared by every machine
    /// made from it; pure (`decide` changes nothing), so it MAY run off the main thread.
    public struct Definition: Sendable {
        /// The state a new machine starts in.
        public let initialState: State
        let blocks: [StateBlock]

        /// Builds a definition. `build` runs once, synchronously, to record the rules.
        public init(initial: State, _ build: (Builder) -> Void) {
            let builder = Builder()
            build(builder)
            self.initialState = initial
            self.blocks = builder.blocks
        }

        /// The index of the declared state that `state` matches (first in declaration order).
        /// Complexity: O(number of declared states).
        func blockIndex(of state: State) -> Int? {
            blocks.firstIndex { $0.matches(state) }
        }

        /// The name of the declared state `state` matches, or `nil` for an undeclared state.
        public func stateName(of state: State) -> String? {
            blockIndex(of: state).map { blocks[$0].name }
        }

        /// What `event` does in `state`, without changing anything. `block` is the index of the
        /// state's declared case when the caller already knows it.
        ///
        /// Complexity: O(rules of the state) extractor calls, plus O(declared targets) for a move.
        func decide(_ state: State, in block: Int?, on event: Event) -> Outcome {
            guard let index = block ?? blockIndex(of: state) else {
                return Outcome(transition: .invalid(from: state, event: event, reason: .unknownState))
            }
            let stateBlock = blocks[index]
            var sawGuard = false
            var eventName: String?
            for rule in stateBlock.rules {
                switch rule.apply(state, event) {
                case .notMatched:
                    continue
                case .guardRejected:
                    sawGuard = true
                    eventName = rule.eventName
                case .decided(let decision):
                    return resolve(decision, of: rule, from: state, in: index, on: event)
                }
            }
            let name = eventName ?? String(describing: event)
            let reason: InvalidTransitionReason = sawGuard
                ? .guardRejected(state: stateBlock.name, event: name)
                : .noRule(state: stateBlock.name, event: name)
            return Outcome(transition: .invalid(from: state, event: event, reason: reason))
        }

        /// Checks a rule's decision against its declared targets and turns it into a transition.
        private func resolve(
            _ decision: Decision<State, SideEffect>, of rule: Rule,
            from state: State, in index: Int, on event: Event
        ) -> Outcome {
            guard let next = decision.next else {
                let stay = Transition.valid(from: state, event: event, to: state, sideEffect: decision.sideEffect)
                return Outcome(transition: stay, target: index, moved: false)
            }
            // No declared targets means "this same case"; checked without allocating.
            let target = rule.targets.isEmpty
                ? (blocks[index].matches(next) ? index : nil)
                : rule.targets.first { blocks[$0].matches(next) }
            guard let target else {
                let reason = InvalidTransitionReason.undeclaredTarget(state: blocks[index].name, event: rule.eventName)
                return Outcome(transition: .invalid(from: state, event: event, reason: reason))
            }
            let move = Transition.valid(from: state, event: event, to: next, sideEffect: decision.sideEffect)
            return Outcome(transition: move, target: target, moved: true)
        }
    }

    /// The result of `Definition.decide`: the report, the declared state it lands in, and whether
    /// it is a move (which runs exit/enter actions) rather than a stay.
    struct Outcome: Sendable {
        let transition: Transition
        var target: Int? = nil
        var moved = false
    }

    /// One declared state: how to recognise it, its rules and its enter/exit actions.
    struct StateBlock: Sendable {
        let name: String
        let matches: @Sendable (State) -> Bool
        var rules: [Rule] = []
        var onEnter: [@Sendable (State) -> Void] = []
        var onExit: [@Sendable (State) -> Void] = []
    }

    /// One `on(event)` of a state, with its payloads already typed inside `apply`.
    struct Rule: Sendable {
        enum Outcome {
            case notMatched
            case guardRejected
            case decided(Decision<State, SideEffect>)
        }

        let eventName: String
        /// Indices of the states the rule may move to; empty means "only the same state case".
        let targets: [Int]
        let isGuarded: Bool
        let apply: @Sendable (State, Event) -> Outcome
    }
}
