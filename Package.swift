// swift-tools-version: 6.1
//
// Trellis — a data-driven, declarative UI framework. See ../shared/DESIGN.md for the module map.
// Layering rule: the core modules (Flexbox, Diffing, StateMachine, Text, Render) import no
// Foundation; everything that touches files, JSON or the system lives above them.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Flexbox", targets: ["Flexbox"]),
        .library(name: "Diffing", targets: ["Diffing"]),
        .library(name: "StateMachine", targets: ["StateMachine"]),
        .library(name: "Store", targets: ["Store"]),
        .library(name: "Text", targets: ["Text"]),
        .library(name: "Render", targets: ["Render"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    targets: [
        // MARK: Core (no Foundation)
        .target(name: "Flexbox", swiftSettings: strict),
        .target(name: "Diffing", swiftSettings: strict),
        .target(name: "StateMachine", swiftSettings: strict),
        .target(name: "Text", swiftSettings: strict),
        .target(name: "Render", dependencies: ["Text"], swiftSettings: strict),

        // MARK: Above the core
        .target(name: "Store", dependencies: ["StateMachine"], swiftSettings: strict),
        .target(name: "LayoutCases", dependencies: ["Flexbox"], swiftSettings: strict),

        // MARK: Command line
        .executableTarget(
            name: "TrellisCLI",
            dependencies: ["Flexbox", "LayoutCases"],
            swiftSettings: strict
        ),

        // MARK: Tests
        .testTarget(name: "FlexboxTests", dependencies: ["Flexbox", "LayoutCases"], exclude: ["Fixtures"],
                    swiftSettings: strict),
        .testTarget(name: "DiffingTests", dependencies: ["Diffing"], swiftSettings: strict),
        .testTarget(name: "StateMachineTests", dependencies: ["StateMachine"], swiftSettings: strict),
        .testTarget(name: "StoreTests", dependencies: ["Store"], swiftSettings: strict),
        .testTarget(name: "TextTests", dependencies: ["Text", "Render"], swiftSettings: strict),

        // MARK: Benchmarks (run in release: `make bench`)
        .executableTarget(name: "FlexboxBenchmarks", dependencies: ["Flexbox", "LayoutCases"],
                          path: "Benchmarks/FlexboxBenchmarks", swiftSettings: strict),
        .executableTarget(name: "DiffingBenchmarks", dependencies: ["Diffing"],
                          path: "Benchmarks/DiffingBenchmarks", swiftSettings: strict),
        .executableTarget(name: "StateBenchmarks", dependencies: ["StateMachine", "Store"],
                          path: "Benchmarks/StateBenchmarks", swiftSettings: strict),
        .executableTarget(name: "TextBenchmarks", dependencies: ["Text", "Render"],
                          path: "Benchmarks/TextBenchmarks", swiftSettings: strict),
    ]
)
