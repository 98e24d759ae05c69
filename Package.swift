// swift-tools-version: 6.1
//
// Trellis — a data-driven, declarative UI framework. See ../shared/DESIGN.md for the module map.
// Layering rule: the core modules (Flexbox, Diffing, StateMachine, Text, Render) import no
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
]

// MARK: - Layout: the flexbox engine and its JSON cases

let layoutProducts: [Product] = [
    .library(name: "Flexbox", targets: ["Flexbox"]),
]
let layoutTargets: [Target] = [
    .target(name: "Flexbox", swiftSettings: strict),
    .target(name: "LayoutCases", dependencies: ["Flexbox"], swiftSettings: strict),
    .testTarget(name: "FlexboxTests", dependencies: ["Flexbox", "LayoutCases", "SeededRandom"], exclude: ["Fixtures"],
                swiftSettings: strict),
    .executableTarget(name: "FlexboxBenchmarks", dependencies: ["Flexbox", "LayoutCases"],
                      path: "Benchmarks/FlexboxBenchmarks", swiftSettings: strict),
]
let layoutCLI: [Target.Dependency] = ["Flexbox", "LayoutCases"]

// MARK: - State: state machines, the MVI store, Commands, bridges, the timer feature

let stateProducts: [Product] = [
    .library(name: "StateMachine", targets: ["StateMachine"]),
    .library(name: "Store", targets: ["Store"]),
    .library(name: "StoreTesting", targets: ["StoreTesting"]),
    .library(name: "StoreCombine", targets: ["StoreCombine"]),
    .library(name: "StoreObservation", targets: ["StoreObservation"]),
]
let stateTargets: [Target] = [
    .target(name: "StateMachine", swiftSettings: strict),
    .target(name: "Store", dependencies: ["StateMachine"], swiftSettings: strict),
    .target(name: "StoreTesting", dependencies: ["Store"], swiftSettings: strict),
    .target(name: "TimerFeature", dependencies: ["StateMachine", "Store"], swiftSettings: strict),
    .target(name: "StoreCombine", dependencies: [
        "Store",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
    ], swiftSettings: strict),
    .target(name: "StoreObservation", dependencies: ["Store"], swiftSettings: strict),
    .testTarget(name: "StateMachineTests", dependencies: ["StateMachine"], swiftSettings: strict),
    .testTarget(name: "StoreTests", dependencies: ["Store", "StoreTesting"], swiftSettings: strict),
    .testTarget(name: "TimerFeatureTests", dependencies: ["TimerFeature", "StoreTesting"], swiftSettings: strict),
    .testTarget(name: "StoreBridgeTests", dependencies: ["StoreCombine", "StoreObservation"], swiftSettings: strict),
    .executableTarget(name: "StateBenchmarks", dependencies: ["StateMachine", "Store"],
                      path: "Benchmarks/StateBenchmarks", swiftSettings: strict),
]
let stateCLI: [Target.Dependency] = ["TimerFeature"]
let stateDependencies: [Package.Dependency] = [
    // Combine for Linux (the Store's publisher bridge); Apple platforms use Combine itself.
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
]

// MARK: - Lists: diffing, the list model, builder and updater

let listsProducts: [Product] = [
    .library(name: "Diffing", targets: ["Diffing"]),
    .library(name: "Lists", targets: ["Lists"]),
]
let listsTargets: [Target] = [
    .target(name: "Diffing", swiftSettings: strict),
    .target(name: "Lists", dependencies: ["Diffing", "Store"], swiftSettings: strict),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "SeededRandom"], swiftSettings: strict),
    .testTarget(name: "ListsTests", dependencies: ["Lists", "Diffing", "Store", "SeededRandom"], swiftSettings: strict),
    .executableTarget(name: "DiffingBenchmarks", dependencies: ["Diffing", "SeededRandom"],
                      path: "Benchmarks/DiffingBenchmarks", swiftSettings: strict),
]
let listsCLI: [Target.Dependency] = []

// MARK: - Text and pixels: attributed text, Pango measurement, display list, Cairo PNGs

let textProducts: [Product] = [
    .library(name: "Text", targets: ["Text"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "PangoText", targets: ["PangoText"]),
    .library(name: "CairoRender", targets: ["CairoRender"]),
]
let textTargets: [Target] = [
    // `rounded()` lowers to libm calls; without Foundation nothing else links libm.
    .target(name: "Text", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
    .target(name: "Render", dependencies: ["Text"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("m")]),
    .systemLibrary(name: "CPango", pkgConfig: "trellis-pango",  // see scripts/install-pkgconfig.sh
                   providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "zlib1g-dev"])]),
    .target(name: "PangoText", dependencies: ["Text", "CPango"],
            resources: [.copy("Resources/fonts.conf")], swiftSettings: strict),
    .target(name: "CairoRender", dependencies: ["Render", "Text", "PangoText", "CPango"], swiftSettings: strict),
    .testTarget(name: "TextTests", dependencies: ["Text"], swiftSettings: strict),
    .testTarget(name: "RenderTests", dependencies: ["Render", "Text"], swiftSettings: strict),
    .testTarget(name: "PangoTextTests", dependencies: ["PangoText", "Text"], exclude: ["Fixtures"],
                swiftSettings: strict),
    .testTarget(name: "CairoRenderTests", dependencies: ["CairoRender", "PangoText", "Render", "Text"],
                exclude: ["Fixtures"], swiftSettings: strict),
    .executableTarget(name: "TextBenchmarks", dependencies: ["Text", "Render", "PangoText", "CairoRender"],
                      path: "Benchmarks/TextBenchmarks", swiftSettings: strict),
]
let textCLI: [Target.Dependency] = ["Text", "PangoText", "Render", "CairoRender"]

// MARK: - Elements: the element tree, layout pass, reconciler, hosts, and the talks' screens

let elementsProducts: [Product] = [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
    .library(name: "TrellisScreens", targets: ["TrellisScreens"]),
]
let elementsTargets: [Target] = [
    .target(name: "Trellis", dependencies: ["Flexbox", "Text", "Render", "Store"], swiftSettings: strict),
    .target(name: "TrellisCairo", dependencies: ["Trellis", "CairoRender", "PangoText", "Render", "Text"],
            swiftSettings: strict),
    // Empty on Linux: everything is behind `#if canImport(UIKit)`.
    .target(name: "TrellisUIKit", dependencies: ["Trellis", "Render", "Text"], swiftSettings: strict),
    .target(name: "TrellisScreens", dependencies: ["Trellis", "Store", "Text", "Render", "Flexbox", "Lists"],
            swiftSettings: strict),
    .testTarget(name: "TrellisTests",
                dependencies: ["Trellis", "TrellisScreens", "TrellisCairo", "CairoRender", "PangoText", "Lists"],
                exclude: ["Fixtures"], swiftSettings: strict),
    .executableTarget(name: "TrellisBenchmarks",
                      dependencies: ["Trellis", "TrellisScreens", "TrellisCairo", "PangoText", "Text", "Render"],
                      path: "Benchmarks/TrellisBenchmarks", swiftSettings: strict),
]
let elementsCLI: [Target.Dependency] = ["Trellis", "TrellisScreens", "TrellisCairo"]

// MARK: - CLI tests: the `trellis` executable run end to end as a user runs it

// No dependencies: the tests start the `trellis` binary that `swift test` builds beside them.
let cliTestTargets: [Target] = [
    .testTarget(name: "TrellisCLITests", swiftSettings: strict),
]

// MARK: - The package

let package = Package(
    name: "Trellis",
    products: layoutProducts + stateProducts + listsProducts + textProducts + elementsProducts + [
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    dependencies: stateDependencies,
    targets: supportTargets + layoutTargets + stateTargets + listsTargets + textTargets + elementsTargets + [
        .executableTarget(
            name: "TrellisCLI",
            dependencies: layoutCLI + stateCLI + listsCLI + textCLI + elementsCLI,
            swiftSettings: strict
        ),
    ] + cliTestTargets
)
