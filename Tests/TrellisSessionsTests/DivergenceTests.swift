import Foundation
import JSONPaths
import Testing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions

/// The committed login session with one event's JSON changed by `change`.
func alteredLogin(_ change: (inout JSONValue) -> Void, where matches: (SessionEvent) -> Bool) throws -> (Session, Int) {
    let session = try SessionFiles.session("login")
    let found = session.events.firstIndex(where: matches)
    let index = try #require(found, "the login session has the event to alter")
    var json = session.json
    guard case .object(var members) = json, let position = members.firstIndex(where: { $0.0 == "events" }),
          case .array(var events) = members[position].1 else { throw SessionError(path: .root, reason: "no events") }
    change(&events[index])
    members[position].1 = .array(events)
    json = .object(members)
    return (try Session(json: json), index)
}

/// `value` with the member at `path` replaced by `replacement`.
func replacing(_ value: JSONValue, at path: ArraySlice<String>, with replacement: JSONValue) -> JSONValue {
    guard let key = path.first, case .object(var members) = value,
          let index = members.firstIndex(where: { $0.0 == key }) else { return path.isEmpty ? replacement : value }
    members[index].1 = replacing(members[index].1, at: path.dropFirst(), with: replacement)
    return .object(members)
}

func isSignedIn(_ event: SessionEvent) -> Bool {
    if case .props(let props) = event.kind, props["message"]?["text"] == .string("Signed in as anna") { return true }
    return false
}

@Suite("A replay that differs from its recording names the step, the input that led there and each JSON path")
struct DivergenceTests {
    @Test("One recorded Props value altered: the replay diverges at that revision's step, at that path, with both values")
    func alteredPropsValue() async throws {
        let (session, index) = try alteredLogin({ event in
            event = replacing(event, at: ["props", "message", "text"], with: .string("Signed in as bob"))
        }, where: isSignedIn)
        let steps = session.events[..<index].compactMap { if case .step(_, let step) = $0.kind { step } else { nil } }
        let revision = session.events[...index].count { if case .props = $0.kind { true } else { false } } - 1
        let replay = try await SessionReplay.run(session, in: .demo())
        let divergence = try #require(replay.divergence)
        #expect(divergence.step == steps.last)
        #expect(divergence.stepJSON == .object([("wait", .number(1.5))]))
        let path = JSONPath([.key("message"), .key("text")])
        #expect(divergence.difference == .props(revision: revision, [
            JSONDifference(path: path, old: .string("Signed in as bob"), new: .string("Signed in as anna")),
        ]))
        // The input that led there: the finger lifting from the login button.
        guard case .input(.pointer(let event), _)? = divergence.input?.kind else {
            Issue.record("the divergence names no pointer input: \(divergence)")
            return
        }
        #expect(event.phase == .up)
        let message = divergence.description
        #expect(message.contains("at step \(steps.last ?? -1) {\"wait\":1.5}"), "\(message)")
        #expect(message.contains(#"after input {"at":"#) && message.contains(#""pointer":"up"}"#), "\(message)")
        #expect(message.contains(#"$.message.text: recorded "Signed in as bob", replayed "Signed in as anna""#), "\(message)")
    }

    @Test("assertReplay of the altered session fails with the divergence's message")
    func assertReplayFailsWithTheMessage() async throws {
        let (session, _) = try alteredLogin({ event in
            event = replacing(event, at: ["props", "message", "text"], with: .string("Signed in as bob"))
        }, where: isSignedIn)
        let expected = try #require(try await SessionReplay.run(session, in: .demo()).divergence).description
        await withKnownIssue {
            await assertReplay(session, in: .demo(), named: "login.session.json")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "login.session.json \(expected)" }
        }
    }

    @Test("A recorded Command that is not performed any more is named with its number")
    func alteredCommand() async throws {
        let (session, _) = try alteredLogin({ event in
            event = replacing(event, at: ["command", "name"], with: .string("signUp"))
        }, where: { event in
            if case .command("login", _) = event.kind { true } else { false }
        })
        let divergence = try #require(try await SessionReplay.run(session, in: .demo()).divergence)
        guard case .command(_, let recorded, let replayed) = divergence.difference else {
            Issue.record("not a Command difference: \(divergence)")
            return
        }
        #expect(recorded == "signUp(login)" && replayed == "login(login)")
        #expect(divergence.stepJSON == .object([("tap", .string("login"))]))
    }

    @Test("A revision the recording has and the replay does not is named as missing")
    func missingRevision() async throws {
        var session = try SessionFiles.session("timer")
        let last = try #require(session.events.indices.last { if case .props = session.events[$0].kind { true } else { false } })
        var extra = session.events[last]
        extra.kind = .props(.object([("title", .string("00:00"))]))
        session.events.append(extra)
        let divergence = try #require(try await SessionReplay.run(session, in: .demo()).divergence)
        guard case .outcome(let recorded, let replayed) = divergence.difference else {
            Issue.record("not an outcome difference: \(divergence)")
            return
        }
        #expect(recorded?.hasPrefix("Props revision \(session.revisions.count - 1) ") == true)
        #expect(replayed == nil)
        #expect(divergence.description.contains("replayed nothing more"))
    }
}
