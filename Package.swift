// swift-tools-version:6.2
import Foundation
import PackageDescription

// pangocairo.pc's own flags bring, through gio-2.0's private requirement gmodule-no-export-2.0,
// glib's -pthread, which SwiftPM refuses from pkg-config with a warning on every build. The
// headers need only pango's include folder and those of cairo, harfbuzz and glib, which
// Sources/CCairo/pangocairo-headers.pc names. SwiftPM reads a pkgConfig given by absolute path
// as that file, and splits the setting at spaces; a checkout whose path has one, or a system
// with pango in none of the folders that file names, uses pangocairo.pc as before.
let pangoCairoFlags: String = {
    let headers = Context.packageDirectory + "/Sources/CCairo/pangocairo-headers.pc"
    let text = (try? String(contentsOfFile: headers, encoding: .utf8)) ?? ""
    let folders = text.split(separator: "\n").filter { $0.hasPrefix("Cflags:") }
        .flatMap { $0.split(separator: " ") }.filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)) }
    let found = folders.contains { FileManager.default.fileExists(atPath: $0 + "/pango/pangocairo.h") }
    return found && !headers.contains(" ") ? headers : "pangocairo"
}()

// SwiftNIO's modules the service, its stand-ins and their tests use.
let nioStack: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
    .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
    .product(name: "NIOSSL", package: "swift-nio-ssl"),
    .product(name: "NIOHTTP2", package: "swift-nio-http2"),
    .product(name: "NIOHPACK", package: "swift-nio-http2"),
]

let package = Package(
    name: "passbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Passbook", targets: ["Passbook"]),
        .library(name: "PassbookRendering", targets: ["PassbookRendering"]),
        .library(name: "PassbookServer", targets: ["PassbookServer"]),
        .library(name: "PassbookServerTesting", targets: ["PassbookServerTesting"]),
        .library(name: "PassbookCommands", targets: ["PassbookCommands"]),
        .library(name: "PassbookFullCommands", targets: ["PassbookFullCommands"]),
        .library(name: "PassbookGoogleWallet", targets: ["PassbookGoogleWallet"]),
        .executable(name: "passbook", targets: ["PassbookCLI"]),
        .executable(name: "passbook-full", targets: ["PassbookFullCLI"]),
        .executable(name: "passbook-example", targets: ["PassbookExample"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        // jwt-kit 5 needs swift-crypto 4.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
        // swift package generate-documentation (make docs): the DocC catalogs of Passbook.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(
            name: "CZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
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
        // Linux calls the Glibc module does not declare (no library to link).
        .systemLibrary(name: "CLinux"),
        .systemLibrary(
            name: "CZint",
            providers: [.apt(["libzint-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: pangoCairoFlags,
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango"])]
        ),
        .target(
            name: "Passbook",
            dependencies: [
                "COpenSSL", "CZip", "CZlib", "CPNG", "CLinux",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        // Measurements for `passbook-full bench`, kept out of the library users link.
        .target(
            name: "PassbookBenchmark",
            dependencies: ["Passbook", "PassbookRendering"]
        ),
        .target(
            name: "PassbookRendering",
            dependencies: ["Passbook", "CQRencode", "CZint", "CCairo"]
        ),
        .target(
            name: "PassbookServer",
            dependencies: [
                "Passbook",
                "PassbookRendering",
                "PassbookGoogleWallet",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "JWTKit", package: "jwt-kit"),
            ] + nioStack,
            plugins: ["EmbedJSONDocuments"]
        ),
        // Stand-ins for a service's peers, for tests and for checking a deployment (`passbook
        // device-sim`, `passbook apns-test-server`): kept out of the service library.
        .target(
            name: "PassbookServerTesting",
            dependencies: [
                "Passbook",
                "PassbookServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ] + nioStack
        ),
        .target(
            name: "PassbookGoogleWallet",
            dependencies: ["Passbook", .product(name: "JWTKit", package: "jwt-kit")],
            plugins: ["EmbedJSONDocuments"]
        ),
        // The JSON documents of a target (Google's schema, the service's OpenAPI description),
        // compiled in from their .json files at build time.
        .executableTarget(name: "EmbedJSON"),
        .plugin(name: "EmbedJSONDocuments", capability: .buildTool(), dependencies: ["EmbedJSON"]),
        // The commands of `passbook`: no web service, rendering or Google Wallet stack is linked, so
        // a command starts without loading them (BENCHMARKS.md, "Start-up").
        .target(
            name: "PassbookCommands",
            dependencies: [
                "Passbook",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Every command, for `passbook-full`, which `passbook` starts for the commands that need those stacks.
        .target(
            name: "PassbookFullCommands",
            dependencies: [
                "Passbook",
                "PassbookCommands",
                "PassbookBenchmark",
                "PassbookRendering",
                "PassbookServer",
                "PassbookServerTesting",
                "PassbookGoogleWallet",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "PassbookCLI",
            dependencies: ["PassbookCommands"]
        ),
        .executableTarget(
            name: "PassbookFullCLI",
            dependencies: ["PassbookFullCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The example program of the README and the documentation; make test builds and runs it.
        .executableTarget(
            name: "PassbookExample",
            dependencies: ["Passbook"],
            path: "Examples/MakeAndVerifyAPass"
        ),
        // What every test target shares: the test PKI made with the openssl command, the process
        // runner, the built passbook, the repository's folders.
        .target(
            name: "PassbookTestSupport",
            dependencies: ["Passbook"],
            path: "Tests/PassbookTestSupport"
        ),
        .testTarget(
            name: "PassbookTests",
            dependencies: ["Passbook", "PassbookTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PassbookRenderingTests",
            dependencies: ["PassbookRendering", "Passbook", "PassbookTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PassbookCommandsTests",
            dependencies: ["PassbookCommands", "PassbookFullCommands", "PassbookBenchmark", "Passbook", "PassbookTestSupport"]
        ),
        .testTarget(
            name: "PassbookGoogleWalletTests",
            dependencies: ["PassbookGoogleWallet", "Passbook", "PassbookTestSupport"]
        ),
        .testTarget(
            name: "PassbookServerTests",
            dependencies: [
                "PassbookServer",
                "PassbookServerTesting",
                "Passbook",
                "PassbookGoogleWallet",
                "PassbookTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresKit", package: "postgres-kit"),
            ] + nioStack
        ),
    ]
)

// Settings shared by every Swift target: Swift 6 mode comes from the tools version.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .treatAllWarnings(as: .error),
    ]
}
