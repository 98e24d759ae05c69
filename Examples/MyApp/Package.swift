// swift-tools-version: 6.1
//
// An app of its own that uses Trellis by path: two screens and a feature registered in a catalog,
// its snapshot and flow tests, and its own `trellis` (MyAppTool), which `swift package trellis …`
// runs on the app's catalog. `make example` renders every sample on the device matrix (three
// devices, light/dark, LTR/RTL) through the plugin and runs the tests; CI does too.
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .target(name: "MyAppScreens", dependencies: [
            .product(name: "Trellis", package: "Trellis"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The one executable that depends on TrellisCommandLine: `swift package trellis` runs it.
        .executableTarget(name: "MyAppTool", dependencies: [
            "MyAppScreens",
            .product(name: "TrellisCommandLine", package: "Trellis"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Snapshot tests over a device matrix through the public `TrellisSnapshots` product, and the
        // app's own lint pass through `LayoutLint`;
        // references are committed in Tests/MyAppSnapshotTests/__Snapshots__.
        .testTarget(name: "MyAppSnapshotTests", dependencies: [
            "MyAppScreens",
            .product(name: "TrellisSnapshots", package: "Trellis"),
            .product(name: "LayoutLint", package: "Trellis"),
            .product(name: "TrellisCairo", package: "Trellis"),
            .product(name: "TrellisCatalog", package: "Trellis"),
            .product(name: "Trellis", package: "Trellis"),
        ], exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The product card's feature driven like a user drives it, on a virtual clock.
        .testTarget(name: "MyAppFlowTests", dependencies: [
            "MyAppScreens",
            .product(name: "TrellisFlows", package: "Trellis"),
            .product(name: "TrellisCatalog", package: "Trellis"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
