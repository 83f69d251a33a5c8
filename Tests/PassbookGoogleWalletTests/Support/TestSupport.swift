import Foundation
import Passbook
import PassbookGoogleWallet

/// Paths, passes and processes the tests share.
enum TestSupport {
    struct ProcessFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let issuerID = "3388000000022123456"

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The template folders that ship with Passbook.
    static var templates: [URL] {
        folders(in: repositoryRoot.appendingPathComponent("Templates")).filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("template.json").path)
        }
    }

    /// Passbook's sample passes.
    static var samples: [URL] {
        folders(in: repositoryRoot.appendingPathComponent("Samples/passes"))
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

    /// The `passbook` executable built beside the tests, if it is.
    static var passbookExecutable: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("passbook")
            if FileManager.default.isExecutableFile(atPath: candidate.path), !FileIO.isDirectory(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("passbook-google-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program found on the PATH; standard output and error go through files, so neither can
    /// fill up and stall the program.
    static func run(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, stdout: Data, stderr: String) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        if let input {
            let inURL = folder.appendingPathComponent("in")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try Data(contentsOf: outURL), String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs a program and returns its standard output, or throws with its standard error.
    static func check(_ arguments: [String], input: Data? = nil) throws -> Data {
        let result = try run(arguments, input: input)
        guard result.status == 0 else {
            throw ProcessFailure(description: "\(arguments.first ?? "") exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// The errors among `diagnostics`, one line each, for messages.
    static func errors(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map(\.description)
    }
}
