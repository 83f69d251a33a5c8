import COpenSSL
import Foundation

/// A parsed CMS SignedData, read with OpenSSL for verification.
final class CMSSignature {
    private let cms: OpaquePointer

    init(der: Data) throws {
        OpenSSL.clearErrors()
        guard let parsed = try OpenSSL.withReadBIO(der, { d2i_CMS_bio($0, nil) }) else {
            let looksPEM = der.looksLikePEM
            throw OpenSSL.error(
                .signature,
                operation: "read the signature",
                reason: looksPEM ? "it is PEM text, but Wallet needs DER bytes" : "it is not a DER-encoded CMS (PKCS #7) structure",
                fix: "Sign with -outform DER, or rebuild the pass with passbook build"
            )
        }
        cms = parsed
    }

    deinit {
        CMS_ContentInfo_free(cms)
    }

    var isSignedData: Bool {
        guard let type = CMS_get0_type(cms) else { return false }
        return OBJ_obj2nid(type) == NID_pkcs7_signed
    }

    var isDetached: Bool { CMS_is_detached(cms) == 1 }

    /// The content a non-detached SignedData carries inside itself; nil when detached.
    var embeddedContent: Data? {
        guard !isDetached, let slot = CMS_get0_content(cms), let octets = slot.pointee,
            let bytes = ASN1_STRING_get0_data(octets)
        else { return nil }
        return Data(bytes: bytes, count: Int(ASN1_STRING_length(octets)))
    }

    var signerCount: Int { Int(COpenSSL_sk_CMS_SignerInfo_num(CMS_get0_SignerInfos(cms))) }

    /// Certificates embedded in the SignedData.
    var certificates: [X509Handle] {
        guard let stack = CMS_get1_certs(cms) else { return [] }
        defer { COpenSSL_sk_X509_pop_free(stack) }
        return (0..<COpenSSL_sk_X509_num(stack)).compactMap { index in
            COpenSSL_sk_X509_value(stack, index).map(X509Handle.init(retaining:))
        }
    }

    /// The certificate among `candidates` (usually ``certificates``) that matches the signer identifier.
    func signerCertificate(among candidates: [X509Handle]) -> X509Handle? {
        guard let info = firstSignerInfo else { return nil }
        return candidates.first { CMS_SignerInfo_cert_cmp(info, $0.pointer) == 0 }
    }

    private var firstSignerInfo: OpaquePointer? {
        guard let infos = CMS_get0_SignerInfos(cms) else { return nil }
        return COpenSSL_sk_CMS_SignerInfo_value(infos, 0)
    }

    var signingTime: Date? {
        guard let info = firstSignerInfo else { return nil }
        let index = CMS_signed_get_attr_by_NID(info, NID_pkcs9_signingTime, -1)
        guard index >= 0, let attribute = CMS_signed_get_attr(info, index),
            let type = X509_ATTRIBUTE_get0_type(attribute, 0)
        else { return nil }
        let kind = type.pointee.type
        guard kind == V_ASN1_UTCTIME || kind == V_ASN1_GENERALIZEDTIME else { return nil }
        return OpenSSL.date(from: UnsafePointer(type.pointee.value.utctime))
    }

    var digestAlgorithm: String? {
        guard let info = firstSignerInfo else { return nil }
        var digest: UnsafeMutablePointer<X509_ALGOR>?
        CMS_SignerInfo_get0_algs(info, nil, nil, &digest, nil)
        guard let digest else { return nil }
        var object: OpaquePointer?
        X509_ALGOR_get0(&object, nil, nil, digest)
        guard let object, let name = OBJ_nid2sn(OBJ_obj2nid(object)) else { return nil }
        return String(cString: name).lowercased()
    }

    /// Verifies the signature over `content` without judging the certificates. A non-detached
    /// signature is verified over the content it embeds, which the caller compares with `content`.
    ///
    /// - Returns: nil when it holds, or OpenSSL's reason.
    func verifySignature(over content: Data) -> String? {
        OpenSSL.clearErrors()
        let flags = UInt32(CMS_BINARY | CMS_NO_SIGNER_CERT_VERIFY)
        let result = isDetached
            ? try? OpenSSL.withReadBIO(content) { bio in CMS_verify(cms, nil, nil, bio, nil, flags) }
            : CMS_verify(cms, nil, nil, nil, nil, flags)
        if result == 1 { return nil }
        let detail = OpenSSL.drainErrors()
        return detail.isEmpty ? "the signature does not verify" : detail
    }
}
