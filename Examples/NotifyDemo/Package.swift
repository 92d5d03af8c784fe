// swift-tools-version:6.0
import PackageDescription

// Each library compiles the Swift notigen generated from its own specs/<Module>/ into Sources/<Module>/Generated
// (by `make`, not by a plugin); the executable and the tests use the typed notifications. The generated code imports
// NotigenRuntime, which comes from the notigen checkout two folders up: a real app names the repository instead,
// `.package(url: "…/notigen", from: "0.5.0")`.
let runtime: Target.Dependency = .product(name: "NotigenRuntime", package: "notigen")
// The tests record the notifications with notigen's test helpers (Swift Testing).
let testing: Target.Dependency = .product(name: "NotigenTesting", package: "notigen")

let package = Package(
    name: "NotifyDemo",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NotifyDemoKit", targets: ["NotifyDemoKit"]),
        .library(name: "NotifyDemoAccounts", targets: ["NotifyDemoAccounts"]),
        .executable(name: "notify-demo", targets: ["notify-demo"]),
    ],
    dependencies: [
        .package(name: "notigen", path: "../..")
    ],
    targets: [
        .target(name: "NotifyDemoKit", dependencies: [runtime]),
        .target(name: "NotifyDemoAccounts", dependencies: [runtime]),
        .executableTarget(name: "notify-demo", dependencies: ["NotifyDemoKit", "NotifyDemoAccounts", runtime]),
        .testTarget(name: "NotifyDemoKitTests", dependencies: ["NotifyDemoKit", runtime, testing]),
        .testTarget(name: "NotifyDemoAccountsTests", dependencies: ["NotifyDemoAccounts", runtime, testing]),
    ],
    swiftLanguageModes: [.v6]
)
