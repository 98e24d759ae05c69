import Foundation
import JSONPaths
import MosquittoBroker
import Render
import Testing
import Trellis
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisScreens
import TrellisStorybook
import Typesetting

/// The storybook's live panel against a real mosquitto broker (started on a free loopback port)
/// and a live login screen (`LiveMQTT`) running in this process.
@Suite("The storybook's link to live screens over MQTT", .serialized)
struct LiveLinkTests {
    let topics = try! LiveTopics(app: "talks", device: "sim-1", screen: "login")
    let query = "app=talks&device=sim-1&screen=login"

    func loginRuntime() async throws -> ScreenRuntime {
        let entry = try Catalog.talks().entry(named: "login")
        return try await entry.runtime(props: try entry.sample(named: "possible"),
                                       environment: Environment(textMeasurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20)),
                                       size: Size(width: 375, height: 812))
    }

    /// Polls `GET /api/live` until `condition` holds for the login screen (at most 5 s).
    func listed(_ gallery: RunningGallery, _ what: String,
                where condition: ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = ContinuousClock.now + .seconds(5)
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
        throw GalleryTestError("the login screen was not listed \(what) within 5 s; last: \(last)")
    }

    func login(_ runtime: ScreenRuntime) async throws -> JSONValue? {
        try JSONValue(parsing: await runtime.propsJSON())["login"]
    }

    @Test("A live login screen is listed online with its Props; set edits it and returns its ack; a bad edit is refused with its path; pin and release are acked; stopped, it is listed offline")
    func liveScreen() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let runtime = try await loginRuntime()
        let screen = try LiveMQTT(runtime: runtime, topics: topics,
                                  configuration: MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics)))
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

    @Test("Without --broker there is no live panel: GET /api/live is a 404 saying how to start one")
    func noBroker() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.get("/api/live")
            #expect(reply.status == 404)
            #expect((reply.object["error"] as? String)?.contains("--broker") == true, "\(reply.text)")
        }
    }
}
