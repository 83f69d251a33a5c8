public import Foundation

/// `manifest.json`: the SHA-1 of every file of a pass, which the signature covers.
public struct Manifest: Sendable, Hashable {
    /// Lowercase hex SHA-1 digests by path (`pass.json`, `de.lproj/logo@2x.png`).
    public var digests: [String: String]

    /// Creates a manifest from digests.
    public init(digests: [String: String]) {
        self.digests = digests
    }

    /// Hashes every file. `manifest.json` and `signature` are never listed.
    public init(files: [String: Data]) {
        var digests: [String: String] = [:]
        for (path, data) in files where !Self.isSignatureFile(path) {
            digests[path] = Self.sha1(data)
        }
        self.digests = digests
    }

    /// Parses `manifest.json`, requiring an object of lowercase hex digests of `digest`'s length
    /// (40 characters of SHA-1 for a pass, 64 of SHA-256 for an order).
    public init(jsonData: Data, digest: ManifestDigest = .sha1) throws {
        let value: JSONValue
        do {
            value = try JSONParser.parse(jsonData, file: "manifest.json").value
        }
        guard case .object(let object) = value else {
            throw PassbookError(.invalidPackage, operation: "read manifest.json", reason: "it is not a JSON object of file names to SHA-1 digests")
        }
        var digests: [String: String] = [:]
        for (path, digest_) in object {
            guard case .string(let hex) = digest_, hex.count == digest.hexLength, hex.utf8.allSatisfy(Self.isLowerHex) else {
                let sha1InOrder = digest == .sha256 && digest_.stringValue?.count == 40
                throw PassbookError(
                    .invalidPackage,
                    operation: "read manifest.json",
                    reason: sha1InOrder
                        ? "the digest of \(path) has 40 characters, a SHA-1 as passes use; an order's manifest lists SHA-256 digests of 64"
                        : "the digest of \(path) is not \(digest.hexLength) lowercase hexadecimal characters",
                    fix: "Rebuild the package; manifest digests are lowercase hex \(digest == .sha1 ? "SHA-1" : "SHA-256")"
                )
            }
            digests[path] = hex
        }
        self.digests = digests
    }

    /// Strict JSON with sorted keys, so the same files always give the same bytes.
    public func jsonData() -> Data {
        var object = JSONObject()
        for path in digests.keys.sorted() {
            object[path] = .string(digests[path] ?? "")
        }
        return JSONWriter.write(.object(object))
    }

    /// Lowercase hex SHA-1 of `data`.
    public static func sha1(_ data: Data) -> String {
        OpenSSL.hexDigest(data)
    }

    static func isSignatureFile(_ path: String) -> Bool {
        path == "manifest.json" || path == "signature"
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
