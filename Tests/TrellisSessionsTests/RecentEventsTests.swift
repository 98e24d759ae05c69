import JSONPaths
import Testing
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions

/// `SessionRecorder.recent(events:bytes:)`: the window a live screen's `session` topic publishes.
@Suite("The newest events of a recording, as a live screen publishes them")
struct RecentEventsTests {
    /// The login feature with its user name typed: one revision per keystroke, each after its
    /// input and Command.
    func typedLogin(limits: SessionLimits = SessionLimits()) async throws -> (Flow, SessionRecorder) {
        let flow = try await Flow.start(Catalog.demo().feature(named: "login"), scenario: "empty")
        let recorder = await flow.record(limits: limits)
        try await flow.run(.type("annabel", into: "username"))
        return (flow, recorder)
    }

    @Test func aWindowLargeEnoughIsTheWholeRecording() async throws {
        let (_, recorder) = try await typedLogin()
        let whole = recorder.session
        let recent = recorder.recent(events: 10_000, bytes: 1 << 30)
        #expect(recent.events == whole.events && recent.dropped == 0)
        #expect(recent.screen == whole.screen && recent.start == whole.start)
    }

    @Test func theNewestEventsStartWithTheRevisionOnScreenWhenTheyBegin() async throws {
        let (_, recorder) = try await typedLogin()
        let events = recorder.session.events
        for count in 1...6 {
            let recent = recorder.recent(events: count, bytes: 1 << 30)
            let newest = Array(events.suffix(count))
            if newest.first?.isRevision == true {
                #expect(recent.events == newest, "a window that begins with a revision is just the newest events")
            } else {
                // The revision takes the place of the oldest (the newest event always stays).
                let rest = Array(events.suffix(max(1, count - 1)))
                #expect(Array(recent.events.dropFirst()) == rest)
                let before = events[..<(events.count - rest.count)]
                #expect(recent.events.first == before.last(where: \.isRevision), "the latest revision before them")
            }
            #expect(recent.events.count == max(count, 2) || newest.first?.isRevision == true)
            #expect(recent.events.first?.isRevision == true && recent.events.last == events.last)
            #expect(recent.dropped == events.count - recent.events.count)
        }
    }

    @Test func aRevisionTheRecordersOwnLimitsDroppedStillBeginsTheWindow() async throws {
        // 4 events kept: the typing's last input, Command and revision, and little before them.
        let (flow, recorder) = try await typedLogin(limits: SessionLimits(events: 4))
        for _ in 0..<4 { try await flow.run(.key(.left)) }  // caret moves: inputs, no revision
        let kept = recorder.session
        #expect(kept.dropped > 0)
        #expect(kept.events.allSatisfy { !$0.isRevision }, "the recorder kept no revision")
        let recent = recorder.recent(events: 2, bytes: 1 << 30)
        #expect(recent.events.first?.isRevision == true)
        #expect(recent.events.first?.props?["username"]?["value"] == .string("annabel"))
        #expect(recent.dropped == kept.dropped + kept.events.count - recent.events.count)
    }
}

extension SessionEvent {
    var props: JSONValue? { if case .props(let props) = kind { props } else { nil } }
}

/// `SessionRecorder.counts`: what a status line reads on every tick, without copying events.
@Suite("A recording's counts")
struct RecordingCountTests {
    @Test("the counts are the session's revisions, events and dropped events, also once the limits drop some",
          arguments: [SessionLimits(), SessionLimits(events: 9)])
    func countsMatchTheSession(limits: SessionLimits) async throws {
        let (_, recorder) = try await RecentEventsTests().typedLogin(limits: limits)
        let session = recorder.session, counts = recorder.counts
        #expect(counts.revisions == session.revisions.count && counts.revisions > 0)
        #expect(counts.events == session.events.count && counts.dropped == session.dropped)
        if limits.events == 9 { #expect(counts.dropped > 0 && counts.events == 9) }
    }
}
