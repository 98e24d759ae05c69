// `trellis` — the command-line entry point. Dispatches to the subcommands of `Subcommand.all`.
import Foundation

func usage() -> String {
    let width = (Subcommand.all.map(\.name.count).max() ?? 0) + 2
    let lines = Subcommand.all.map { command in
        "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary
    }
    return (["usage: trellis <command> [arguments]", "", "commands:"] + lines).joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, !["help", "--help", "-h"].contains(name) else {
    printError(usage())
    exit(arguments.isEmpty ? 2 : 0)
}
guard let command = Subcommand.all.first(where: { $0.name == name }) else {
    printError("trellis: unknown command '\(name)'\n" + usage())
    exit(2)
}
exit(command.run(Array(arguments.dropFirst())))
