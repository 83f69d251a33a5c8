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

    init(certificate: X509Handle, key: PrivateKeyHandle, intermediate: X509Handle) {
        self.certificate = certificate
        self.key = key
        self.intermediate = intermediate
        signer = DigestSigner(key: key)
    }

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
        if template == nil, !refused {
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
