import Testing

/// The `trellis` root command (swift-argument-parser): subcommands, help, completion scripts and
/// exit codes (0 ok, 2 bad input; the parser's own 64 is never used).
@Suite("trellis")
struct DispatcherTests {
    static let commands = ["list", "render", "accessibility", "lint", "props", "schema", "layout", "measure", "draw", "timer", "live", "snapshots", "storybook", "run", "replay", "compare"]

    @Test func withoutArgumentsItPrintsTheHelpToStandardErrorAndExitsTwo() throws {
        let run = try TrellisBinary.run([])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("USAGE: trellis <subcommand>"), "\(run)")
        #expect(run.stdout == "")
    }

    @Test func helpListsEverySubcommandAndExitsZero() throws {
        let run = try TrellisBinary.run(["--help"])
        #expect(run.status == 0, "\(run)")
        for command in Self.commands {
            #expect(run.stdoutLines.contains { $0.hasPrefix("  \(command) ") }, "\(command) missing: \(run)")
        }
    }

    @Test(arguments: commands)
    func helpOfEverySubcommandExitsZeroAndShowsItsUsage(command: String) throws {
        let run = try TrellisBinary.run([command, "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("USAGE: trellis \(command)"), "\(run)")
        let viaHelp = try TrellisBinary.run(["help", command])
        #expect(viaHelp.status == 0 && viaHelp.stdout == run.stdout, "\(viaHelp)")
    }

    @Test func aBashCompletionScriptNamesEverySubcommand() throws {
        let run = try TrellisBinary.run(["--generate-completion-script", "bash"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("complete -o filenames -F"), "\(run.stderr)")
        for command in Self.commands { #expect(run.stdout.contains(command)) }
    }

    @Test func anUnknownCommandIsNamedWithTheKnownOnesAndExitsTwo() throws {
        let run = try TrellisBinary.run(["frobnicate"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["trellis: unknown command 'frobnicate' (known: \(Self.commands.joined(separator: ", ")))"])
        #expect(run.stdout == "")
    }

    @Test func anUnknownCommandExitsTwoWithoutReadingStandardInput() throws {
        // A megabyte on stdin that nobody reads: the run must still end promptly with exit 2.
        let run = try TrellisBinary.run(["frobnicate"], input: String(repeating: "x", count: 1_000_000), timeout: 20)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
    }

    @Test func theParsersOwnErrorsExitTwoNotSixtyFourWithTheMessageFirst() throws {
        let run = try TrellisBinary.run(["render", "listing", "--scheme", "sepia", "--dump"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("trellis render: The value 'sepia' is invalid for '--scheme") == true, "\(run)")
        #expect(run.stderrLines.dropFirst().first?.hasPrefix("usage: trellis render") == true, "\(run)")
        #expect(run.stdout == "")
    }
}
