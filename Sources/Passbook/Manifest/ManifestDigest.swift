public import Foundation

/// The digest a package's manifest lists for each of its files: SHA-1 for passes, SHA-256 for
/// orders.
public enum ManifestDigest: String, Sendable, Hashable {
    case sha1
    case sha256

    /// Lowercase hex digest of `data`.
    public func hex(_ data: Data) -> String {
        OpenSSL.hexDigest(data, sha256: self == .sha256)
    }

    /// `SHA-1` or `SHA-256`, for messages.
    public var displayName: String { self == .sha1 ? "SHA-1" : "SHA-256" }

    /// How many hexadecimal characters a digest has.
    public var hexLength: Int { self == .sha1 ? 40 : 64 }
}
