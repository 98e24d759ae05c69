import Foundation
import JSONPaths

/// The answer to one edit, published on `ack`: `{"ok":true,"revision":N}` or
/// `{"ok":false,"path":"$.…","reason":"…"}`.
public enum LiveAck: Sendable, Equatable, CustomStringConvertible {
    /// The edit is on screen as revision `revision`.
    case accepted(revision: Int)
    /// Nothing changed; `path` names the offending JSON value (`$` for the whole payload).
    case rejected(path: String, reason: String)

    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }

    /// The ack's JSON (sorted keys, compact).
    public var json: JSONValue {
        switch self {
        case .accepted(let revision):
            .object([("ok", .bool(true)), ("revision", .number(Double(revision)))])
        case .rejected(let path, let reason):
            .object([("ok", .bool(false)), ("path", .string(path)), ("reason", .string(reason))])
        }
    }

    public var payload: Data { Data(json.serialized(pretty: false)) }

    public var description: String {
        switch self {
        case .accepted(let revision): "accepted as revision \(revision)"
        case .rejected(let path, let reason): "rejected at \(path): \(reason)"
        }
    }
}

/// What a session accepts: payload size and edit rate (a token bucket: `maxEdits` at once, refilled
/// at `maxEdits` per `window`); and what its `session` topic holds and how often it is published.
public struct LiveLimits: Sendable, Equatable {
    /// Larger payloads are rejected unread.
    public var maxPayloadBytes: Int
    /// Edits allowed in a burst and per window.
    public var maxEdits: Int
    public var window: Duration
    /// The most events the `session` topic holds (the newest; at least 1).
    public var sessionEvents: Int
    /// The most bytes of event JSON the `session` topic holds (as ``SessionEvent/byteCount`` counts them; at least 1).
    public var sessionBytes: Int
    /// The least time between two messages on `session`: a burst of events is published as one.
    public var sessionInterval: Duration

    /// - Parameters:
    ///   - sessionEvents: 500 events: a few hundred keystrokes, or every revision of a long edit session.
    ///   - sessionBytes: 1 MiB, so a message stays far below what brokers take by default.
    ///   - sessionInterval: 200 ms: at most 5 messages a second, the newest event on the broker within 200 ms.
    public init(maxPayloadBytes: Int = 256 * 1024, maxEdits: Int = 1000, window: Duration = .seconds(1),
                sessionEvents: Int = 500, sessionBytes: Int = 1 << 20, sessionInterval: Duration = .milliseconds(200)) {
        self.maxPayloadBytes = maxPayloadBytes
        self.maxEdits = maxEdits
        self.window = window
        self.sessionEvents = max(1, sessionEvents)
        self.sessionBytes = max(1, sessionBytes)
        self.sessionInterval = max(.zero, sessionInterval)
    }
}

/// What happened in a session, one value per line a console prints.
public enum LiveEvent: Sendable, Equatable, CustomStringConvertible {
    /// An edit is on screen.
    case accepted(LiveEdit, revision: Int)
    /// An edit was refused; nothing changed.
    case rejected(LiveEdit, LiveAck)
    /// The app showed its own Props (`shown` is false while a pin holds them back).
    case appProps(revision: Int, shown: Bool)
    /// A Command was performed on screen.
    case command(name: String, value: String?, time: Double)
    /// Publishing failed (e.g. while the connection is down).
    case publishFailed(topic: String, reason: String)
    /// Another instance of this screen (same app, device and screen) said offline on the shared
    /// `presence`; this one published online again.
    case presenceRestored

    public var description: String {
        switch self {
        case .accepted(let edit, let revision): "\(edit.rawValue): accepted, revision \(revision)"
        case .rejected(let edit, let ack): "\(edit.rawValue): \(ack)"
        case .appProps(let revision, let shown): shown ? "app props: revision \(revision)" : "app props: held back by a pin"
        case .command(let name, let value, let time):
            "command: \(value.map { "\(name)(\($0))" } ?? name) at \((time * 1000).rounded() / 1000) s"
        case .publishFailed(let topic, let reason): "publish to \(topic) failed: \(reason)"
        case .presenceRestored: "presence: another instance of this screen went offline; published online again"
        }
    }
}
