import Foundation
import JSONPaths
import Render
import Testing
import TextEditing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions
import Synchronization

/// Whether `needle` occurs anywhere in `bytes` (UTF-8).
func occurs(_ needle: String, in bytes: [UInt8]) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in bytes[start..<start + pattern.count].elementsEqual(pattern) }
}

@Suite("Recording a session: secrets, every revision, limits")
struct RecorderTests {
    let catalog = Catalog.demo()

    @Test("A password typed, pasted, composed and edited natively during a recorded login appears nowhere in the session file")
    func passwordAppearsNowhere() async throws {
        let flow = try await Flow.start(catalog.feature(named: "login"), scenario: "empty")
        let recorder = await flow.record()
        let secrets = ["Tr0ub4dor&3", "xyzzy-Paste", "imeSecret", "native-Secret-9"]
        try await flow.run(.type("anna", into: "username"))
        try await flow.run(.key(.return))
        try await flow.run(.type(secrets[0], into: nil))
        try await flow.run(.paste(secrets[1]))
        await flow.core.input(.edit(.setMarkedText(secrets[2], selectedRange: nil)))
        await flow.core.input(.edit(.unmarkText))
        let field = try #require(await flow.mounted.first { $0.key == "password" })
        await flow.core.input(.field(.edited(field.id, TextEdit(value: secrets[3], selection: 15..<15))))
        try await flow.run(.key(.backspace))
        await flow.dismissKeyboard()
        try await flow.run(.tap("login"))
        await flow.advance(by: .seconds(1))
        let session = recorder.session
        let bytes = session.fileBytes()
        for secret in secrets {
            #expect(!occurs(secret, in: bytes), "\(secret) is in the session file")
            #expect(!occurs(String(secret.prefix(5)), in: bytes), "the start of \(secret) is in the session file")
        }
        // The secret inputs are there, as as many placeholders, and the password Props are redacted.
        let secretInputs = session.events.filter { if case .input(_, true) = $0.kind { true } else { false } }
        #expect(secretInputs.count == secrets[0].count + 3)
        #expect(occurs(#""value":"‹secret›""#, in: bytes))
        #expect(occurs(#"{"type":"‹secret›"}"#, in: bytes), "the step is logged redacted")
        #expect(session.revisions.last?.props["message"]?["text"] == .string("Signed in as anna"))
        // The placeholders replay the same Props and Commands.
        await assertReplay(session, in: catalog)
    }

    @Test("The committed login session holds neither the typed password nor the scenario's")
    func committedLoginHoldsNoPassword() throws {
        let bytes = try SessionFiles.bytes("login")
        let script = String(decoding: try Data(contentsOf: SessionFiles.directory.appendingPathComponent("login.steps.json")),
                            as: UTF8.self)
        #expect(script.contains("s3cret-Pass"), "the script types this password")
        #expect(!occurs("s3cret", in: bytes))
        #expect(!occurs("mobius2018", in: bytes))
    }

    @Test("Every state the store announces is a revision, also those the screen skipped: a 3 s jump of the timer")
    func everyStateIsARevision() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        let recorder = await flow.record()
        let before = await flow.core.layoutPassCount
        try await flow.tap("primary")
        await flow.advance(by: .seconds(3))
        let titles = recorder.session.revisions.compactMap { revision -> String? in
            if case .string(let title)? = revision.props["title"] { title } else { nil }
        }
        #expect(titles == ["00:10", "00:10", "00:09", "00:08", "00:07"])
        #expect(await flow.core.layoutPassCount - before < titles.count, "the screen skipped some: it showed only the newest")
        // The timer's state is Encodable: each revision is followed by it.
        let states = recorder.session.events.compactMap { event -> JSONValue? in
            if case .state(let state) = event.kind { state } else { nil }
        }
        #expect(states.count == titles.count)
        #expect(states.last?["running"]?["_0"]?["remaining"] == .number(7))
    }

    @Test("Bounded by count and by bytes: the oldest events are dropped first, the newest kept")
    func boundedOldestFirst() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        let feature = try #require(flow.feature)
        let full = await SessionRecorder.record(feature)
        let byCount = await SessionRecorder.record(feature, limits: SessionLimits(events: 12))
        let byBytes = await SessionRecorder.record(feature, limits: SessionLimits(bytes: 1_500))
        try await flow.tap("primary")
        await flow.advance(by: .seconds(4))
        try await flow.tap("primary")
        let all = full.session.events
        #expect(full.session.dropped == 0 && all.count > 20)
        let counted = byCount.session
        #expect(counted.events == Array(all.suffix(12)))
        #expect(counted.dropped == all.count - 12)
        let sized = byBytes.session
        let bytes = sized.events.reduce(0) { $0 + $1.byteCount }
        #expect(bytes <= 1_500 && !sized.events.isEmpty)
        #expect(sized.events == Array(all.suffix(sized.events.count)))
        #expect(bytes + all[all.count - sized.events.count - 1].byteCount > 1_500, "one more would not fit")
        #expect(sized.dropped == all.count - sized.events.count)
        for recorder in [full, byCount, byBytes] { await recorder.stop() }
    }

    @Test("A stopped recorder records nothing more; its session stays readable")
    func stopped() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        let recorder = await flow.record()
        try await flow.tap("primary")
        await recorder.stop()
        let count = recorder.session.events.count
        try await flow.tap("primary")
        await flow.advance(by: .seconds(2))
        #expect(recorder.session.events.count == count)
    }

    @Test("Observers see each event as it is recorded, in order")
    func observersSeeEvents() async throws {
        let flow = try await Flow.start(catalog.feature(named: "timer"), scenario: "ten")
        let recorder = await flow.record()
        let seen = EventLog()
        let token = recorder.observe { seen.append($0) }
        let start = recorder.session.events.count
        try await flow.tap("primary")
        recorder.removeObserver(token)
        await flow.advance(by: .seconds(1))
        #expect(seen.events == Array(recorder.session.events[start..<(start + seen.events.count)]))
        #expect(seen.events.contains { if case .command("start", _) = $0.kind { true } else { false } })
        #expect(recorder.session.events.count > start + seen.events.count, "none after it was removed")
    }

    @Test("A plain screen's session starts from its sample and replays its Commands")
    func plainScreen() async throws {
        let entry = try catalog.entry(named: "inbox")
        let flow = try await Flow.start(entry, props: try entry.sample(named: "default"))
        let recorder = await flow.record(sample: "default")
        try await flow.run(.tap("m3"))
        try await flow.run(.fling("messages", velocity: Point(x: 0, y: -1_500)))
        await flow.advance(by: .seconds(1))
        let session = recorder.session
        #expect(session.start == .screen(sample: "default"))
        #expect(session.commandCount > 0)
        let replay = try #require(await assertReplay(session, in: catalog))
        #expect(replay.replayed.commandCount == session.commandCount)
    }

    @Test("A wheel scroll is recorded as {scroll, at}, read back as the same input, and replays to the same rows")
    func wheelScrollRoundTrips() async throws {
        let entry = try catalog.entry(named: "inbox")
        let flow = try await Flow.start(entry, props: try entry.sample(named: "default"))
        let recorder = await flow.record(sample: "default")
        await flow.feed(.scroll(at: Point(x: 100, y: 300), by: Point(x: 0, y: 2_000)), at: flow.clockTime)
        try await flow.run(.tap("m30"))
        let session = recorder.session
        let bytes = session.fileBytes()
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"{"at":[100,300],"scroll":[0,2000]}"#))
        let read = try Session(parsing: bytes)
        #expect(read.fileBytes() == bytes)
        #expect(session.commandCount > 0, "the row scrolled into view was tapped")
        let replay = try #require(await assertReplay(read, in: catalog))
        #expect(replay.replayed.commandCount == session.commandCount)
    }
}

/// Events an observer saw.
final class EventLog: Sendable {
    private let log = Mutex<[SessionEvent]>([])
    func append(_ event: SessionEvent) { log.withLock { $0.append(event) } }
    var events: [SessionEvent] { log.withLock { $0 } }
}
