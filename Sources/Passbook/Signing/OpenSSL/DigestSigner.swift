import COpenSSL
import Foundation

/// Signs SHA-256 digests with PKCS #1 v1.5, as a CMS signer info over RSA does, from a pool of
/// contexts made once and reused.
///
/// Each context holds its own copy of the key. OpenSSL keeps one RSA blinding value per key and
/// gives it to the thread that made it; every other thread takes a slower, locked path. With a
/// copy per context, every thread signs as `openssl speed` does in each of its processes.
final class DigestSigner: @unchecked Sendable {
    /// One key copy and its signing context; used by one thread at a time.
    private final class Context {
        let key: PrivateKeyHandle
        let context: KeyContextHandle

        init?(copying key: OpaquePointer) {
            guard let copy = EVP_PKEY_dup(key) else { return nil }
            let owned = PrivateKeyHandle(owning: copy)
            guard let context = DigestSigner.context(for: owned.pointer, EVP_PKEY_sign_init) else { return nil }
            self.key = owned
            self.context = context
        }
    }

    private let key: PrivateKeyHandle
    /// The length of every signature: the modulus in bytes.
    let signatureLength: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var idle: [Context] = []

    /// A signer for `key`, or `nil` when it is not an RSA key.
    init?(key: PrivateKeyHandle) {
        guard EVP_PKEY_get_base_id(key.pointer) == EVP_PKEY_RSA else { return nil }
        self.key = key
        signatureLength = Int(EVP_PKEY_get_size(key.pointer))
    }

    /// The PKCS #1 v1.5 signature of a SHA-256 `digest`.
    func sign(digest: [UInt8], operation: String) throws -> [UInt8] {
        let context = try take(operation: operation)
        defer { lock.withLock { idle.append(context) } }
        var signature = [UInt8](repeating: 0, count: signatureLength)
        var length = signature.count
        OpenSSL.clearErrors()
        guard EVP_PKEY_sign(context.context.pointer, &signature, &length, digest, digest.count) == 1, length == signatureLength else {
            throw OpenSSL.error(.signature, operation: operation, reason: "the RSA signature could not be computed")
        }
        return signature
    }

    /// Whether `signature` is this key's signature of `digest`: a check of what was read out of
    /// a structure OpenSSL made, with the public key.
    func verifies(_ signature: ArraySlice<UInt8>, digest: [UInt8]) -> Bool {
        guard let context = Self.context(for: key.pointer, EVP_PKEY_verify_init) else { return false }
        let bytes = Array(signature)
        let verified = withExtendedLifetime(context) { EVP_PKEY_verify(context.pointer, bytes, bytes.count, digest, digest.count) == 1 }
        OpenSSL.clearErrors()
        return verified
    }

    /// A context for `key`, started by `start` (sign or verify) for PKCS #1 v1.5 over SHA-256.
    private static func context(for key: OpaquePointer, _ start: (OpaquePointer?) -> Int32) -> KeyContextHandle? {
        guard let pointer = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else { return nil }
        let context = KeyContextHandle(owning: pointer)
        guard start(pointer) == 1,
            EVP_PKEY_CTX_set_rsa_padding(pointer, RSA_PKCS1_PADDING) == 1,
            EVP_PKEY_CTX_set_signature_md(pointer, EVP_sha256()) == 1
        else { return nil }
        return context
    }

    private func take(operation: String) throws -> Context {
        if let context = lock.withLock({ idle.popLast() }) { return context }
        guard let context = Context(copying: key.pointer) else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not prepare the private key for signing")
        }
        return context
    }
}
