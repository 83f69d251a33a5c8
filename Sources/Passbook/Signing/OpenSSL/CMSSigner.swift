import COpenSSL
import Foundation

/// Creates detached CMS signatures with OpenSSL.
enum CMSSigner {
    static func sign(_ content: Data, certificate: X509Handle, key: PrivateKeyHandle, intermediate: X509Handle, signingTime: Date) throws -> Data {
        let operation = "sign manifest.json"
        OpenSSL.clearErrors()
        let flags = UInt32(CMS_DETACHED | CMS_BINARY | CMS_PARTIAL | CMS_NOSMIMECAP)
        guard let cms = CMS_sign(nil, nil, nil, nil, flags) else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not start a SignedData structure")
        }
        defer { CMS_ContentInfo_free(cms) }
        guard let signer = CMS_add1_signer(cms, certificate.pointer, key.pointer, EVP_sha256(), flags) else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not add the signer")
        }
        guard let time = ASN1_TIME_set(nil, time_t(signingTime.timeIntervalSince1970.rounded(.down))) else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not encode the signing time")
        }
        defer { ASN1_TIME_free(time) }
        guard CMS_signed_add1_attr_by_NID(signer, NID_pkcs9_signingTime, time.pointee.type, time, -1) == 1 else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not add the signingTime attribute")
        }
        guard CMS_add1_cert(cms, intermediate.pointer) == 1 else {
            throw OpenSSL.error(.signature, operation: operation, reason: "could not embed the intermediate certificate")
        }
        let finalized = try OpenSSL.withReadBIO(content) { bio in
            CMS_final(cms, bio, nil, UInt32(CMS_DETACHED | CMS_BINARY))
        }
        guard finalized == 1 else {
            throw OpenSSL.error(.signature, operation: operation, reason: "the signature could not be computed")
        }
        return try OpenSSL.withWriteBIO { bio in
            guard i2d_CMS_bio(bio, cms) == 1 else {
                throw OpenSSL.error(.signature, operation: operation, reason: "could not encode the signature as DER")
            }
        }
    }
}
