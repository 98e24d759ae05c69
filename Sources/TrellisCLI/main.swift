// `trellis` — the command-line entry point. Each subcommand lives in its own file and exposes
// `static func run(_ arguments: [String]) -> Int32` returning the process exit code
// (0 success, 1 check failures, 2 bad input or usage).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Subcommands by name, each with a one-line summary for `trellis help`.
let subcommands: [(name: String, summary: String, run: ([String]) -> Int32)] = [
]

func printUsage() {
    var text = "usage: trellis <command> [arguments]\n\ncommands:\n"
    for command in subcommands {
        text += "  \(command.name.padding(12))\(command.summary)\n"
    }
    fputs(text, stderr)
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "help", name != "--help", name != "-h" else {
    printUsage()
    exit(arguments.isEmpty ? 2 : 0)
}
guard let command = subcommands.first(where: { $0.name == name }) else {
    fputs("trellis: unknown command '\(name)'\n", stderr)
    printUsage()
    exit(2)
}
exit(command.run(Array(arguments.dropFirst())))
