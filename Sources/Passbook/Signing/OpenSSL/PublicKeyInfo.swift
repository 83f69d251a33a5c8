import COpenSSL
import Foundation

/// Facts about a DER `SubjectPublicKeyInfo`, such as an NFC `encryptionPublicKey`.
struct PublicKeyInfo {
    /// `EC`, `RSA`, …
    let algorithm: String
    /// The elliptic curve (`prime256v1`), for EC keys.
    let curve: String?

    /// Reads a DER public key, or nil when the bytes are not one.
    init?(der: Data) {
        let key: OpaquePointer? = der.withUnsafeBytes { raw in
            var pointer = raw.bindMemory(to: UInt8.self).baseAddress.map { UnsafePointer<UInt8>($0) }
            return d2i_PUBKEY(nil, &pointer, raw.count)
        }
        guard let key else {
            OpenSSL.clearErrors()
            return nil
        }
        defer { EVP_PKEY_free(key) }
        algorithm = EVP_PKEY_get0_type_name(key).map { String(cString: $0) } ?? "unknown"
        var name = [CChar](repeating: 0, count: 80)
        var length = 0
        if EVP_PKEY_get_group_name(key, &name, name.count, &length) == 1 {
            curve = String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } else {
            curve = nil
            OpenSSL.clearErrors()
        }
    }
}
