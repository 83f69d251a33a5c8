import Foundation

/// Makes the detached signatures of one identity: OpenSSL assembles the first, and each later one
/// reuses its structure (``SignedDataTemplate``) with a key copy per thread (``DigestSigner``).
///
/// Anything the template cannot reproduce (a key other than RSA, a signing time outside
/// `UTCTime`, a structure that does not read back as expected) goes to OpenSSL every time.
final class ManifestSigner: @unchecked Sendable {
    private let certificate: X509Handle
    private let key: PrivateKeyHandle
    private let intermediate: X509Handle
    private let signer: DigestSigner?
    private let lock = NSLock()
    // Guarded by `lock`.
    private var template: SignedDataTemplate?
    private var templateRefused = false
    private var openSSLSignatures = 0

    init(certificate: X509Handle, key: PrivateKeyHandle, intermediate: X509Handle) {
        self.certificate = certificate
        self.key = key
        self.intermediate = intermediate
        signer = DigestSigner(key: key)
    }

    /// Whether a template has been read, so that signatures no longer go through OpenSSL's CMS.
    var hasTemplate: Bool { lock.withLock { template != nil } }

    /// The DER CMS SignedData over `content`.
    func sign(_ content: Data, signingTime: Date) throws -> Data {
        let operation = "sign manifest.json"
        guard let signer else { return try openSSLSignature(content, signingTime) }
        let digest = OpenSSL.sha256(content)
        let (template, refused) = lock.withLock { (self.template, templateRefused) }
        if let template, let signed = try template.signedData(contentDigest: digest, signingTime: signingTime, signer: signer, operation: operation) {
            return signed
        }
        let signed = try openSSLSignature(content, signingTime)
        // The template is read from the second signature, not the first: a process that signs one
        // pass (`passbook build`) would wait for reading and checking a template it never uses.
        let second = lock.withLock {
            openSSLSignatures += 1
            return openSSLSignatures == 2
        }
        if template == nil, !refused, second {
            let made = SignedDataTemplate(signedData: signed, contentDigest: digest, signingTime: signingTime, signer: signer)
            lock.withLock {
                if self.template == nil { self.template = made }
                if made == nil { templateRefused = true }
            }
        }
        return signed
    }

    private func openSSLSignature(_ content: Data, _ signingTime: Date) throws -> Data {
        try CMSSigner.sign(content, certificate: certificate, key: key, intermediate: intermediate, signingTime: signingTime)
    }
}
