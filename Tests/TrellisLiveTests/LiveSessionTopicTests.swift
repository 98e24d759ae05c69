import Commands
import Foundation
import JSONPaths
import MosquittoBroker
import Testing
import TrellisElements
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisSessions

/// The `session` topic: a live screen's recent session, retained, bounded and coalesced.
@Suite("A live screen's session on the session topic")
struct LiveSessionTopicTests {
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")

    /// A started live login over memory publishing its recorded session.
    func start(limits: LiveLimits = LiveLimits()) async throws -> (ScreenRuntime, LiveSession, MemoryTransport, SessionRecorder) {
        let runtime = try await LiveFixtures.loginRuntime()
        let transport = MemoryTransport()
        let session = LiveSession(runtime: runtime, topics: topics, transport: transport, limits: limits)
        let recorder = await SessionRecorder.record(runtime, sample: "possible")
        await session.publishSession(of: recorder)
        await session.start()
        return (runtime, session, transport, recorder)
    }

    /// The retained `session`, read as a session file, once `condition` holds (at most 5 s).
    func retainedSession(_ transport: MemoryTransport, _ what: String,
                         where condition: (Session) -> Bool = { _ in true }) async throws -> Session {
        // Polls counted, not a wall-clock deadline: when the whole suite keeps the cooperative
        // pool busy, the publishing task and this loop are held up alike.
        var last: Session?
        for _ in 0..<500 {
            if let message = await transport.retained[topics.session] {
                let session = try Session(parsing: message.payload)
                if condition(session) { return session }
                last = session
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("no retained session \(what) within 500 polls 10 ms apart; last: \(last.map { String(decoding: $0.fileBytes(), as: UTF8.self) } ?? "none")")
        throw CancellationError()
    }

    /// `events` as a session file holds them (its objects' members in the file's order).
    func normalized(_ events: some Sequence<SessionEvent>) throws -> [SessionEvent] {
        try Session(parsing: Session(screen: "login", start: .screen(sample: nil), configuration: DisplayConfiguration(device: .iPhoneX),
                                     events: Array(events)).fileBytes()).events
    }

    func steps(_ session: Session) -> [JSONValue] {
        session.events.compactMap { if case .step(let step, _) = $0.kind { step } else { nil } }
    }

    @Test func theSessionIsRetainedAsASessionFileStartingWithThePropsOnScreen() async throws {
        let (runtime, live, transport, _) = try await start()
        let session = try await retainedSession(transport, "with a revision") { !$0.revisions.isEmpty }
        #expect(await transport.retained[topics.session]?.retained == true)
        #expect(session.screen == "login" && session.start == .screen(sample: "possible") && session.dropped == 0)
        #expect(session.events.first?.isRevision == true)
        #expect(session.revisions.first?.props == (try await LiveFixtures.propsJSON(runtime)))
        await live.stop()
    }

    @Test func anAcceptedEditIsALiveStepFollowedByItsRevisionARejectedOneLeavesNoTrace() async throws {
        let (runtime, live, transport, recorder) = try await start()
        let edit = LiveFixtures.replacing("login", with: .string("inProgress"), in: try await LiveFixtures.propsJSON(runtime))
        #expect(await live.receive(LiveMessage(topic: topics.set, payload: LiveFixtures.data(edit))) == .accepted(revision: 1))
        #expect(await live.receive(LiveMessage(topic: topics.set, payload: LiveFixtures.data(#"{"login": 42}"#)))?.isAccepted == false)
        #expect(await live.receive(LiveMessage(topic: topics.release, payload: Data()))?.isAccepted == false)
        let session = try await retainedSession(transport, "with the edit") { $0.revisions.count == 2 }
        #expect(steps(session) == [.object([("live", .string("set"))])], "only the accepted edit is marked")
        let stepIndex = try #require(session.events.firstIndex { if case .step = $0.kind { true } else { false } })
        #expect(session.revisions.last?.event == stepIndex + 1, "the revision follows its edit")
        #expect(session.revisions.last?.props["login"] == .string("inProgress"))
        #expect(try normalized(recorder.session.events) == session.events, "the whole recording fits the topic")
        await live.stop()
    }

    @Test func pinAndReleaseAreRevisionsAndTheAppsOwnPropsToo() async throws {
        let (runtime, live, transport, _) = try await start()
        let first = try await LiveFixtures.propsJSON(runtime)
        let pin = LiveFixtures.replacing("login", with: .string("disabled"), in: first)
        #expect(await live.receive(LiveMessage(topic: topics.pin, payload: LiveFixtures.data(pin)))?.isAccepted == true)
        #expect(await live.receive(LiveMessage(topic: topics.release, payload: Data()))?.isAccepted == true)
        let session = try await retainedSession(transport, "with pin and release") { $0.revisions.count == 3 }
        #expect(session.revisions.map { $0.props["login"] } == [first["login"], .string("disabled"), first["login"]])
        #expect(steps(session).map { $0["live"] } == [.string("pin"), .string("release")])
        await live.stop()
    }

    @Test func theTopicHoldsTheNewestEventsWithinItsLimitsStartingWithARevision() async throws {
        let (runtime, live, transport, recorder) = try await start(limits: LiveLimits(sessionEvents: 10, sessionInterval: .zero))
        await runtime.core.input(.focus("username"))
        for character in "abcdefghijklmnopqrst" { await runtime.core.input(.edit(.insert(String(character)))) }
        let recorded = try normalized(recorder.session.events)
        #expect(recorded.count > 40, "every keystroke is an input and a Command")
        let session = try await retainedSession(transport, "of the newest events") { $0.events.last == recorded.last }
        #expect(session.events.count == 10)
        #expect(session.events.first?.isRevision == true, "the revision on screen when the window begins comes first")
        #expect(Array(session.events.dropFirst()) == Array(recorded.suffix(9)))
        #expect(session.dropped == recorded.count - 10)

        // Bytes bound it too: never more than the limit, and always the revision and the newest event.
        let bytes = recorded[0].byteCount + recorded.suffix(3).map(\.byteCount).reduce(0, +)
        let small = recorder.recent(events: 500, bytes: bytes)
        #expect(small.events.map(\.byteCount).reduce(0, +) <= bytes)
        #expect(small.events.count == 4 && small.events.first?.isRevision == true)
        #expect(try normalized(small.events).last == recorded.last)
        #expect(recorder.recent(events: 500, bytes: 1).events.count == 2)
        await live.stop()
    }

    @Test func aBurstOfEventsIsPublishedAsOneMessagePerIntervalTheNewestLast() async throws {
        let interval = Duration.milliseconds(100)
        let (runtime, live, transport, recorder) = try await start(limits: LiveLimits(sessionInterval: interval))
        _ = try await retainedSession(transport, "at the start")
        let before = await transport.messages(on: topics.session).count
        let started = ContinuousClock.now
        await runtime.core.input(.focus("username"))
        for _ in 0..<200 { await runtime.core.input(.edit(.insert("x"))) }
        let elapsed = started.duration(to: .now)
        let newest = try #require(try normalized(recorder.session.events).last)
        _ = try await retainedSession(transport, "with the burst's newest event") { $0.events.last == newest }
        let published = await transport.messages(on: topics.session).count - before
        // 400+ events; one message at once, then at most one per interval (and the trailing one).
        #expect(published <= Int(elapsed / interval) + 3, "\(published) messages in \(elapsed)")
        #expect(published >= 1)
        await live.stop()
    }

    @Test func aPasswordTypedIntoTheLiveLoginAppearsInNoByteOnAnyTopic() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let runtime = try await LiveFixtures.loginRuntime()
        let probe = try Probe(broker: broker.url, subscribe: ["trellis/#"])
        try await probe.waitUntilConnected()
        let live = try LiveMQTT(runtime: runtime, topics: topics,
                                configuration: MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics)),
                                limits: LiveLimits(sessionInterval: .milliseconds(20)))
        await live.session.publishSession(of: await SessionRecorder.record(runtime, sample: "possible"))
        let serving = Task { do { try await live.run() } catch { Issue.record("live: \(error)") } }
        defer { serving.cancel() }
        _ = try await probe.next(on: topics.session)

        let secrets = ["Tr0ub4dor&3", "xyzzy-Paste"]
        await runtime.core.input(.focus("password"))
        #expect(await runtime.core.isEditingSecureField)
        await runtime.core.input(.edit(.insert(secrets[0])))
        await runtime.core.input(.paste(secrets[1]))
        await runtime.core.input(.endEditing)
        // An edit after the typing: the Props published again (their password is the app's, redacted).
        let edit = LiveFixtures.replacing("login", with: .string("inProgress"), in: try await LiveFixtures.propsJSON(runtime))
        try probe.publish(topics.set, edit.jsonText)
        let retained = try await probe.next(on: topics.session) { message in
            guard let session = try? Session(parsing: message.payload) else { return false }
            return session.revisions.count == 2 && session.events.contains { if case .input(_, true) = $0.kind { true } else { false } }
        }
        let session = try Session(parsing: retained.payload)
        #expect(session.events.count { if case .input(_, true) = $0.kind { true } else { false } } == 2)
        #expect(session.events.contains { $0.kind == .command(name: "updatePassword", value: Secret.redaction) })
        #expect(!probe.messages(on: topics.commands).isEmpty)
        await live.stop()
        try await probe.wait(for: "offline presence") {
            probe.messages(on: topics.presence).contains { (try? JSONValue(parsing: $0.payload))?["state"] == .string("offline") }
        }

        let everything = probe.messages.map { Array($0.topic.utf8) + [UInt8]($0.payload) + [UInt8]($0.correlationData ?? Data()) }
        let topicsHeard = Set(probe.messages.map { String($0.topic.split(separator: "/").last ?? "") })
        #expect(topicsHeard.isSuperset(of: ["props", "schema", "presence", "session", "commands", "set", "ack"]), "\(topicsHeard)")
        for secret in secrets + ["mobius2018"] {
            #expect(!everything.contains { occurs(secret, in: $0) }, "\(secret) was published")
            #expect(!everything.contains { occurs(String(secret.prefix(5)), in: $0) }, "the start of \(secret) was published")
        }
    }
}

/// Whether `needle` occurs anywhere in `bytes` (UTF-8).
func occurs(_ needle: String, in bytes: [UInt8]) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in bytes[start..<start + pattern.count].elementsEqual(pattern) }
}
