// The root command on swift-argument-parser, one subcommand per file, run on the catalog of the
// tool that starts it (`TrellisTool`). Exit codes: 0 ok, 1 a failed check, 2 bad input (one line
// naming what and where; a command-line mistake adds the subcommand's usage line).
import ArgumentParser
import Foundation
import TrellisCatalog

struct TrellisCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Render, inspect and check Trellis screens, layouts, text and display lists.",
        subcommands: [ListCommand.self, RenderCommand.self, AccessibilityCommand.self, LintCommand.self, PropsCommand.self, SchemaCommand.self,
                      LayoutCommand.self, MeasureCommand.self, DrawCommand.self, TimerCommand.self, LiveCommand.self,
                      SnapshotsCommand.self, StorybookCommand.self, RunCommand.self, ReplayCommand.self, CompareCommand.self]
    )

    /// Without a subcommand: the help on standard error, exit 2 (nothing was done).
    func run() async throws {
        printError(Self.helpMessage())
        throw ExitCode(2)
    }

    /// Parses and runs `arguments` on `catalog`; returns the exit status.
    static func execute(_ arguments: [String], on catalog: Catalog) async -> Int32 {
        await ToolCatalog.$current.withValue(catalog) { await execute(arguments) }
    }

    private static func execute(_ arguments: [String]) async -> Int32 {
        let name = arguments.first ?? ""
        var subcommand: ParsableCommand.Type = Self.self
        for candidate in configuration.subcommands where candidate.configuration.commandName == name {
            subcommand = candidate
        }
        if subcommand == Self.self, !name.isEmpty, !name.hasPrefix("-"), name != "help" {
            let known = configuration.subcommands.compactMap { $0.configuration.commandName }
            printError("trellis: unknown command '\(name)' (known: \(known.joined(separator: ", ")))")
            return 2
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return report(error, of: subcommand)
        }
    }

    /// Prints what `error` means for `command` and returns the exit status.
    static func report(_ error: any Error, of command: ParsableCommand.Type) -> Int32 {
        let prefix = command == Self.self ? "trellis" : "trellis \(command.configuration.commandName ?? "")"
        switch error {
        case let error as BadInput:
            printError("\(prefix): \(error.message)")
            return 2
        case let error as FailedCheck:
            printError("\(prefix): \(error.message)")
            return 1
        default:
            let code = exitCode(for: error)
            // The parser's own mistakes (64, EX_USAGE) are bad input: one line, then the usage.
            guard code == .validationFailure else { exit(withError: error) }
            printError("\(prefix): \(message(for: error))\nusage: \(usageString(for: command))")
            return 2
        }
    }
}

/// Input that cannot be used (unknown screen, Props that do not decode, unreadable file): exit 2
/// with this one line after the command's name.
struct BadInput: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A check that failed (a tap on empty space): exit 1 with this one line after the command's name.
struct FailedCheck: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension ExitCode {
    /// Throws the status of a command that printed its own messages, unless it is 0.
    static func check(_ status: Int32) throws {
        if status != 0 { throw ExitCode(status) }
    }
}
