import Foundation
import Passbook
import PassbookGoogleWallet
import PassbookTestSupport

/// Paths, passes and processes the tests share.
enum TestSupport {
    static let issuerID = "3388000000022123456"

    /// The pass template folders that ship with Passbook (Google Wallet has no orders).
    static var templates: [URL] {
        folders(in: TestPaths.repositoryRoot.appendingPathComponent("Templates")).filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("template.json").path)
                && FileManager.default.fileExists(atPath: $0.appendingPathComponent("pass.json").path)
        }
    }

    /// Passbook's sample passes.
    static var samples: [URL] {
        folders(in: TestPaths.repositoryRoot.appendingPathComponent("Samples/passes"))
    }

    /// Apple's sample passes, where this machine has them.
    static let appleSamplesFolder = URL(fileURLWithPath: "/work/shared/samples/apple")
    static var appleSamples: [URL] { folders(in: appleSamplesFolder) }

    static func folders(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter { FileIO.isDirectory($0) }
    }

    /// A template filled with its examples.
    static func example(_ template: URL) throws -> PassPackage {
        let loaded = try PassTemplate(folder: template)
        return try loaded.render(loaded.exampleRecord)
    }

    static func options(images: Bool = true) -> GoogleWalletOptions {
        GoogleWalletOptions(issuerID: issuerID, imageBaseURL: images ? URL(string: "https://cdn.example.com/passes/") : nil)
    }

    static func map(_ package: PassPackage, images: Bool = true) throws -> GoogleWalletPass {
        try GoogleWalletMapper(options: options(images: images)).map(package)
    }

    /// A pass of `style` with one field in every front group, for the tests that change one thing.
    static func pass(style: PassStyle, transitType: TransitType? = nil) -> Pass {
        var fields = PassFields(
            headerFields: [PassField(key: "gate", value: "B12", label: "GATE")],
            primaryFields: [PassField(key: "from", value: "AMS", label: "Amsterdam"), PassField(key: "to", value: "LIS", label: "Lisbon")],
            secondaryFields: [PassField(key: "name", value: "Mira Janssen", label: "PASSENGER")],
            auxiliaryFields: [PassField(key: "seat", value: "14A", label: "SEAT")],
            backFields: [PassField(key: "terms", value: "No refunds.", label: "Terms")]
        )
        fields.transitType = transitType
        return Pass(
            passTypeIdentifier: "pass.com.example.test", serialNumber: "SERIAL-1", teamIdentifier: "ABCDE12345",
            organizationName: "Example Travel", description: "A test pass", style: style, fields: fields,
            backgroundColor: PassColor(red: 0, green: 84, blue: 166),
            barcodes: [Barcode(format: .qr, message: "SERIAL-1", altText: "SERIAL-1")]
        )
    }

    /// The errors among `diagnostics`, one line each, for messages.
    static func errors(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map(\.description)
    }
}
