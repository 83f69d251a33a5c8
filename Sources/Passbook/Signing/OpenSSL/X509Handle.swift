import COpenSSL
import Foundation

/// Owns one OpenSSL `X509` object.
///
/// Immutable after `init`, and OpenSSL only reads it (reference counts are atomic),
/// so sharing it between threads is safe.
final class X509Handle: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Takes ownership of a pointer returned by an OpenSSL constructor.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Takes a new reference to a pointer owned by someone else.
    init(retaining pointer: OpaquePointer) {
        X509_up_ref(pointer)
        self.pointer = pointer
    }

    deinit {
        X509_free(pointer)
    }

    /// Reads a certificate in PEM or DER form.
    convenience init(bytes: Data, operation: String) throws {
        OpenSSL.clearErrors()
        let parsed: OpaquePointer?
        if bytes.looksLikePEM {
            parsed = try OpenSSL.withReadBIO(bytes) { PEM_read_bio_X509($0, nil, nil, nil) }
        } else {
            parsed = bytes.withUnsafeBytes { raw -> OpaquePointer? in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
                var cursor: UnsafePointer<UInt8>? = base
                return d2i_X509(nil, &cursor, raw.count)
            }
        }
        guard let parsed else {
            throw OpenSSL.error(
                .invalidCertificate,
                operation: operation,
                reason: "the data is not an X.509 certificate in PEM or DER form",
                fix: "Pass the certificate file (.cer, .der or .pem) that the Apple Developer portal issued"
            )
        }
        self.init(owning: parsed)
    }

    /// All PEM certificates in a bundle, in order.
    static func all(inPEM bytes: Data, operation: String) throws -> [X509Handle] {
        guard bytes.looksLikePEM else { return [try X509Handle(bytes: bytes, operation: operation)] }
        return try OpenSSL.withReadBIO(bytes) { bio in
            var handles: [X509Handle] = []
            while let cert = PEM_read_bio_X509(bio, nil, nil, nil) {
                handles.append(X509Handle(owning: cert))
            }
            OpenSSL.clearErrors()  // the loop ends on a "no start line" error
            if handles.isEmpty {
                throw PassbookError(
                    .invalidCertificate,
                    operation: operation,
                    reason: "the PEM text holds no CERTIFICATE block"
                )
            }
            return handles
        }
    }

    var derBytes: Data {
        var buffer: UnsafeMutablePointer<UInt8>?
        let length = i2d_X509(pointer, &buffer)
        guard length > 0, let buffer else { return Data() }
        defer { COpenSSL_free(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    var pemText: String {
        (try? OpenSSL.withWriteBIO { bio in _ = PEM_write_bio_X509(bio, pointer) })
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    var notBefore: Date? { OpenSSL.date(from: X509_get0_notBefore(pointer)) }
    var notAfter: Date? { OpenSSL.date(from: X509_get0_notAfter(pointer)) }

    func subjectEntry(_ nid: Int32) -> String? {
        Self.entry(nid, in: X509_get_subject_name(pointer))
    }

    func issuerEntry(_ nid: Int32) -> String? {
        Self.entry(nid, in: X509_get_issuer_name(pointer))
    }

    var commonName: String? { subjectEntry(NID_commonName) }
    var userID: String? { subjectEntry(NID_userId) }
    var organizationalUnit: String? { subjectEntry(NID_organizationalUnitName) }
    var organization: String? { subjectEntry(NID_organizationName) }
    var issuerCommonName: String? { issuerEntry(NID_commonName) }
    var issuerOrganizationalUnit: String? { issuerEntry(NID_organizationalUnitName) }

    /// Whether `key` is the private key of this certificate's public key.
    func isCertified(_ key: PrivateKeyHandle) -> Bool {
        X509_check_private_key(pointer, key.pointer) == 1
    }

    var subjectLine: String { Self.oneLine(X509_get_subject_name(pointer)) }
    var issuerLine: String { Self.oneLine(X509_get_issuer_name(pointer)) }

    var serialHex: String {
        guard let serial = X509_get0_serialNumber(pointer), let bn = ASN1_INTEGER_to_BN(serial, nil) else { return "" }
        defer { BN_free(bn) }
        guard let hex = BN_bn2hex(bn) else { return "" }
        defer { COpenSSL_free(hex) }
        return String(cString: hex)
    }

    var subjectKeyIdentifier: String? {
        guard let id = X509_get0_subject_key_id(pointer) else { return nil }
        return Self.hex(of: id)
    }

    var authorityKeyIdentifier: String? {
        guard let id = X509_get0_authority_key_id(pointer) else { return nil }
        return Self.hex(of: id)
    }

    func hasExtension(oid: String) -> Bool {
        guard let object = OBJ_txt2obj(oid, 1) else { return false }
        defer { ASN1_OBJECT_free(object) }
        return X509_get_ext_by_OBJ(pointer, object, -1) >= 0
    }

    /// The DER bytes inside an extension's OCTET STRING, or nil when the certificate lacks it.
    func extensionValue(oid: String) -> [UInt8]? {
        guard let object = OBJ_txt2obj(oid, 1) else { return nil }
        defer { ASN1_OBJECT_free(object) }
        let index = X509_get_ext_by_OBJ(pointer, object, -1)
        guard index >= 0, let item = X509_get_ext(pointer, index), let octets = X509_EXTENSION_get_data(item),
            let bytes = ASN1_STRING_get0_data(octets)
        else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(octets))))
    }

    var isSelfSigned: Bool {
        X509_check_issued(pointer, pointer) == X509_V_OK
    }

    func issued(_ other: X509Handle) -> Bool {
        X509_check_issued(pointer, other.pointer) == X509_V_OK
    }

    var publicKeyDescription: String {
        guard let key = X509_get0_pubkey(pointer) else { return "unknown" }
        let bits = EVP_PKEY_get_bits(key)
        switch EVP_PKEY_get_base_id(key) {
        case EVP_PKEY_RSA: return "RSA \(bits)"
        case EVP_PKEY_EC: return "EC \(bits)"
        default: return "\(bits)-bit key"
        }
    }

    private static func entry(_ nid: Int32, in name: OpaquePointer?) -> String? {
        guard let name else { return nil }
        let index = X509_NAME_get_index_by_NID(name, nid, -1)
        guard index >= 0,
            let entry = X509_NAME_get_entry(name, index),
            let data = X509_NAME_ENTRY_get_data(entry)
        else { return nil }
        var utf8: UnsafeMutablePointer<UInt8>?
        let length = ASN1_STRING_to_UTF8(&utf8, data)
        guard length >= 0, let utf8 else { return nil }
        defer { COpenSSL_free(utf8) }
        return String(decoding: UnsafeBufferPointer(start: utf8, count: Int(length)), as: UTF8.self)
    }

    private static func oneLine(_ name: OpaquePointer?) -> String {
        guard let name else { return "" }
        let data = try? OpenSSL.withWriteBIO { bio in
            _ = X509_NAME_print_ex(bio, name, 0, COpenSSL_XN_FLAG_RFC2253())
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private static func hex(of string: UnsafePointer<ASN1_OCTET_STRING>) -> String {
        let length = Int(ASN1_STRING_length(string))
        guard let bytes = ASN1_STRING_get0_data(string), length > 0 else { return "" }
        return Hex.encode(UnsafeBufferPointer(start: bytes, count: length))
    }
}

extension Data {
    /// Whether the bytes start (after white space) with a PEM armour line.
    var looksLikePEM: Bool {
        let prefix = self.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return prefix.starts(with: Array("-----BEGIN".utf8))
    }
}
