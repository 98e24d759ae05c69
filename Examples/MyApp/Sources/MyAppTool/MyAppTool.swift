// The app's own `trellis`: every subcommand on the app's catalog. `swift package trellis …` finds
// this target (the package's one executable that depends on TrellisCommandLine), builds and runs it.
import MyAppScreens
import TrellisCommandLine

@main
struct MyAppTool: TrellisTool {
    static var catalog: Catalog { .myApp() }
}
