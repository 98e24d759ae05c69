import Foundation
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens
@testable import TrellisStorybook

@Suite("The storybook server over HTTP", .serialized)
struct GalleryServerTests {
    let login = try! Catalog.demo().entry(named: "login")

    @Test("GET / is the self-contained gallery page: its one script is served by the gallery itself")
    func page() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.get("/")
            #expect(reply.status == 200)
            #expect(reply.contentType.hasPrefix("text/html"))
            let scripts = reply.text.components(separatedBy: "<script src=\"").dropFirst()
                .map { $0.prefix { $0 != "\"" } }
            #expect(scripts == ["host.js", "gallery.js"], "only the gallery's own scripts")
            #expect(!reply.text.contains("https://") && !reply.text.contains("http://"), "no CDN")
            let script = try await gallery.get("/gallery.js")
            #expect(script.status == 200)
            #expect(script.contentType.hasPrefix("text/javascript"))
            #expect(script.text.contains("window.storybook"))
            #expect(!script.text.contains("https://"), "no CDN")
        }
    }

    @Test("GET /api/catalog lists every screen with its samples, the devices and the text sizes")
    func catalog() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.get("/api/catalog")
            #expect(reply.status == 200 && reply.contentType.hasPrefix("application/json"))
            let screens = reply.object["screens"] as? [[String: Any]] ?? []
            #expect(screens.map { $0["name"] as? String } == Catalog.demo().entries.map(\.name))
            #expect(screens.first { $0["name"] as? String == "login" }?["samples"] as? [String] == login.sampleNames)
            let devices = reply.object["devices"] as? [[String: Any]] ?? []
            #expect(devices.map { $0["name"] as? String } == Device.catalog.map(\.name))
            let iPhoneX = devices.first { $0["name"] as? String == "iphone-x" }
            #expect((iPhoneX?["portrait"] as? [String: Any])?["width"] as? Double == 375)
            #expect(iPhoneX?["scale"] as? Double == 3)
            #expect((reply.object["textSizes"] as? [[String: Any]])?.count == TextSizeCategory.allCases.count)
            // The samples written in a direction of their own say which.
            #expect(screens.first { $0["name"] as? String == "listing" }?["writingDirections"] as? [String: String]
                == ["arabic": "rightToLeft"])
            #expect(screens.first { $0["name"] as? String == "timer" }?["writingDirections"] as? [String: String] == [:])
        }
    }

    @Test("a right-to-left sample opens right to left unless the URL says rtl=0")
    func aSampleOpensInItsWritingDirection() async throws {
        try await RunningGallery.with { gallery in
            let plain = try await gallery.get("/render.png?screen=login&sample=hebrew&device=iphone-se")
            let rtl = try await gallery.get("/render.png?screen=login&sample=hebrew&device=iphone-se&rtl=1")
            let ltr = try await gallery.get("/render.png?screen=login&sample=hebrew&device=iphone-se&rtl=0")
            #expect(plain.status == 200 && rtl.status == 200 && ltr.status == 200)
            #expect(same(plain.data, rtl.data))
            #expect(!same(plain.data, ltr.data), "rtl=0 shows it left to right on purpose")
        }
    }

    @Test("GET /api/schema and /api/props answer the entry's schema and the sample's Props JSON")
    func schemaAndProps() async throws {
        try await RunningGallery.with { gallery in
            let schema = try await gallery.get("/api/schema?screen=login")
            #expect(schema.status == 200)
            #expect(same(schema.data, Data(try login.schema().serialized(pretty: false))))
            let props = try await gallery.get("/api/props?screen=login&sample=inProgress")
            #expect(props.status == 200)
            #expect(same(props.data, try login.json(of: login.sample(named: "inProgress"))))
        }
    }

    @Test("GET /render.png is the PNG the one pipeline draws for that sample and configuration")
    func renderSample() async throws {
        try await RunningGallery.with { gallery in
            let reply = try await gallery.get("/render.png?screen=login&sample=disabled&device=iphone-x&scheme=dark&rtl=1")
            #expect(reply.status == 200)
            #expect(reply.contentType == "image/png")
            let expected = try await ScreenRenderer().render(
                login, sample: "disabled",
                on: DisplayConfiguration(device: .iPhoneX, colorScheme: .dark, layoutDirection: .rightToLeft))
            #expect(same(reply.data, Data(expected.png)), "the pipeline's bytes")
            #expect(pngSize(reply.data)! == (1125, 2436))
            let landscape = try await gallery.get("/render.png?screen=login&device=iphone-se&landscape=1&textSize=AX5")
            #expect(landscape.status == 200)
            #expect(pngSize(landscape.data)! == (1136, 640))
        }
    }

    @Test("POST /render.png draws the Props in the body, with the sample's Commands; a permalink's props= draws the same")
    func renderProps() async throws {
        try await RunningGallery.with { gallery in
            var props = try #require(JSONSerialization.jsonObject(with: login.json(of: login.sample(named: "possible")))
                as? [String: Any])
            #expect(props["login"] as? [String: String] == ["possible": "login"])
            props["login"] = "inProgress"
            let json = String(decoding: try JSONSerialization.data(withJSONObject: props), as: UTF8.self)
            let edited = try await gallery.post("/render.png?screen=login&sample=possible", body: Data(json.utf8))
            let sample = try await gallery.get("/render.png?screen=login&sample=possible")
            let inProgress = try await gallery.get("/render.png?screen=login&sample=inProgress")
            #expect(edited.status == 200 && edited.contentType == "image/png")
            #expect(!same(edited.data, sample.data), "the edit changed the picture")
            #expect(same(edited.data, inProgress.data), "the edit shows what the inProgress sample shows")
            let query = json.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let permalink = try await gallery.get("/render.png?screen=login&sample=possible&props=\(query)")
            #expect(permalink.status == 200 && same(permalink.data, edited.data))
        }
    }

    @Test("switching a case to one holding a Command the sample lacks draws it with a sample's Command of that name")
    func caseSwitchWithACommand() async throws {
        try await RunningGallery.with { gallery in
            let timer = try Catalog.demo().entry(named: "timer")
            var props = try #require(JSONSerialization.jsonObject(with: timer.json(of: timer.sample(named: "idle")))
                as? [String: Any])
            #expect(props["primary"] as? [String: [String: String]] == ["start": ["_0": "start"]])
            props["primary"] = ["pause": ["_0": "pause"]]
            let edited = try await gallery.post("/render.png?screen=timer&sample=idle",
                                                body: try JSONSerialization.data(withJSONObject: props))
            #expect(edited.status == 200 && edited.contentType == "image/png", "\(edited.text)")
            let idle = try await gallery.get("/render.png?screen=timer&sample=idle")
            #expect(!same(edited.data, idle.data), "the button shows Pause")
        }
    }

    @Test("Props that do not decode are a 422 naming the JSON path (or the line and column)")
    func invalidProps() async throws {
        try await RunningGallery.with { gallery in
            var json = String(decoding: try login.json(of: login.defaultSample.props), as: UTF8.self)
            json = json.replacingOccurrences(of: #""value" : "dalooG""#, with: #""value" : 42"#)
                .replacingOccurrences(of: #""value": "dalooG""#, with: #""value": 42"#)
            let wrongType = try await gallery.post("/render.png?screen=login", body: Data(json.utf8))
            #expect(wrongType.status == 422)
            #expect(wrongType.object["path"] as? String == "$.username.value")
            #expect((wrongType.object["error"] as? String)?.contains("expected a string") == true)

            let unknownKey = try await gallery.post("/render.png?screen=login",
                                                    body: Data(#"{"login": "disabled", "colour": 1}"#.utf8))
            #expect(unknownKey.status == 422)
            #expect(unknownKey.object["path"] != nil)

            let malformed = try await gallery.post("/render.png?screen=login", body: Data("{\n  \"login\": ,\n}".utf8))
            #expect(malformed.status == 422)
            #expect(malformed.object["line"] as? Double == 2)
            #expect(malformed.object["column"] != nil)
        }
    }

    @Test("Unknown screens and samples are 404, bad devices, schemes, text sizes and flags 400, each naming what is known")
    func badRequests() async throws {
        try await RunningGallery.with { gallery in
            let screen = try await gallery.get("/render.png?screen=settings")
            #expect(screen.status == 404)
            #expect((screen.object["error"] as? String)?.contains("unknown screen 'settings'") == true)
            #expect((screen.object["error"] as? String)?.contains("login") == true)
            let sample = try await gallery.get("/api/props?screen=login&sample=nope")
            #expect(sample.status == 404)
            let device = try await gallery.get("/render.png?screen=login&device=nokia-3310")
            #expect(device.status == 400)
            #expect((device.object["error"] as? String)?.contains("iphone-x") == true)
            #expect(try await gallery.get("/render.png?screen=login&scheme=sepia").status == 400)
            #expect(try await gallery.get("/render.png?screen=login&textSize=huge").status == 400)
            #expect(try await gallery.get("/render.png?screen=login&rtl=maybe").status == 400)
            #expect(try await gallery.get("/render.png").status == 400)
            #expect(try await gallery.post("/api/tap?screen=login&x=abc&y=1", body: Data()).status == 400)
            #expect(try await gallery.get("/nothing-here").status == 404)
        }
    }

    @Test("Bodies and Props over the limits are a 413 with a message")
    func limits() async throws {
        let limits = GalleryLimits(maxBodyBytes: 2_048, maxQueryPropsBytes: 512, maxPropsElements: 10, maxPropsDepth: 6)
        try await RunningGallery.with(limits: limits) { gallery in
            let big = try await gallery.post("/render.png?screen=login", body: Data(repeating: 0x20, count: 64 * 1024))
            #expect(big.status == 413)
            #expect((big.object["error"] as? String)?.contains("2048") == true)
            let items = "[" + Array(repeating: "1", count: 11).joined(separator: ",") + "]"
            let many = try await gallery.post("/render.png?screen=login", body: Data(#"{"login": \#(items)}"#.utf8))
            #expect(many.status == 413)
            let deep = String(repeating: "[", count: 7) + String(repeating: "]", count: 7)
            #expect(try await gallery.post("/render.png?screen=login", body: Data(#"{"a": \#(deep)}"#.utf8)).status == 413)
            let longQuery = String(repeating: "x", count: 600)
            #expect(try await gallery.get("/render.png?screen=login&props=\(longQuery)").status == 413)
        }
    }

    @Test("Deeply nested JSON is a 413 before any parser recurses into it; brackets inside strings do not count")
    func nesting() async throws {
        try await RunningGallery.with { gallery in
            let deep = String(repeating: "[", count: 100_000)
            let body = try await gallery.post("/render.png?screen=login", body: Data(deep.utf8))
            #expect(body.status == 413)
            #expect((body.object["error"] as? String)?.contains("over the limit of 32") == true)
            let query = String(repeating: "%7B%22a%22%3A", count: 2_000)
            #expect(try await gallery.get("/render.png?screen=login&props=\(query)").status == 413)
            #expect(PropsSize.nesting(of: Array(#"{"a": "[[[[[[[[", "b": "\"[{"}"#.utf8), over: 2) == nil)
            #expect(PropsSize.nesting(of: Array("[[[".utf8), over: 2) == 3)
            #expect(try await gallery.get("/api/catalog").status == 200, "still serving")
        }
    }

    @Test("The login samples' password is in no storybook answer: Props, catalog, page, permalink renders, action log")
    func secretsStayInTheStore() async throws {
        try await RunningGallery.with { gallery in
            var answers: [Data] = []
            for sample in login.sampleNames {
                answers.append(try await gallery.get("/api/props?screen=login&sample=\(sample)").data)
            }
            answers.append(try await gallery.get("/api/catalog").data)
            answers.append(try await gallery.get("/").data)
            // A permalink that sets the password draws bullets and answers with no trace of it.
            let query = #"{"username":{"value":"u","placeholder":"","update":"updateUsername"},"password":{"value":"Zq7-typed","placeholder":"","update":"updatePassword"},"login":"disabled"}"#
                .addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let render = try await gallery.get("/render.png?screen=login&props=\(query)")
            #expect(render.status == 200, "\(render.text)")
            answers.append(render.data)
            answers.append(try await gallery.get("/api/actions/recent?after=0").data)
            for answer in answers {
                #expect(answer.range(of: Data("mobius2018".utf8)) == nil && answer.range(of: Data("Zq7".utf8)) == nil)
            }
            #expect(String(decoding: answers[0], as: UTF8.self).contains("‹secret›"))
        }
    }

    @Test("A tap on the login button performs its Command and the action log keeps it; empty space performs nothing")
    func tap() async throws {
        try await RunningGallery.with { gallery in
            let tappable = try await gallery.post("/api/tappable?screen=login&sample=possible", body: Data())
            let button = try #require(tappable.array.first { $0["command"] as? String == "login" })
            let frame = try #require(button["frame"] as? [String: Double])
            let x = frame["x"]! + frame["width"]! / 2, y = frame["y"]! + frame["height"]! / 2
            let hit = try await gallery.post("/api/tap?screen=login&sample=possible&x=\(x)&y=\(y)", body: Data())
            #expect(hit.status == 200)
            let action = try #require(hit.object["action"] as? [String: Any])
            #expect(action["name"] as? String == "login")
            #expect(action["screen"] as? String == "login" && action["sample"] as? String == "possible")

            let inProgress = try await gallery.post("/api/tap?screen=login&sample=inProgress&x=\(x)&y=\(y)", body: Data())
            #expect(inProgress.object["action"] is NSNull)
            #expect((inProgress.object["message"] as? String)?.contains("nothing tappable") == true)

            let log = try await gallery.get("/api/actions/recent?after=0")
            #expect(log.array.map { $0["name"] as? String } == ["login"])
        }
    }

    @Test("POST /api/lint reports the snapshot lint's findings (node, rule, message) where it has them, none for a clean screen")
    func lint() async throws {
        try await RunningGallery.with { gallery in
            let clean = try await gallery.post("/api/lint?screen=login", body: Data())
            #expect(clean.status == 200)
            let none = try #require(clean.object["findings"] as? [[String: Any]], "\(clean.text)")
            #expect(none.isEmpty, "\(clean.text)")

            // Lint sees the rows of scroll content: the inbox's two-line previews are truncated.
            let inbox = try await gallery.post("/api/lint?screen=inbox", body: Data())
            let rows = try #require(inbox.object["findings"] as? [[String: Any]], "\(inbox.text)")
            #expect(rows.contains { ($0["path"] as? String)?.hasPrefix("inbox/messages/content/m0/") == true
                && $0["rule"] as? String == "truncated-text" }, "\(inbox.text)")

            // The listing's call button: white on the listing's green is below WCAG AA.
            let listing = try await gallery.post("/api/lint?screen=listing", body: Data())
            #expect(listing.status == 200)
            let findings = try #require(listing.object["findings"] as? [[String: Any]], "\(listing.text)")
            let paths = findings.filter { $0["rule"] as? String == "low-contrast" }.compactMap { $0["path"] as? String }
            #expect(paths.contains("listing/call-bar/call/text#0"), "\(listing.text)")
            let call = try #require(findings.first { $0["path"] as? String == "listing/call-bar/call/text#0" })
            #expect(call["kind"] as? String == "text")
            #expect((call["message"] as? String)?.contains("3.07:1") == true, "\(listing.text)")

            let bad = try await gallery.post("/api/lint?screen=login", body: Data(#"{"login": 1}"#.utf8))
            #expect(bad.status == 422)
        }
    }
}

@Suite("The static gallery")
struct StaticGalleryTests {
    @Test("--export writes a PNG per sample and device and an index.html showing them all")
    func export() async throws {
        var catalog = Catalog()
        try catalog.register(LoginScreen.self)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storybook-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = try await StaticGallery(catalog: catalog, devices: [.iPhoneSE, .iPhoneX]).export(to: directory)
        let login = try catalog.entry(named: "login")
        #expect(summary.images.count == login.sampleNames.count * 2)
        let page = try String(contentsOf: summary.index, encoding: .utf8)
        for image in summary.images {
            let data = try Data(contentsOf: image)
            #expect(pngSize(data) != nil, "\(image.lastPathComponent) is a PNG")
            #expect(page.contains("src=\"\(image.lastPathComponent)\""))
        }
        #expect(summary.images.map(\.lastPathComponent).contains("login-inProgress-iphone-x.png"))
        // The Hebrew sample, as it is read: right to left.
        #expect(summary.images.map(\.lastPathComponent).contains("login-hebrew-iphone-x-rtl.png"))
        #expect(!summary.images.map(\.lastPathComponent).contains("login-hebrew-iphone-x.png"))
        let expected = try await ScreenRenderer().render(login, sample: "long", on: DisplayConfiguration(device: .iPhoneSE))
        #expect(same(try Data(contentsOf: directory.appendingPathComponent("login-long-iphone-se.png")), Data(expected.png)))
        // The samples' password is in no exported file.
        for file in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            let data = (try? Data(contentsOf: directory.appendingPathComponent(file))) ?? Data()
            #expect(data.range(of: Data("mobius2018".utf8)) == nil, "\(file) holds the password")
        }
    }
}
