import ArgumentParser
import Foundation
import Passbook

/// `passbook verify`: check a `.pkpass` the way Wallet does.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a .pkpass (or each pass of a .pkpasses bundle): manifest, digests, signature, certificate chain and identifiers.",
        discussion: """
            Exits 0 only when no check fails. Warnings (such as a chain that ends at a root other than \
            Apple's) do not fail. A pass signed with development certificates verifies with their folder, \
            --dev-certs FOLDER: its CA is trusted and expected, so ending there is no warning.
            """
    )

    @Argument(help: "The .pkpass or .pkpasses file.", completion: .file())
    var file: String

    @Option(name: .customLong("ca"), help: "Trust this root certificate instead of Apple Root CA (repeatable; for development certificates).", completion: .file())
    var roots: [String] = []

    @Option(name: .customLong("dev-certs"), help: "The folder of development certificates the pass was signed with (made by 'passbook certs dev'): trust its CA, and expect the chain to end there.", completion: .directory)
    var devCerts: String?

    @Option(name: .customLong("wwdr"), help: "Offer this intermediate certificate for chain building (repeatable).", completion: .file())
    var intermediates: [String] = []

    @Flag(name: .customLong("json"), help: "Print the report as JSON.")
    var json = false

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    func run() throws {
        let development = try devCerts.map { folder in
            try X509Certificate.all(in: FileIO.read(
                URL(fileURLWithPath: folder).appendingPathComponent(DevelopmentCertificates.FileName.caCertificate), what: "development CA certificate (--dev-certs)"
            ))
        } ?? []
        let given = try roots.flatMap { try X509Certificate.all(in: FileIO.read(URL(fileURLWithPath: $0), what: "certificate")) }
        let trusted = roots.isEmpty && devCerts == nil ? nil : given + development
        let extra = try intermediates.flatMap { try X509Certificate.all(in: FileIO.read(URL(fileURLWithPath: $0), what: "certificate")) }
        var verifier = try PassVerifier(trustedRoots: trusted, intermediates: extra, limits: limits.zipLimits)
        verifier.expectedDevelopmentRoots = development
        let url = URL(fileURLWithPath: file)
        let input: PassInput
        do {
            input = try PassInput.open(url, limits: limits.zipLimits)
        } catch let error as PassbookError where error.code == .invalidArchive {
            // Still a verdict, not a crash: the report says the archive does not open.
            let report = verifier.verify(contentsOf: url)
            Console.out(json ? try JSONOutput.encode(report) : Self.render(report))
            throw ExitCode.failure
        }
        let bundle: PassBundle
        switch input {
        case .folder:
            throw PassbookError(
                .io, operation: "verify \(url.path)", reason: "it is a pass folder, and only a signed .pkpass has a signature to verify",
                fix: "Build it first (passbook build), or check the folder with passbook validate"
            )
        case .archive(let archive, let name):
            let report = verifier.verify(archive, name: name)
            Console.out(json ? try JSONOutput.encode(report) : Self.render(report))
            if !report.isValid { throw ExitCode.failure }
            return
        case .bundle(let read, _):
            bundle = read
        }
        Console.report(bundle.diagnostics)
        let reports = bundle.entries.map { verifier.verify(archive: $0.archive, name: "\(url.lastPathComponent)/\($0.name)") }
        let invalid = reports.filter { !$0.isValid }.count
        if json {
            Console.out(try JSONOutput.encode(reports))
        } else {
            Console.out(reports.map(Self.render).joined(separator: "\n\n"))
            Console.out(invalid == 0 ? "bundle valid: \(Count.of(reports.count, "pass", "passes"))" : "bundle INVALID: \(invalid) of \(Count.of(reports.count, "pass", "passes")) fail")
        }
        if invalid > 0 { throw ExitCode.failure }
    }

    static func render(_ report: VerificationReport) -> String {
        var lines = ["\(report.file):"]
        for check in report.checks {
            let mark: String
            switch check.verdict {
            case .passed: mark = "ok  "
            case .warning: mark = "warn"
            case .failed: mark = "FAIL"
            case .skipped: mark = "skip"
            }
            lines.append("  \(mark) \(check.id): \(check.title) — \(check.detail)")
        }
        let failed = report.failures.count
        let warned = report.checks.filter { $0.verdict == .warning }.count
        let checks = Count.of(report.checks.count, "check")
        lines.append(failed == 0 ? "valid (\(checks), \(Count.of(warned, "warning")))" : "INVALID: \(failed) of \(checks) failed")
        return lines.joined(separator: "\n")
    }
}
