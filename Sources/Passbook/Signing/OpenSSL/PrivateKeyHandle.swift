import COpenSSL
import Foundation

/// Owns one OpenSSL `EVP_PKEY`.
///
/// Immutable after `init`; OpenSSL 3 allows one key to sign from several threads at once,
/// each operation using its own context, so sharing it is safe.
final class PrivateKeyHandle: @unchecked Sendable {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        EVP_PKEY_free(pointer)
    }

    /// Reads a private key in PEM (PKCS#8, traditional, encrypted or not) or DER form.
    convenience init(bytes: Data, password: String?, operation: String) throws {
        OpenSSL.clearErrors()
        let isEncrypted = bytes.looksLikeEncryptedPEMKey
        if isEncrypted && (password ?? "").isEmpty {
            throw PassbookError(
                .wrongPassword,
                operation: operation,
                reason: "the private key is encrypted and no password was given",
                fix: "Give the key's password with --password-env NAME, --password-file PATH, or at the prompt"
            )
        }
        // An empty passphrase stops OpenSSL from prompting on the terminal.
        let passphrase = password ?? ""
        let key: OpaquePointer? = try passphrase.withCString { pass in
            let userData = UnsafeMutableRawPointer(mutating: pass)
            if bytes.looksLikePEM {
                return try OpenSSL.withReadBIO(bytes) { PEM_read_bio_PrivateKey($0, nil, nil, userData) }
            }
            if let key = try OpenSSL.withReadBIO(bytes, { d2i_PKCS8PrivateKey_bio($0, nil, nil, userData) }) {
                return key
            }
            return try OpenSSL.withReadBIO(bytes) { d2i_PrivateKey_bio($0, nil) }
        }
        guard let key else {
            if isEncrypted {
                throw OpenSSL.error(
                    .wrongPassword,
                    operation: operation,
                    reason: "the password does not decrypt the private key",
                    fix: "Check the password; it is the one chosen when the key was exported"
                )
            }
            throw OpenSSL.error(
                .invalidCertificate,
                operation: operation,
                reason: "the data is not a private key in PEM or DER form",
                fix: "Pass the key made with the certificate signing request (for example pass.key)"
            )
        }
        OpenSSL.clearErrors()
        self.init(owning: key)
    }

    var pemText: String {
        let data = try? OpenSSL.withWriteBIO { bio in
            _ = PEM_write_bio_PrivateKey(bio, pointer, nil, nil, 0, nil, nil)
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Signs a fixed SHA-256 digest `count` times (PKCS #1 v1.5, as CMS does) in one context over
    /// this key, not a copy of it: the bare cost of a signature, without CMS or hashing, against
    /// which `passbook bench` judges building a pass. False when a signature fails.
    func signFixedDigest(times count: Int) -> Bool {
        guard let created = EVP_PKEY_CTX_new(pointer, nil) else { return false }
        let context = KeyContextHandle(owning: created)
        guard EVP_PKEY_sign_init(context.pointer) == 1,
            EVP_PKEY_CTX_set_signature_md(context.pointer, EVP_sha256()) == 1
        else { return false }
        let digest = [UInt8](repeating: 0x5A, count: 32)
        var signature = [UInt8](repeating: 0, count: Int(EVP_PKEY_get_size(pointer)))
        return withExtendedLifetime(context) {
            for _ in 0..<count {
                var length = signature.count
                guard EVP_PKEY_sign(context.pointer, &signature, &length, digest, digest.count) == 1 else { return false }
            }
            return true
        }
    }

    /// Generates a new RSA key.
    static func generateRSA(bits: UInt32 = 2048) throws -> PrivateKeyHandle {
        guard let key = COpenSSL_RSA_generate(bits) else {
            throw OpenSSL.error(operation: "generate an RSA key", reason: "key generation failed")
        }
        return PrivateKeyHandle(owning: key)
    }
}

extension Data {
    var looksLikeEncryptedPEMKey: Bool {
        guard looksLikePEM else { return false }
        let head = String(decoding: prefix(512), as: UTF8.self)
        return head.contains("ENCRYPTED PRIVATE KEY") || head.contains("Proc-Type: 4,ENCRYPTED")
    }
}
