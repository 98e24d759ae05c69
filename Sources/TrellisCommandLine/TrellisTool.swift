// An app's own `trellis`: one executable target whose `@main` type names the app's catalog. The
// package's `trellis` command plugin builds and runs it, so `swift package trellis render NAME`
// renders the app's screens; `swift run NAME render …` does the same without the plugin.
import ArgumentParser
import Foundation
@_exported import TrellisCatalog

/// The command line of Trellis on an app's catalog: every subcommand (`list`, `props`, `schema`,
/// `render`, `run`, `live`, `storybook`, `snapshots report`, …) reads its screens and features
/// from ``catalog``.
///
/// ```swift
/// import MyAppScreens
/// import TrellisCommandLine
///
/// @main struct MyAppTool: TrellisTool {
///     static var catalog: Catalog { .myApp() }
/// }
/// ```
///
/// The type's target must be the package's one executable target that depends on the
/// `TrellisCommandLine` product: that is how `swift package trellis` finds it.
public protocol TrellisTool {
    /// The catalog every subcommand reads. Built once per run, before the arguments are parsed.
    static var catalog: Catalog { get }
}

extension TrellisTool {
    /// Runs the command line with the process's arguments and exits with its status
    /// (0 done, 1 a check failed, 2 bad input).
    public static func main() async {
        ParentWatch.exitWhenOrphaned()
        exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one command line (`["render", "settings", "-o", "x.png"]`) on ``catalog`` and returns
    /// its exit status; what it prints goes to standard output and standard error.
    public static func run(_ arguments: [String]) async -> Int32 {
        await TrellisCommand.execute(arguments, on: catalog)
    }
}

/// The catalog of the running tool, bound for the duration of one command line by
/// `TrellisCommand.execute(_:on:)`; outside a run it is empty.
enum ToolCatalog {
    @TaskLocal static var current = Catalog()
}

/// A tool started by the command plugin: when `swift package` is stopped, the plugin process it
/// started stays, and a long-running subcommand (`storybook`, `live`) would be left serving. The
/// plugin passes the process id of `swift package` in `TRELLIS_PLUGIN_PARENT`; the tool exits
/// once that process is gone.
enum ParentWatch {
    static let variable = "TRELLIS_PLUGIN_PARENT"

    static func exitWhenOrphaned() {
        guard let value = ProcessInfo.processInfo.environment[variable], let invoker = pid_t(value),
              invoker > 1, kill(invoker, 0) == 0 else { return }
        let thread = Thread {
            while kill(invoker, 0) == 0 { Thread.sleep(forTimeInterval: 0.5) }
            exit(143)
        }
        thread.start()
    }
}
