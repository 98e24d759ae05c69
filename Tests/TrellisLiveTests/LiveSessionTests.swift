import Commands
import Foundation
import JSONPaths
import Testing
import TrellisElements
import TrellisCatalog
import TrellisLive
import TrellisScreens

@Suite("LiveSession over an in-memory transport")
struct LiveSessionTests {
    let runtime: ScreenRuntime
    let transport = MemoryTransport()
    let session: LiveSession
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")

    init() async throws {
        runtime = try await LiveFixtures.loginRuntime()
        session = LiveSession(runtime: runtime, topics: topics, transport: transport)
        await session.start()
    }

    func send(_ edit: LiveEdit, _ payload: Data, correlation: Data? = nil) async -> LiveAck? {
        await session.receive(LiveMessage(topic: topics.prefix + edit.rawValue, payload: payload, correlationData: correlation))
    }

    func inProgressEdit() async throws -> Data {
        LiveFixtures.data(LiveFixtures.replacing("login", with: .string("inProgress"), in: try await LiveFixtures.propsJSON(runtime)))
    }

    @Test func topicsLiveUnderTrellisV1AppDeviceScreen() throws {
        #expect(topics.props == "trellis/v1/talks/sim-1/login/props")
        #expect(topics.inbound == ["set", "patch", "pin", "release"].map { "trellis/v1/talks/sim-1/login/" + $0 })
        #expect(throws: LiveTopicsError.self) { try LiveTopics(app: "a/b", device: "d", screen: "s") }
        #expect(throws: LiveTopicsError.self) { try LiveTopics(app: "a", device: "#", screen: "s") }
    }

    @Test func startPublishesPropsSchemaAndOnlinePresenceRetained() async throws {
        #expect(try await transport.retainedJSON(topics.props) == (try await LiveFixtures.propsJSON(runtime)))
        #expect(try await transport.retainedJSON(topics.presence)?["state"] == .string("online"))
        #expect(try await transport.retainedJSON(topics.schema)?["$schema"] != nil)
    }

    @Test func aValidSetChangesTheScreenAndPropsAndIsAckedWithTheNextRevision() async throws {
        let before = await runtime.mounted
        let ack = await send(.set, try await inProgressEdit(), correlation: Data("req-7".utf8))
        #expect(ack == .accepted(revision: 1))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("inProgress"))
        #expect(try await transport.retainedJSON(topics.props)?["login"] == .string("inProgress"))
        let acks = await transport.messages(on: topics.ack)
        #expect(acks.map { String(decoding: $0.payload, as: UTF8.self) } == [#"{"ok":true,"revision":1}"#])
        #expect(acks.first?.correlationData == Data("req-7".utf8))
        #expect(await runtime.mounted != before)
    }

    @Test(arguments: [
        (#"{"login": "inProgress", "bogus": 1}"#, "$"),
        (#"{"login": 42}"#, "$.login"),
        (#"{"login": {"possible": "deleteEverything"}}"#, "$.login.possible"),
        (#"{"login": "#, "$"),
    ])
    func aRejectedEditNamesItsPathAndChangesNothing(edit: String, path: String) async throws {
        let before = try await LiveFixtures.propsJSON(runtime)
        let beforeTree = await runtime.mounted
        // Complete Props with the bad member merged in, so only that member is wrong.
        var payload = LiveFixtures.data(edit)
        if let patch = try? JSONValue(parsing: payload) { payload = LiveFixtures.data(mergePatch(before, with: patch)) }
        let ack = try #require(await send(.set, payload))
        guard case .rejected(let ackPath, let reason) = ack else {
            Issue.record("\(edit) was accepted")
            return
        }
        #expect(ackPath.hasPrefix(path), "\(reason)")
        #expect(try await LiveFixtures.propsJSON(runtime) == before)
        #expect(await runtime.mounted == beforeTree)
        #expect(try await transport.retainedJSON(topics.props) == before)
        #expect(await transport.messages(on: topics.props).count == 1)
        #expect(await session.revision == 0)
    }

    @Test func aSecretIsRedactedOnThePropsTopicAndKeptThroughEditsOfOtherValues() async throws {
        let published = try #require(await transport.messages(on: topics.props).last)
        #expect(published.payload.range(of: Data("mobius2018".utf8)) == nil, "the password is not on the props topic")
        #expect(try JSONValue(parsing: published.payload)["password"]?["value"] == .string(Secret.redaction))
        // A patch of the user name decodes the redacted password back to the one held.
        #expect(await send(.patch, LiveFixtures.data(#"{"username": {"value": "anna"}}"#)) == .accepted(revision: 1))
        let props = try #require(await runtime.props.typed(as: LoginProps.self))
        #expect(props.password.value.value == "mobius2018")
        for message in await transport.messages(on: topics.props) + (await transport.messages(on: topics.ack)) {
            #expect(message.payload.range(of: Data("mobius2018".utf8)) == nil)
        }
    }

    @Test func anUnknownKeyIsRejectedWithItsOwnPath() async throws {
        let edit = LiveFixtures.replacing("colour", with: .string("red"), in: try await LiveFixtures.propsJSON(runtime))
        let ack = await send(.set, LiveFixtures.data(edit))
        guard case .rejected(let path, _) = ack else { Issue.record("accepted"); return }
        #expect(path == "$.colour")
        let published = try #require(await transport.messages(on: topics.ack).last)
        #expect(try JSONValue(parsing: published.payload)["path"] == .string("$.colour"))
    }

    @Test func aMergePatchChangesOnlyTheMembersItNames() async throws {
        let before = try await LiveFixtures.propsJSON(runtime)
        let ack = await send(.patch, LiveFixtures.data(#"{"username": {"value": "dalooG"}}"#))
        #expect(ack == .accepted(revision: 1))
        let after = try await LiveFixtures.propsJSON(runtime)
        #expect(after["username"]?["value"] == .string("dalooG"))
        #expect(after["password"] == before["password"])
        #expect(after["login"] == before["login"])
        #expect(await send(.patch, LiveFixtures.data(#"{"username": {"valu": "x"}}"#))?.isAccepted == false)
        #expect(try await LiveFixtures.propsJSON(runtime) == after)
    }

    @Test func aSetLastsUntilTheAppsNextPropsButAPinHoldsUntilRelease() async throws {
        let entry = runtime.entry
        #expect(await send(.set, try await inProgressEdit()) == .accepted(revision: 1))
        try await session.showAppProps(try entry.sample(named: "disabled"))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("disabled"))

        #expect(await send(.pin, try await inProgressEdit()) == .accepted(revision: 3))
        try await session.showAppProps(try entry.sample(named: "possible"))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("inProgress"))
        #expect(await session.isPinned)

        #expect(await send(.release, Data()) == .accepted(revision: 4))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"]?["possible"] != nil)
        #expect(try await transport.retainedJSON(topics.props)?["login"]?["possible"] != nil)
        #expect(await send(.release, Data())?.isAccepted == false)
    }

    @Test("Edits name the app's Commands: after a set shows a state without the login Command, a set brings it back")
    func editsNameTheAppsCommandsNotOnlyThoseOnScreen() async throws {
        let possible = try await LiveFixtures.propsJSON(runtime)
        #expect(await send(.set, try await inProgressEdit()) == .accepted(revision: 1))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .string("inProgress"))
        // The Props on screen hold no login Command now; the app's own still do.
        #expect(await send(.set, LiveFixtures.data(possible)) == .accepted(revision: 2))
        #expect(try await LiveFixtures.propsJSON(runtime) == possible)
        let button = try #require(await LiveFixtures.loginButton(runtime))
        #expect(await runtime.tap(at: button)?.name == "login")
        // A name the app does not have is still refused.
        let injected = LiveFixtures.replacing("login", with: .object([("possible", .string("deleteEverything"))]), in: possible)
        let refused = await send(.set, LiveFixtures.data(injected))
        guard case .rejected(let path, let reason)? = refused else { Issue.record("accepted"); return }
        #expect(path == "$.login.possible")
        #expect(reason.contains("no live Command named 'deleteEverything'"), "\(reason)")
    }

    @Test("A set switching a case to one holding a Command the app's Props lack is shown with a sample's Command")
    func aCaseSwitchToACaseHoldingACommandIsShown() async throws {
        let runtime = try await LiveFixtures.loginRuntime(sample: "inProgress")
        let session = LiveSession(runtime: runtime, topics: topics, transport: MemoryTransport())
        await session.start()
        let possible = LiveFixtures.replacing("login", with: .object([("possible", .string("login"))]),
                                              in: try await LiveFixtures.propsJSON(runtime))
        let ack = await session.receive(LiveMessage(topic: topics.prefix + LiveEdit.set.rawValue, payload: LiveFixtures.data(possible)))
        #expect(ack == .accepted(revision: 1))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] == .object([("possible", .string("login"))]))
    }

    @Test func anOversizedPayloadIsRejectedUnread() async throws {
        let limited = LiveSession(runtime: runtime, topics: topics, transport: transport, limits: LiveLimits(maxPayloadBytes: 64))
        let ack = await limited.receive(LiveMessage(topic: topics.set, payload: try await inProgressEdit()))
        guard case .rejected(let path, let reason) = ack else { Issue.record("accepted: \(String(describing: ack))"); return }
        #expect(path == "$")
        #expect(reason.contains("limit is 64"))
        #expect(try await LiveFixtures.propsJSON(runtime)["login"] != .string("inProgress"))
    }

    @Test func editsOverTheRateLimitAreRejectedWithAnAck() async throws {
        let limited = LiveSession(runtime: runtime, topics: topics, transport: transport,
                                  limits: LiveLimits(maxEdits: 3, window: .seconds(60)))
        var acks: [Bool] = []
        for _ in 0..<5 {
            acks.append(await limited.receive(LiveMessage(topic: topics.patch, payload: LiveFixtures.data("{}")))?.isAccepted ?? false)
        }
        #expect(acks == [true, true, true, false, false])
    }

    @Test func aBurstOfEditsEndsOnTheLastOne() async throws {
        for index in 0..<200 {
            _ = await send(.patch, LiveFixtures.data(#"{"username": {"value": "user \#(index)"}}"#))
        }
        #expect(try await LiveFixtures.propsJSON(runtime)["username"]?["value"] == .string("user 199"))
        #expect(try await transport.retainedJSON(topics.props)?["username"]?["value"] == .string("user 199"))
        #expect(await session.revision == 200)
    }

    @Test func aPerformedCommandIsPublishedOnCommands() async throws {
        let button = try #require(await LiveFixtures.loginButton(runtime))
        let performed = try #require(await runtime.tap(at: button))
        var commands: [LiveMessage] = []
        for _ in 0..<200 where commands.isEmpty {
            commands = await transport.messages(on: topics.commands)
            if commands.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        }
        let json = try JSONValue(parsing: try #require(commands.first).payload)
        #expect(json["name"] == .string(performed.name))
        #expect(json["time"] == .number(performed.time))
        #expect(commands.first?.retained == false)
    }

    @Test func stopPublishesOfflinePresence() async throws {
        await session.stop()
        #expect(try await transport.retainedJSON(topics.presence) == .object([("state", .string("offline"))]))
    }
}

@Suite("JSON Merge Patch (RFC 7386)")
struct MergePatchTests {
    // Cases from RFC 7386, Appendix A.
    @Test(arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"a":1,"e":null}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ])
    func appliesTheRFCExamples(target: String, patch: String, result: String) throws {
        let merged = mergePatch(try JSONValue(parsing: Data(target.utf8)), with: try JSONValue(parsing: Data(patch.utf8)))
        #expect(merged.jsonText == (try JSONValue(parsing: Data(result.utf8))).jsonText)
    }
}
