import Foundation
import JSONPaths
import TrellisLive

/// A transport that keeps what a session publishes: every message in order, and the last retained
/// message per topic (what a broker would hand a late subscriber).
actor MemoryTransport: LiveTransport {
    private(set) var published: [LiveMessage] = []
    private(set) var retained: [String: LiveMessage] = [:]

    func publish(_ message: LiveMessage) async throws {
        published.append(message)
        if message.retained { retained[message.topic] = message }
    }

    /// The messages published on `topic`, in order.
    func messages(on topic: String) -> [LiveMessage] { published.filter { $0.topic == topic } }

    /// The retained payload of `topic`, parsed.
    func retainedJSON(_ topic: String) throws -> JSONValue? {
        try retained[topic].map { try JSONValue(parsing: $0.payload) }
    }
}
