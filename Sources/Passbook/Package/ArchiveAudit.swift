import Foundation

/// What an archive's own files say about its integrity: `manifest.json` and `signature` at the top,
/// the manifest's form, files it leaves out or lists in vain, digests that differ. `verify` reports
/// these as checks and `validate` as diagnostics, so both give the same verdict on the same archive.
struct ArchiveAudit {
    /// Of `pass.json`, `manifest.json` and `signature`, those not at the top of the archive.
    let missingRequired: [String]
    /// The manifest, when it reads.
    let manifest: Manifest?
    /// Why the manifest does not read, when it is there.
    let manifestProblem: String?
    /// Files present but not listed (Wallet: "No entry in manifest for file").
    let unlisted: [String]
    /// Files listed but not present.
    let absent: [String]
    /// Files whose SHA-1 differs from the manifest's.
    let mismatched: [String]
    /// Files that were checked against the manifest.
    let compared: Int

    /// The kind of package audited: its document and manifest digest.
    let kind: PackageKind

    /// Audits the entries of an archive, `manifest.json` and `signature` included.
    init(entries: [ZipReader.Entry]) {
        self.init(files: Dictionary(entries.map { ($0.name, $0.data) }) { first, _ in first })
    }

    /// Audits the files of an archive, keyed by path, `manifest.json` and `signature` included; a
    /// package with `order.json` and no `pass.json` is audited as an order.
    init(files: [String: Data]) {
        kind = PackageKind.of(files: files.keys)
        missingRequired = [kind.documentName, "manifest.json", "signature"].filter { files[$0] == nil }
        var manifest: Manifest?
        var problem: String?
        if let data = files["manifest.json"] {
            do {
                manifest = try Manifest(jsonData: data, digest: kind.manifestDigest)
            } catch let error as PassbookError {
                problem = error.reason
            } catch {
                problem = "\(error)"
            }
        }
        self.manifest = manifest
        manifestProblem = problem
        guard let manifest else {
            unlisted = []
            absent = []
            mismatched = []
            compared = 0
            return
        }
        let present = Set(files.keys.filter { !Manifest.isSignatureFile($0) && !$0.hasSuffix("/") })
        let listed = Set(manifest.digests.keys)
        unlisted = present.subtracting(listed).sorted()
        absent = listed.subtracting(present).sorted()
        let both = listed.intersection(present).sorted()
        let digest = kind.manifestDigest
        mismatched = both.filter { path in files[path].map(digest.hex) != manifest.digests[path] }
        compared = both.count
    }

    /// What Wallet says of an unlisted file, and the fix.
    static func unlistedText(_ paths: [String]) -> String {
        let junk = paths.filter(PassFile.isOSJunk)
        let one = paths.count == 1
        return "\(paths.joined(separator: ", ")) \(one ? "is" : "are") in the archive but not in manifest.json, and Wallet refuses such a pass (\"No entry in manifest for file\"); "
            + (junk.isEmpty
                ? "remove \(one ? "it" : "them") or rebuild the pass with passbook build"
                : "rebuild the pass from its folder with passbook build, which leaves operating-system clutter out")
    }

    static func trailingBytesText(_ count: Int) -> String {
        "\(count) bytes follow the end of the zip archive (often a web page or log output a server appended), and Wallet refuses a damaged archive; serve the .pkpass file's bytes and nothing else"
    }

    static func leadingBytesText(_ count: Int) -> String {
        "\(count) bytes precede the zip archive; zip readers skip them, but serve the .pkpass file's bytes and nothing else"
    }

    static func absentText(_ paths: [String]) -> String {
        "manifest.json lists \(paths.joined(separator: ", ")), which the archive does not hold, and Wallet refuses such a pass; rebuild the pass with passbook build"
    }

    static func mismatchText(_ paths: [String], digest: ManifestDigest = .sha1) -> String {
        "\(paths.joined(separator: ", ")) changed after manifest.json was made (\(digest.displayName) differs), and Wallet refuses such a package; rebuild and sign it again"
    }
}
