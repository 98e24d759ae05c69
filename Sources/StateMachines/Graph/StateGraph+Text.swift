extension StateGraph {
    /// The graph as a Mermaid `stateDiagram-v2` (GitHub renders it in Markdown).
    ///
    /// State names that are not plain identifiers get an alias (`state "name" as s2`), one that no
    /// other state is named.
    public var mermaid: String {
        var lines = ["stateDiagram-v2"]
        // An alias must not be another state's name, or Mermaid would draw the two as one state.
        var used = Set(states.filter(Self.isIdentifier))
        var ids: [String: String] = [:]
        for (index, name) in states.enumerated() {
            guard !Self.isIdentifier(name) else {
                ids[name] = name
                continue
            }
            var alias = "s\(index)"
            while used.contains(alias) { alias += "_" }
            used.insert(alias)
            ids[name] = alias
        }
        for name in states where ids[name] != name {
            lines.append("    state \"\(name)\" as \(ids[name]!)")
        }
        if let initialState, let id = ids[initialState] {
            lines.append("    [*] --> \(id)")
        }
        for edge in edges {
            let label = edge.label.replacingColons()
            lines.append("    \(ids[edge.from]!) --> \(ids[edge.to]!): \(label)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph as Graphviz DOT (`dot -Tsvg`), left to right, initial state marked by an arrow
    /// from a point.
    public var dot: String {
        var lines = ["digraph StateMachine {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
        if let initialState {
            lines.append("    __start [shape=point, label=\"\"];")
            lines.append("    __start -> \(Self.quoted(initialState));")
        }
        for name in states {
            lines.append("    \(Self.quoted(name));")
        }
        for edge in edges {
            lines.append("    \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [label=\(Self.quoted(edge.label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
            || ("0"..."9").contains($0) }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

extension String {
    /// Mermaid ends a transition label at a colon's meaning; `#58;` is its escape for ':'.
    fileprivate func replacingColons() -> String {
        var result = ""
        for character in self {
            if character == ":" { result += "#58;" } else { result.append(character) }
        }
        return result
    }
}
