// A tool of the kind an app writes: `TrellisTool` over a catalog that is not the demo's (the
// counter fixtures). TrellisCommandLineTests runs it as `trellis` is run, to check that every subcommand
// reads the tool's catalog.
import FeatureFixtures
import TrellisCommandLine

@main
struct FixtureTool: TrellisTool {
    static var catalog: Catalog {
        var catalog = Catalog()
        // Distinct names, screens with samples: registration cannot fail.
        try? catalog.register(CounterScreen.self)
        try? catalog.register(feature: FreshCommandsCounter.self)
        try? catalog.register(feature: SentCommandsCounter.self)
        return catalog
    }
}
