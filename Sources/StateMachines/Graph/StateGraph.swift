/// The states and transitions of a ``StateMachine/Definition`` as plain data, for pictures in docs:
/// ``mermaid`` and ``dot`` render it as text.
public struct StateGraph: Hashable, Sendable {
    /// One declared transition: `event` in state `from` may move to `to` (equal for stays).
    public struct Edge: Hashable, Sendable {
        /// The state the edge leaves.
        public let from: String
        /// The event's pattern name.
        public let event: String
        /// The state the edge enters.
        public let to: String
        /// Whether a guard on the event's payload decides if the rule applies.
        public let isGuarded: Bool

        /// The label drawn on the edge: the event, with ` [guard]` when guarded.
        public var label: String { isGuarded ? "\(event) [guard]" : event }
    }

    /// Every declared state, in order of first mention (as a state or as a target).
    public let states: [String]
    /// The state the machine starts in (`nil` when the initial state matches no declared state).
    public let initialState: String?
    /// Every declared transition, in declaration order, without duplicates.
    public let edges: [Edge]
}

extension StateMachine.Definition {
    /// The graph of this definition. Complexity: O(states + rules × targets).
    public var graph: StateGraph {
        var edges: [StateGraph.Edge] = []
        for block in blocks {
            for rule in block.rules {
                let targets = rule.targets.isEmpty ? [block.name] : rule.targets.map { blocks[$0].name }
                for target in targets {
                    let edge = StateGraph.Edge(from: block.name, event: rule.eventName, to: target,
                                               isGuarded: rule.isGuarded)
                    if !edges.contains(edge) { edges.append(edge) }
                }
            }
        }
        return StateGraph(states: blocks.map(\.name), initialState: stateName(of: initialState), edges: edges)
    }
}
