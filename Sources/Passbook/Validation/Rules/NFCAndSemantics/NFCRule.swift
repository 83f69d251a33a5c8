import Foundation

/// The `nfc` dictionary: a message of at most 64 bytes and a P-256 public key.
struct NFCRule: ValidationRule {
    enum Check: Sendable { case message, length, publicKey }

    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.nfcAndSemantics
    let inputs: RuleInputs = .keys("nfc")
    let summary: String
    let kind: Check
    var evidence: String? {
        kind == .message ? "format reference §9: nfc without message is refused; message is a required key of the NFC dictionary (Apple's Pass.NFC reference)" : nil
    }

    static let all: [NFCRule] = [
        NFCRule(id: "nfc.message.missing", severity: .error, summary: "nfc has a message, the payload sent to the terminal", kind: .message),
        NFCRule(id: "nfc.message.long", severity: .warning, summary: "nfc.message is at most 64 bytes; terminals receive no more", kind: .length),
        NFCRule(id: "nfc.publicKey", severity: .warning, summary: "nfc.encryptionPublicKey is the Base64 of a DER SubjectPublicKeyInfo holding a P-256 key", kind: .publicKey),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let nfc = context.json?["nfc"]?.objectValue else { return [] }
        switch kind {
        case .message:
            return nfc["message"] == nil ? [finding("nfc has no message, which Wallet requires; add the payload your terminals expect", at: "nfc")] : []
        case .length:
            guard let message = nfc["message"]?.stringValue else { return [] }
            let limit = context.thresholds.maximumNFCMessageBytes
            guard message.utf8.count > limit else { return [] }
            return [finding("nfc.message is \(message.utf8.count) bytes; terminals receive only the first \(limit)", at: "nfc.message")]
        case .publicKey:
            guard let text = nfc["encryptionPublicKey"]?.stringValue else {
                return nfc["encryptionPublicKey"] == nil ? [finding("nfc has no encryptionPublicKey; Apple's terminals need it to encrypt the message", at: "nfc")] : []
            }
            if text.contains("-----BEGIN") {
                return [finding("encryptionPublicKey is PEM; give only the Base64 body, without the BEGIN and END lines", at: "nfc.encryptionPublicKey")]
            }
            guard let der = Data(base64Encoded: text, options: .ignoreUnknownCharacters), let key = PublicKeyInfo(der: der) else {
                return [finding("encryptionPublicKey is not the Base64 of a DER public key", at: "nfc.encryptionPublicKey")]
            }
            guard key.algorithm == "EC", key.curve == "prime256v1" || key.curve == "P-256" else {
                return [finding("encryptionPublicKey is a \(key.algorithm) key\(key.curve.map { " on \($0)" } ?? ""), but NFC passes need an EC P-256 (prime256v1) key", at: "nfc.encryptionPublicKey")]
            }
            return []
        }
    }
}
