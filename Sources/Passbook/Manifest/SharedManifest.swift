import Foundation

/// The manifest of files every package of a design shares, hashed once: each package adds its
/// document and its own files.
struct SharedManifest: Sendable {
    /// The digests of the shared files, by path.
    let digests: [String: String]
    private let digest: ManifestDigest
    private let documentName: String
    /// The manifest of the shared files and the document, written once, split where the
    /// document's digest goes: writing the manifest per pass cost about 1% of a batch.
    private let around: (before: Data, after: Data)?

    init(files: [String: Data], kind: PackageKind) {
        digest = kind.manifestDigest
        documentName = kind.documentName
        var digests: [String: String] = [:]
        for (path, data) in files { digests[path] = kind.manifestDigest.hex(data) }
        self.digests = digests
        // Not hexadecimal, so found nowhere else in the manifest.
        let mark = String(repeating: "x", count: kind.manifestDigest.hexLength)
        var all = digests
        all[kind.documentName] = mark
        let text = Manifest(digests: all).jsonData()
        let bytes = Array(Data(mark.utf8))
        around = text.firstRange(of: bytes).map { (Data(text[..<$0.lowerBound]), Data(text[$0.upperBound...])) }
    }

    /// The manifest bytes for the shared files, `ownFiles` (which replace shared files of the same
    /// path) and `document`: sorted keys, so always the same bytes.
    func manifest(document: Data, ownFiles: [String: Data]) -> Data {
        if ownFiles.isEmpty, let around {
            return around.before + Data(digest.hex(document).utf8) + around.after
        }
        var all = digests
        for (path, data) in ownFiles { all[path] = digest.hex(data) }
        all[documentName] = digest.hex(document)
        return Manifest(digests: all).jsonData()
    }
}
