import COpenSSL
import Foundation

/// Small helpers shared by the types that own OpenSSL objects.
enum OpenSSL {
    /// Drains OpenSSL's thread-local error queue into one readable line.
    static func drainErrors() -> String {
        var messages: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            messages.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return messages.joined(separator: "; ")
    }

    /// Clears stale errors so the next failure reports only its own cause.
    static func clearErrors() {
        ERR_clear_error()
    }

    /// Builds a crypto error from the current OpenSSL error queue.
    static func error(
        _ code: PassbookError.Code = .crypto,
        operation: String,
        reason: String,
        fix: String? = nil
    ) -> PassbookError {
        let detail = drainErrors()
        let full = detail.isEmpty ? reason : "\(reason) (OpenSSL: \(detail))"
        return PassbookError(code, operation: operation, reason: full, fix: fix)
    }

    /// Loads the `default` and `legacy` providers once, so old Keychain `.p12` files
    /// (RC2-40 and 3DES) can be read. Loading `legacy` alone would hide the default algorithms.
    static let legacyProvidersLoaded: Bool = {
        let defaultProvider = OSSL_PROVIDER_load(nil, "default")
        let legacyProvider = OSSL_PROVIDER_load(nil, "legacy")
        ERR_clear_error()
        return defaultProvider != nil && legacyProvider != nil
    }()

    /// Reads all bytes of a memory BIO.
    static func bytes(of bio: OpaquePointer) -> Data {
        var pointer: UnsafeMutablePointer<CChar>?
        let length = COpenSSL_BIO_get_mem_data(bio, &pointer)
        guard let pointer, length > 0 else { return Data() }
        return Data(bytes: pointer, count: length)
    }

    /// Calls `body` with a read-only memory BIO over `data`.
    static func withReadBIO<T>(_ data: Data, _ body: (OpaquePointer) throws -> T) throws -> T {
        try data.withUnsafeBytes { raw in
            guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else {
                throw error(operation: "allocate a memory buffer", reason: "out of memory")
            }
            defer { BIO_free(bio) }
            return try body(bio)
        }
    }

    /// Calls `body` with an empty, writable memory BIO and returns what it wrote.
    static func withWriteBIO(_ body: (OpaquePointer) throws -> Void) throws -> Data {
        guard let bio = BIO_new(BIO_s_mem()) else {
            throw error(operation: "allocate a memory buffer", reason: "out of memory")
        }
        defer { BIO_free(bio) }
        try body(bio)
        return bytes(of: bio)
    }

    /// Converts an ASN.1 time to a `Date`.
    static func date(from time: UnsafePointer<ASN1_TIME>?) -> Date? {
        guard let time else { return nil }
        var tm = tm()
        guard ASN1_TIME_to_tm(time, &tm) == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&tm)))
    }

    /// SHA-1 or SHA-256 of `data` as lowercase hex.
    static func hexDigest(_ data: Data, sha256: Bool = false) -> String {
        Hex.encode(digest(data, method: sha256 ? sha256Method : sha1Method))
    }

    /// `count` bytes from OpenSSL's generator (seeded from the system, once per thread), or `nil`
    /// when it cannot give them.
    static func randomBytes(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else { return nil }
        return bytes
    }

    /// SHA-256 of `bytes`.
    static func sha256<Bytes: ContiguousBytes>(_ bytes: Bytes) -> [UInt8] {
        digest(bytes, method: sha256Method)
    }

    private static func digest<Bytes: ContiguousBytes>(_ bytes: Bytes, method: OpaquePointer?) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        // OpenSSL 3.0 can fail a digest while another thread loads a provider (the legacy one, for
        // an old .p12 read at start-up): the failure passes, so it is tried again before giving up.
        for _ in 0..<100 {
            let ok = bytes.withUnsafeBytes { raw in
                EVP_Digest(raw.baseAddress, raw.count, &digest, &length, method, nil)
            }
            if ok == 1 { return Array(digest.prefix(Int(length))) }
            ERR_clear_error()
            sched_yield()
        }
        preconditionFailure("EVP_Digest cannot fail for in-memory input")
    }

    // The digests fetched once from the default provider, not looked up again for every digest.
    private nonisolated(unsafe) static let sha1Method: OpaquePointer? = EVP_MD_fetch(nil, "SHA1", nil) ?? EVP_sha1()
    private nonisolated(unsafe) static let sha256Method: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil) ?? EVP_sha256()
}
