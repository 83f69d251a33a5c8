// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "passbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Passbook", targets: ["Passbook"]),
        .library(name: "PassbookRendering", targets: ["PassbookRendering"]),
        .library(name: "PassbookCommands", targets: ["PassbookCommands"]),
        .executable(name: "passbook", targets: ["PassbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(
            name: "CZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]
        ),
        .systemLibrary(
            name: "CZint",
            providers: [.apt(["libzint-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango"])]
        ),
        .target(
            name: "Passbook",
            dependencies: ["COpenSSL", "CZip", "CPNG", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .target(
            name: "PassbookRendering",
            dependencies: ["Passbook", "CQRencode", "CZint", "CCairo"]
        ),
        .target(
            name: "PassbookCommands",
            dependencies: [
                "Passbook",
                "PassbookRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "PassbookCLI",
            dependencies: [
                "PassbookCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PassbookTests",
            dependencies: ["Passbook"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PassbookRenderingTests",
            dependencies: ["PassbookRendering", "Passbook"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PassbookCommandsTests",
            dependencies: ["PassbookCommands", "Passbook"]
        ),
    ]
)

// Settings shared by every Swift target: Swift 6 mode comes from the tools version.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .treatAllWarnings(as: .error),
    ]
}
