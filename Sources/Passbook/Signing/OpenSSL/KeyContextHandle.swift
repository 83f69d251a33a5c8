import COpenSSL

/// Owns one OpenSSL `EVP_PKEY_CTX`, a key's signing or verifying context. The context holds its own
/// reference to the key, so it may outlive the key's handle.
final class KeyContextHandle {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        EVP_PKEY_CTX_free(pointer)
    }
}
