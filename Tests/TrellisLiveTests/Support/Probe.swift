import Foundation
import Synchronization
import TrellisMQTT

/// A second MQTT client (libmosquitto, from Swift) that watches topics and publishes edits, the
/// way a storybook or a developer's tool would.
final class Probe: Sendable {
    struct TimedOut: Error, CustomStringConvertible {
        let what: String
        var description: String { "no \(what) within 5 s" }
    }

    let client: MQTTClient
    private let store = Store()
    private let reader: Task<Void, Never>

    init(broker: String, subscribe topics: [String], username: String? = nil, password: String? = nil,
         protocolVersion: MQTTConfiguration.ProtocolVersion = .v5) throws {
        var configuration = try MQTTConfiguration(broker: broker, clientID: "probe-\(UUID().uuidString.prefix(8))")
        configuration.username = username
        configuration.password = password
        configuration.protocolVersion = protocolVersion
        let client = try MQTTClient(configuration)
        self.client = client
        let store = store
        reader = Task {
            for await event in client.events {
                switch event {
                case .connected:
                    try? client.subscribe(topics)
                    store.connections.withLock { $0 += 1 }
                case .message(let message): store.received.withLock { $0.append(message) }
                case .refused(let reason): store.refusals.withLock { $0.append(reason) }
                case .disconnected: break
                }
            }
        }
        try client.connect()
    }

    private final class Store: Sendable {
        let received = Mutex<[MQTTMessage]>([])
        let connections = Mutex(0)
        let refusals = Mutex<[String]>([])
    }

    deinit {
        client.disconnect()
        client.finishEvents()
        reader.cancel()
    }

    var messages: [MQTTMessage] { store.received.withLock { $0 } }

    func messages(on topic: String) -> [MQTTMessage] { messages.filter { $0.topic == topic } }

    /// Why the broker refused this client's connections, in order.
    var refusals: [String] { store.refusals.withLock { $0 } }

    /// Waits until `condition` holds (polling every 5 ms, at most 5 s).
    func wait(for what: String, _ condition: @Sendable () -> Bool) async throws {
        for _ in 0..<1000 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw TimedOut(what: what)
    }

    /// Waits for a message on `topic` that satisfies `match` among those after the first `skip`.
    func next(on topic: String, after skip: Int = 0, where match: @Sendable (MQTTMessage) -> Bool = { _ in true })
        async throws -> MQTTMessage {
        try await wait(for: "message on \(topic)") { self.messages(on: topic).dropFirst(skip).contains(where: match) }
        return messages(on: topic).dropFirst(skip).first(where: match)!
    }

    func waitUntilConnected() async throws {
        try await wait(for: "connection") { self.store.connections.withLock { $0 } > 0 }
    }

    func publish(_ topic: String, _ payload: String, correlation: String? = nil) throws {
        try client.publish(MQTTMessage(topic: topic, payload: Data(payload.utf8), correlationData: correlation.map { Data($0.utf8) }))
    }
}
