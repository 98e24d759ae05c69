// swift-tools-version: 6.1
//
// Trellis — a data-driven, declarative UI framework. See ../shared/DESIGN.md for the module map.
// Layering rule: the core modules (Flexbox, Diffing, StateMachines, Typesetting, TextEditing, Render,
// Commands, JSONPaths) import no
// Foundation; everything that touches files, JSON or the system lives above them.
//
// The manifest is split by area, one section each (targets, tests, benchmarks, what the `trellis`
// CLI needs), so that the areas evolve without touching each other's lines.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

// MARK: - Shared support for tests and benchmarks

let supportTargets: [Target] = [
    // A seeded random number generator: property tests replay from a seed, benchmarks diff the same data.
    .target(name: "SeededRandom", swiftSettings: strict),
    // Random and mutated JSON documents (seeded, bounded) and the fuzz loop over a decoder.
    .target(name: "JSONFuzzing", dependencies: ["JSONPaths", "SeededRandom"], swiftSettings: strict),
    // The two fuzzed decoders (issue 31): every catalog screen's Props, and display lists.
    .target(name: "DecoderFuzzing", dependencies: ["JSONFuzzing", "JSONPaths", "PropsJSON", "TrellisCatalog", "CairoRender"],
            swiftSettings: strict),
]

// MARK: - JSON: paths and values (stdlib only), Props to and from JSON, JSON Schemas of Props

let jsonProducts: [Product] = [
    .library(name: "JSONPaths", targets: ["JSONPaths"]),
    .library(name: "PropsJSON", targets: ["PropsJSON"]),
]
let jsonTargets: [Target] = [
    // JSONPath (`$.characteristics[3].value`), the one spelling of every decoder's errors, and
    // JSONValue with its parser (line and column of syntax errors) and sorted-key serialisation.
    .target(name: "JSONPaths", swiftSettings: strict),
    // Props decoding (JSON paths in errors, strict mode, live Commands re-attached by name),
    // encoding, and JSON Schema (draft 2020-12) generated from the Props' Codable conformance.
    .target(name: "PropsJSON", dependencies: ["Commands", "JSONPaths"], swiftSettings: strict),
    .testTarget(name: "JSONPathsTests", dependencies: ["JSONPaths"], swiftSettings: strict),
    // Runs Tools/jsonschema/validate.py (Python `jsonschema`) for the schema tests of any target.
    .target(name: "SchemaValidation", path: "Tests/Support/SchemaValidation", swiftSettings: strict),
    .testTarget(name: "PropsJSONTests", dependencies: ["PropsJSON", "JSONPaths", "Commands", "TrellisScreens",
                                                       "SchemaValidation", "DecoderFuzzing", "JSONFuzzing"],
                exclude: ["EncodedBeforePrisms"], swiftSettings: strict),
]
let jsonCLI: [Target.Dependency] = ["JSONPaths", "PropsJSON"]

// MARK: - Layout: the flexbox engine and its JSON cases

let layoutProducts: [Product] = [
    .library(name: "Flexbox", targets: ["Flexbox"]),
]
let layoutTargets: [Target] = [
    .target(name: "Flexbox", swiftSettings: strict),
    .target(name: "LayoutCases", dependencies: ["Flexbox", "JSONPaths"], swiftSettings: strict),
    .testTarget(name: "FlexboxTests", dependencies: ["Flexbox", "LayoutCases", "SeededRandom"], exclude: ["Fixtures"],
                swiftSettings: strict),
    .executableTarget(name: "FlexboxBenchmarks", dependencies: ["Flexbox", "LayoutCases"],
                      path: "Benchmarks/FlexboxBenchmarks", swiftSettings: strict),
]
let layoutCLI: [Target.Dependency] = ["Flexbox", "LayoutCases"]

// MARK: - State: state machines, the MVI store, Commands, bridges, the timer feature

let stateProducts: [Product] = [
    .library(name: "StateMachines", targets: ["StateMachines"]),
    .library(name: "Commands", targets: ["Commands"]),
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "StoreTesting", targets: ["StoreTesting"]),
    .library(name: "StoreCombine", targets: ["StoreCombine"]),
    .library(name: "StoreObservation", targets: ["StoreObservation"]),
]
let stateTargets: [Target] = [
    // Commands: named Sendable closures, the only way back from Props (stdlib only; Trellis and
    // Lists import it, not the store).
    .target(name: "Commands", dependencies: ["JSONPaths"], swiftSettings: strict),
    // The TSan-visible lock the state layer shares (`package` access).
    .target(name: "Locking", swiftSettings: strict),
    .target(name: "StateMachines", dependencies: ["Locking"], swiftSettings: strict),
    .target(name: "MVI", dependencies: ["Commands", "Locking", "StateMachines"], swiftSettings: strict),
    // Failures print the state as a diff by path (swift-custom-dump), as TCA's TestStore does.
    .target(name: "StoreTesting", dependencies: ["MVI", "Locking", .product(name: "CustomDump", package: "swift-custom-dump")],
            swiftSettings: strict),
    .target(name: "CountdownTimer", dependencies: ["StateMachines", "MVI", .product(name: "CasePaths", package: "swift-case-paths")], swiftSettings: strict),
    .target(name: "StoreCombine", dependencies: [
        "MVI", "Locking",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
    ], swiftSettings: strict),
    .target(name: "StoreObservation", dependencies: ["MVI"], swiftSettings: strict),
    .testTarget(name: "StateMachinesTests", dependencies: ["StateMachines", "Locking"], swiftSettings: strict),
    .testTarget(name: "CommandsTests", dependencies: ["Commands", "Locking", "MVI", "StateMachines"], swiftSettings: strict),
    .testTarget(name: "MVITests", dependencies: ["MVI", "Locking", "StateMachines"], swiftSettings: strict),
    .testTarget(name: "StoreTestingTests", dependencies: ["StoreTesting", "MVI", "Locking", "StateMachines"], swiftSettings: strict),
    .testTarget(name: "CountdownTimerTests", dependencies: ["CountdownTimer", "StoreTesting"], swiftSettings: strict),
    // Waiting for a condition on the main actor, shared by the two bridges' tests.
    .target(name: "StoreTestSupport", dependencies: ["Locking"], path: "Tests/Support/StoreTestSupport", swiftSettings: strict),
    .testTarget(name: "StoreCombineTests", dependencies: ["StoreCombine", "StoreTestSupport", "MVI", "Locking",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))], swiftSettings: strict),
    .testTarget(name: "StoreObservationTests", dependencies: ["StoreObservation", "StoreTestSupport", "MVI", "Locking"], swiftSettings: strict),
    .executableTarget(name: "StateBenchmarks", dependencies: ["StateMachines", "MVI"],
                      path: "Benchmarks/StateBenchmarks", swiftSettings: strict),
]
let stateCLI: [Target.Dependency] = ["CountdownTimer"]
let stateDependencies: [Package.Dependency] = [
    // Combine for Linux (the Store's publisher bridge); Apple platforms use Combine itself.
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // `@CasePathable` (a macro, so swift-syntax) for the prisms of enum Props: `Trellis` re-exports
    // it for apps, and the timer's Props use it; no core module links it.
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
]

// MARK: - Lists: diffing, the list model, builder and updater

let listsProducts: [Product] = [
    .library(name: "Diffing", targets: ["Diffing"]),
    .library(name: "Lists", targets: ["Lists"]),
]
let listsTargets: [Target] = [
    .target(name: "Diffing", swiftSettings: strict),
    .target(name: "Lists", dependencies: ["Diffing", "Commands"], swiftSettings: strict),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "SeededRandom"], swiftSettings: strict),
    .testTarget(name: "ListsTests", dependencies: ["Lists", "Diffing", "Commands", "SeededRandom"], swiftSettings: strict),
    .executableTarget(name: "DiffingBenchmarks", dependencies: ["Diffing", "SeededRandom"],
                      path: "Benchmarks/DiffingBenchmarks", swiftSettings: strict),
]
let listsCLI: [Target.Dependency] = []

// MARK: - Text and pixels: attributed text, Pango measurement, display list, Cairo PNGs

let textProducts: [Product] = [
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "PangoText", targets: ["PangoText"]),
    .library(name: "CairoRender", targets: ["CairoRender"]),
    .library(name: "TextEditing", targets: ["TextEditing"]),
]
let textTargets: [Target] = [
    // `rounded()` lowers to libm calls; without Foundation nothing else links libm.
    .target(name: "Typesetting", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
    .target(name: "Render", dependencies: ["Typesetting"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("m")]),
    .systemLibrary(name: "CPango", pkgConfig: "trellis-pango",  // see scripts/install-pkgconfig.sh
                   providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "zlib1g-dev"])]),
    .target(name: "PangoText", dependencies: ["Typesetting", "CPango"],
            resources: [.copy("Resources/fonts.conf"), .copy("Resources/ios.conf"), .copy("Resources/android.conf")],
            swiftSettings: strict),
    .target(name: "CairoRender", dependencies: ["Render", "Typesetting", "PangoText", "CPango", "JSONPaths"],
            swiftSettings: strict),
    // The editing engine of hosts without a native editor: grapheme-cluster edits, words, undo,
    // clipboard, marked text, and movement through a laid-out text's `CaretMap` (stdlib only).
    .target(name: "TextEditing", dependencies: ["Typesetting"], swiftSettings: strict),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"], swiftSettings: strict),
    .testTarget(name: "TextEditingTests", dependencies: ["TextEditing", "Typesetting"], swiftSettings: strict),
    // Issue 34's bidi acceptance: the engine over Pango's caret maps, against Pango's own cursor.
    .testTarget(name: "TextEditingBidiTests", dependencies: ["TextEditing", "PangoText", "Typesetting"],
                swiftSettings: strict),
    .testTarget(name: "RenderTests", dependencies: ["Render", "Typesetting"], swiftSettings: strict),
    .testTarget(name: "PangoTextTests", dependencies: ["PangoText", "Typesetting"], exclude: ["Fixtures"],
                swiftSettings: strict),
    .testTarget(name: "CairoRenderTests", dependencies: ["CairoRender", "PangoText", "Render", "Typesetting", "DecoderFuzzing", "JSONPaths",
                                                        "JSONFuzzing"],
                exclude: ["Fixtures"], swiftSettings: strict),
    .executableTarget(name: "TextBenchmarks", dependencies: ["Typesetting", "Render", "PangoText", "CairoRender"],
                      path: "Benchmarks/TextBenchmarks", swiftSettings: strict),
]
let textCLI: [Target.Dependency] = ["Typesetting", "PangoText", "Render", "CairoRender"]

// MARK: - Elements: the element tree, layout pass, reconciler, hosts, and the talks' screens

let elementsProducts: [Product] = [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisElements", targets: ["TrellisElements"]),
    .library(name: "TrellisFlows", targets: ["TrellisFlows"]),
    .library(name: "TrellisSessions", targets: ["TrellisSessions"]),
    .library(name: "TrellisCatalog", targets: ["TrellisCatalog"]),
    .library(name: "CairoHosting", targets: ["CairoHosting"]),
    .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
    .library(name: "TrellisScreens", targets: ["TrellisScreens"]),
]
let elementsTargets: [Target] = [
    // The one import of an app's screens and features: the DSL, Commands, geometry, colours,
    // fonts, lists, the store, and `Screen`/`Sample`/`Catalog` (re-exports, no code of its own).
    // CasePaths is re-exported for `@CasePathable` on enum Props (prisms); no core module uses it.
    .target(name: "Trellis", dependencies: ["TrellisElements", "TrellisCatalog", "Commands", "Render", "Typesetting", "Lists", "MVI", "Flexbox",
                                            .product(name: "CasePaths", package: "swift-case-paths")],
            swiftSettings: strict),
    // Elements: the DSL, the layout pass, the reconciler, the runtime and the hosts' contract.
    .target(name: "TrellisElements", dependencies: ["Flexbox", "Diffing", "Lists", "Typesetting", "Render", "Commands", "TextEditing"],
            swiftSettings: strict),
    // The screen contract, the catalog of an app's screens, type-erased runtimes, device matrices.
    .target(name: "TrellisCatalog", dependencies: ["TrellisElements", "PropsJSON", "JSONPaths", "Commands", "Render", "Typesetting", "MVI"],
            swiftSettings: strict),
    // The pixel host: mount instructions drawn with Cairo, text with Pango. Knows no catalog.
    .target(name: "CairoHosting", dependencies: ["TrellisElements", "CairoRender", "PangoText", "Render", "Typesetting"],
            swiftSettings: strict),
    // The rendering pipeline: a catalog screen's Props on a Cairo host for a display configuration.
    .target(name: "TrellisCairo", dependencies: ["CairoHosting", "TrellisElements", "TrellisCatalog", "CairoRender", "PangoText", "Render",
                                                 "Typesetting", "LayoutLint", "SnapshotReports"],
            swiftSettings: strict),
    // Empty on Linux: everything is behind `#if canImport(UIKit)`.
    .target(name: "TrellisUIKit", dependencies: ["TrellisElements", "Lists", "Diffing", "Commands", "Render", "Typesetting"], swiftSettings: strict),
    .target(name: "TrellisScreens", dependencies: ["Trellis", "CountdownTimer"],
            exclude: ["Controls/Assets"],  // PNG assets read from the source tree (`ControlsScreen.assets`)
            swiftSettings: strict),
    // Sessions: what a running feature did (inputs, Commands, Props revisions on the runtime
    // clock, secrets redacted) as a value and a versioned JSON file, and the recorder that makes
    // one from any RuntimeCore (no Cairo: the storybook and live screens record with it too).
    .target(name: "TrellisSessions", dependencies: ["TrellisElements", "TrellisCatalog", "PropsJSON", "JSONPaths", "Commands", "Render",
                                                    "TextEditing"],
            swiftSettings: strict),
    // Flows: a feature (or screen) driven by synthesised pointer events on a virtual clock —
    // what flow tests and `trellis run` use; sessions recorded from flows and replayed as tests.
    .target(name: "TrellisFlows", dependencies: ["TrellisElements", "TrellisCatalog", "CairoHosting", "TrellisCairo", "StoreTesting", "Render", "Commands", "TextEditing",
                                                 "JSONPaths", "CairoRender", "TrellisSessions", "PangoText"],
            swiftSettings: strict),
    // Features driven as a user drives them (timer, login, inbox), headless on a virtual clock.
    .testTarget(name: "TrellisFlowsTests", dependencies: ["TrellisFlows", "FeatureFixtures", "TrellisScreens", "TrellisCatalog", "TrellisElements",
                                                         "CountdownTimer", "Render", "Commands", "Typesetting", "MVI", "TextEditing",
                                                         "TrellisCairo", "PangoText"],
                swiftSettings: strict),
    // Sessions: the committed sessions of the demo features replay; secrets, limits, refusals.
    .testTarget(name: "TrellisSessionsTests",
                dependencies: ["TrellisSessions", "TrellisFlows", "TrellisScreens", "TrellisCatalog", "TrellisElements", "JSONPaths",
                               "SchemaValidation", "Render", "TextEditing"],
                exclude: ["Sessions"], swiftSettings: strict),
    // Two counter features, one making its Commands anew on every mapping (Command identity).
    .target(name: "FeatureFixtures", dependencies: ["TrellisElements", "TrellisCatalog", "Commands", "MVI"],
            path: "Tests/Support/FeatureFixtures", swiftSettings: strict),
    // A catalog screen nested 10,000 levels deep, for every path that lays out (issue 31).
    .target(name: "DeepScreens", dependencies: ["TrellisElements", "TrellisCatalog"], path: "Tests/Support/DeepScreens",
            swiftSettings: strict),
    // Components, measurers and recorders the element and screen tests share.
    .target(name: "ElementTestSupport", dependencies: ["TrellisElements", "Commands", "Typesetting"],
            path: "Tests/Support/ElementTestSupport", swiftSettings: strict),
    // The DSL, layout, reconciler, runtime and display lists of `TrellisElements`.
    .testTarget(name: "TrellisElementsTests",
                dependencies: ["TrellisElements", "Commands", "Typesetting", "Render", "Flexbox", "Lists", "Diffing", "MVI",
                               "StoreTesting", "SeededRandom", "CairoRender", "PangoText", "ElementTestSupport"],
                exclude: ["Fixtures"], swiftSettings: strict),
    // The screen contract, catalogs and their type-erased runtimes.
    .testTarget(name: "TrellisCatalogTests",
                dependencies: ["TrellisCatalog", "TrellisElements", "TrellisScreens", "DeepScreens", "TrellisCairo", "CairoRender",
                               "PangoText", "Commands", "JSONPaths", "PropsJSON", "SchemaValidation", "Render", "Typesetting"],
                swiftSettings: strict),
    // The demo screens: goldens, the listing against Chromium, lists, transitions, the timer.
    .testTarget(name: "TrellisScreensTests",
                dependencies: ["TrellisScreens", "TrellisElements", "TrellisCatalog", "CairoHosting", "TrellisCairo", "CairoRender",
                               "PangoText", "Lists", "CountdownTimer", "PropsJSON", "Commands", "MVI", "Render", "Typesetting",
                               "TrellisSnapshots", "LayoutLint", "SnapshotReports", "ElementTestSupport",
                               .product(name: "CasePaths", package: "swift-case-paths")],
                exclude: ["Fixtures"], swiftSettings: strict),
    // Imports only the umbrella `Trellis`, in the spellings of a screen author's first attempt.
    .testTarget(name: "TrellisUmbrellaTests", dependencies: ["Trellis"], swiftSettings: strict),
    // The DocC articles' code (Sources/Trellis/Trellis.docc), compiled and run; their snapshot
    // references are in __Snapshots__.
    .testTarget(name: "DocumentationTests", dependencies: ["Trellis", "TrellisFlows", "TrellisSnapshots"],
                exclude: ["__Snapshots__"], swiftSettings: strict),
    // The runtime's tests need no Pango or Cairo (fixed-advance text), so they also run under TSan.
    // Issue 31: the Props decoder (every catalog sample) and the display-list decoder fuzzed with
    // random and mutated JSON; `swift run -c release DecoderFuzz --cases 100000 --seed 1`.
    .executableTarget(name: "DecoderFuzz", dependencies: ["DecoderFuzzing", "JSONFuzzing", "TrellisScreens"],
                      path: "Benchmarks/DecoderFuzz", swiftSettings: strict),
    .executableTarget(name: "TrellisBenchmarks",
                      dependencies: ["TrellisElements", "TrellisScreens", "CairoHosting", "TrellisCairo", "PangoText", "Typesetting", "Render", "Lists",
                                     "LayoutLint", "TrellisCatalog"],
                      path: "Benchmarks/TrellisBenchmarks", swiftSettings: strict),
]
// Issue 28's targets: a tap through a feature to the host, a fling of 10,000 rows, `trellis run`;
// issue 34's (text input) and issue 30's (sessions: recording overhead, export/import/replay, size).
let featureBenchmarks: [Target] = [
    .executableTarget(name: "FeatureBenchmarks",
                      dependencies: ["TrellisElements", "TrellisCatalog", "TrellisCairo", "TrellisFlows", "TrellisScreens", "PangoText",
                                     "Render", "StoreTesting", "Commands", "TrellisSessions"],
                      path: "Benchmarks/FeatureBenchmarks", swiftSettings: strict),
]
let elementsCLI: [Target.Dependency] = ["TrellisElements", "TrellisCatalog", "CairoHosting", "TrellisCairo", "TrellisFlows", "TrellisSessions"]

// MARK: - Live Props: a running screen publishes its Props and takes validated edits (MQTT adapter)

let liveProducts: [Product] = [
    .library(name: "TrellisLive", targets: ["TrellisLive"]),
    .library(name: "TrellisMQTT", targets: ["TrellisMQTT"]),
]
let liveTargets: [Target] = [
    // The transport-agnostic session (topics, acks, strict edits, merge patches, pin/release, limits)
    // and the storybook's link to live screens over any `LiveConnection`.
    .target(name: "TrellisLive", dependencies: ["TrellisCatalog", "PropsJSON", "JSONPaths", "TrellisElements", "TrellisSessions"],
            swiftSettings: strict),
    // libmosquitto (Debian libmosquitto-dev; `make setup` installs it and the mosquitto broker).
    .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),
    // An MQTT client over libmosquitto's threaded interface and the live session's MQTT transport.
    .target(name: "TrellisMQTT", dependencies: ["TrellisLive", "CMosquitto", "TrellisCatalog"], swiftSettings: strict),
    // Starts Debian's mosquitto on a free loopback port for the live and CLI tests.
    .target(name: "MosquittoBroker", path: "Tests/Support/MosquittoBroker", exclude: ["scripts"], swiftSettings: strict),
    // The session over an in-memory transport, then over a real mosquitto broker the tests start.
    .testTarget(name: "TrellisLiveTests", dependencies: ["TrellisLive", "TrellisMQTT", "TrellisCatalog", "TrellisScreens", "TrellisSessions",
                                                  "TrellisElements", "PropsJSON", "JSONPaths", "Render", "Typesetting", "MosquittoBroker",
                                                  "DeepScreens"],
                swiftSettings: strict),
    // `set` → mounted latency, a burst's memory and the reconnect after a broker restart, against
    // a real loopback mosquitto (release build; figures in the README).
    .executableTarget(name: "LiveBenchmarks", dependencies: ["TrellisLive", "TrellisMQTT", "TrellisCatalog", "TrellisScreens",
                                                             "CairoHosting", "TrellisCairo", "JSONPaths", "MosquittoBroker"],
                      path: "Benchmarks/LiveBenchmarks", swiftSettings: strict),
]
let liveCLI: [Target.Dependency] = ["TrellisLive", "TrellisMQTT"]

// MARK: - Snapshots: device-matrix snapshot tests of catalog screens (on swift-snapshot-testing)

let snapshotProducts: [Product] = [
    .library(name: "TrellisSnapshots", targets: ["TrellisSnapshots"]),
    // The lint rules over a laid-out screen (`SnapshotLint`), for an app's own checks and tools.
    .library(name: "LayoutLint", targets: ["LayoutLint"]),
]
let snapshotTargets: [Target] = [
    // Results of snapshot runs and the static HTML report built from them (Foundation only: the CLI
    // links it without XCTest or swift-snapshot-testing).
    .target(name: "SnapshotReports", swiftSettings: strict),
    // Only the `SnapshotTesting` product: the inline one would pull swift-syntax into every build.
    // The opt-in lint over a laid-out screen (no XCTest: the storybook and the CLI link it too).
    .target(name: "LayoutLint",
            dependencies: ["TrellisElements", "TrellisCatalog", "Render", "Typesetting", "SnapshotReports", "JSONPaths"],
            swiftSettings: strict),
    .target(name: "TrellisSnapshots",
            dependencies: ["TrellisElements", "TrellisCatalog", "TrellisCairo", "CairoRender", "PangoText", "CPango", "Render",
                           "Typesetting", "SnapshotReports", "LayoutLint", "TrellisFlows",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: strict),
    .testTarget(name: "TrellisSnapshotsTests",
                dependencies: ["TrellisSnapshots", "TrellisFlows", "LayoutLint", "SnapshotReports", "TrellisCatalog", "TrellisCairo", "TrellisScreens",
                               "TrellisElements", "CairoRender", "Render", "Typesetting",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                exclude: ["__Snapshots__"], swiftSettings: strict),
    // One snapshot's check and the whole talks matrix, timed in a release build.
    .executableTarget(name: "SnapshotBenchmarks",
                      dependencies: ["TrellisSnapshots", "TrellisScreens", "TrellisCatalog", "TrellisCairo", "TrellisElements",
                                     "CairoRender"],
                      path: "Benchmarks/SnapshotBenchmarks", swiftSettings: strict),
]
let snapshotCLI: [Target.Dependency] = ["SnapshotReports"]
let snapshotDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
]

// MARK: - Storybook: the catalog as a web gallery with generated controls (Hummingbird 2)

let storybookProducts: [Product] = [
    .library(name: "TrellisStorybook", targets: ["TrellisStorybook"]),
]
let storybookTargets: [Target] = [
    // The gallery's HTTP server (routes, render/tap/schema API, server-sent action log) and the
    // static export; the page is three resource files embedded in the binary (`Page/gallery.html`,
    // `Page/gallery.js`, and `Page/host.js`, the live canvas's interpreter of mount instructions).
    .target(name: "TrellisStorybook",
            dependencies: ["TrellisElements", "TrellisCatalog", "CairoHosting", "TrellisCairo", "CairoRender", "PangoText", "PropsJSON", "JSONPaths",
                           "Render", "LayoutLint", "SnapshotReports", "TrellisLive", "TrellisFlows", "TrellisSessions",
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                           .product(name: "HTTPTypes", package: "swift-http-types"),
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
            resources: [.embedInCode("Page/gallery.html"), .embedInCode("Page/gallery.js"), .embedInCode("Page/host.js")],
            swiftSettings: strict),
    // The server on a free loopback port, spoken to over HTTP like a browser does.
    .testTarget(name: "TrellisStorybookTests", dependencies: ["TrellisStorybook", "FeatureFixtures", "TrellisScreens", "TrellisCatalog", "TrellisLive", "TrellisSessions",
                                                      "TrellisMQTT", "JSONPaths", "TrellisElements", "Render", "Typesetting", "CairoRender",
                                                      "MosquittoBroker", "DeepScreens", "TrellisFlows", "TrellisCairo"],
                swiftSettings: strict),
]
let storybookDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // The live canvas's socket (`/api/run/socket`): mount instructions out, input in.
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    // Hummingbird's own dependencies, named for header names, the server's logger and ending the
    // action log's event streams on graceful shutdown.
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
]
let storybookCLI: [Target.Dependency] = ["TrellisStorybook"]

// MARK: - The `trellis` executable: one root command on swift-argument-parser

let cliDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
]
// `render --transition-to` steps animation frames on StoreTesting's virtual clock.
let cliOwn: [Target.Dependency] = [.product(name: "ArgumentParser", package: "swift-argument-parser"), "StoreTesting"]

// MARK: - CLI tests: the `trellis` executable run end to end as a user runs it

// The tests start the `trellis` binary that `swift test` builds beside them; pure helpers of the
// CLI (the timer's terminal line) are also tested directly through `@testable import TrellisCommandLine`.
let cliTestTargets: [Target] = [
    .testTarget(name: "TrellisCommandLineTests", dependencies: ["TrellisCommandLine", "CountdownTimer", "TrellisElements", "TrellisCatalog", "TrellisScreens",
                                                       "MosquittoBroker",  // `trellis live` against a real broker
                                                       "fixture-tool"],    // a TrellisTool on a catalog of its own
                swiftSettings: strict),
    // An app-like `TrellisTool` over the counter fixtures, run by TrellisCommandLineTests.
    .executableTarget(name: "fixture-tool", dependencies: ["TrellisCommandLine", "FeatureFixtures"],
                      path: "Tests/Support/FixtureTool", swiftSettings: strict),
]

// MARK: - The package

let package = Package(
    name: "Trellis",
    products: jsonProducts + layoutProducts + stateProducts + listsProducts + textProducts + elementsProducts
        + liveProducts + snapshotProducts + storybookProducts + [
        // The command line as a library an app runs on its own catalog (`TrellisTool`), and the
        // `trellis` executable on the demo catalog.
        .library(name: "TrellisCommandLine", targets: ["TrellisCommandLine"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
        // `swift package trellis …` in an app package: builds and runs the app's own tool.
        .plugin(name: "TrellisPlugin", targets: ["TrellisPlugin"]),
    ],
    dependencies: stateDependencies + cliDependencies + snapshotDependencies + storybookDependencies,
    targets: supportTargets + featureBenchmarks + jsonTargets + layoutTargets + stateTargets + listsTargets + textTargets + elementsTargets
        + liveTargets + snapshotTargets + storybookTargets + [
        .target(
            name: "TrellisCommandLine",
            dependencies: jsonCLI + layoutCLI + stateCLI + listsCLI + textCLI + elementsCLI + liveCLI + snapshotCLI + storybookCLI + cliOwn,
            swiftSettings: strict
        ),
        .executableTarget(name: "TrellisCLI", dependencies: ["TrellisCommandLine", "TrellisScreens"], swiftSettings: strict),
        // Finds the app package's one executable target that depends on `TrellisCommandLine`,
        // builds it and runs it with the arguments, in the directory `swift package` ran in.
        .plugin(name: "TrellisPlugin",
                capability: .command(intent: .custom(verb: "trellis",
                                                     description: "Run the trellis command line on this package's catalog"))),
    ] + cliTestTargets
)

// MARK: - A test subset (ThreadSanitizer)

// `TRELLIS_TEST_TARGETS=A,B` (set by `make test-tsan`) keeps only those test targets and the
// targets they depend on, so that a sanitized build compiles no more than the tests it runs.
if let subset = Context.environment["TRELLIS_TEST_TARGETS"] {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set(subset.split(separator: ",").map(String.init))
    var unread = Array(kept)
    while let name = unread.popLast() {
        for dependency in byName[name]?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _):
                if byName[name] != nil, kept.insert(name).inserted { unread.append(name) }
            default:
                break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = []
    // And only the packages whose products those targets use (the others would be warned about).
    var usedPackages: Set<String> = []
    for target in package.targets {
        for case .productItem(_, let name?, _, _) in target.dependencies { usedPackages.insert(name.lowercased()) }
    }
    package.dependencies = package.dependencies.filter { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return true }
        var identity = String(location.split(separator: "/").last ?? "").lowercased()
        if identity.hasSuffix(".git") { identity.removeLast(4) }
        return usedPackages.contains(identity)
    }
}
