import Foundation
import TrellisCatalog
import TrellisLive

/// A live session's transport over an ``MQTTClient``.
public struct MQTTLiveTransport: LiveTransport {
    public let client: MQTTClient

    public init(client: MQTTClient) { self.client = client }

    public func publish(_ message: LiveMessage) async throws {
        try client.publish(MQTTMessage(topic: message.topic, payload: message.payload, retained: message.retained,
                                       correlationData: message.correlationData))
    }
}

/// Live Props over MQTT: one session, one connection whose last will marks the screen offline.
///
/// ```swift
/// let live = try LiveMQTT(runtime: runtime, topics: topics, configuration: MQTTConfiguration(broker: url, clientID: id))
/// Task { await live.run { print($0) } }   // until the connection is closed
/// ```
public final class LiveMQTT: Sendable {
    public let session: LiveSession
    public let client: MQTTClient

    /// - Parameter configuration: its `will` is replaced by the offline presence of `topics`.
    public init(runtime: ScreenRuntime, topics: LiveTopics, configuration: MQTTConfiguration,
                limits: LiveLimits = LiveLimits()) throws(MQTTError) {
        var configuration = configuration
        configuration.will = MQTTMessage(topic: topics.presence, payload: LiveSession.offlinePresence, retained: true)
        client = try MQTTClient(configuration)
        session = LiveSession(runtime: runtime, topics: topics, transport: MQTTLiveTransport(client: client), limits: limits)
    }

    /// A client id unique to this process and screen: two screens with the same device id must not
    /// throw each other off the broker (MQTT closes the older connection of a client id that
    /// connects again, and with reconnects two such screens would take turns forever).
    public static func clientID(for topics: LiveTopics) -> String {
        let unique = UUID().uuidString.prefix(8)
        return String("trellis-\(topics.device)-\(topics.screen)-\(unique)".prefix(64))
    }

    /// Connects, then serves until ``stop()``: on every (re)connect subscribes to the inbound topics
    /// and republishes the retained ones; hands every inbound message to the session in arrival
    /// order (hopping from libmosquitto's network thread to the session's and the runtime's actors).
    /// - Parameter report: one line per connection change.
    public func run(report: @escaping @Sendable (MQTTEvent) -> Void = { _ in }) async throws(MQTTError) {
        try client.connect()
        var started = false
        for await event in client.events {
            switch event {
            case .connected:
                do {
                    try client.subscribe(session.topics.subscriptions)
                } catch {
                    report(.refused(reason: error.description))
                }
                if started {
                    await session.republish()
                } else {
                    await session.start()
                    started = true
                }
            case .message(let message):
                await session.receive(message)
            case .refused, .disconnected:
                break
            }
            report(event)
        }
    }

    /// Publishes offline presence, disconnects cleanly and ends ``run(report:)``.
    public func stop() async {
        await session.stop()
        client.disconnect()
        client.finishEvents()
    }
}
