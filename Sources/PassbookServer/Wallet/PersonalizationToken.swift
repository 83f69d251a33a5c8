import Foundation
import Passbook

/// The `personalizationToken` Wallet sends to the personalize endpoint, checked before the
/// service signs it with the pass certificate.
///
/// The answer is a detached signature made with the same key that signs `manifest.json`, and the
/// endpoint takes no credential Wallet is documented to send. Signing whatever arrives would sign
/// a manifest of an attacker's own pass, so the service signs only what has the shape of Wallet's
/// token — a short opaque string (Apple's Wallet Developer Guide, "Rewards Enrollment"; every
/// open implementation treats it as one) — and never anything that parses as JSON, as a manifest
/// (or any other Wallet document) must. Only printable ASCII without quotes, braces, brackets,
/// colons, commas or spaces is taken, so no JSON object or array can pass, and bare JSON values
/// (`12345678901234567890`, `true`) are refused by a parser as well.
struct PersonalizationToken: Sendable {
    /// Characters a token may have.
    static let lengths = 16...256
    /// Letters, digits and the symbols of base64, base64url and dotted or dashed identifiers.
    static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
        default: false
        }
    }

    /// The bytes that are signed: the token's UTF-8, as Wallet verifies it.
    let bytes: Data

    /// Checks `text`; the error says what a token must be, for the personalization of `serial`.
    init(_ text: String, serial: String) throws {
        let operation = "Could not personalize the pass \(serial)"
        let utf8 = Array(text.utf8)
        guard Self.lengths.contains(utf8.count) else {
            throw APIError.badRequest("\(operation): the personalizationToken has \(utf8.count) characters; Wallet's token has \(Self.lengths.lowerBound) to \(Self.lengths.upperBound)")
        }
        guard utf8.allSatisfy(Self.allowed) else {
            throw APIError.badRequest("\(operation): the personalizationToken may hold only ASCII letters, digits and - _ . + / =, as the token Wallet sends does")
        }
        // Belt and braces beside the character set: two parsers, the service's own and Foundation's.
        let data = Data(utf8)
        let parsesAsJSON = (try? JSONParser(mode: .lenient).parse(data, file: "token")) != nil
            || (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
        guard !parsesAsJSON else {
            throw APIError.badRequest("\(operation): the personalizationToken parses as JSON, which the service never signs; Wallet's token is an opaque string")
        }
        bytes = data
    }
}
