import Testing

/// The `trellis` entry point: subcommand dispatch and its exit codes (0 ok, 2 usage).
@Suite("trellis")
struct DispatcherTests {
    static let commands = ["measure", "layout", "timer", "draw", "render"]

    @Test func withoutArgumentsItPrintsUsageToStandardErrorAndExitsTwo() throws {
        let run = try TrellisBinary.run([])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first == "usage: trellis <command> [arguments]")
        #expect(run.stdout == "")
    }

    @Test func helpListsEverySubcommandAndExitsZero() throws {
        let run = try TrellisBinary.run(["help"])
        #expect(run.status == 0, "\(run)")
        for command in Self.commands {
            #expect(run.stderrLines.contains { $0.hasPrefix("  \(command) ") }, "\(command) missing: \(run)")
        }
    }

    @Test func anUnknownCommandIsNamedAndExitsTwo() throws {
        let run = try TrellisBinary.run(["frobnicate"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first == "trellis: unknown command 'frobnicate'")
        #expect(run.stdout == "")
    }

    @Test func anUnknownCommandExitsTwoWithoutReadingStandardInput() throws {
        // A megabyte on stdin that nobody reads: the run must still end promptly with exit 2.
        let run = try TrellisBinary.run(["frobnicate"], input: String(repeating: "x", count: 1_000_000), timeout: 20)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
    }
}
