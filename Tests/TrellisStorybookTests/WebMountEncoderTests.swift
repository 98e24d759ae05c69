import Foundation
import JSONPaths
import Render
import Synchronization
import Testing
import TrellisCairo
import TrellisCatalog
import TrellisElements
import TrellisFlows
import TrellisScreens
@testable import TrellisStorybook

/// The live canvas's messages (`WebMountEncoder`): a page that applies the whole tree once and
/// then every batch ends where a page that opens now starts.
@Suite("The web host's mount messages")
struct WebMountEncoderTests {
    /// What a page holds, by view id: what each op set, and the children in order.
    struct Page: Equatable, CustomStringConvertible {
        struct View: Equatable {
            var kind = "", key: JSONValue = .null, props: [String: JSONValue] = [:], rect: JSONValue = .null
            var paint: JSONValue = .null, children: [Int] = []
        }
        var views: [Int: View] = [:]
        var roots: [Int] = []
        var problems: [String] = []

        mutating func apply(_ ops: [JSONValue]) {
            for op in ops {
                guard case .string(let name)? = op["op"], case .number(let number)? = op["id"] else {
                    problems.append("no op or id: \(op.jsonText)")
                    continue
                }
                let id = Int(number)
                if name != "create", views[id] == nil { problems.append("\(name) of unknown view \(id)"); continue }
                switch name {
                case "create":
                    var view = View()
                    if case .string(let kind)? = op["kind"] { view.kind = kind }
                    view.key = op["key"] ?? .null
                    if case .object(let members)? = op["props"] { for (k, v) in members { view.props[k] = v } }
                    view.rect = op["rect"] ?? .null
                    views[id] = view
                case "update":
                    if case .object(let members)? = op["props"] { for (k, v) in members { views[id]?.props[k] = v } }
                case "frame": views[id]?.rect = op["rect"] ?? .null
                case "paint":
                    // An empty paint clears what was painted: the same as none.
                    let lines = op["lines"] ?? .null, items = op["items"] ?? .null, over = op["over"] ?? .null
                    let shadow = op["shadow"] ?? .null
                    views[id]?.paint = lines == .array([]) && items == .array([]) && over == .array([]) && shadow == .null
                        ? .null : .object([("lines", lines), ("items", items), ("over", over), ("shadow", shadow)])
                case "insert", "move":
                    detach(id)
                    guard case .number(let index)? = op["index"] else { problems.append("\(name) \(id) without index"); continue }
                    if case .number(let parent)? = op["parent"] {
                        let count = views[Int(parent)]?.children.count ?? 0
                        views[Int(parent)]?.children.insert(id, at: min(Int(index), count))
                    } else {
                        roots.insert(id, at: min(Int(index), roots.count))
                    }
                case "remove":
                    detach(id)
                    discard(id)
                default: problems.append("unknown op \(name)")
                }
            }
        }

        private mutating func detach(_ id: Int) {
            roots.removeAll { $0 == id }
            for key in views.keys { views[key]?.children.removeAll { $0 == id } }
        }

        private mutating func discard(_ id: Int) {
            for child in views[id]?.children ?? [] { discard(child) }
            views[id] = nil
        }

        /// The views reachable from the roots (what is on screen).
        var shown: [Int: View] {
            var result: [Int: View] = [:]
            func visit(_ id: Int) {
                guard let view = views[id] else { return }
                result[id] = view
                view.children.forEach(visit)
            }
            roots.forEach(visit)
            return result
        }

        var description: String { "\(views.count) views, roots \(roots)" }
    }

    final class Batches: Sendable {
        let batches = Mutex<[MountBatch]>([])
    }

    /// Runs `steps` on `feature` with a page following from the start; expects it to hold what a
    /// page opened at the end builds.
    func expectFollowing(_ feature: String, scenario: String? = nil, _ steps: (Flow) async throws -> Void) async throws {
        let renderer = ScreenRenderer()
        let flow = try await Flow.start(Catalog.demo().feature(named: feature), scenario: scenario, renderer: renderer)
        let encoder = WebMountEncoder(measurer: renderer.measurer(for: flow.configuration), scale: flow.configuration.deviceConfiguration.scale)
        let seen = Batches()
        let start = await flow.observeMounts { batch in seen.batches.withLock { $0.append(batch) } }
        var page = Page()
        page.apply(encoder.ops(building: start))
        try await steps(flow)
        let batches = seen.batches.withLock { $0 }
        #expect(batches.count >= 2, "\(feature): the steps mounted batches")
        for batch in batches { page.apply(encoder.ops(of: batch)) }
        var fresh = Page()
        fresh.apply(encoder.ops(building: await flow.mounted))
        #expect(page.problems.isEmpty, "\(feature): \(page.problems.prefix(5))")
        #expect(page.roots == fresh.roots)
        let shown = page.shown, expected = fresh.shown
        #expect(shown.count == expected.count, "\(feature): views on screen")
        let differing = expected.keys.filter { shown[$0] != expected[$0] }.sorted()
        if let first = differing.first {
            Issue.record("\(feature): \(differing.count) views differ; view \(first): \(describe(shown[first])) vs \(describe(expected[first]))")
        }
    }

    private func describe(_ view: Page.View?) -> String {
        guard let view else { return "absent" }
        let paint = String(view.paint.jsonText.prefix(300))
        return "\(view.kind) \(view.key.jsonText) rect \(view.rect.jsonText) paint \(paint) children \(view.children)"
    }

    @Test("after swiping, pushing, going back and dragging the inbox, the page holds what a page opened now builds",
          .timeLimit(.minutes(2)))
    func inbox() async throws {
        try await expectFollowing("inbox") { flow in
            let keys = await flow.mounted.targetViews.compactMap(\.key)
            #expect(keys.contains("m0") && keys.contains("messages"), "views carry their keys")
            try await flow.swipe("m0", direction: .left)
            try await flow.tap("m2")
            await flow.finishMotion()
            try await flow.back()
            await flow.finishMotion()
            try await flow.drag("messages", by: Point(x: 0, y: -300))
            await flow.finishMotion()
        }
    }

    @Test("typing into the login's fields and counting down the timer: texts and fields repainted as they change",
          .timeLimit(.minutes(2)))
    func changingContent() async throws {
        try await expectFollowing("login", scenario: "empty") { flow in
            try await flow.type("anna", into: "username")
            try await flow.type("secret", into: "password")
            await flow.finishMotion()
        }
        try await expectFollowing("timer") { flow in
            try await flow.tap("primary")
            await flow.advance(by: .milliseconds(2_500))
        }
    }

    @Test("a text's lines carry the measured runs; a secure field's text is never in the messages")
    func textAndSecureFields() async throws {
        let renderer = ScreenRenderer()
        let flow = try await Flow.start(Catalog.demo().feature(named: "login"), scenario: "empty", renderer: renderer)
        let encoder = WebMountEncoder(measurer: renderer.measurer(for: flow.configuration), scale: flow.configuration.deviceConfiguration.scale)
        let seen = Batches()
        let start = await flow.observeMounts { batch in seen.batches.withLock { $0.append(batch) } }
        let password = "Tr0ub4dor&3"
        try await flow.type("anna", into: "username")
        try await flow.type(password, into: "password")
        var text = JSONValue.array(encoder.ops(building: start)).jsonText
        for batch in seen.batches.withLock({ $0 }) { text += JSONValue.array(encoder.ops(of: batch)).jsonText }
        text += JSONValue.array(encoder.ops(building: await flow.mounted)).jsonText
        #expect(text.contains("\"text\":\"anna\""), "the username is drawn from its runs")
        #expect(!text.contains(password) && !text.contains("Tr0ub"), "the password is in no message")
    }

    @Test("the controls' icons carry their @3x pixels and placement; the card's shadow is the view's own")
    func imagesAndShadows() async throws {
        let renderer = ScreenRenderer()
        let shot = try await renderer.render(Catalog.demo().entry(named: "controls"), sample: "default",
                                             on: DisplayConfiguration(device: .iPhoneX))
        let encoder = WebMountEncoder(measurer: renderer.measurer(for: shot.configuration),
                                      scale: shot.configuration.deviceConfiguration.scale)
        let paints = encoder.ops(building: shot.mounted).filter { $0["op"] == .string("paint") }
        let images = paints.flatMap { paint -> [JSONValue] in
            guard case .array(let items)? = paint["items"] else { return [] }
            return items.filter { $0["type"] == .string("image") }
        }
        #expect(images.count >= 3, "the rows' icons are images")
        for image in images {
            guard case .string(let src)? = image["src"] else { Issue.record("an icon without pixels: \(image.jsonText.prefix(200))"); continue }
            #expect(src.hasPrefix("data:image/png;base64,iVBORw0KGgo"), "a PNG data URL")
            #expect(image["placed"] == image["frame"], "a 3x icon fills its frame at 3x")
        }
        #expect(paints.contains { if case .object? = $0["shadow"] { true } else { false } }, "the card's shadow is on its view")
        let shadows = paints.flatMap { paint -> [JSONValue] in
            guard case .array(let items)? = paint["items"] else { return [] }
            return items.filter { $0["type"] == .string("shadow") }
        }
        #expect(!shadows.isEmpty, "the switches' knobs keep their shadows among their items")
    }

    @Test("a PNG's size comes from its header; other bytes are no image")
    func pngSize() {
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 72, 0, 0, 1, 2]
        #expect(PNGAssetFiles.pixelSize(ofPNG: Data(header)) == Size(width: 72, height: 258))
        #expect(PNGAssetFiles.pixelSize(ofPNG: Data("GIF89a not a png at all".utf8)) == nil)
        #expect(WebImage(.bytes(header), renderScale: 3)?.size == Size(width: 72, height: 258))
        #expect(WebImage(.asset(name: "missing", folder: "/nonexistent"), renderScale: 3) == nil)
    }

    @Test("a truncated line holds what it shows: the start of the rest that fits, then an ellipsis")
    func truncatedLines() async throws {
        let renderer = ScreenRenderer()
        let flow = try await Flow.start(Catalog.demo().feature(named: "inbox"), renderer: renderer)
        let encoder = WebMountEncoder(measurer: renderer.measurer(for: flow.configuration), scale: flow.configuration.deviceConfiguration.scale)
        let lines = encoder.ops(building: await flow.mounted).flatMap { op -> [JSONValue] in
            guard case .array(let lines)? = op["lines"] else { return [] }
            return lines
        }
        let truncated = lines.filter { $0["truncated"] == .bool(true) }
        #expect(!truncated.isEmpty, "the long previews are cut")
        for line in truncated {
            guard case .array(let runs)? = line["runs"], case .number(let width)? = line["width"] else { continue }
            let text = runs.compactMap { if case .string(let t)? = $0["text"] { t } else { nil } }.joined()
            #expect(text.hasSuffix("\u{2026}") && text.count > 1, "'\(text)' ends in an ellipsis after some text")
            #expect(width > 0)
        }
    }
}

