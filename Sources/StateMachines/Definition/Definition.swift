extension StateMachine {
    /// The immutable description of a machine: its initial state, its states and, per state, the
    /// events it accepts and what each does. Built once with ``Builder``; shared by every machine
    /// made from it; pure (`decide` changes nothing), so it MAY run off the main thread.
    public struct Definition: Sendable {
        /// The state a new machine starts in.
        public let initialState: State
        @usableFromInline let blocks: [StateBlock]

        /// Builds a definition. `build` runs once, synchronously, to record the rules.
        public init(initial: State, _ build: (Builder) -> Void) {
            let builder = Builder()
            build(builder)
            self.initialState = initial
            self.blocks = builder.blocks
        }

        /// The index of the declared state that `state` matches (first in declaration order).
        /// Complexity: O(number of declared states).
        @inlinable
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
        @inlinable
        func decide(_ state: State, in block: Int?, on event: Event) -> Outcome {
            guard let index = block ?? blockIndex(of: state) else {
                return Outcome(transition: .invalid(from: state, event: event, reason: .unknownState))
            }
            // Indexing instead of copying the block or its rules keeps this free of reference counting.
            var rejectedBy: Int?
            for ruleIndex in blocks[index].rules.indices {
                switch blocks[index].rules[ruleIndex].apply(state, event) {
                case .notMatched:
                    continue
                case .guardRejected:
                    rejectedBy = ruleIndex
                case .decided(let decision):
                    return resolve(decision, ofRule: ruleIndex, from: state, in: index, on: event)
                }
            }
            let stateName = blocks[index].name
            let reason: InvalidTransitionReason = if let rejectedBy {
                .guardRejected(state: stateName, event: blocks[index].rules[rejectedBy].eventName)
            } else {
                .noRule(state: stateName, event: String(describing: event))
            }
            return Outcome(transition: .invalid(from: state, event: event, reason: reason))
        }

        /// Checks a rule's decision against its declared targets and turns it into a transition.
        @inlinable
        func resolve(
            _ decision: Decision<State, SideEffect>, ofRule ruleIndex: Int,
            from state: State, in index: Int, on event: Event
        ) -> Outcome {
            guard let next = decision.next else {
                let stay = Transition.valid(from: state, event: event, to: state, sideEffect: decision.sideEffect)
                return Outcome(transition: stay, target: index, moved: false)
            }
            let targets = blocks[index].rules[ruleIndex].targets
            // No declared targets means "this same case"; checked without allocating.
            var target: Int?
            if targets.isEmpty {
                if blocks[index].matches(next) { target = index }
            } else {
                for candidate in targets where blocks[candidate].matches(next) {
                    target = candidate
                    break
                }
            }
            guard let target else {
                let reason = InvalidTransitionReason.undeclaredTarget(
                    state: blocks[index].name, event: blocks[index].rules[ruleIndex].eventName)
                return Outcome(transition: .invalid(from: state, event: event, reason: reason))
            }
            let move = Transition.valid(from: state, event: event, to: next, sideEffect: decision.sideEffect)
            return Outcome(transition: move, target: target, moved: true)
        }
    }

    /// The result of `Definition.decide`: the report, the declared state it lands in, and whether
    /// it is a move (which runs exit/enter actions) rather than a stay.
    @usableFromInline
    struct Outcome: Sendable {
        @usableFromInline let transition: Transition
        @usableFromInline let target: Int?
        @usableFromInline let moved: Bool

        @inlinable
        init(transition: Transition, target: Int? = nil, moved: Bool = false) {
            self.transition = transition
            self.target = target
            self.moved = moved
        }
    }

    /// One declared state: how to recognise it, its rules and its enter/exit actions.
    @usableFromInline
    struct StateBlock: Sendable {
        @usableFromInline let name: String
        @usableFromInline let matches: @Sendable (State) -> Bool
        @usableFromInline var rules: [Rule] = []
        @usableFromInline var onEnter: [@Sendable (State) -> Void] = []
        @usableFromInline var onExit: [@Sendable (State) -> Void] = []

        @usableFromInline
        init(name: String, matches: @escaping @Sendable (State) -> Bool) {
            self.name = name
            self.matches = matches
        }
    }

    /// One `on(event)` of a state, with its payloads already typed inside `apply`.
    @usableFromInline
    struct Rule: Sendable {
        @usableFromInline
        enum Outcome {
            case notMatched
            case guardRejected
            case decided(Decision<State, SideEffect>)
        }

        @usableFromInline let eventName: String
        /// Indices of the states the rule may move to; empty means "only the same state case".
        @usableFromInline let targets: [Int]
        @usableFromInline let isGuarded: Bool
        @usableFromInline let apply: @Sendable (State, Event) -> Outcome

        @inlinable
        init(eventName: String, targets: [Int], isGuarded: Bool,
             apply: @escaping @Sendable (State, Event) -> Outcome) {
            self.eventName = eventName
            self.targets = targets
            self.isGuarded = isGuarded
            self.apply = apply
        }
    }
}
