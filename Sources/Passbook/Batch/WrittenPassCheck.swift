import Foundation

/// Whether a pass a resumed batch finds already written is whole and its own: the archive reads,
/// the manifest lists every file with its digest, the signature verifies over the manifest and was
/// made with the batch's certificate, and pass.json (order.json) has the expected serial number
/// (order identifier).
///
/// Lighter than ``PassVerifier``, which also judges the content with every rule and builds the
/// chain: the pass was made by this batch from the same template, so only damage or another signer
/// is in question, and the check costs a fraction of issuing the pass again.
struct WrittenPassCheck: Sendable {
    let certificate: X509Certificate
    let limits: ZipReader.Limits

    func isIntact(_ url: URL, serial: String, kind: PackageKind = .pass) -> Bool {
        guard let archive = try? ZipReader(limits: limits).read(contentsOf: url),
              archive.leadingBytes == 0, archive.trailingBytes == 0
        else { return false }
        let audit = ArchiveAudit(entries: archive.entries)
        guard audit.manifest != nil, audit.missingRequired.isEmpty, audit.unlisted.isEmpty, audit.absent.isEmpty, audit.mismatched.isEmpty else { return false }
        let files = Dictionary(archive.entries.map { ($0.name, $0.data) }) { first, _ in first }
        guard let manifest = files["manifest.json"], let signature = files["signature"], let passJSON = files[kind.documentName],
              let cms = try? CMSSignature(der: signature),
              let signer = cms.signerCertificate(among: cms.certificates),
              X509Certificate(handle: signer) == certificate,
              cms.verifySignature(over: manifest) == nil,
              let object = try? JSONParser(mode: .strict).parse(passJSON, file: kind.documentName).value.objectValue
        else { return false }
        return object[kind == .order ? "orderIdentifier" : "serialNumber"]?.stringValue == serial
    }
}
