import Foundation
import Testing

/// An app's own tool (`TrellisTool`, here `fixture-tool` over the counter fixtures) runs every
/// subcommand on its catalog: what `swift package trellis …` runs in an app package.
@Suite("A TrellisTool runs the subcommands on its own catalog")
struct ToolCatalogTests {
    private static func tool(_ arguments: [String], input: String = "") throws -> Outcome {
        try TrellisBinary.run(arguments, input: input, tool: "fixture-tool")
    }

    @Test("list names the tool's screens and features, none of the demo's")
    func listsItsOwnCatalog() throws {
        let outcome = try Self.tool(["list", "--json"])
        #expect(outcome.status == 0, "\(outcome)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
        let names = Set(entries.compactMap { $0["name"] as? String })
        #expect(names == ["counter-screen", "fresh-counter", "sent-counter"])
    }

    @Test("render writes a PNG of the tool's screen; a demo screen is unknown, naming the known ones")
    func rendersItsOwnScreen() throws {
        let scratch = try Scratch()
        let png = scratch.url.appendingPathComponent("counter.png")
        let outcome = try Self.tool(["render", "counter-screen", "--device", "iphone-se", "-o", png.path])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(PNGHeader(contentsOf: png) == PNGHeader(width: 640, height: 1136))
        let unknown = try Self.tool(["render", "login", "-o", png.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderrLines == ["trellis render: unknown screen 'login' (known: counter-screen)"])
    }

    @Test("run warns when a feature's Props differ only by Command identity, and not otherwise")
    func runWarnsAboutFreshCommands() throws {
        let scratch = try Scratch()
        let script = try scratch.write(#"[{"tap": "0"}]"#, to: "tap.json")
        let fresh = try Self.tool(["run", "fresh-counter", "--script", script.path, "-o", scratch.url.appendingPathComponent("fresh").path])
        #expect(fresh.status == 0, "\(fresh)")
        let warnings = fresh.stderrLines.filter { $0.hasPrefix("trellis run: warning: feature 'fresh-counter'") }
        #expect(warnings.count == 1, "\(fresh)")
        #expect(warnings.first?.contains("$.increment") == true, "\(fresh)")
        let sent = try Self.tool(["run", "sent-counter", "--script", script.path, "-o", scratch.url.appendingPathComponent("sent").path])
        #expect(sent.status == 0, "\(sent)")
        #expect(!sent.stderr.contains("warning"), "\(sent)")
    }
}
