import CairoRender
import FeatureFixtures
import Foundation
import Testing
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions
@testable import TrellisStorybook

/// The storybook running features: `POST /api/run/…` over HTTP, as the page's run mode and its
/// timeline use them.
@Suite("Running features in the storybook", .serialized)
struct FeatureRunTests {
    /// Starts `name` and answers its id.
    static func start(_ gallery: RunningGallery, _ name: String, scenario: String = "", device: String = "iphone-se") async throws -> String {
        let reply = try await gallery.post("/api/run/start?run=\(name)&scenario=\(scenario)&device=\(device)", body: Data())
        guard reply.status == 200, let id = reply.object["id"] as? String else {
            throw GalleryTestError("start \(name): \(reply.status) \(reply.text)")
        }
        return id
    }

    static func input(_ gallery: RunningGallery, _ id: String, _ json: String) async throws -> RunningGallery.Reply {
        try await gallery.post("/api/run/input?id=\(id)", body: Data(json.utf8))
    }

    /// Starts the timer, taps Start and lets it run `seconds`: its id.
    static func runningTimer(_ gallery: RunningGallery, for seconds: Double) async throws -> String {
        let id = try await start(gallery, "timer")
        _ = try await input(gallery, id, #"{"step": {"tap": "primary"}}"#)
        _ = try await input(gallery, id, #"{"step": {"wait": \#(seconds)}}"#)
        return id
    }

    static func revisions(_ gallery: RunningGallery, _ id: String) async throws -> [[String: Any]] {
        try await gallery.get("/api/run/timeline?id=\(id)").object["revisions"] as? [[String: Any]] ?? []
    }

    static func title(_ gallery: RunningGallery, _ id: String, revision: Int) async throws -> String? {
        try await gallery.get("/api/run/revision?id=\(id)&revision=\(revision)").object["title"] as? String
    }

    @Test("screen=NAME&sample=S runs a plain screen showing that sample; an unknown sample is a 404 naming the known ones")
    func plainScreenRuns() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.post("/api/run/start?screen=login&sample=empty&device=iphone-x", body: Data())
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.object["screen"] as? String == "login")
            #expect(reply.object["sample"] as? String == "empty")
            #expect(reply.object["feature"] == nil)
            let id = try #require(reply.object["id"] as? String)
            let frame = try await gallery.get("/api/run/frame.png?id=\(id)")
            #expect(frame.status == 200)
            let bad = try await gallery.post("/api/run/start?screen=login&sample=nope", body: Data())
            #expect(bad.status == 404)
            #expect(bad.text.contains("nope") && bad.text.contains("empty"), "\(bad.text)")
            let neither = try await gallery.post("/api/run/start", body: Data())
            #expect(neither.status == 400)
            #expect(neither.text.contains("'screen'"), "\(neither.text)")
        }
    }

    @Test("a feature whose Commands are made anew on every mapping runs with a warning naming them; a sound one has none")
    func commandIdentityWarnings() async throws {
        var catalog = Catalog()
        try catalog.register(feature: FreshCommandsCounter.self)
        try catalog.register(feature: SentCommandsCounter.self)
        try await RunningGallery.with(catalog: catalog) { gallery in
            // Starting answers the run's status.
            let fresh = try await gallery.post("/api/run/start?run=fresh-counter&device=iphone-se", body: Data())
            let warnings = fresh.object["warnings"] as? [String]
            #expect(warnings?.count == 1)
            #expect(warnings?.first?.contains("the Commands at $.increment are made anew") == true)
            let sent = try await gallery.post("/api/run/start?run=sent-counter&device=iphone-se", body: Data())
            #expect(sent.object["warnings"] as? [String] == [])
        }
    }

    @Test("a timer started in the storybook counts down, and scrubbing back shows its start drawn exactly as it was")
    func timerCountsDownAndScrubsBack() async throws {
        try await RunningGallery.with { gallery in
            let id = try await Self.start(gallery, "timer")
            let first = try await gallery.get("/api/run/frame.png?id=\(id)")
            #expect(first.contentType == "image/png")
            #expect(try await Self.input(gallery, id, #"{"step": {"tap": "primary"}}"#).status == 200)
            #expect(try await Self.input(gallery, id, #"{"step": {"wait": 3}}"#).status == 200)
            let revisions = try await Self.revisions(gallery, id)
            #expect(revisions.count >= 4, "start, running, and a revision a second")
            #expect(try await Self.title(gallery, id, revision: 0) == "00:10")
            #expect(try await Self.title(gallery, id, revision: revisions.count - 1) == "00:07")
            #expect((revisions[1]["causes"] as? [String])?.contains { $0.hasPrefix("⌘ ") } == true,
                    "the revision after Start names the Command")
            // The last revision first: revision 0 is then drawn on a runtime that showed another.
            let last = try await gallery.get("/api/run/revision.png?id=\(id)&revision=\(revisions.count - 1)")
            let drawnAgain = try await gallery.get("/api/run/revision.png?id=\(id)&revision=0")
            #expect(drawnAgain.data == first.data, "revision 0 drawn again is the first frame's bytes")
            #expect(last.data != first.data)
            let now = try await gallery.get("/api/run/frame.png?id=\(id)")
            #expect(now.data != first.data)
            let diff = try await gallery.get("/api/run/diff?id=\(id)&from=0&to=\(revisions.count - 1)").array
            #expect(diff.contains { $0["path"] as? String == "$.title" && $0["old"] as? String == "00:10" && $0["new"] as? String == "00:07" })
        }
    }

    @Test("a scrubbed revision comes as the patch of pixels that differ from the one shown; drawn over it, it is that revision's picture")
    func scrubbedRevisionsComeAsPatches() async throws {
        try await RunningGallery.with { gallery in
            let id = try await Self.runningTimer(gallery, for: 2)
            let count = try await Self.revisions(gallery, id).count
            func picture(_ revision: Int) async throws -> Bitmap {
                try #require(Bitmap(png: [UInt8](try await gallery.get("/api/run/revision.png?id=\(id)&revision=\(revision)").data)))
            }
            func patch(_ revision: Int, over: Int?) async throws -> (placement: [Int], png: [UInt8]) {
                let reply = try await gallery.get("/api/run/revision.patch?id=\(id)&revision=\(revision)" + (over.map { "&over=\($0)" } ?? ""))
                #expect(reply.status == 200, "\(reply.text)")
                return (reply.headers["trellis-patch", default: ""].split(separator: " ").compactMap { Int($0) }, [UInt8](reply.data))
            }
            // Over nothing shown: the whole picture (revision 1: running, as every later one).
            let whole = try await patch(1, over: nil)
            let start = try await picture(1)
            #expect(whole.placement == [0, 0, start.width, start.height, start.width, start.height])
            #expect(Bitmap(png: whole.png) == start)
            // Over revision 1: only what differs (the time), and drawn over it, it is revision `last`.
            let last = count - 1
            let step = try await patch(last, over: 1)
            let target = try await picture(last)
            #expect(step.placement.count == 6)
            let (x, y, width, height) = (step.placement[0], step.placement[1], step.placement[2], step.placement[3])
            #expect(width > 0 && height > 0 && width * height < start.width * start.height / 2,
                    "the patch (\(width)×\(height)) is the changed part, not the whole picture")
            let pixels = try #require(Bitmap(png: step.png))
            var composed = start.bytes
            for row in 0..<height {
                for column in 0..<width * 4 {
                    composed[(y + row) * start.stride + x * 4 + column] = pixels.bytes[row * pixels.stride + column]
                }
            }
            #expect(Bitmap(width: start.width, height: start.height, stride: start.stride, bytes: composed) == target,
                    "revision 1 with the patch drawn over it is revision \(last)'s picture")
            // Over itself: nothing to draw. Over a revision not drawn just before: the whole picture.
            let same = try await patch(last, over: last)
            #expect(same.placement == [0, 0, 0, 0, start.width, start.height] && same.png.isEmpty)
            let unknown = try await patch(0, over: 2)
            #expect(unknown.placement == [0, 0, start.width, start.height, start.width, start.height])
        }
    }

    @Test("pointer events at a button's frame are a tap on it, at the time they arrive")
    func pointerEventsTap() async throws {
        try await RunningGallery.with { gallery in
            let id = try await Self.start(gallery, "timer")
            let targets = try await gallery.get("/api/run/targets?id=\(id)").array
            let frame = try #require(targets.first { $0["key"] as? String == "primary" }?["frame"] as? [String: Double])
            let (x, y) = (frame["x"]! + frame["width"]! / 2, frame["y"]! + frame["height"]! / 2)
            #expect(try await Self.input(gallery, id, #"{"pointer": "down", "at": [\#(x), \#(y)]}"#).status == 200)
            let up = try await Self.input(gallery, id, #"{"pointer": "up", "at": [\#(x), \#(y)]}"#)
            #expect(up.status == 200)
            let revisions = try await Self.revisions(gallery, id)
            let last = revisions.count - 1
            #expect(try await gallery.get("/api/run/revision?id=\(id)&revision=\(last)").object["caption"] as? String == "Running")
        }
    }

    @Test("the export is a session file that replays without divergence; importing it gives the same timeline")
    func exportAndImport() async throws {
        try await RunningGallery.with { gallery in
            let id = try await Self.runningTimer(gallery, for: 2.5)
            _ = try await Self.input(gallery, id, #"{"step": {"tap": "primary"}}"#)
            let export = try await gallery.get("/api/run/session?id=\(id)")
            #expect(export.status == 200)
            let session = try Session(parsing: [UInt8](export.data))
            #expect(session.start == .feature("timer", scenario: "ten"))
            let replay = try await SessionReplay.run(session, in: .demo())
            #expect(replay.divergence == nil, "\(replay.divergence.map { "\($0)" } ?? "")")
            let imported = try await gallery.post("/api/run/import", body: export.data)
            #expect(imported.status == 200, "\(imported.text)")
            #expect(imported.object["divergence"] is NSNull)
            let importedID = try #require(imported.object["id"] as? String)
            let before = try await Self.revisions(gallery, id).map { $0["causes"] as? [String] ?? [] }
            let after = try await Self.revisions(gallery, importedID).map { $0["causes"] as? [String] ?? [] }
            #expect(after == before)
            for index in before.indices {
                #expect(try await Self.title(gallery, importedID, revision: index) == (try await Self.title(gallery, id, revision: index)))
            }
        }
    }

    @Test("continuing from a revision drops what came after it and runs on from there")
    func continueFromARevision() async throws {
        try await RunningGallery.with { gallery in
            let id = try await Self.start(gallery, "timer")
            _ = try await Self.input(gallery, id, #"{"step": {"tap": "primary"}}"#)
            _ = try await Self.input(gallery, id, #"{"step": {"wait": 4}}"#)
            let continued = try await gallery.post("/api/run/continue?id=\(id)&revision=0", body: Data())
            #expect(continued.status == 200, "\(continued.text)")
            #expect(continued.object["revisions"] as? Double == 1)
            #expect(try await Self.title(gallery, id, revision: 0) == "00:10")
            _ = try await Self.input(gallery, id, #"{"step": {"tap": "primary"}}"#)
            _ = try await Self.input(gallery, id, #"{"step": {"wait": 1}}"#)
            let revisions = try await Self.revisions(gallery, id)
            #expect(try await Self.title(gallery, id, revision: revisions.count - 1) == "00:09")
        }
    }

    @Test("a password typed into the login is in no export, timeline, revision or frame request of the run")
    func passwordStaysInTheStore() async throws {
        let password = "Tr0ub4dor&3-hunter2"
        try await RunningGallery.with { gallery in
            let id = try await Self.start(gallery, "login", scenario: "empty")
            #expect(try await Self.input(gallery, id, #"{"step": {"type": "ada", "into": "username"}}"#).status == 200)
            #expect(try await Self.input(gallery, id, #"{"step": {"focus": "password"}}"#).status == 200)
            for character in password {
                let reply = try await Self.input(gallery, id, "{\"text\": \"\(character)\"}")
                #expect(reply.status == 200 && reply.object["secure"] as? Bool == true)
            }
            #expect(try await Self.input(gallery, id, #"{"step": {"type": "-typed", "into": "password"}}"#).status == 200)
            var bytes = try await gallery.get("/api/run/session?id=\(id)").data
            bytes += try await gallery.get("/api/run/timeline?id=\(id)").data
            let count = try await Self.revisions(gallery, id).count
            for index in 0..<count { bytes += try await gallery.get("/api/run/revision?id=\(id)&revision=\(index)").data }
            bytes += try await gallery.get("/api/run/diff?id=\(id)&from=0&to=\(count - 1)").data
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("ada"), "the username is recorded")
            for fragment in [password, "hunter2", "Tr0ub", "-typed"] { #expect(!text.contains(fragment), "\(fragment) leaked") }
            let session = try Session(parsing: [UInt8](try await gallery.get("/api/run/session?id=\(id)").data))
            #expect(session.inputCount > password.count)
        }
    }

    @Test("bad requests are refused naming what is wrong, and the run goes on")
    func badRequests() async throws {
        try await RunningGallery.with(limits: GalleryLimits(maxRuns: 2)) { gallery in
            let unknown = try await gallery.post("/api/run/start?run=nope", body: Data())
            #expect(unknown.status == 404 && (unknown.object["error"] as? String)?.contains("nope") == true)
            let id = try await Self.start(gallery, "timer")
            for (body, fragment) in [("{", "not a JSON object"), (#"{"pointer": "hover", "at": [1, 2]}"#, "hover"),
                                     (#"{"key": "escape"}"#, "escape"), (#"{"step": {"fly": 1}}"#, "fly"),
                                     (#"{"text": "a"}"#, "no text field is focused")] {
                let reply = try await Self.input(gallery, id, body)
                #expect((400..<500).contains(reply.status), "\(body)")
                #expect((reply.object["error"] as? String)?.contains(fragment) == true, "\(body): \(reply.text)")
            }
            #expect(try await gallery.get("/api/run/revision?id=\(id)&revision=99").status == 404)
            #expect(try await gallery.get("/api/run/timeline?id=gone").status == 404)
            var export = try await gallery.get("/api/run/session?id=\(id)").text
            export = export.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 99")
                .replacingOccurrences(of: "\"version\":1", with: "\"version\":99")
            let refused = try await gallery.post("/api/run/import", body: Data(export.utf8))
            #expect(refused.status == 422 && refused.object["path"] as? String == "$.version", "\(refused.text)")
            _ = try await Self.start(gallery, "login")
            let full = try await gallery.post("/api/run/start?run=timer", body: Data())
            #expect(full.status == 503 && (full.object["error"] as? String)?.contains("2 features") == true)
            #expect(try await Self.input(gallery, id, #"{"step": {"tap": "primary"}}"#).status == 200, "the first run goes on")
            #expect(try await gallery.post("/api/run/stop?id=\(id)", body: Data()).status == 200)
            #expect(try await gallery.post("/api/run/start?run=timer", body: Data()).status == 200, "a stopped run makes room")
        }
    }
}
