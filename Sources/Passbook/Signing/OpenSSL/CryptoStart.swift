import COpenSSL

/// OpenSSL's one-time start (reading openssl.cnf, the default provider, the digests and the RSA
/// signature, seeding the random generator), for a command to run on another core while it reads
/// its arguments: about a fifth of a one-pass `passbook build` otherwise waited for it on the
/// signing thread (make bench: "one process per pass").
package enum CryptoStart {
    /// Starts OpenSSL. Called first, it also leaves out OpenSSL's clean-up at exit, so that exit
    /// never frees tables another thread may still be using.
    package static func prepare() {
        OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT) | UInt64(OPENSSL_INIT_LOAD_CONFIG), nil)
        EVP_MD_free(EVP_MD_fetch(nil, "SHA1", nil))
        EVP_MD_free(EVP_MD_fetch(nil, "SHA256", nil))
        EVP_SIGNATURE_free(EVP_SIGNATURE_fetch(nil, "RSA", nil))
        EVP_KEYMGMT_free(EVP_KEYMGMT_fetch(nil, "RSA", nil))
        var bytes = [UInt8](repeating: 0, count: 16)
        RAND_bytes(&bytes, Int32(bytes.count))
        OPENSSL_cleanse(&bytes, bytes.count)
        // Whatever failed here fails again, and is reported, where the command does it for real.
        ERR_clear_error()
    }
}
