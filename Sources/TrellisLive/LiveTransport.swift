import Foundation

/// One message to or from a live screen.
public struct LiveMessage: Sendable, Equatable {
    public var topic: String
    public var payload: Data
    /// Whether the broker keeps it for late subscribers (`props`, `schema`, `presence`).
    public var retained: Bool
    /// MQTT 5 correlation data: an edit's is echoed on its ack.
    public var correlationData: Data?

    public init(topic: String, payload: Data, retained: Bool = false, correlationData: Data? = nil) {
        self.topic = topic
        self.payload = payload
        self.retained = retained
        self.correlationData = correlationData
    }
}

/// Where a session publishes: an MQTT connection, or memory in tests. Inbound messages are handed
/// to ``LiveSession/receive(_:)`` by whoever owns the connection, one at a time, in arrival order.
public protocol LiveTransport: Sendable {
    /// Publishes `message`.
    /// - Throws: when it cannot be handed to the connection (e.g. while disconnected; retained
    ///   topics are republished on the next connect).
    func publish(_ message: LiveMessage) async throws
}
