import COpenSSL
import Foundation

/// Reads PKCS #12 files, modern (AES, SHA-256 MAC) and legacy (RC2-40, 3DES, SHA-1 MAC) alike.
enum PKCS12Reader {
    static func read(_ data: Data, password: String, operation: String) throws -> (X509Certificate, PrivateKeyHandle, [X509Certificate]) {
        _ = OpenSSL.legacyProvidersLoaded
        OpenSSL.clearErrors()
        let parsed: OpaquePointer? = try OpenSSL.withReadBIO(data) { d2i_PKCS12_bio($0, nil) }
        guard let p12 = parsed else {
            throw OpenSSL.error(
                .invalidCertificate,
                operation: operation,
                reason: "the data is not a PKCS #12 (.p12) file",
                fix: "Export the certificate with its private key from Keychain Access as a .p12 file"
            )
        }
        defer { PKCS12_free(p12) }
        let macOK = password.withCString { PKCS12_verify_mac(p12, $0, Int32(password.utf8.count)) }
        if macOK != 1 {
            let detail = OpenSSL.drainErrors()
            if detail.contains("unsupported") {
                throw PassbookError(
                    .invalidCertificate,
                    operation: operation,
                    reason: "the .p12 uses an algorithm this OpenSSL cannot load (\(detail))",
                    fix: OpenSSL.legacyProvidersLoaded
                        ? "Re-export it with modern algorithms: openssl pkcs12 -legacy -in old.p12 -out all.pem, then openssl pkcs12 -export -in all.pem -out new.p12"
                        : "Install OpenSSL's legacy provider (legacy.so, part of libssl3 on Debian)"
                )
            }
            throw PassbookError(
                .wrongPassword,
                operation: operation,
                reason: password.isEmpty ? "the .p12 is protected by a password and none was given" : "the password is wrong",
                fix: "Give the password chosen when the .p12 was exported, with --password-env NAME, --password-file PATH, or at the prompt"
            )
        }
        var keyPointer: OpaquePointer?
        var certPointer: OpaquePointer?
        var caStack: OpaquePointer?
        let ok = password.withCString { PKCS12_parse(p12, $0, &keyPointer, &certPointer, &caStack) }
        let key = keyPointer.map(PrivateKeyHandle.init(owning:))
        let cert = certPointer.map(X509Handle.init(owning:))
        defer { COpenSSL_sk_X509_pop_free(caStack) }
        guard ok == 1 else {
            throw OpenSSL.error(.invalidCertificate, operation: operation, reason: "the .p12 could not be decoded")
        }
        guard let key, let cert else {
            throw PassbookError(
                .invalidCertificate,
                operation: operation,
                reason: key == nil ? "the .p12 holds no private key" : "the .p12 holds no certificate",
                fix: "In Keychain Access, expand the certificate and select both it and its private key before exporting"
            )
        }
        var bundled: [X509Certificate] = []
        if let caStack {
            for index in 0..<COpenSSL_sk_X509_num(caStack) {
                if let ca = COpenSSL_sk_X509_value(caStack, index) {
                    bundled.append(X509Certificate(handle: X509Handle(retaining: ca)))
                }
            }
        }
        return (X509Certificate(handle: cert), key, bundled)
    }
}
