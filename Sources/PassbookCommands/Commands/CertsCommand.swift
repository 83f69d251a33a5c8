import ArgumentParser
import Foundation
import Passbook

/// `passbook certs`: development certificates and certificate facts.
struct CertsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certs",
        abstract: "Make development certificates, or show what a certificate is for.",
        subcommands: [CertsDevCommand.self, CertsInspectCommand.self]
    )
}

/// `passbook certs dev`.
struct CertsDevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Make a development CA and a pass (or order) certificate for local builds.",
        discussion: """
            The CA poses as the WWDR intermediate. With --order-type-id the certificate is an Order \
            Type ID certificate (Apple's order type extension and key usage), for 'passbook build ORDER_FOLDER'. \
            Passes signed with these certificates verify with \
            'passbook verify --dev-certs FOLDER' (or --ca FOLDER/dev-ca.pem) but Wallet will not install them on a device: \
            only certificates from Apple are trusted there. Keep the folder out of version control.
            """
    )

    @Option(name: .customLong("pass-type-id"), help: "The pass type identifier, such as pass.com.example.member.")
    var passTypeIdentifier: String?

    @Option(name: .customLong("order-type-id"), help: "Instead of --pass-type-id: the order type identifier of an order certificate, such as order.com.example.shop.")
    var orderTypeIdentifier: String?

    @Option(name: .customLong("team-id"), help: "The team identifier, such as ABCDE12345.")
    var teamIdentifier: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write into.", completion: .directory)
    var output: String = ".dev-certs"

    @Option(name: .customLong("days"), help: "How many days the certificates are valid.")
    var days: Int = 365

    @Flag(name: .customLong("force"), help: "Replace certificates already in the folder.")
    var force = false

    func validate() throws {
        switch (passTypeIdentifier, orderTypeIdentifier) {
        case (nil, nil): throw ValidationError("Give --pass-type-id (such as pass.com.example.member) or --order-type-id (such as order.com.example.shop).")
        case (.some, .some): throw ValidationError("Give --pass-type-id or --order-type-id, not both: a certificate signs one kind.")
        case (let pass?, nil) where !pass.hasPrefix("pass."):
            throw ValidationError("--pass-type-id must start with 'pass.', for example pass.com.example.member.")
        case (nil, let order?) where order.isEmpty || order.hasPrefix("pass."):
            throw ValidationError("--order-type-id must name an order type, for example order.com.example.shop.")
        default: break
        }
        guard !teamIdentifier.isEmpty else { throw ValidationError("--team-id must not be empty.") }
        guard (1...3650).contains(days) else { throw ValidationError("--days must be between 1 and 3650.") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let existing = folder.appendingPathComponent(DevelopmentCertificates.FileName.passCertificate)
        if FileManager.default.fileExists(atPath: existing.path) && !force {
            throw PassbookError(
                .io,
                operation: "make development certificates in \(folder.path)",
                reason: "the folder already holds certificates",
                fix: "Pass --force to replace them, or choose another folder with -o"
            )
        }
        let certificates = try orderTypeIdentifier.map {
            try DevelopmentCertificates.generate(orderTypeIdentifier: $0, teamIdentifier: teamIdentifier, validityDays: days)
        } ?? DevelopmentCertificates.generate(passTypeIdentifier: passTypeIdentifier ?? "", teamIdentifier: teamIdentifier, validityDays: days)
        for url in try certificates.write(to: folder) {
            Console.out(url.path)
        }
        let shown = DisplayPath.folder(output)
        if let orderTypeIdentifier {
            Console.err("Development certificates for the order type \(orderTypeIdentifier) (team \(teamIdentifier)), valid \(days) days.")
            Console.err("Build:  \(ProgramName.shown) build MyOrder --dev-certs \(shown)")
            Console.err("Verify: \(ProgramName.shown) verify MyOrder.order --dev-certs \(shown)")
            Console.err("Orders signed with them are NOT added by Wallet on devices; use your Apple Order Type ID certificate for that.")
            return
        }
        Console.err("Development certificates for \(passTypeIdentifier ?? "") (team \(teamIdentifier)), valid \(days) days.")
        Console.err("Build:  \(ProgramName.shown) build MyPass.pass --dev-certs \(shown)")
        Console.err("Verify: \(ProgramName.shown) verify MyPass.pkpass --dev-certs \(shown)")
        Console.err("Passes signed with them are NOT installable on devices; use your Apple Pass Type ID certificate for that.")
    }
}

/// `passbook certs inspect`.
struct CertsInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a certificate's kind (Pass or Order Type ID), type ID, team ID, validity and issuing WWDR generation."
    )

    @Argument(help: "A certificate (PEM or DER) or a .p12 file.", completion: .file())
    var file: String

    @OptionGroup var password: PasswordOptions

    @Flag(name: .customLong("json"), help: "Print the facts as JSON.")
    var json = false

    struct Facts: Codable {
        var subject: String
        var issuer: String
        var passTypeIdentifier: String?
        var teamIdentifier: String?
        var commonName: String?
        var notBefore: Date
        var notAfter: Date
        var daysLeft: Int
        var issuingWWDRGeneration: String?
        var isPassTypeCertificate: Bool
        /// `pass`, `order` or `other`.
        var kind: String
        var orderTypeIdentifier: String?
        var publicKey: String
        var serialNumber: String
        var sha256Fingerprint: String
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let data = try FileIO.read(url, what: "certificate")
        let certificate: X509Certificate
        if ["p12", "pfx"].contains(url.pathExtension.lowercased()) {
            certificate = try password.withPassword(prompt: "Password for \(url.lastPathComponent): ") { secret in
                try X509Certificate(pkcs12: data, password: secret ?? "")
            }
        } else {
            certificate = try X509Certificate(bytes: data)
        }
        let facts = Facts(
            subject: certificate.subject,
            issuer: certificate.issuer,
            passTypeIdentifier: certificate.userID,
            teamIdentifier: certificate.organizationalUnit,
            commonName: certificate.commonName,
            notBefore: certificate.notBefore,
            notAfter: certificate.notAfter,
            daysLeft: Int(certificate.notAfter.timeIntervalSinceNow / 86_400),
            issuingWWDRGeneration: certificate.issuingWWDRGeneration,
            isPassTypeCertificate: certificate.hasPassTypeMarker,
            kind: certificate.hasPassTypeMarker ? "pass" : certificate.isOrderTypeCertificate ? "order" : "other",
            orderTypeIdentifier: certificate.certifiedOrderTypeIdentifier,
            publicKey: certificate.publicKeyDescription,
            serialNumber: certificate.serialNumber,
            sha256Fingerprint: certificate.sha256Fingerprint
        )
        if json {
            Console.out(try JSONOutput.encode(facts))
            return
        }
        let dates = ISO8601DateFormatter()
        let validity = facts.daysLeft < 0 ? "EXPIRED \(-facts.daysLeft) days ago" : "\(facts.daysLeft) days left"
        Console.out(
            """
            Subject:            \(facts.subject)
            Issuer:             \(facts.issuer)
            Kind:               \(facts.kind == "pass" ? "Pass Type ID certificate" : facts.kind == "order" ? "Order Type ID certificate (signs orders, not passes)" : "neither a Pass Type ID nor an Order Type ID certificate")
            \(facts.kind == "order" ? "Order type ID:      " : "Pass type ID (UID): ")\(facts.kind == "order" ? facts.orderTypeIdentifier ?? "none" : facts.passTypeIdentifier ?? "none: not a Pass Type ID certificate")
            Team ID (OU):       \(facts.teamIdentifier ?? "none")
            Valid:              \(dates.string(from: facts.notBefore)) to \(dates.string(from: facts.notAfter)) (\(validity))
            Issued by WWDR:     \(facts.issuingWWDRGeneration ?? "not an Apple WWDR authority (development or other CA)")
            Pass type marker:   \(facts.isPassTypeCertificate ? "yes" : "no")
            Key:                \(facts.publicKey)
            Serial:             \(facts.serialNumber)
            SHA-256:            \(facts.sha256Fingerprint)
            """
        )
    }
}
