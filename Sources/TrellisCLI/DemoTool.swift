// `trellis`: the command line on the demo catalog (the listing, login, timer, inbox and controls
// screens and their features). An app runs the same subcommands on its own catalog through its
// own `TrellisTool` (see docs/cli.md).
import TrellisCommandLine
import TrellisScreens
import TrellisCatalog

@main
struct DemoTool: TrellisTool {
    static var catalog: Catalog { .demo() }
}
