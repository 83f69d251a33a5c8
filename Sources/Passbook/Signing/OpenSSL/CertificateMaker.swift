import COpenSSL
import Foundation

/// Creates X.509 certificates with OpenSSL.
enum CertificateMaker {
    static func make(
        subject: [(String, String)],
        key: PrivateKeyHandle,
        issuer: X509Handle?,
        issuerKey: PrivateKeyHandle,
        notBefore: Date,
        notAfter: Date,
        extensions: [(name: String, value: String)]
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
        // By short name or dotted OID, as openssl.cnf names them.
        for (name, value) in extensions {
            guard let ext = X509V3_EXT_nconf(nil, &context, name, value) else {
                throw OpenSSL.error(operation: operation, reason: "could not add extension \(name)=\(value)")
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
