import Foundation
import JSONPaths
import MosquittoBroker
import Testing
import TrellisCatalog
import TrellisLive
import TrellisMQTT

/// Live Props through a real mosquitto broker the test starts on a free loopback port.
@Suite("Live Props over a real mosquitto broker", .serialized)
struct LiveMQTTTests {
    let broker: MosquittoBroker
    let runtime: ScreenRuntime
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")

    init() async throws {
        broker = try MosquittoBroker()
        runtime = try await LiveFixtures.loginRuntime()
    }

    /// A live screen connected to the broker, with its serving task.
    func startLive(limits: LiveLimits = LiveLimits()) throws -> (LiveMQTT, Task<Void, Never>) {
        let live = try LiveMQTT(runtime: runtime, topics: topics,
                                configuration: MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics)),
                                limits: limits)
        let task = Task { do { try await live.run() } catch { Issue.record("live: \(error)") } }
        return (live, task)
    }

    func json(_ message: MQTTMessage) throws -> JSONValue { try JSONValue(parsing: message.payload) }

    @Test func propsSchemaAndPresenceAreRetainedForALateSubscriber() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let early = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await early.next(on: topics.props)
        // Subscribed only now: the broker hands over what it retained.
        let late = try Probe(broker: broker.url, subscribe: [topics.props, topics.schema, topics.presence])
        let props = try await late.next(on: topics.props)
        #expect(props.retained)
        #expect(try json(props) == (try await LiveFixtures.propsJSON(runtime)))
        #expect(try json(try await late.next(on: topics.presence))["state"] == .string("online"))
        #expect(try json(try await late.next(on: topics.schema))["$schema"] != nil)
        // And from the outside, with Debian's mosquitto_sub.
        let sub = try MosquittoBroker.output(try MosquittoBroker.tool("mosquitto_sub"),
                                             ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", topics.props, "-C", "1", "-W", "5"])
        #expect(sub.status == 0)
        #expect(try JSONValue(parsing: Data(sub.stdout.utf8)) == (try await LiveFixtures.propsJSON(runtime)))
        await live.stop()
    }

    @Test func aValidSetChangesTheScreenAndIsAckedWithItsCorrelationData() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        let edit = LiveFixtures.replacing("login", with: .string("inProgress"), in: try await LiveFixtures.propsJSON(runtime))
        try probe.publish(topics.set, edit.jsonText, correlation: "edit-1")
        let ack = try await probe.next(on: topics.ack)
        #expect(String(decoding: ack.payload, as: UTF8.self) == #"{"ok":true,"revision":1}"#)
        #expect(ack.correlationData == Data("edit-1".utf8))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("inProgress"))
        _ = try await probe.next(on: topics.props) { (try? JSONValue(parsing: $0.payload))?["login"] == .string("inProgress") }
        let late = try Probe(broker: broker.url, subscribe: [topics.props])
        let retained = try await late.next(on: topics.props)
        #expect(retained.retained)
        #expect(try json(retained)["login"] == .string("inProgress"))
        await live.stop()
    }

    @Test func anUnknownKeyIsRejectedWithItsPathAndNothingChanges() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        let before = try await LiveFixtures.propsJSON(runtime)
        try probe.publish(topics.set, LiveFixtures.replacing("colour", with: .string("red"), in: before).jsonText)
        try probe.publish(topics.set, "{ not json")
        try probe.publish(topics.patch, #"{"login": {"possible": "deleteEverything"}}"#)
        try await probe.wait(for: "three acks") { probe.messages(on: topics.ack).count == 3 }
        let acks = try probe.messages(on: topics.ack).map(json)
        #expect(acks.map { $0["ok"] } == [.bool(false), .bool(false), .bool(false)])
        #expect(acks.map { $0["path"] } == [.string("$.colour"), .string("$"), .string("$.login.possible")])
        #expect(try await LiveFixtures.propsJSON(runtime) == before)
        #expect(probe.messages(on: topics.props).count == 1)
        await live.stop()
    }

    @Test func aMergePatchThenAPinAndAReleaseGoThroughTheBroker() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        try probe.publish(topics.patch, #"{"username": {"value": "dalooG"}}"#)
        _ = try await probe.next(on: topics.ack)
        #expect(try await LiveFixtures.propsJSON(runtime)["username"]?["value"] == .string("dalooG"))
        let pinned = LiveFixtures.replacing("login", with: .string("disabled"), in: try await LiveFixtures.propsJSON(runtime))
        try probe.publish(topics.pin, pinned.jsonText)
        _ = try await probe.next(on: topics.ack, after: 1)
        try await live.session.showAppProps(try runtime.entry.sample(named: "possible"))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("disabled"))
        try probe.publish(topics.release, "")
        let released = try await probe.next(on: topics.ack, after: 2)
        #expect(try json(released) == .object([("ok", .bool(true)), ("revision", .number(3))]))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"]?["possible"] != nil)
        await live.stop()
    }

    @Test func aTappedCommandAppearsOnCommands() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        let button = try #require(await LiveFixtures.loginButton(runtime))
        let performed = try #require(await runtime.tap(at: button))
        let command = try json(try await probe.next(on: topics.commands))
        #expect(command["name"] == .string(performed.name))
        await live.stop()
    }

    @Test func aTenMegabytePayloadAndABurstOfAThousandEditsEndOnTheLastEdit() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.props)
        try probe.publish(topics.set, String(repeating: " ", count: 10 * 1024 * 1024))
        let huge = try json(try await probe.next(on: topics.ack))
        #expect(huge["ok"] == .bool(false))
        for index in 1...1000 { try probe.publish(topics.patch, #"{"username": {"value": "user \#(index)"}}"#) }
        let last = try await probe.next(on: topics.ack) { (try? JSONValue(parsing: $0.payload))?["revision"] == .number(1000) }
        #expect(try json(last)["ok"] == .bool(true))
        #expect(try await LiveFixtures.propsJSON(runtime)["username"]?["value"] == .string("user 1000"))
        await live.stop()
    }

    @Test func afterTheBrokerRestartsTheScreenIsOnlineWithItsRetainedTopicsAndTakesEdits() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let first = try Probe(broker: broker.url, subscribe: [topics.props])
        _ = try await first.next(on: topics.props)
        try broker.restart()
        let probe = try Probe(broker: broker.url, subscribe: [topics.prefix + "#"])
        _ = try await probe.next(on: topics.presence) { (try? JSONValue(parsing: $0.payload))?["state"] == .string("online") }
        _ = try await probe.next(on: topics.props)
        let late = try Probe(broker: broker.url, subscribe: [topics.props, topics.presence, topics.schema])
        for topic in [topics.props, topics.presence, topics.schema] { #expect(try await late.next(on: topic).retained) }
        try probe.publish(topics.patch, #"{"username": {"value": "back"}}"#)
        #expect(try json(try await probe.next(on: topics.ack))["ok"] == .bool(true))
        await live.stop()
    }

    @Test func aCleanStopLeavesOfflinePresenceRetained() async throws {
        let (live, task) = try startLive()
        defer { task.cancel(); broker.stop() }
        let probe = try Probe(broker: broker.url, subscribe: [topics.presence])
        _ = try await probe.next(on: topics.presence)
        await live.stop()
        let late = try Probe(broker: broker.url, subscribe: [topics.presence])
        let presence = try await late.next(on: topics.presence)
        #expect(try json(presence) == .object([("state", .string("offline"))]))
    }
}
