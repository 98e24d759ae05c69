import Foundation
import JSONPaths
import Synchronization
import Testing
import TrellisLive

/// A broker in memory: what the link publishes is recorded, and a screen's `ack` answers each
/// edit with the edit's correlation data, as a live screen over MQTT 5 does.
private final class MemoryConnection: LiveConnection {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the broker is unreachable" }
    }

    let events: AsyncStream<LiveConnectionEvent>
    private let continuation: AsyncStream<LiveConnectionEvent>.Continuation
    private let log = Mutex<(subscribed: [String], published: [LiveMessage])>(([], []))
    private let refusesPublishing: Bool

    init(refusesPublishing: Bool = false) {
        (events, continuation) = AsyncStream.makeStream()
        self.refusesPublishing = refusesPublishing
    }

    var subscribed: [String] { log.withLock { $0.subscribed } }
    var published: [LiveMessage] { log.withLock { $0.published } }

    /// A message from the broker, as a screen published it.
    func deliver(_ message: LiveMessage) { continuation.yield(.message(message)) }

    func connect() throws { continuation.yield(.connected) }
    func subscribe(_ topics: [String]) throws { log.withLock { $0.subscribed += topics } }
    func publish(_ message: LiveMessage) throws {
        if refusesPublishing { throw Refused() }
        log.withLock { $0.published.append(message) }
        let prefix = message.topic.split(separator: "/").prefix(5).joined(separator: "/")
        continuation.yield(.message(LiveMessage(topic: prefix + "/ack", payload: Data(#"{"ok":true}"#.utf8),
                                                correlationData: message.correlationData)))
    }
    func disconnect() { continuation.yield(.disconnected(reason: "closed")) }
    func finishEvents() { continuation.finish() }
}

@Suite("LiveLink over any LiveConnection: the storybook's link needs no MQTT library")
struct LiveLinkConnectionTests {
    let topics = try! LiveTopics(app: "shop", device: "pixel", screen: "cart")

    /// Waits (up to 2 s of real time) until `condition` holds on the link.
    func eventually(_ link: LiveLink, _ condition: @escaping @Sendable (LiveLink) async -> Bool) async -> Bool {
        for _ in 0..<200 {
            if await condition(link) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test("On connect the link follows every screen's retained topics and its acks, and lists a screen it hears of")
    func followsScreensThroughTheConnection() async throws {
        let connection = MemoryConnection()
        let link = LiveLink(connection: connection)
        try await link.start()
        #expect(await eventually(link) { _ in connection.subscribed.count == 5 })
        #expect(Set(connection.subscribed) == Set(["presence", "props", "schema", "session", "ack"].map { "trellis/v1/+/+/+/" + $0 }))
        connection.deliver(LiveMessage(topic: topics.presence, payload: Data(#"{"state":"online"}"#.utf8), retained: true))
        connection.deliver(LiveMessage(topic: topics.props, payload: Data(#"{"total":12}"#.utf8), retained: true))
        let topics = topics
        #expect(await eventually(link) { await $0.screen(topics)?.props != nil })
        let screen = try #require(await link.screen(topics))
        #expect(screen.state == "online")
        #expect(screen.props == .object([("total", .number(12))]))
        await link.stop()
    }

    @Test("An edit goes to the screen's topic and comes back with the ack that carries its correlation data")
    func anEditReturnsItsAck() async throws {
        let connection = MemoryConnection()
        let link = LiveLink(connection: connection)
        try await link.start()
        let outcome = try await link.send(.set, payload: Data(#"{"total":13}"#.utf8), to: topics)
        guard case .ack(let ack) = outcome else { Issue.record("no ack: \(outcome)"); return }
        #expect(ack == .object([("ok", .bool(true))]))
        #expect(connection.published.map(\.topic) == [topics.set])
        #expect(connection.published.first?.correlationData != nil)
        await link.stop()
    }

    @Test("A message the connection refuses fails the edit with the connection's reason, not a timeout")
    func aRefusedPublishThrows() async throws {
        let link = LiveLink(connection: MemoryConnection(refusesPublishing: true))
        try await link.start()
        await #expect(throws: MemoryConnection.Refused.self) {
            _ = try await link.send(.pin, payload: Data("{}".utf8), to: topics, timeout: .seconds(30))
        }
        await link.stop()
    }
}
