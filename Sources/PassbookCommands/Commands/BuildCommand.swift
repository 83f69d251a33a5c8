import ArgumentParser
import Foundation
import Passbook

/// `passbook build`: sign a pass folder into a `.pkpass`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Sign a pass folder into a .pkpass archive.",
        discussion: """
            Loads the signing identity first, so a wrong password fails at once, then validates the pass \
            (as 'passbook validate' does; hints only with --hints) and refuses to sign one with errors \
            unless --force is given. Serialises pass.json as strict JSON, hashes every file into manifest.json, signs it with \
            the identity, and zips the result. OS clutter (.DS_Store, __MACOSX) is left out with a warning. \
            Prints the path of the archive written.
            """
    )

    @Argument(help: "The pass folder (Something.pass) holding pass.json and the images.", completion: .directory)
    var folder: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the .pkpass ('-' for standard output). Default: the folder name with .pkpass.", completion: .file())
    var output: String?

    @OptionGroup var identity: IdentityOptions

    @OptionGroup(title: "Validation") var validation: ValidationFlags

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    @OptionGroup(title: "Reproducible output") var time: SigningTimeOptions

    @Flag(help: "Sign the pass even when validation finds errors.")
    var force = false

    func run() throws {
        // A wrong password or unreadable key is found before the validation output, not after it.
        let signingIdentity = try loadIdentity()
        let source = URL(fileURLWithPath: folder)
        let files = try PassSource(contentsOf: source, limits: limits.zipLimits)
        let report = PassValidator(options: validation.options).validate(files)
        Console.report(validation.shown(report.diagnostics))
        if !report.isValid {
            guard force else {
                Console.err("\(validation.summary(of: report)). Not signed: fix the errors above, or pass --force to sign anyway.")
                throw ExitCode.failure
            }
            Console.err("\(validation.summary(of: report)). Signing anyway (--force).")
        }
        let package = try files.package()
        let signed = try package.signed(with: signingIdentity, signingTime: time.date)
        let reported = Set(report.diagnostics.map(\.id))
        Console.report(signed.diagnostics.filter { !reported.contains($0.id) && !package.diagnostics.contains($0) })
        if output == "-" {
            Console.outBytes(signed.archive)
            return
        }
        let destination = URL(fileURLWithPath: output ?? Self.defaultOutput(for: source))
        // Atomic (written whole, then renamed into place) but not flushed to the disk: a .pkpass is made
        // again from its folder, and an fsync costs more than the rest of a build on a journaled disk.
        try FileIO.writeAtomically(signed.archive, to: destination, what: "pass", durable: false)
        Console.out(destination.path)
    }

    /// The signing identity, or an error that names the option it came from and says that nothing
    /// was validated or signed yet.
    private func loadIdentity() throws -> SigningIdentity {
        do {
            return try identity.load()
        } catch var error as PassbookError {
            let given = identity.identity.map { "--identity \($0)" }
                ?? identity.certificate.map { "--certificate \($0) with --key \(identity.key ?? "")" }
                ?? identity.devCerts.map { "--dev-certs \($0)" }
            guard let given else { throw error }
            error.operation = "\(error.operation) given by \(given)"
            if error.code == .wrongPassword {
                let source = identity.password.passwordEnv.map { "the environment variable \($0) (--password-env)" }
                    ?? identity.password.passwordFile.map { "the file \($0) (--password-file)" }
                error.fix = source.map { "Put the password chosen when it was exported in \($0)" } ?? error.fix
            }
            error.fix = (error.fix ?? "Check the identity") + ". Nothing was validated or signed"
            throw error
        }
    }

    static func defaultOutput(for source: URL) -> String {
        var name = source.standardizedFileURL.lastPathComponent
        if name.hasSuffix(".pass") { name.removeLast(5) }
        return name + ".pkpass"
    }
}
