import ArgumentParser
import Foundation
import Passbook

/// `passbook bundle`: put several passes in one `.pkpasses` file.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Put up to 10 .pkpass files into one .pkpasses bundle that Wallet adds in one step.",
        discussion: """
            Each pass is checked to be a readable pass archive first. Serve the bundle with the MIME type \
            \(PassBundle.mimeType). Prints the path of the bundle written.
            """
    )

    @Argument(help: "The .pkpass files, 1 to 10.", completion: .file(extensions: ["pkpass"]))
    var passes: [String]

    @Option(name: [.short, .customLong("output")], help: "Where to write the .pkpasses ('-' for standard output).", completion: .file())
    var output: String

    func validate() throws {
        if passes.isEmpty { throw ValidationError("Name the .pkpass files to bundle.") }
    }

    func run() throws {
        var entries: [PassBundle.Entry] = []
        var names = Set<String>()
        for path in passes {
            let url = URL(fileURLWithPath: path)
            let archive = try FileIO.read(url, what: "pass")
            // A bundle of broken passes would fail on the phone; find out here.
            let package = try PassPackage(archive: archive, name: url.lastPathComponent)
            var name = url.lastPathComponent
            if !name.lowercased().hasSuffix(".pkpass") { name += ".pkpass" }
            if !names.insert(name).inserted {
                name = BatchIssuer.fileName(forSerial: package.pass.serialNumber)
                guard names.insert(name).inserted else {
                    throw PassbookError(.invalidPackage, operation: "make the bundle", reason: "\(path) is named twice", fix: "Bundle each pass once")
                }
            }
            entries.append(PassBundle.Entry(name: name, archive: archive))
        }
        let bundle = try PassBundle(entries: entries)
        try Console.deliver(bundle.archive(), to: output, what: "bundle")
    }
}
