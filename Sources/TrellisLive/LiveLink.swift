import Foundation
import JSONPaths
import TrellisSessions

/// The storybook's link to live screens over a broker (``LiveConnection``; `TrellisMQTT` gives
/// `LiveLink(broker:)` over MQTT): it follows every screen's retained `presence`,
/// `props`, `schema` and `session` (`trellis/v1/+/+/+/…`, the `LiveTopics` layout) and sends edits through
/// `set`, `pin` and `release`, waiting for the screen's `ack` (matched by MQTT 5 correlation data;
/// over MQTT 3.1.1, the oldest edit of that screen still waiting).
///
/// Threading: an actor. The connection only yields events into a stream; one task of this actor
/// reads them, in order.
public actor LiveLink {
    /// One live screen as last heard: `presence`'s state, its Props, schema and recent session (nil
    /// until retained).
    public struct Screen: Sendable {
        public var topics: LiveTopics
        public var state = "unknown"
        public var props: JSONValue?
        public var schema: JSONValue?
        /// The newest events the screen published on `session`.
        public var session: Session?
        /// Why the last `session` payload could not be read (then `session` is the one before).
        public var sessionError: SessionError?

        /// The screen as the storybook's `GET /api/live` lists it (Props inline, the schema as a flag).
        public var json: JSONValue {
            .object([("app", .string(topics.app)), ("device", .string(topics.device)), ("screen", .string(topics.screen)),
                     ("state", .string(state)), ("props", props ?? .null), ("hasSchema", .bool(schema != nil)),
                     ("revisions", session.map { .number(Double($0.revisions.count)) } ?? .null)])
        }
    }

    /// What an edit came back with.
    public enum Outcome: Sendable {
        /// The screen's ack, as it sent it.
        case ack(JSONValue)
        /// No ack within the timeout.
        case timedOut(Duration)
    }

    public nonisolated let connection: any LiveConnection
    private var screens: [String: Screen] = [:]
    /// Edits waiting for their ack, oldest first.
    private var pending: [Waiting] = []
    private var reader: Task<Void, Never>?
    private var sequence = 0

    private struct Waiting {
        var correlation: Data
        var screen: String
        var waiter: CheckedContinuation<JSONValue?, Never>
    }

    /// The topic filters followed: every screen's retained state and its acks.
    static let subscriptions = ["presence", "props", "schema", "session", "ack"].map { "trellis/v1/+/+/+/" + $0 }

    /// A link over `connection`, not yet connected (``start()``).
    public init(connection: any LiveConnection) {
        self.connection = connection
    }

    /// Connects (the connection retries in the background) and follows the live screens.
    /// - Throws: the connection's error when it cannot start.
    public func start() throws {
        guard reader == nil else { return }
        try connection.connect()
        let connection = connection
        reader = Task {
            for await event in connection.events {
                switch event {
                case .connected:
                    try? connection.subscribe(Self.subscriptions)
                case .message(let message):
                    self.receive(message)
                case .refused, .disconnected:
                    break
                }
            }
        }
    }

    /// Disconnects; edits still waiting get no ack.
    public func stop() {
        connection.disconnect()
        connection.finishEvents()
        reader?.cancel()
        for waiting in pending { waiting.waiter.resume(returning: nil) }
        pending = []
    }

    /// Every screen heard of, sorted by app, device and screen.
    public func list() -> [Screen] {
        screens.values.sorted { ($0.topics.app, $0.topics.device, $0.topics.screen) < ($1.topics.app, $1.topics.device, $1.topics.screen) }
    }

    public func screen(_ topics: LiveTopics) -> Screen? { screens[topics.prefix] }

    /// Publishes `payload` to the screen's `set`, `pin` or `release` topic and waits for its ack.
    /// - Throws: the connection's error when the message cannot be handed to it.
    public func send(_ edit: LiveEdit, payload: Data, to topics: LiveTopics, timeout: Duration = .seconds(3))
        async throws -> Outcome {
        sequence += 1
        let correlation = Data("storybook-\(sequence)-\(UUID().uuidString.prefix(8))".utf8)
        let topic = switch edit {
        case .set: topics.set
        case .patch: topics.patch
        case .pin: topics.pin
        case .release: topics.release
        }
        // No ack can be filed before the waiter below: the actor does not suspend in between.
        try connection.publish(LiveMessage(topic: topic, payload: payload, correlationData: correlation))
        let ack: JSONValue? = await withCheckedContinuation { waiter in
            pending.append(Waiting(correlation: correlation, screen: topics.prefix, waiter: waiter))
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(correlation)
            }
        }
        guard let ack else { return .timedOut(timeout) }
        return .ack(ack)
    }

    private func expire(_ correlation: Data) {
        if let index = pending.firstIndex(where: { $0.correlation == correlation }) {
            pending.remove(at: index).waiter.resume(returning: nil)
        }
    }

    /// Files one message under its screen. Payloads that are not JSON are kept as nil.
    private func receive(_ message: LiveMessage) {
        let levels = message.topic.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard levels.count == 6, levels[0] == "trellis", levels[1] == "v1",
              let topics = try? LiveTopics(app: levels[2], device: levels[3], screen: levels[4]) else { return }
        let value = try? JSONValue(parsing: message.payload)
        if levels[5] == "ack" {
            // MQTT 5 echoes the correlation data; over 3.1.1 a screen acks its edits in order.
            let index = message.correlationData.map { correlation in pending.firstIndex { $0.correlation == correlation } }
                ?? pending.firstIndex { $0.screen == topics.prefix }
            if let index {
                pending.remove(at: index).waiter.resume(returning: value ?? .string(String(decoding: message.payload, as: UTF8.self)))
            }
            return
        }
        var screen = screens[topics.prefix] ?? Screen(topics: topics)
        switch levels[5] {
        case "presence":
            if message.payload.isEmpty {  // a cleared retained presence: the screen is gone
                screens[topics.prefix] = nil
                return
            }
            if case .string(let state)? = value?["state"] { screen.state = state }
        case "props": screen.props = value
        case "schema": screen.schema = value
        case "session" where message.payload.isEmpty:  // cleared
            screen.session = nil
            screen.sessionError = nil
        case "session":
            do {
                screen.session = try Session(parsing: message.payload)
                screen.sessionError = nil
            } catch {
                screen.sessionError = error
            }
        default: return
        }
        screens[topics.prefix] = screen
    }
}
