public import Foundation

/// A Pass Type ID certificate, its private key and the WWDR intermediate that issued it.
///
/// Load it once and share it: it is immutable, and signing from several threads at once is safe.
public final class SigningIdentity: Sendable {
    /// The Pass Type ID certificate.
    public let certificate: X509Certificate
    /// The intermediate that issued ``certificate`` and is embedded in every signature.
    public let intermediate: X509Certificate
    let key: PrivateKeyHandle
    private let signer: ManifestSigner
    /// Whether later signatures reuse the structure of an earlier one (``SignedDataTemplate``).
    var reusesSignatureStructure: Bool { signer.hasTemplate }

    /// Days before expiry from which ``check(for:at:)`` warns.
    public static let expiryWarningDays = 30

    init(certificate: X509Certificate, key: PrivateKeyHandle, candidates: [X509Certificate], operation: String) throws {
        OpenSSL.clearErrors()
        guard certificate.handle.isCertified(key) else {
            throw OpenSSL.error(
                .keyMismatch,
                operation: operation,
                reason: "the private key does not belong to the certificate \(certificate.commonName ?? certificate.subject)",
                fix: "Use the key that made the certificate signing request for this certificate"
            )
        }
        OpenSSL.clearErrors()
        // Apple's intermediates are parsed only when the given ones did not issue the certificate.
        guard let issuer = try candidates.first(where: { $0.isIssuer(of: certificate) })
            ?? AppleCertificates.wwdrIntermediates.first(where: { $0.isIssuer(of: certificate) })
        else {
            throw PassbookError(
                .missingIntermediate,
                operation: operation,
                reason: "no intermediate certificate at hand issued \(certificate.commonName ?? certificate.subject); its issuer is \(certificate.issuer)",
                fix: "Pass the certificate that issued it with --wwdr FILE (for Apple certificates issued since 2022, Certificates/AppleWWDRCAG4.cer)"
            )
        }
        self.certificate = certificate
        self.key = key
        self.intermediate = issuer
        signer = ManifestSigner(certificate: certificate.handle, key: key, intermediate: issuer.handle)
    }

    /// Loads an identity from a certificate (PEM or DER) and a private key (PEM or DER, encrypted or not).
    ///
    /// - Parameters:
    ///   - certificate: The Pass Type ID certificate.
    ///   - privateKey: Its private key.
    ///   - keyPassword: The key's password when it is encrypted.
    ///   - intermediates: Certificates that may have issued the pass certificate (PEM bundle or DER);
    ///     Apple's WWDR G4 and older generations are always tried too.
    public convenience init(certificate: Data, privateKey: Data, keyPassword: String? = nil, intermediates: Data? = nil) throws {
        let operation = "load the signing identity"
        let cert = X509Certificate(handle: try X509Handle(bytes: certificate, operation: "read the pass certificate"))
        let key = try PrivateKeyHandle(bytes: privateKey, password: keyPassword, operation: "read the private key")
        let extra = try intermediates.map { try X509Certificate.all(in: $0) } ?? []
        try self.init(certificate: cert, key: key, candidates: extra, operation: operation)
    }

    /// Loads an identity from a PKCS #12 (`.p12`) file, including the legacy RC2-40/3DES files that
    /// macOS Keychain Access exports.
    public convenience init(pkcs12: Data, password: String?, intermediates: Data? = nil) throws {
        let operation = "open the .p12 identity"
        let (cert, key, bundled) = try PKCS12Reader.read(pkcs12, password: password ?? "", operation: operation)
        let extra = try intermediates.map { try X509Certificate.all(in: $0) } ?? []
        try self.init(certificate: cert, key: key, candidates: extra + bundled, operation: operation)
    }

    /// Loads an identity from files; see ``init(certificate:privateKey:keyPassword:intermediates:)``.
    public convenience init(certificateFile: URL, privateKeyFile: URL, keyPassword: String? = nil, intermediatesFile: URL? = nil) throws {
        try self.init(
            certificate: FileIO.read(certificateFile, what: "pass certificate"),
            privateKey: FileIO.read(privateKeyFile, what: "private key"),
            keyPassword: keyPassword,
            intermediates: try intermediatesFile.map { try FileIO.read($0, what: "intermediate certificate") }
        )
    }

    /// Loads an identity from a `.p12` file; see ``init(pkcs12:password:intermediates:)``.
    public convenience init(pkcs12File: URL, password: String?, intermediatesFile: URL? = nil) throws {
        try self.init(
            pkcs12: FileIO.read(pkcs12File, what: ".p12 identity"),
            password: password,
            intermediates: try intermediatesFile.map { try FileIO.read($0, what: "intermediate certificate") }
        )
    }

    /// Checks that this identity may sign `pass` now: identifiers match the certificate, and both
    /// certificates are valid at `date`.
    ///
    /// - Returns: Warnings, such as a certificate that expires within ``expiryWarningDays`` days.
    /// - Throws: ``PassbookError`` with code `identifierMismatch` or `certificateNotValidNow`.
    @discardableResult
    public func check(for pass: Pass, at date: Date = Date()) throws -> [Diagnostic] {
        try check(passTypeIdentifier: pass.passTypeIdentifier, teamIdentifier: pass.teamIdentifier, serialNumber: pass.serialNumber, at: date)
    }

    /// Checks that this identity may sign a pass with these identifiers at `date`; see ``check(for:at:)``.
    @discardableResult
    public func check(passTypeIdentifier: String, teamIdentifier: String, serialNumber: String, at date: Date = Date()) throws -> [Diagnostic] {
        let operation = "sign pass \(serialNumber)"
        if certificate.userID != passTypeIdentifier {
            throw PassbookError(
                .identifierMismatch,
                operation: operation,
                reason: "passTypeIdentifier is \"\(passTypeIdentifier)\" but the certificate is for \"\(certificate.userID ?? "no pass type (its subject has no UID)")\"",
                fix: "Set passTypeIdentifier to the certificate's pass type ID, or sign with the certificate made for \(passTypeIdentifier)"
            )
        }
        if certificate.organizationalUnit != teamIdentifier {
            throw PassbookError(
                .identifierMismatch,
                operation: operation,
                reason: "teamIdentifier is \"\(teamIdentifier)\" but the certificate belongs to team \"\(certificate.organizationalUnit ?? "none")\"",
                fix: "Set teamIdentifier to the certificate's OU (\(certificate.organizationalUnit ?? "?"))"
            )
        }
        // Each certificate checked in place: an array of the two would copy both for every pass signed.
        try Self.checkValidity(of: certificate, role: "pass certificate", at: date, operation: operation)
        try Self.checkValidity(of: intermediate, role: "intermediate certificate", at: date, operation: operation)
        var warnings: [Diagnostic] = []
        let remaining = certificate.notAfter.timeIntervalSince(date) / 86_400
        if remaining < Double(Self.expiryWarningDays) {
            warnings.append(
                Diagnostic(
                    id: "certificate.expires-soon",
                    severity: .warning,
                    message: "the pass certificate expires on \(certificate.notAfter.iso8601), in \(Int(remaining)) days; renew it in the Apple Developer portal before then to keep issuing and updating passes"
                )
            )
        }
        return warnings
    }

    /// Checks that this identity may sign the order `orderIdentifier` of `orderTypeIdentifier` at
    /// `date`: an Order Type ID certificate for that order type (a pass certificate cannot sign
    /// orders), valid with its intermediate.
    @discardableResult
    public func check(orderTypeIdentifier: String, orderIdentifier: String, at date: Date = Date()) throws -> [Diagnostic] {
        let operation = "sign order \(orderIdentifier)"
        guard certificate.isOrderTypeCertificate else {
            throw PassbookError(
                .identifierMismatch, operation: operation,
                reason: "the certificate \(certificate.commonName ?? certificate.subject) is not an Order Type ID certificate (it has neither Apple's order type extension 1.2.840.113635.100.14.2 nor the Order Type ID key usage); Wallet takes orders signed only with one",
                fix: "Make an Order Type ID certificate for \(orderTypeIdentifier) in the Apple Developer portal (or passbook certs dev --order-type-id \(orderTypeIdentifier) to try)"
            )
        }
        if !certificate.certifies(orderTypeIdentifier: orderTypeIdentifier) {
            throw PassbookError(
                .identifierMismatch, operation: operation,
                reason: "orderTypeIdentifier is \"\(orderTypeIdentifier)\" but the certificate is for \"\(certificate.certifiedOrderTypeIdentifier ?? "no order type")\"",
                fix: "Set orderTypeIdentifier to the certificate's order type ID, or sign with the certificate made for \(orderTypeIdentifier)"
            )
        }
        try Self.checkValidity(of: certificate, role: "order certificate", at: date, operation: operation)
        try Self.checkValidity(of: intermediate, role: "intermediate certificate", at: date, operation: operation)
        let remaining = certificate.notAfter.timeIntervalSince(date) / 86_400
        guard remaining < Double(Self.expiryWarningDays) else { return [] }
        return [
            Diagnostic(
                id: "certificate.expires-soon", severity: .warning,
                message: "the order certificate expires on \(certificate.notAfter.iso8601), in \(Int(remaining)) days; renew it in the Apple Developer portal before then to keep issuing and updating orders"
            )
        ]
    }

    private static func checkValidity(of cert: X509Certificate, role: String, at date: Date, operation: String) throws {
        if date < cert.notBefore {
            throw PassbookError(
                .certificateNotValidNow,
                operation: operation,
                reason: "the \(role) \(cert.commonName ?? cert.subject) is not valid before \(cert.notBefore.iso8601)",
                fix: "Check the machine's clock"
            )
        }
        if date > cert.notAfter {
            throw PassbookError(
                .certificateNotValidNow,
                operation: operation,
                reason: "the \(role) \(cert.commonName ?? cert.subject) expired on \(cert.notAfter.iso8601)",
                fix: role == "pass certificate"
                    ? "Create a new certificate for the same pass type ID in the Apple Developer portal; installed passes keep working"
                    : "Use the current Apple WWDR intermediate (Certificates/AppleWWDRCAG4.cer)"
            )
        }
    }

    /// Signs `manifest` as Wallet expects: a detached DER CMS SignedData with a SHA-256 digest,
    /// the signer and intermediate certificates embedded, and a `signingTime` attribute.
    public func signature(for manifest: Data, signingTime: Date = Date()) throws -> Data {
        try signer.sign(manifest, signingTime: signingTime)
    }

    /// Signs a fixed digest `count` times with the private key alone, no CMS: the reference cost
    /// `passbook bench` measures against. False when a signature fails.
    package func signBareDigests(count: Int) -> Bool {
        key.signFixedDigest(times: count)
    }
}
