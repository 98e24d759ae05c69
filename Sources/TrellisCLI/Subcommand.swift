/// One `trellis` subcommand. `run` receives the arguments after the subcommand's name and returns
/// the process exit code: 0 success, 1 a check failed, 2 bad input or usage.
struct Subcommand: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([String]) -> Int32
}

extension Subcommand {
    /// Every subcommand, in the order `trellis help` lists them. Each lives in its own file.
    static let all: [Subcommand] = [
        Subcommand(name: "measure", summary: "measure text with Pango; size, baseline, lines as JSON", run: MeasureCommand.run),
        Subcommand(name: "layout", summary: "lay out, check or benchmark flexbox layout cases (JSON)", run: LayoutCommand.run),
        Subcommand(name: "timer", summary: "the shared timer feature in the terminal (p/r/s/q)", run: TimerCommand.run),
        Subcommand(name: "draw", summary: "draw a JSON display list to PNG (--scale S, -o OUT.png)", run: DrawCommand.run),
        Subcommand(name: "render", summary: "render the listing or login screen for a device to PNG (--dump, --transition-to)",
                   run: RenderCommand.run),
    ]
}

/// A command-line mistake (unknown option, missing or malformed value), which every subcommand
/// reports as one line naming the argument, followed by its usage text, with exit code 2.
struct UsageError: Error {
    let message: String
}
