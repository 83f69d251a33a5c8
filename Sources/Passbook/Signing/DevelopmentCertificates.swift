import COpenSSL
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
        guard passTypeIdentifier.hasPrefix("pass."), teamIdentifier.count >= 1 else {
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
            ("CN", "Pass Type ID: \(passTypeIdentifier)"),
            ("OU", teamIdentifier),
            ("O", "Passbook Development"),
            ("C", "US"),
        ]
        let start = now.addingTimeInterval(-3600)
        let end = now.addingTimeInterval(TimeInterval(validityDays) * 86_400)
        let ca = try CertificateMaker.make(
            subject: caName, key: caKey, issuer: nil, issuerKey: caKey, notBefore: start, notAfter: end,
            extensions: [
                (NID_basic_constraints, "critical,CA:TRUE"),
                (NID_key_usage, "critical,keyCertSign,cRLSign"),
                (NID_subject_key_identifier, "hash"),
            ],
            customExtensions: []
        )
        let leaf = try CertificateMaker.make(
            subject: passName, key: passKey, issuer: ca, issuerKey: caKey, notBefore: start, notAfter: end,
            extensions: [
                (NID_basic_constraints, "critical,CA:FALSE"),
                (NID_key_usage, "critical,digitalSignature"),
                (NID_ext_key_usage, "clientAuth"),
                (NID_subject_key_identifier, "hash"),
                (NID_authority_key_identifier, "keyid:always"),
            ],
            customExtensions: [(X509Certificate.passTypeMarkerOID, "ASN1:UTF8String:\(passTypeIdentifier)")]
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

/// Creates X.509 certificates with OpenSSL.
enum CertificateMaker {
    static func make(
        subject: [(String, String)],
        key: PrivateKeyHandle,
        issuer: X509Handle?,
        issuerKey: PrivateKeyHandle,
        notBefore: Date,
        notAfter: Date,
        extensions: [(Int32, String)],
        customExtensions: [(String, String)]
    ) throws -> X509Handle {
        let operation = "make a development certificate"
        OpenSSL.clearErrors()
        guard let raw = X509_new() else { throw OpenSSL.error(operation: operation, reason: "out of memory") }
        let cert = X509Handle(owning: raw)
        X509_set_version(raw, 2)
        var serial = [UInt8](repeating: 0, count: 16)
        guard RAND_bytes(&serial, Int32(serial.count)) == 1 else {
            throw OpenSSL.error(operation: operation, reason: "no random bytes for the serial number")
        }
        serial[0] &= 0x7F  // keep the serial positive
        guard let bn = BN_bin2bn(serial, Int32(serial.count), nil) else {
            throw OpenSSL.error(operation: operation, reason: "out of memory")
        }
        defer { BN_free(bn) }
        BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(raw))
        ASN1_TIME_set(X509_getm_notBefore(raw), time_t(notBefore.timeIntervalSince1970))
        ASN1_TIME_set(X509_getm_notAfter(raw), time_t(notAfter.timeIntervalSince1970))
        guard let name = X509_get_subject_name(raw) else { throw OpenSSL.error(operation: operation, reason: "no subject") }
        for (field, value) in subject {
            guard X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8, value, -1, -1, 0) == 1 else {
                throw OpenSSL.error(operation: operation, reason: "could not set \(field)=\(value)")
            }
        }
        X509_set_issuer_name(raw, issuer.map { X509_get_subject_name($0.pointer) } ?? name)
        X509_set_pubkey(raw, key.pointer)
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, issuer?.pointer ?? raw, raw, nil, nil, 0)
        for (nid, value) in extensions {
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw OpenSSL.error(operation: operation, reason: "could not add extension \(value)")
            }
            defer { X509_EXTENSION_free(ext) }
            X509_add_ext(raw, ext, -1)
        }
        for (oid, value) in customExtensions {
            guard let ext = X509V3_EXT_nconf(nil, &context, oid, value) else {
                throw OpenSSL.error(operation: operation, reason: "could not add extension \(oid)")
            }
            defer { X509_EXTENSION_free(ext) }
            X509_add_ext(raw, ext, -1)
        }
        guard X509_sign(raw, issuerKey.pointer, EVP_sha256()) > 0 else {
            throw OpenSSL.error(operation: operation, reason: "could not sign the certificate")
        }
        return cert
    }
}
