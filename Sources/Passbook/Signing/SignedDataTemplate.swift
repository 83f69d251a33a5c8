import Foundation
import SwiftASN1

/// A detached CMS SignedData that OpenSSL made for one manifest, with the places of the three
/// values that differ from one manifest to the next: the message digest, the signing time and the
/// signature.
///
/// Every signature of an identity has the same structure: the same certificates, algorithms and
/// attributes, in the same order. Once OpenSSL has built one, the next is that structure with
/// those values replaced, which costs one RSA signature and two SHA-256 of a few hundred bytes
/// instead of assembling and encoding the whole structure again.
struct SignedDataTemplate: Sendable {
    private let bytes: [UInt8]
    /// The signed attributes, tag and all (`[0] IMPLICIT SET OF Attribute`).
    private let attributes: Range<Int>
    private let digest: Range<Int>
    /// The `UTCTime` digits and `Z` of the signing time.
    private let time: Range<Int>
    private let signature: Range<Int>

    /// `OBJECT IDENTIFIER` contents of PKCS #9 messageDigest and signingTime.
    private static let messageDigestOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x04]
    private static let signingTimeOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x05]

    /// Reads the layout of `signedData`, which OpenSSL made over content whose SHA-256 is
    /// `contentDigest` at `signingTime`, and checks it: the digest and time are where they are
    /// found, and the signature found verifies over the attributes found with `signer`'s key.
    /// `nil` when anything differs, so such a structure is always left to OpenSSL.
    init?(signedData: Data, contentDigest: [UInt8], signingTime: Date, signer: DigestSigner) {
        let bytes = [UInt8](signedData)
        guard let info = try? DER.parse(bytes),
            let signedData = Self.children(of: info)?.dropFirst().first,
            let signedDataFields = Self.children(of: signedData)?.first.flatMap(Self.children(of:)),
            let signerInfos = signedDataFields.last, signerInfos.identifier == .set,
            let signerInfo = Self.children(of: signerInfos)?.first,
            let fields = Self.children(of: signerInfo), fields.count == 6,
            fields[3].identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific),
            fields[5].identifier == .octetString, case .primitive(let signatureBytes) = fields[5].content,
            signatureBytes.count == signer.signatureLength, signatureBytes.endIndex == bytes.endIndex,
            let attributes = Self.children(of: fields[3])
        else { return nil }
        var digest: Range<Int>?
        var time: Range<Int>?
        for attribute in attributes {
            guard let parts = Self.children(of: attribute), parts.count == 2,
                case .primitive(let oid) = parts[0].content,
                let value = Self.children(of: parts[1])?.first, case .primitive(let content) = value.content
            else { return nil }
            if oid.elementsEqual(Self.messageDigestOID), value.identifier == .octetString, content.count == 32 {
                digest = content.startIndex..<content.endIndex
            } else if oid.elementsEqual(Self.signingTimeOID), value.identifier == .utcTime, content.count == 13 {
                time = content.startIndex..<content.endIndex
            }
        }
        guard let digest, let time,
            bytes[digest].elementsEqual(contentDigest),
            let encodedTime = Self.utcTime(signingTime), bytes[time].elementsEqual(encodedTime)
        else { return nil }
        self.bytes = bytes
        self.attributes = fields[3].encodedBytes.startIndex..<fields[3].encodedBytes.endIndex
        self.digest = digest
        self.time = time
        self.signature = signatureBytes.startIndex..<signatureBytes.endIndex
        guard signer.verifies(signatureBytes, digest: OpenSSL.sha256(signedAttributes(of: bytes))) else { return nil }
    }

    /// The SignedData over content whose SHA-256 is `contentDigest`, at `signingTime`, or `nil`
    /// when that time cannot be written as the template's `UTCTime` (before 1950 or from 2050).
    func signedData(contentDigest: [UInt8], signingTime: Date, signer: DigestSigner, operation: String) throws -> Data? {
        guard let encodedTime = Self.utcTime(signingTime) else { return nil }
        var out = bytes
        out.replaceSubrange(digest, with: contentDigest)
        out.replaceSubrange(time, with: encodedTime)
        let signatureValue = try signer.sign(digest: OpenSSL.sha256(signedAttributes(of: out)), operation: operation)
        out.replaceSubrange(signature, with: signatureValue)
        return Data(out)
    }

    /// What the signature covers: the signed attributes with the `SET OF` tag in place of their
    /// implicit `[0]` (RFC 5652, section 5.4).
    private func signedAttributes(of bytes: [UInt8]) -> [UInt8] {
        var covered = Array(bytes[attributes])
        covered[0] = 0x31
        return covered
    }

    private static func children(of node: ASN1Node) -> [ASN1Node]? {
        guard case .constructed(let nodes) = node.content else { return nil }
        return Array(nodes)
    }

    /// `YYMMDDHHMMSSZ`, the form OpenSSL gives a signing time from 1950 to 2049.
    static func utcTime(_ date: Date) -> [UInt8]? {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, second) = time < 0 ? (days - 1, time + 86_400) : (days, time)
        // The calendar in whole arithmetic: no C library type, which a release build sees only
        // through the C module that first declares it.
        let civil = W3CDate.civilDate(fromDays: Int64(day))
        let (year, month, dayOfMonth) = (Int(civil.year), Int(civil.month), Int(civil.day))
        guard (1950...2049).contains(year) else { return nil }
        // Digits written directly: String(format:) goes through a locale and cost a percent of a batch.
        var text: [UInt8] = []
        text.reserveCapacity(13)
        for part in [year % 100, month, dayOfMonth, second / 3600, second / 60 % 60, second % 60] {
            text.append(UInt8(ascii: "0") + UInt8(part / 10))
            text.append(UInt8(ascii: "0") + UInt8(part % 10))
        }
        text.append(UInt8(ascii: "Z"))
        return text
    }
}
