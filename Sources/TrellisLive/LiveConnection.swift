/// What a live connection reports, in order.
public enum LiveConnectionEvent: Sendable, Equatable {
    /// Connected (again); subscriptions and retained topics must be renewed.
    case connected
    /// The broker refused the connection (bad credentials, say); the connection keeps retrying.
    case refused(reason: String)
    /// The connection was lost (`reason`), or closed by ``LiveConnection/disconnect()``.
    case disconnected(reason: String)
    case message(LiveMessage)
}

/// A publish/subscribe connection to a broker, as a ``LiveLink`` uses it. `TrellisMQTT`'s
/// `MQTTClient` is one; a test or another transport can be another, so code that follows live
/// screens links no MQTT library.
///
/// Threading: every method may be called from any thread; ``events`` is read by one task.
public protocol LiveConnection: Sendable {
    /// Connection changes and messages, in the order they happened.
    var events: AsyncStream<LiveConnectionEvent> { get }
    /// Starts connecting; reconnecting after a loss is the connection's job.
    func connect() throws
    /// Follows `topics` (filters with `+` and `#`).
    func subscribe(_ topics: [String]) throws
    func publish(_ message: LiveMessage) throws
    func disconnect()
    /// Ends ``events``, so its reader returns.
    func finishEvents()
}
