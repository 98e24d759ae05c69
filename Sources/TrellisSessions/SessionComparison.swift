import JSONPaths

/// Where a replayed session first differs from its recording: the step it happened in, the input
/// that led there, and what differs — each JSON path of a Props revision (or state) with both
/// values, or the Command, or an outcome one side has and the other has not.
public struct SessionDivergence: Sendable, Equatable, CustomStringConvertible {
    /// What differs.
    public enum Difference: Sendable, Equatable {
        /// Props revision `revision` (0: the start) differs at these paths.
        case props(revision: Int, [JSONDifference])
        /// The state after revision `revision` differs at these paths.
        case state(revision: Int, [JSONDifference])
        /// Command `number` (0-based) was another (`name(value)`; `nil`: none was performed).
        case command(number: Int, recorded: String?, replayed: String?)
        /// One side has an outcome where the other has another one, or none (`nil`).
        case outcome(recorded: String?, replayed: String?)
    }

    /// The flow step in which it happened (0-based; `nil`: before the first step or in a session
    /// without steps).
    public var step: Int?
    /// That step's JSON.
    public var stepJSON: JSONValue?
    /// The last input before the difference (`nil`: none yet, the start differs).
    public var input: SessionEvent?
    /// What differs.
    public var difference: Difference

    public init(step: Int?, stepJSON: JSONValue?, input: SessionEvent?, difference: Difference) {
        self.step = step
        self.stepJSON = stepJSON
        self.input = input
        self.difference = difference
    }

    public var description: String {
        var where_ = step.map { "at step \($0)" } ?? "before the first step"
        if let stepJSON { where_ += " " + stepJSON.jsonText }
        if let input, case .input(let value, let isSecret) = input.kind {
            where_ += ", after input \(SessionInputJSON.json(value, isSecret: isSecret).jsonText) at \(Self.seconds(input.time)) s"
        } else {
            where_ += ", at the start"
        }
        var lines = ["diverges \(where_):"]
        switch difference {
        case .props(let revision, let differences), .state(let revision, let differences):
            let what = if case .props = difference { "Props revision \(revision)" } else { "the state after Props revision \(revision)" }
            lines.append("  \(what) differs at \(differences.count == 1 ? "1 path" : "\(differences.count) paths"):")
            lines += differences.map {
                "    \($0.path): recorded \(Self.abbreviated(JSONDifference.text($0.old))), "
                    + "replayed \(Self.abbreviated(JSONDifference.text($0.new)))"
            }
        case .command(let number, let recorded, let replayed):
            lines.append("  Command \(number): recorded \(recorded ?? "none"), replayed \(replayed ?? "none")")
        case .outcome(let recorded, let replayed):
            lines.append("  recorded \(recorded ?? "nothing more"), replayed \(replayed ?? "nothing more")")
        }
        return lines.joined(separator: "\n")
    }

    /// `text`, or its first 200 characters and how long it is.
    static func abbreviated(_ text: String) -> String {
        text.count <= 240 ? text : String(text.prefix(200)) + "… (\(text.count) characters)"
    }

    static func seconds(_ time: Double) -> String {
        let rounded = (time * 1000).rounded() / 1000
        return "\(rounded)"
    }
}

extension Session {
    /// What the runtime did, in order: revisions, states and Commands, each with the step and
    /// the input before it.
    private struct Outcome {
        var event: SessionEvent
        var step: (index: Int, json: JSONValue)?
        var input: SessionEvent?
        var revision: Int
        var command: Int
    }

    private var outcomes: [Outcome] {
        var result: [Outcome] = []
        var step: (index: Int, json: JSONValue)?
        var input: SessionEvent?
        var revision = -1, command = -1
        for event in events {
            switch event.kind {
            case .step(let json, let index): step = (index, json)
            case .input: input = event
            case .props:
                revision += 1
                result.append(Outcome(event: event, step: step, input: input, revision: revision, command: command))
            case .state: result.append(Outcome(event: event, step: step, input: input, revision: revision, command: command))
            case .command:
                command += 1
                result.append(Outcome(event: event, step: step, input: input, revision: revision, command: command))
            case .picture: break
            }
        }
        return result
    }

    /// The first place where `replay` did something else than this recording: another Props
    /// revision (compared by JSON path), state or Command, or one more or fewer. `nil` when every
    /// outcome matches. Times are not compared (they are shown).
    /// - Complexity: O(n) in the size of the two sessions.
    public func divergence(from replay: Session) -> SessionDivergence? {
        let recorded = outcomes, replayed = replay.outcomes
        for index in 0..<max(recorded.count, replayed.count) {
            let left = index < recorded.count ? recorded[index] : nil
            let right = index < replayed.count ? replayed[index] : nil
            guard let difference = Self.difference(left, right) else { continue }
            let place = left ?? right!
            return SessionDivergence(step: place.step?.index, stepJSON: place.step?.json, input: place.input, difference: difference)
        }
        return nil
    }

    private static func difference(_ left: Outcome?, _ right: Outcome?) -> SessionDivergence.Difference? {
        switch (left?.event.kind, right?.event.kind) {
        case (.props(let old)?, .props(let new)?):
            guard old != new else { return nil }
            let differences = old.differences(to: new)
            return differences.isEmpty ? nil : .props(revision: left!.revision, differences)
        case (.state(let old)?, .state(let new)?):
            guard old != new else { return nil }
            let differences = old.differences(to: new)
            return differences.isEmpty ? nil : .state(revision: left!.revision, differences)
        case (.command(let name, let value)?, .command(let otherName, let otherValue)?):
            guard name != otherName || value != otherValue else { return nil }
            return .command(number: left!.command, recorded: describe(name, value), replayed: describe(otherName, otherValue))
        default:
            return .outcome(recorded: left.map { describe($0) }, replayed: right.map { describe($0) })
        }
    }

    private static func describe(_ name: String, _ value: String?) -> String {
        value.map { "\(name)(\($0))" } ?? name
    }

    private static func describe(_ outcome: Outcome) -> String {
        switch outcome.event.kind {
        case .props(let props): "Props revision \(outcome.revision) \(SessionDivergence.abbreviated(props.jsonText))"
        case .state(let state): "the state \(SessionDivergence.abbreviated(state.jsonText))"
        case .command(let name, let value): "Command \(outcome.command) \(describe(name, value))"
        default: "an event"
        }
    }
}
