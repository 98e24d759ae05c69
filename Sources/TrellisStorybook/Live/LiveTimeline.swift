import JSONPaths
import TrellisSessions

/// A live screen's remote timeline, as `GET /api/live/session` answers it: the Props revisions of
/// the session the screen published on `session`, each with what led to it.
///
/// ```json
/// {"app": "talks", "device": "sim-1", "screen": "login", "dropped": 0, "duration": 4.2, "events": 12,
///  "revisions": [{"index": 0, "event": 0, "t": 0, "cause": null, "label": "start", "props": {…}},
///                {"index": 1, "event": 5, "t": 1.5, "cause": {"t": 1.5, "step": {"live": "set"}, "index": 0},
///                 "label": "live set", "props": {…}}]}
/// ```
///
/// `index` counts the revisions shown (0 is the oldest kept), `event` is the revision's place among
/// the session's events. `cause` is the event that led to it, among those since the revision before:
/// a step (a live edit: `{"live": "pin"}`) when there is one, else the last Command, else the last
/// input; null for the first revision (`label` says `start`, or `before these events` when older
/// events were dropped) and for the app's own Props without one (`app`).
struct LiveTimeline {
    let session: Session

    func json(of topics: (app: String, device: String, screen: String)) -> JSONValue {
        let events = session.events
        var previous = -1
        var revisions: [JSONValue] = []
        for (index, revision) in session.revisions.enumerated() {
            let between = events[(previous + 1)..<revision.event]
            previous = revision.event
            let cause = between.last(where: \.isStep) ?? between.last(where: \.isCommand) ?? between.last(where: \.isInput)
            let label: String
            if let cause {
                label = Self.label(of: cause)
            } else if index == 0 {
                label = session.dropped == 0 ? "start" : "before these events"
            } else {
                label = "app"
            }
            revisions.append(.object([
                ("index", .number(Double(index))), ("event", .number(Double(revision.event))),
                ("t", .number(events[revision.event].time)), ("cause", cause?.json ?? .null), ("label", .string(label)),
                ("props", revision.props),
            ]))
        }
        return .object([
            ("app", .string(topics.app)), ("device", .string(topics.device)), ("screen", .string(topics.screen)),
            ("dropped", .number(Double(session.dropped))), ("duration", .number(session.duration)),
            ("events", .number(Double(events.count))), ("revisions", .array(revisions)),
        ])
    }

    /// A short line for the page: `live pin`, `login`, `updateUsername(anna)`, `input {"tap":[10,20]}`.
    static func label(of event: SessionEvent) -> String {
        switch event.kind {
        case .step(let step, _):
            if case .string(let edit)? = step["live"] { return "live \(edit)" }
            return "step \(step.jsonText)"
        case .command(let name, let value): return value.map { "\(name)(\($0))" } ?? name
        case .input:
            guard case .object(let members) = event.json, let input = members.first(where: { $0.0 == "input" })?.1 else { return "input" }
            return "input \(input.jsonText)"
        case .props, .state, .picture: return "\(event.json.jsonText)"
        }
    }
}

extension SessionEvent {
    var isStep: Bool { if case .step = kind { true } else { false } }
    var isCommand: Bool { if case .command = kind { true } else { false } }
    var isInput: Bool { if case .input = kind { true } else { false } }
}
