import Foundation
import JSONPaths
import MosquittoBroker
import Render
import Testing
import TrellisElements
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisScreens
import TrellisSessions
import TrellisStorybook
import Typesetting

/// The storybook's live panel against a real mosquitto broker (started on a free loopback port)
/// and a live login screen (`LiveMQTT`) running in this process.
@Suite("The storybook's link to live screens over MQTT", .serialized)
struct LiveLinkTests {
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")
    let query = "app=talks&device=sim-1&screen=login"

    func loginRuntime() async throws -> ScreenRuntime {
        let entry = try Catalog.demo().entry(named: "login")
        return try await entry.runtime(props: try entry.sample(named: "possible"),
                                       environment: Environment(textMeasurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20)),
                                       size: Size(width: 375, height: 812))
    }

    /// `runtime` as the live login of `topics` on `broker` (not yet running).
    func live(_ runtime: ScreenRuntime, on broker: MosquittoBroker, limits: LiveLimits = LiveLimits()) throws -> LiveMQTT {
        try LiveMQTT(runtime: runtime, topics: topics,
                     configuration: MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics)), limits: limits)
    }

    /// Polls `GET /api/live` until `condition` holds for the login screen (at most 15 s).
    func listed(_ gallery: RunningGallery, _ what: String,
                where condition: ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = ContinuousClock.now + .seconds(15)
        var last = ""
        while ContinuousClock.now < deadline {
            let reply = try await gallery.get("/api/live")
            last = reply.text
            let screens = reply.object["screens"] as? [[String: Any]] ?? []
            if let screen = screens.first(where: { $0["screen"] as? String == "login" && $0["device"] as? String == "sim-1" }),
               condition(screen) {
                return screen
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw GalleryTestError("the login screen was not listed \(what) within 15 s; last: \(last)")
    }

    func login(_ runtime: ScreenRuntime) async throws -> JSONValue? {
        try JSONValue(parsing: await runtime.propsJSON())["login"]
    }

    @Test("A live login screen is listed online with its Props; set edits it and returns its ack; a bad edit is refused with its path; pin and release are acked; stopped, it is listed offline")
    func liveScreen() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let runtime = try await loginRuntime()
        let screen = try live(runtime, on: broker)
        let serving = Task { do { try await screen.run() } catch { Issue.record("live: \(error)") } }
        defer { serving.cancel() }
        let link = try LiveLink(broker: broker.url)

        try await RunningGallery.with(live: link) { gallery in
            let online = try await listed(gallery, "online with Props") { $0["state"] as? String == "online" && $0["props"] is [String: Any] }
            let props = try #require(online["props"] as? [String: Any])
            #expect(props["login"] as? [String: String] == ["possible": "login"], "the Commands by name")
            #expect(online["app"] as? String == "talks" && online["hasSchema"] as? Bool == true)

            // A set through the storybook: the screen's runtime shows it, the ack is positive.
            var edited = props
            edited["login"] = "inProgress"
            let set = try await gallery.post("/api/live/set?\(query)&mode=set", body: try JSONSerialization.data(withJSONObject: edited))
            #expect(set.status == 200, "\(set.text)")
            let ack = try #require(set.object["ack"] as? [String: Any], "\(set.text)")
            #expect(ack["ok"] as? Bool == true && ack["revision"] as? Int == 1, "\(set.text)")
            #expect(try await login(runtime) == .string("inProgress"))
            _ = try await listed(gallery, "with the new Props") { ($0["props"] as? [String: Any])?["login"] as? String == "inProgress" }

            // A bad edit: the negative ack names the JSON path; the screen keeps its Props.
            var bad = edited
            bad["login"] = 42
            let refused = try await gallery.post("/api/live/set?\(query)&mode=pin", body: try JSONSerialization.data(withJSONObject: bad))
            #expect(refused.status == 200, "\(refused.text)")
            let negative = try #require(refused.object["ack"] as? [String: Any], "\(refused.text)")
            #expect(negative["ok"] as? Bool == false && negative["path"] as? String == "$.login", "\(refused.text)")
            #expect((negative["reason"] as? String)?.isEmpty == false)
            #expect(try await login(runtime) == .string("inProgress"))

            // A pin holds an edit; release ends it (both acked); a release without a pin is refused.
            var pinned = edited
            pinned["login"] = "disabled"
            let pin = try await gallery.post("/api/live/set?\(query)&mode=pin", body: try JSONSerialization.data(withJSONObject: pinned))
            #expect((pin.object["ack"] as? [String: Any])?["ok"] as? Bool == true, "\(pin.text)")
            #expect(try await login(runtime) == .string("disabled"))
            let release = try await gallery.post("/api/live/set?\(query)&mode=release", body: Data())
            #expect((release.object["ack"] as? [String: Any])?["ok"] as? Bool == true, "\(release.text)")
            let again = try await gallery.post("/api/live/set?\(query)&mode=release", body: Data())
            #expect((again.object["ack"] as? [String: Any])?["ok"] as? Bool == false, "\(again.text)")

            // Requests the link cannot serve.
            #expect(try await gallery.post("/api/live/set?\(query)&mode=explode", body: Data()).status == 400)
            #expect(try await gallery.post("/api/live/set?app=talks&device=sim-1&screen=a/b", body: Data()).status == 400)
            #expect(try await gallery.post("/api/live/set?app=talks&device=nobody&screen=login", body: Data()).status == 404)

            // The screen stops: listed offline; an edit now times out, said plainly.
            await screen.stop()
            _ = try await listed(gallery, "offline") { $0["state"] as? String == "offline" }
            let late = try await gallery.post("/api/live/set?\(query)&mode=set", body: try JSONSerialization.data(withJSONObject: edited))
            #expect(late.status == 504, "\(late.text)")
            #expect((late.object["error"] as? String)?.contains("no ack") == true, "\(late.text)")
        }
    }

    /// Polls `GET /api/live/session` until the timeline has `count` revisions (at most 15 s).
    func timeline(_ gallery: RunningGallery, revisions count: Int) async throws -> [[String: Any]] {
        let deadline = ContinuousClock.now + .seconds(15)
        var last = ""
        while ContinuousClock.now < deadline {
            let reply = try await gallery.get("/api/live/session?\(query)")
            last = "\(reply.status) \(reply.text)"
            if reply.status == 200, let revisions = reply.object["revisions"] as? [[String: Any]], revisions.count == count {
                return revisions
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw GalleryTestError("the timeline did not show \(count) revisions within 15 s; last: \(last)")
    }

    /// The mounted frame as text (kinds, frames, texts), without view handles (a remount makes new ones).
    func frame(_ runtime: ScreenRuntime) async -> String {
        await runtime.mounted.dump().replacing(/\sv\d+\s/, with: " ")
    }

    /// The screen's Props, as `JSONSerialization` reads them (to compare with what the page posts).
    func shownProps(_ runtime: ScreenRuntime) async throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: await runtime.propsJSON()) as? NSDictionary
    }

    @Test("A live login's session is its remote timeline; pinning a past revision is acked and shows it (Props and frame), held over the app's own Props; release shows the app's")
    func remoteTimeline() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let runtime = try await loginRuntime()
        let screen = try live(runtime, on: broker, limits: LiveLimits(sessionInterval: .milliseconds(20)))
        await screen.session.publishSession(of: await SessionRecorder.record(runtime, sample: "possible"))
        let serving = Task { do { try await screen.run() } catch { Issue.record("live: \(error)") } }
        defer { serving.cancel() }
        let link = try LiveLink(broker: broker.url)
        let firstFrame = await frame(runtime)

        try await RunningGallery.with(live: link) { gallery in
            let online = try await listed(gallery, "online with Props") { $0["state"] as? String == "online" && $0["props"] is [String: Any] }
            var edited = try #require(online["props"] as? [String: Any])
            edited["login"] = "inProgress"
            let set = try await gallery.post("/api/live/set?\(query)&mode=set", body: try JSONSerialization.data(withJSONObject: edited))
            #expect((set.object["ack"] as? [String: Any])?["ok"] as? Bool == true, "\(set.text)")
            #expect(await frame(runtime) != firstFrame)

            // The timeline: the start, then the set, each with its Props and what led to it.
            let revisions = try await timeline(gallery, revisions: 2)
            #expect(revisions.map { $0["label"] as? String } == ["start", "live set"])
            #expect(revisions.map { $0["index"] as? Int } == [0, 1])
            #expect(revisions[0]["cause"] is NSNull)
            #expect((revisions[1]["cause"] as? [String: Any])?["step"] as? [String: String] == ["live": "set"])
            let past = try #require(revisions[0]["props"] as? [String: Any])
            #expect(past["login"] as? [String: String] == ["possible": "login"])
            #expect((revisions[1]["props"] as? [String: Any])?["login"] as? String == "inProgress")

            // Pinning the past revision: acked, on screen (Props and the very frame it had), held
            // over the app's own Props until release, which shows the app's latest.
            let pin = try await gallery.post("/api/live/set?\(query)&mode=pin", body: try JSONSerialization.data(withJSONObject: past))
            let ack = try #require(pin.object["ack"] as? [String: Any], "\(pin.text)")
            #expect(ack["ok"] as? Bool == true && ack["revision"] as? Int == 2, "\(pin.text)")
            #expect(try await shownProps(runtime) == past as NSDictionary)
            #expect(await frame(runtime) == firstFrame, "the pinned revision's frame")
            let entry = try Catalog.demo().entry(named: "login")
            try await screen.session.showAppProps(try entry.sample(named: "disabled"))
            #expect(try await login(runtime) == .object([("possible", .string("login"))]), "held by the pin")
            let release = try await gallery.post("/api/live/set?\(query)&mode=release", body: Data())
            #expect((release.object["ack"] as? [String: Any])?["ok"] as? Bool == true, "\(release.text)")
            #expect(try await login(runtime) == .string("disabled"), "the app's own latest Props")
            let after = try await timeline(gallery, revisions: 4)
            #expect(after.map { $0["label"] as? String } == ["start", "live set", "live pin", "live release"])
            #expect((after[3]["props"] as? [String: Any])?["login"] as? String == "disabled")
            let listedNow = try await listed(gallery, "with its revisions counted") { $0["revisions"] as? Int == 4 }
            #expect(listedNow["revisions"] as? Int == 4)

            // What the timeline cannot answer, said plainly.
            #expect(try await gallery.get("/api/live/session?app=talks&device=nobody&screen=login").status == 404)
            #expect(try await gallery.get("/api/live/session?app=talks&device=sim-1&screen=a/b").status == 400)
            let other = try LiveTopics(app: "talks", device: "sim-2", screen: "login")
            try link.connection.publish(MQTTMessage(topic: other.props, payload: Data("{}".utf8), retained: true))
            try link.connection.publish(MQTTMessage(topic: other.session, payload: Data(#"{"format":"trellis-session","version":9}"#.utf8),
                                                retained: true))
            var broken = ""
            for _ in 0..<250 {
                let reply = try await gallery.get("/api/live/session?app=talks&device=sim-2&screen=login")
                broken = "\(reply.status) \(reply.text)"
                if reply.status != 404 { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(broken.hasPrefix("502") && broken.contains("$.version"), "\(broken)")
            try link.connection.publish(MQTTMessage(topic: other.session, payload: Data(), retained: true))
            let third = try LiveTopics(app: "talks", device: "sim-3", screen: "login")
            try link.connection.publish(MQTTMessage(topic: third.props, payload: Data("{}".utf8), retained: true))
            var none = ""
            for _ in 0..<250 {
                let reply = try await gallery.get("/api/live/session?app=talks&device=sim-3&screen=login")
                none = "\(reply.status) \(reply.text)"
                if reply.text.contains("no session") { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(none.hasPrefix("404") && none.contains("--no-session"), "\(none)")
            await screen.stop()
        }
    }

    @Test("Without --broker there is no live panel: GET /api/live is a 404 saying how to start one")
    func noBroker() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.get("/api/live")
            #expect(reply.status == 404)
            #expect((reply.object["error"] as? String)?.contains("--broker") == true, "\(reply.text)")
        }
    }
}
