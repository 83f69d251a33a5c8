public import Foundation

/// A development certificate authority posing as a WWDR intermediate, and a Pass Type ID
/// certificate it issued.
///
/// Passes signed with them verify against the development CA, so the whole pipeline can be
/// tried without an Apple account. Wallet trusts only Apple's chain: such passes do not install
/// on devices, and ``PassVerifier`` says so.
public struct DevelopmentCertificates: Sendable {
    /// The CA certificate, PEM. Trust it with `passbook verify --ca`.
    public var caCertificatePEM: String
    /// The CA's private key, PEM, unencrypted.
    public var caKeyPEM: String
    /// The pass certificate, PEM.
    public var passCertificatePEM: String
    /// The pass certificate's private key, PEM, unencrypted.
    public var passKeyPEM: String

    /// File names used by ``write(to:)``.
    public enum FileName {
        public static let caCertificate = "dev-ca.pem"
        public static let caKey = "dev-ca.key"
        public static let passCertificate = "pass.pem"
        public static let passKey = "pass.key"
    }

    /// Makes a new CA and pass certificate.
    ///
    /// - Parameters:
    ///   - passTypeIdentifier: Becomes the certificate's UID (`pass.com.example.member`).
    ///   - teamIdentifier: Becomes the certificate's OU.
    ///   - validityDays: How long both certificates are valid, from `now`.
    ///   - now: When the certificates become valid.
    public static func generate(
        passTypeIdentifier: String,
        teamIdentifier: String,
        validityDays: Int = 365,
        now: Date = Date()
    ) throws -> DevelopmentCertificates {
        try generate(typeIdentifier: passTypeIdentifier, teamIdentifier: teamIdentifier, kind: .pass, validityDays: validityDays, now: now)
    }

    /// Makes a new CA and an Order Type ID certificate for `orderTypeIdentifier` (UID, and Apple's
    /// order marker extension and extended key usage), written under the same file names.
    public static func generate(
        orderTypeIdentifier: String,
        teamIdentifier: String,
        validityDays: Int = 365,
        now: Date = Date()
    ) throws -> DevelopmentCertificates {
        try generate(typeIdentifier: orderTypeIdentifier, teamIdentifier: teamIdentifier, kind: .order, validityDays: validityDays, now: now)
    }

    private static func generate(typeIdentifier passTypeIdentifier: String, teamIdentifier: String, kind: PackageKind, validityDays: Int, now: Date) throws -> DevelopmentCertificates {
        if kind == .order {
            guard !passTypeIdentifier.isEmpty, !passTypeIdentifier.hasPrefix("pass."), teamIdentifier.count >= 1 else {
                throw PassbookError(
                    .invalidCertificate,
                    operation: "make development certificates",
                    reason: "the order type ID must not be empty nor a pass type ID, and the team ID must not be empty",
                    fix: "For example --order-type-id order.com.example.shop --team-id ABCDE12345"
                )
            }
        } else if !passTypeIdentifier.hasPrefix("pass.") || teamIdentifier.isEmpty {
            throw PassbookError(
                .invalidCertificate,
                operation: "make development certificates",
                reason: "the pass type ID must start with \"pass.\" and the team ID must not be empty",
                fix: "For example --pass-type-id pass.com.example.member --team-id ABCDE12345"
            )
        }
        let caKey = try PrivateKeyHandle.generateRSA()
        let passKey = try PrivateKeyHandle.generateRSA()
        let caName: [(String, String)] = [
            ("CN", "Passbook Development CA (not trusted by Wallet)"),
            ("OU", "Development"),
            ("O", "Passbook"),
            ("C", "US"),
        ]
        let passName: [(String, String)] = [
            ("UID", passTypeIdentifier),
            ("CN", kind == .order ? "Order Type ID: \(passTypeIdentifier)" : "Pass Type ID: \(passTypeIdentifier)"),
            ("OU", teamIdentifier),
            ("O", "Passbook Development"),
            ("C", "US"),
        ]
        let start = now.addingTimeInterval(-3600)
        let end = now.addingTimeInterval(TimeInterval(validityDays) * 86_400)
        let ca = try CertificateMaker.make(
            subject: caName, key: caKey, issuer: nil, issuerKey: caKey, notBefore: start, notAfter: end,
            extensions: [
                ("basicConstraints", "critical,CA:TRUE"),
                ("keyUsage", "critical,keyCertSign,cRLSign"),
                ("subjectKeyIdentifier", "hash"),
            ]
        )
        let leaf = try CertificateMaker.make(
            subject: passName, key: passKey, issuer: ca, issuerKey: caKey, notBefore: start, notAfter: end,
            extensions: [
                ("basicConstraints", "critical,CA:FALSE"),
                ("keyUsage", "critical,digitalSignature"),
                ("extendedKeyUsage", kind == .order ? "clientAuth,\(X509Certificate.orderTypeUsageOID)" : "clientAuth"),
                ("subjectKeyIdentifier", "hash"),
                ("authorityKeyIdentifier", "keyid:always"),
                (kind == .order ? X509Certificate.orderTypeMarkerOID : X509Certificate.passTypeMarkerOID, "ASN1:UTF8String:\(passTypeIdentifier)"),
            ]
        )
        return DevelopmentCertificates(
            caCertificatePEM: ca.pemText,
            caKeyPEM: caKey.pemText,
            passCertificatePEM: leaf.pemText,
            passKeyPEM: passKey.pemText
        )
    }

    /// Writes the four PEM files into `folder`, keys readable by the owner only.
    ///
    /// - Returns: The files written.
    @discardableResult
    public func write(to folder: URL) throws -> [URL] {
        let items: [(String, String)] = [
            (FileName.caCertificate, caCertificatePEM),
            (FileName.caKey, caKeyPEM),
            (FileName.passCertificate, passCertificatePEM),
            (FileName.passKey, passKeyPEM),
        ]
        var written: [URL] = []
        for (name, text) in items {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".key") {
                try FileIO.writeSecret(Data(text.utf8), to: url, what: "development private key")
            } else {
                try FileIO.writeAtomically(Data(text.utf8), to: url, what: "development certificate file")
            }
            written.append(url)
        }
        return written
    }

    /// The signing identity made of the pass certificate, its key and the CA as intermediate.
    public func identity() throws -> SigningIdentity {
        try SigningIdentity(
            certificate: Data(passCertificatePEM.utf8),
            privateKey: Data(passKeyPEM.utf8),
            intermediates: Data(caCertificatePEM.utf8)
        )
    }

    /// The CA certificate, to trust when verifying.
    public func caCertificate() throws -> X509Certificate {
        try X509Certificate(bytes: Data(caCertificatePEM.utf8))
    }
}
