public import Foundation

/// An X.509 certificate and the facts about it that matter for passes.
///
/// The value is immutable and safe to share between threads.
public struct X509Certificate: Sendable, Hashable, CustomStringConvertible {
    let handle: X509Handle

    /// The DER encoding.
    public let derBytes: Data
    /// Subject common name, such as `Pass Type ID: pass.com.example.member`.
    public let commonName: String?
    /// Subject `UID`: the pass type identifier of a Pass Type ID certificate.
    public let userID: String?
    /// Subject `OU`: the Team ID of a Pass Type ID certificate, or `G4` for the WWDR intermediate.
    public let organizationalUnit: String?
    /// Subject `O`.
    public let organization: String?
    /// Issuer common name.
    public let issuerCommonName: String?
    /// Issuer `OU` (Apple's WWDR generations carry `G3`, `G4`, …; the first one none).
    public let issuerOrganizationalUnit: String?
    /// The subject as one RFC 2253 line.
    public let subject: String
    /// The issuer as one RFC 2253 line.
    public let issuer: String
    /// Serial number as uppercase hex.
    public let serialNumber: String
    /// Start of validity.
    public let notBefore: Date
    /// End of validity.
    public let notAfter: Date
    /// SHA-256 of the DER bytes, lowercase hex.
    public let sha256Fingerprint: String
    /// Whether the certificate carries Apple's Pass Type ID marker extension (1.2.840.113635.100.6.1.16).
    public let hasPassTypeMarker: Bool
    /// The order type identifier Apple's Order Type ID marker extension (1.2.840.113635.100.14.2)
    /// names; nil when the certificate lacks it.
    public let orderTypeMarkerIdentifier: String?
    /// Whether the certificate is an Order Type ID certificate: it carries the order type marker or
    /// the Order Type ID extended key usage (1.2.840.113635.100.4.19).
    public let isOrderTypeCertificate: Bool

    /// The order type an Order Type ID certificate is for: its marker's, else its UID; nil for
    /// another kind of certificate.
    public var certifiedOrderTypeIdentifier: String? {
        isOrderTypeCertificate ? orderTypeMarkerIdentifier ?? userID : nil
    }

    /// Whether this is an Order Type ID certificate for `orderTypeIdentifier`: its marker (or UID)
    /// names it, and a UID, when present, names it too.
    public func certifies(orderTypeIdentifier: String) -> Bool {
        certifiedOrderTypeIdentifier == orderTypeIdentifier && (userID.map { $0 == orderTypeIdentifier } ?? true)
    }
    /// The pass type identifier the marker extension names, when it holds a string (Apple's
    /// certificates do); nil when the extension is absent or holds no string.
    public let passTypeMarkerIdentifier: String?
    /// Subject key identifier, lowercase hex.
    public let subjectKeyIdentifier: String?
    /// Authority key identifier, lowercase hex.
    public let authorityKeyIdentifier: String?
    /// The addresses its issuer's certificate is published at (the Authority Information Access
    /// extension's caIssuers, such as `http://certs.apple.com/wwdrg4.der`).
    public let caIssuers: [String]
    /// The public key, such as `RSA 2048`.
    public let publicKeyDescription: String

    static let passTypeMarkerOID = "1.2.840.113635.100.6.1.16"
    static let orderTypeMarkerOID = "1.2.840.113635.100.14.2"
    static let orderTypeUsageOID = "1.2.840.113635.100.4.19"
    /// The DER of the Order Type ID extended key usage's OID, as it sits in the extension.
    private static let orderTypeUsageDER: [UInt8] = [0x06, 0x0A, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x04, 0x13]

    /// The certificate of a `.p12` file, read without needing the intermediate that issued it
    /// (to look at a certificate, not to sign with it).
    public init(pkcs12 data: Data, password: String) throws {
        self = try PKCS12Reader.read(data, password: password, operation: "read the .p12 file").0
    }

    /// The certificate of a `.p12` file.
    @available(*, deprecated, renamed: "init(pkcs12:password:)")
    public static func fromPKCS12(_ data: Data, password: String) throws -> X509Certificate {
        try X509Certificate(pkcs12: data, password: password)
    }

    /// Decodes a DER UTF8String, PrintableString or IA5String; nil for anything else (such as NULL).
    /// The caIssuers URIs of an Authority Information Access extension: a SEQUENCE of
    /// AccessDescription { accessMethod OID, accessLocation GeneralName } (RFC 5280, 4.2.2.1).
    static func caIssuerURIs(_ der: [UInt8]) -> [String] {
        let caIssuersOID: [UInt8] = [0x06, 0x08, 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x02]
        guard let outer = DERElement.first(of: der[...]), outer.tag == 0x30 else { return [] }
        var uris: [String] = []
        var rest = outer.content
        while let description = DERElement.first(of: rest) {
            rest = rest[description.end...]
            guard description.tag == 0x30, let method = DERElement.first(of: description.content),
                  Array(description.content[description.content.startIndex..<method.end]) == caIssuersOID,
                  let location = DERElement.first(of: description.content[method.end...]), location.tag == 0x86,
                  let uri = String(bytes: location.content, encoding: .ascii)
            else { continue }
            uris.append(uri)
        }
        return uris
    }

    /// One DER tag-length-value, read within bounds; nil when it does not fit.
    struct DERElement {
        let tag: UInt8
        let content: ArraySlice<UInt8>
        let end: Int

        static func first(of bytes: ArraySlice<UInt8>) -> DERElement? {
            var index = bytes.startIndex
            guard bytes.count >= 2 else { return nil }
            let tag = bytes[index]
            index += 1
            var length = Int(bytes[index])
            index += 1
            if length & 0x80 != 0 {
                let octets = length & 0x7F
                guard (1...3).contains(octets), bytes.endIndex - index >= octets else { return nil }
                length = bytes[index..<index + octets].reduce(0) { $0 << 8 | Int($1) }
                index += octets
            }
            guard bytes.endIndex - index >= length else { return nil }
            return DERElement(tag: tag, content: bytes[index..<index + length], end: index + length)
        }
    }

    private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { Array(bytes[$0..<$0 + part.count]) == part }
    }

    static func derString(_ der: [UInt8]) -> String? {
        guard der.count >= 2, [0x0C, 0x13, 0x16].contains(der[0]) else { return nil }
        var length = Int(der[1])
        var start = 2
        if length & 0x80 != 0 {
            let octets = length & 0x7F
            guard (1...2).contains(octets), der.count >= 2 + octets else { return nil }
            length = der[2..<2 + octets].reduce(0) { $0 << 8 | Int($1) }
            start = 2 + octets
        }
        guard der.count == start + length else { return nil }
        return String(bytes: der[start...], encoding: .utf8)
    }

    init(handle: X509Handle) {
        self.handle = handle
        derBytes = handle.derBytes
        commonName = handle.commonName
        userID = handle.userID
        organizationalUnit = handle.organizationalUnit
        organization = handle.organization
        issuerCommonName = handle.issuerCommonName
        issuerOrganizationalUnit = handle.issuerOrganizationalUnit
        subject = handle.subjectLine
        issuer = handle.issuerLine
        serialNumber = handle.serialHex
        notBefore = handle.notBefore ?? .distantPast
        notAfter = handle.notAfter ?? .distantPast
        sha256Fingerprint = OpenSSL.hexDigest(derBytes, sha256: true)
        let marker = handle.extensionValue(oid: Self.passTypeMarkerOID)
        hasPassTypeMarker = marker != nil
        passTypeMarkerIdentifier = marker.flatMap(Self.derString)
        let orderMarker = handle.extensionValue(oid: Self.orderTypeMarkerOID)
        orderTypeMarkerIdentifier = orderMarker.flatMap(Self.derString)
        let usage = handle.extensionValue(oid: "2.5.29.37") ?? []
        isOrderTypeCertificate = orderMarker != nil || Self.contains(usage, Self.orderTypeUsageDER)
        subjectKeyIdentifier = handle.subjectKeyIdentifier
        authorityKeyIdentifier = handle.authorityKeyIdentifier
        caIssuers = handle.extensionValue(oid: "1.3.6.1.5.5.7.1.1").map(Self.caIssuerURIs) ?? []
        publicKeyDescription = handle.publicKeyDescription
    }

    /// Reads a certificate in DER or PEM form.
    public init(bytes: Data) throws {
        self.init(handle: try X509Handle(bytes: bytes, operation: "read a certificate"))
    }

    /// Reads a certificate file in DER (`.cer`) or PEM form.
    public init(contentsOf url: URL) throws {
        let data = try FileIO.read(url, what: "certificate")
        self.init(handle: try X509Handle(bytes: data, operation: "read the certificate \(url.path)"))
    }

    /// Reads every certificate of a PEM bundle, or the one certificate of a DER file.
    public static func all(in bytes: Data) throws -> [X509Certificate] {
        try X509Handle.all(inPEM: bytes, operation: "read certificates").map(X509Certificate.init(handle:))
    }

    /// The PEM encoding.
    public var pemText: String { handle.pemText }

    /// Whether `date` lies inside the validity period.
    public func isValid(at date: Date) -> Bool {
        notBefore <= date && date <= notAfter
    }

    /// Whether this certificate's key signed `other` (names and signature checked).
    public func isIssuer(of other: X509Certificate) -> Bool {
        handle.issued(other.handle)
    }

    /// Whether this certificate's key signed `other`.
    @available(*, deprecated, renamed: "isIssuer(of:)")
    public func issued(_ other: X509Certificate) -> Bool {
        isIssuer(of: other)
    }

    /// Whether the certificate is self-signed (a root).
    public var isSelfSigned: Bool { handle.isSelfSigned }

    /// The Apple WWDR generation that issued a pass certificate: `G4`, `G1` (the original, no OU), or nil
    /// when the issuer is not an Apple WWDR authority (a development CA, for example).
    public var issuingWWDRGeneration: String? {
        guard issuerCommonName == "Apple Worldwide Developer Relations Certification Authority" else { return nil }
        guard let unit = issuerOrganizationalUnit, unit.count <= 3, unit.hasPrefix("G") else { return "G1" }
        return unit
    }

    public static func == (lhs: X509Certificate, rhs: X509Certificate) -> Bool {
        lhs.derBytes == rhs.derBytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(derBytes)
    }

    public var description: String {
        "\(subject) (issued by \(issuer), valid \(notBefore.iso8601) to \(notAfter.iso8601))"
    }
}

extension Date {
    /// `2026-01-31T12:00:00Z`, for messages.
    var iso8601: String {
        ISO8601DateFormatter.string(from: self, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
    }
}
