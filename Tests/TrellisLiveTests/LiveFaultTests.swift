import Foundation
import JSONPaths
import MosquittoBroker
import Synchronization
import Testing
import TrellisCatalog
import TrellisLive
import TrellisMQTT

/// The faults of issue 14 that need no `trellis` process, each against its own real mosquitto on a
/// free loopback port (the process faults — kill -9 and the will, a burst's memory, credentials in
/// the output — are in TrellisCommandLineTests.LiveCommandTests).
@Suite("A live screen survives faults, against a real mosquitto", .serialized)
struct LiveFaultTests {
    let broker: MosquittoBroker
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")

    init() throws {
        broker = try MosquittoBroker()
    }

    /// The connection changes one screen reported, in order.
    final class Connections: Sendable {
        private let events = Mutex<[MQTTEvent]>([])
        func record(_ event: MQTTEvent) {
            if case .message = event { return }
            events.withLock { $0.append(event) }
        }
        var all: [MQTTEvent] { events.withLock { $0 } }
        var connects: Int { all.filter { $0 == .connected }.count }
        var refusals: [String] { all.compactMap { if case .refused(let reason) = $0 { reason } else { nil } } }
    }

    /// A live login screen of its own runtime on `broker`, serving until stopped.
    func startScreen(on broker: MosquittoBroker, configure: (inout MQTTConfiguration) -> Void = { _ in })
        async throws -> (live: LiveMQTT, connections: Connections, task: Task<Void, Never>) {
        var configuration = try MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics))
        configure(&configuration)
        let live = try LiveMQTT(runtime: try await LiveFixtures.loginRuntime(), topics: topics, configuration: configuration)
        let connections = Connections()
        let task = Task { do { try await live.run { connections.record($0) } } catch { Issue.record("live: \(error)") } }
        return (live, connections, task)
    }

    func json(_ message: MQTTMessage) throws -> JSONValue { try JSONValue(parsing: message.payload) }

    @Test("Wrong types in a set and in a patch are rejected with their paths; props stays as it was, retained too")
    func wrongTypesAreRejectedWithTheirPaths() async throws {
        let (live, _, task) = try await startScreen(on: broker)
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        let published = try json(try await probe.next(on: topics.props))
        try probe.publish(topics.set, LiveFixtures.replacing("login", with: .number(42), in: published).jsonText)
        try probe.publish(topics.patch, #"{"username": {"value": 7}}"#)
        try probe.publish(topics.patch, #"{"password": []}"#)
        try await probe.wait(for: "three acks") { probe.messages(on: topics.ack).count == 3 }
        let acks = try probe.messages(on: topics.ack).map(json)
        #expect(acks.map { $0["ok"] } == [.bool(false), .bool(false), .bool(false)])
        #expect(acks.map { $0["path"] } == [.string("$.login"), .string("$.username.value"), .string("$.password")],
                "\(acks.map(\.jsonText))")
        #expect(try await LiveFixtures.propsJSON(live.session.runtime) == published)
        #expect(probe.messages(on: topics.props).count == 1)
        let late = try Probe(broker: broker.url, subscribe: [topics.props])
        #expect(try json(try await late.next(on: topics.props)) == published)
        await live.stop()
    }

    @Test("""
        A screen that speaks MQTT 5 to a 3.1.1-only broker is refused once, reconnects with 3.1.1 on \
        its own, publishes its retained topics and takes edits
        """)
    func mqtt5FallsBackTo311WhenTheBrokerDoesNotSpeak5() async throws {
        let front = try MQTT311Front(for: broker)
        defer { front.stop() }
        let configuration = try MQTTConfiguration(broker: front.url, clientID: LiveMQTT.clientID(for: topics))
        #expect(configuration.protocolVersion == .v5)
        let live = try LiveMQTT(runtime: try await LiveFixtures.loginRuntime(), topics: topics, configuration: configuration)
        let connections = Connections()
        let task = Task { do { try await live.run { connections.record($0) } } catch { Issue.record("live: \(error)") } }
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.presence) { (try? JSONValue(parsing: $0.payload))?["state"] == .string("online") }
        _ = try await probe.next(on: topics.props)
        #expect(connections.refusals.count == 1, "\(connections.all)")
        #expect(connections.refusals.first?.contains("does not speak MQTT 5") == true, "\(connections.refusals)")
        #expect(connections.connects == 1)
        #expect(!live.client.speaksV5)
        try probe.publish(topics.patch, #"{"username": {"value": "through the front"}}"#, correlation: "fallback")
        let ack = try await probe.next(on: topics.ack)
        #expect(try json(ack)["ok"] == .bool(true))
        #expect(ack.correlationData == nil)
        #expect(try await LiveFixtures.propsJSON(live.session.runtime)["username"]?["value"] == .string("through the front"))
        await live.stop()
    }

    @Test("Over MQTT 3.1.1 edits work and acks carry no correlation data (3.1.1 has none)")
    func mqtt311AcksWithoutCorrelationData() async throws {
        let (live, _, task) = try await startScreen(on: broker) { $0.protocolVersion = .v311 }
        defer { task.cancel(); broker.stop() }
        // The editor speaks 5 and sends correlation data; the broker cannot hand it to a 3.1.1 client.
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        #expect(!live.client.speaksV5)
        try probe.publish(topics.patch, #"{"username": {"value": "old school"}}"#, correlation: "edit-311")
        let ack = try await probe.next(on: topics.ack)
        #expect(String(decoding: ack.payload, as: UTF8.self) == #"{"ok":true,"revision":1}"#)
        #expect(ack.correlationData == nil)
        #expect(try await LiveFixtures.propsJSON(live.session.runtime)["username"]?["value"] == .string("old school"))
        // A 3.1.1 editor gets the same acks.
        let old = try Probe(broker: broker.url, subscribe: [topics.ack], protocolVersion: .v311)
        try await old.waitUntilConnected()
        try await Task.sleep(for: .milliseconds(100))  // its subscription is in before the edit
        try old.publish(topics.patch, #"{"username": {"value": "older"}}"#)
        let second = try await old.next(on: topics.ack)
        #expect(String(decoding: second.payload, as: UTF8.self) == #"{"ok":true,"revision":2}"#)
        await live.stop()
    }

    @Test("""
        Two screens with the same app, device and screen both stay connected (no client-id takeover, \
        no flapping), both apply and ack every edit, and when one leaves the other says online again
        """)
    func twoScreensWithTheSameDeviceID() async throws {
        let first = try await startScreen(on: broker)
        let second = try await startScreen(on: broker)
        defer { first.task.cancel(); second.task.cancel(); broker.stop() }
        #expect(first.live.client.configuration.clientID != second.live.client.configuration.clientID)
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        try await probe.wait(for: "both screens online") { first.connections.connects == 1 && second.connections.connects == 1 }
        _ = try await probe.next(on: topics.props)
        try probe.publish(topics.patch, #"{"username": {"value": "twice"}}"#)
        try await probe.wait(for: "two acks") { probe.messages(on: topics.ack).count == 2 }
        let acks = try probe.messages(on: topics.ack).map { try json($0) }
        #expect(acks == Array(repeating: .object([("ok", .bool(true)), ("revision", .number(1))]), count: 2))
        for screen in [first, second] {
            #expect(try await LiveFixtures.propsJSON(screen.live.session.runtime)["username"]?["value"] == .string("twice"))
        }
        // A while later neither has been thrown off (same client ids would take turns forever).
        try await Task.sleep(for: .seconds(2))
        #expect(first.connections.all == [.connected])
        #expect(second.connections.all == [.connected])

        // The first leaves (its offline presence is what its will would say); the second restores online.
        await first.live.stop()
        let offline = try await probe.next(on: topics.presence) {
            (try? JSONValue(parsing: $0.payload))?["state"] == .string("offline")
        }
        let offlineIndex = try #require(probe.messages(on: topics.presence).firstIndex(of: offline))
        _ = try await probe.next(on: topics.presence, after: offlineIndex + 1) {
            (try? JSONValue(parsing: $0.payload))?["state"] == .string("online")
        }
        let late = try Probe(broker: broker.url, subscribe: [topics.presence])
        #expect(try json(try await late.next(on: topics.presence))["state"] == .string("online"))
        try probe.publish(topics.patch, #"{"username": {"value": "once"}}"#)
        _ = try await probe.next(on: topics.ack, after: 2)
        #expect(try await LiveFixtures.propsJSON(second.live.session.runtime)["username"]?["value"] == .string("once"))
        #expect(try await LiveFixtures.propsJSON(first.live.session.runtime)["username"]?["value"] == .string("twice"))
        await second.live.stop()
    }

    @Test("""
        With a password file on the broker, a screen with the wrong password is refused (and keeps \
        nothing but the refusal), an anonymous client is refused, and neither reaches the screen
        """)
    func withoutPermissionNothingGetsThrough() async throws {
        let secured = try MosquittoBroker(users: ["screen": "s3cret", "editor": "edit0r"])
        defer { secured.stop(); broker.stop() }
        let good = try await startScreen(on: secured) {
            $0.username = "screen"
            $0.password = "s3cret"
        }
        let bad = try await startScreen(on: secured) {
            $0.username = "screen"
            $0.password = "wrong-password"
        }
        defer { good.task.cancel(); bad.task.cancel() }
        let editor = try Probe(broker: secured.url, subscribe: [topics.prefix + "#"], username: "editor", password: "edit0r")
        _ = try await editor.next(on: topics.props)
        try await editor.wait(for: "the wrong password refused") { !bad.connections.refusals.isEmpty }
        #expect(bad.connections.connects == 0)
        #expect(bad.connections.refusals.allSatisfy { !$0.contains("wrong-password") && !$0.contains("s3cret") })
        #expect(!bad.live.client.configuration.description.contains("wrong-password"))

        let anonymous = try Probe(broker: secured.url, subscribe: [topics.prefix + "#"])
        try await anonymous.wait(for: "the anonymous client refused") { !anonymous.refusals.isEmpty }
        try? anonymous.publish(topics.set, "{}")
        let wrong = try Probe(broker: secured.url, subscribe: [topics.prefix + "#"], username: "editor", password: "guess")
        try await wrong.wait(for: "the guessed password refused") { !wrong.refusals.isEmpty }
        try? wrong.publish(topics.patch, #"{"username": {"value": "intruder"}}"#)
        try await Task.sleep(for: .milliseconds(300))
        #expect(anonymous.messages.isEmpty && wrong.messages.isEmpty)
        #expect(await good.live.session.revision == 0)
        #expect(await bad.live.session.revision == 0)
        #expect(editor.messages(on: topics.ack).isEmpty)

        // The member's edit goes through.
        try editor.publish(topics.patch, #"{"username": {"value": "member"}}"#)
        #expect(try json(try await editor.next(on: topics.ack))["ok"] == .bool(true))
        await good.live.stop()
        await bad.live.stop()
    }
}
