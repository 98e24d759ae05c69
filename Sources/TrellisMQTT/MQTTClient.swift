import CMosquitto
import Foundation
import TrellisLive
import Synchronization

/// Where and how to connect. The password is never printed (``description`` leaves it out).
public struct MQTTConfiguration: Sendable, CustomStringConvertible {
    public enum ProtocolVersion: Int32, Sendable, CustomStringConvertible {
        case v311 = 4
        case v5 = 5

        /// `5` or `3.1.1`, as the CLI spells it.
        public init?(name: String) {
            switch name {
            case "5", "5.0": self = .v5
            case "3.1.1", "4": self = .v311
            default: return nil
            }
        }

        public var description: String { self == .v5 ? "5" : "3.1.1" }
    }

    public var host: String
    public var port: Int
    public var clientID: String
    public var username: String?
    public var password: String?
    /// MQTT 5 by default (correlation data on acks), falling back to 3.1.1 when the broker answers
    /// that it does not speak 5; `.v311` speaks 3.1.1 from the start.
    public var protocolVersion: ProtocolVersion = .v5
    public var keepAlive: Int = 10
    /// Published by the broker when the connection dies without a clean disconnect.
    public var will: MQTTMessage?
    /// Reconnect delays in seconds: doubling from `minimum` up to `maximum`.
    public var reconnectDelay: (minimum: UInt32, maximum: UInt32) = (1, 2)

    public init(host: String, port: Int = 1883, clientID: String) {
        self.host = host
        self.port = port
        self.clientID = clientID
    }

    /// `mqtt://HOST[:PORT]` (port 1883 by default).
    public init(broker: String, clientID: String) throws(MQTTError) {
        guard let url = URLComponents(string: broker), url.scheme == "mqtt", let host = url.host, !host.isEmpty,
              url.path.isEmpty || url.path == "/", url.user == nil, url.password == nil
        else {
            throw MQTTError(operation: "broker", reason: "expected mqtt://HOST:PORT (credentials go in --username/--password-file)")
        }
        self.init(host: host, port: url.port ?? 1883, clientID: clientID)
    }

    public var description: String {
        "mqtt://\(host):\(port) as \(clientID), MQTT \(protocolVersion)" + (username.map { " (user \($0))" } ?? "")
    }
}

/// One MQTT message: the live session's message type, so the transport passes messages through
/// unchanged (correlation data is nil over MQTT 3.1.1).
public typealias MQTTMessage = LiveMessage

/// What the connection reports, in order: the live connection's events.
public typealias MQTTEvent = LiveConnectionEvent

/// A libmosquitto error with the operation that failed.
public struct MQTTError: Error, Equatable, CustomStringConvertible {
    public let operation: String
    public let reason: String
    public var description: String { "\(operation): \(reason)" }

    init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    init(operation: String, code: Int32) {
        self.init(operation: operation, reason: String(cString: mosquitto_strerror(code)))
    }
}

/// An MQTT client over libmosquitto: its blocking network loop runs on a thread of the client's own
/// (see ``MQTTNetworkThread``) and reconnects with backoff. The callbacks only copy what they are
/// handed into Sendable values and yield them to ``events`` (an `AsyncStream`, safe from any
/// thread); every other piece of Swift runs in the tasks that read the stream. Publishing and
/// subscribing may be called from any thread: libmosquitto locks its own state for threaded use.
public final class MQTTClient: Sendable {
    /// Connection changes and messages, in the order the network thread saw them.
    public let events: AsyncStream<MQTTEvent>
    public let configuration: MQTTConfiguration
    private let sink: Sink
    /// The libmosquitto handle. libmosquitto synchronises publish/subscribe/disconnect with its
    /// network thread itself; `state` guards starting and stopping that thread.
    private nonisolated(unsafe) let handle: OpaquePointer
    private let state = Mutex(State.created)

    private enum State { case created, running(MQTTNetworkThread), stopped }

    /// What the callbacks reach through libmosquitto's `obj` pointer (kept alive by the client,
    /// which outlives the network thread).
    private final class Sink: Sendable {
        let continuation: AsyncStream<MQTTEvent>.Continuation
        /// Whether the connection speaks MQTT 5: written on the network thread by a fallback,
        /// read by publishers on any thread.
        let speaksV5: Atomic<Bool>
        init(_ continuation: AsyncStream<MQTTEvent>.Continuation, speaksV5: Bool) {
            self.continuation = continuation
            self.speaksV5 = Atomic(speaksV5)
        }
    }

    private static let library: Void = { _ = mosquitto_lib_init() }()

    public init(_ configuration: MQTTConfiguration) throws(MQTTError) {
        _ = Self.library
        self.configuration = configuration
        let (events, continuation) = AsyncStream.makeStream(of: MQTTEvent.self, bufferingPolicy: .unbounded)
        self.events = events
        sink = Sink(continuation, speaksV5: configuration.protocolVersion == .v5)
        guard let handle = mosquitto_new(configuration.clientID, true, Unmanaged.passUnretained(sink).toOpaque()) else {
            throw MQTTError(operation: "mosquitto_new", code: MOSQ_ERR_NOMEM.rawValue)
        }
        self.handle = handle
        mosquitto_int_option(handle, MOSQ_OPT_PROTOCOL_VERSION, configuration.protocolVersion.rawValue)
        // Small messages at once: with Nagle's algorithm an edit or its ack waits for the previous
        // packet's TCP acknowledgement, which a delayed ACK holds back ~40 ms.
        mosquitto_int_option(handle, MOSQ_OPT_TCP_NODELAY, 1)
        mosquitto_connect_v5_callback_set(handle) { mosq, object, code, _, _ in
            guard let object else { return }
            let sink = Unmanaged<Sink>.fromOpaque(object).takeUnretainedValue()
            // A 3.1.1 broker answers an MQTT 5 CONNECT with "unacceptable protocol version" (libmosquitto
            // reports it as MQTT 5's code 132) and closes; the next reconnect speaks 3.1.1. This runs
            // on the network thread, the one that reconnects, so the option is set before it does.
            if code == Int32(MQTT_RC_UNSUPPORTED_PROTOCOL_VERSION.rawValue),
               sink.speaksV5.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged {
                mosquitto_int_option(mosq, MOSQ_OPT_PROTOCOL_VERSION, MQTTConfiguration.ProtocolVersion.v311.rawValue)
                sink.continuation.yield(.refused(reason: "the broker does not speak MQTT 5; reconnecting with MQTT 3.1.1"))
                return
            }
            sink.continuation.yield(code == 0 ? .connected : .refused(reason: String(cString: mosquitto_reason_string(code))))
        }
        mosquitto_disconnect_v5_callback_set(handle) { _, object, code, _ in
            guard let object else { return }
            let sink = Unmanaged<Sink>.fromOpaque(object).takeUnretainedValue()
            sink.continuation.yield(.disconnected(reason: code == 0 ? "closed" : String(cString: mosquitto_strerror(code))))
        }
        mosquitto_message_v5_callback_set(handle) { _, object, message, properties in
            guard let object, let message, let topic = message.pointee.topic else { return }
            let sink = Unmanaged<Sink>.fromOpaque(object).takeUnretainedValue()
            let payload = message.pointee.payload.map { Data(bytes: $0, count: Int(message.pointee.payloadlen)) } ?? Data()
            sink.continuation.yield(.message(MQTTMessage(topic: String(cString: topic), payload: payload,
                                                         retained: message.pointee.retain,
                                                         correlationData: MQTTClient.correlationData(in: properties))))
        }
    }

    deinit {
        stop()
        mosquitto_destroy(handle)
        sink.continuation.finish()
    }

    /// Starts the network thread and connects (asynchronously: watch ``events`` for `.connected`).
    public func connect() throws(MQTTError) {
        let configuration = configuration
        try check("username", configuration.username.map { mosquitto_username_pw_set(handle, $0, configuration.password) } ?? 0)
        if let will = configuration.will {
            try check("will", will.payload.withUnsafeBytes {
                mosquitto_will_set(handle, will.topic, Int32($0.count), $0.baseAddress, 1, will.retained)
            })
        }
        try check("reconnect delay", mosquitto_reconnect_delay_set(handle, configuration.reconnectDelay.minimum,
                                                                    configuration.reconnectDelay.maximum, true))
        try state.withLock { (state: inout State) throws(MQTTError) in
            guard case .created = state else { throw MQTTError(operation: "connect", reason: "already connected once") }
            try check("threaded", mosquitto_threaded_set(handle, true))
            try check("connect to \(configuration.host):\(configuration.port)",
                      mosquitto_connect_async(handle, configuration.host, Int32(configuration.port), Int32(configuration.keepAlive)))
            let thread = MQTTNetworkThread(handle: handle, keepAlive: configuration.keepAlive,
                                       pause: configuration.reconnectDelay.minimum)
            thread.start()
            state = .running(thread)
        }
    }

    /// Subscribes at QoS 1.
    public func subscribe(_ topics: [String]) throws(MQTTError) {
        for topic in topics { try check("subscribe \(topic)", mosquitto_subscribe(handle, nil, topic, 1)) }
    }

    /// Publishes at QoS 1; correlation data goes along over MQTT 5.
    public func publish(_ message: MQTTMessage) throws(MQTTError) {
        var properties: OpaquePointer?
        defer { mosquitto_property_free_all(&properties) }
        if speaksV5, let correlation = message.correlationData, correlation.count <= Int(UInt16.max) {
            try check("correlation data", correlation.withUnsafeBytes {
                mosquitto_property_add_binary(&properties, Int32(MQTT_PROP_CORRELATION_DATA.rawValue), $0.baseAddress,
                                              UInt16($0.count))
            })
        }
        try check("publish \(message.topic)", message.payload.withUnsafeBytes {
            mosquitto_publish_v5(handle, nil, message.topic, Int32($0.count), $0.baseAddress, 1, message.retained, properties)
        })
    }

    /// Whether the connection speaks MQTT 5 (false after a fallback to 3.1.1): only then do
    /// messages carry correlation data.
    public var speaksV5: Bool { sink.speaksV5.load(ordering: .sequentiallyConsistent) }

    /// Disconnects cleanly (no will) and stops the network thread.
    public func disconnect() {
        stop()
    }

    /// Ends ``events`` (readers' loops finish).
    public func finishEvents() {
        sink.continuation.finish()
    }

    private func stop() {
        state.withLock { state in
            guard case .running(let thread) = state else { return }
            thread.stop()
            state = .stopped
        }
    }

    private func check(_ operation: String, _ code: Int32) throws(MQTTError) {
        if code != MOSQ_ERR_SUCCESS.rawValue { throw MQTTError(operation: operation, code: code) }
    }

    private static func correlationData(in properties: OpaquePointer?) -> Data? {
        guard let properties else { return nil }
        var value: UnsafeMutableRawPointer?
        var length: UInt16 = 0
        guard mosquitto_property_read_binary(properties, Int32(MQTT_PROP_CORRELATION_DATA.rawValue), &value, &length, false) != nil,
              let value else { return nil }
        defer { free(value) }
        return Data(bytes: value, count: Int(length))
    }
}
