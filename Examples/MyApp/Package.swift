// swift-tools-version: 6.1
//
// An app of its own that uses Trellis by path: two screens registered in a catalog and rendered
// on the talk's device matrix (three devices, light/dark, LTR/RTL). `make example` builds and runs
// it; CI does too.
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .target(name: "MyAppScreens", dependencies: [
            .product(name: "Trellis", package: "Trellis"),
            .product(name: "TrellisCatalog", package: "Trellis"),
            .product(name: "Commands", package: "Trellis"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "render-screens", dependencies: [
            "MyAppScreens",
            .product(name: "TrellisCatalog", package: "Trellis"),
            .product(name: "TrellisCairo", package: "Trellis"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
