import Crypto
import Foundation
import NIOConcurrencyHelpers
import Passbook

/// The leading zip entries of a signed pass that every pass of its template version shares (the
/// images and fixed translations, which `PassBuilder` writes first and identically), stored once
/// by their digest, so that a pass's row holds only what follows them: its `pass.json`, manifest,
/// signature and central directory, a few kilobytes instead of the whole archive.
///
/// Splitting never changes the bytes served: the prefix and the rest, put back together, are the
/// archive as signed. An archive with no such prefix is stored whole.
struct SharedArchivePrefix: Sendable {
    /// The digest the prefix is stored under (SHA-256, hex).
    var digest: String
    /// The prefix's bytes.
    var bytes: Data

    /// Below this a prefix is not worth a second row.
    static let minimumLength = 4_096

    /// Splits `archive` after its last leading entry that is not one of a pass's own files, or
    /// returns `nil` when that prefix is too short to share.
    ///
    /// - Parameter known: Prefixes stored before: one with the same bytes gives its digest without
    ///   hashing the prefix again (a comparison costs a tenth of a SHA-256).
    /// - Parameter shared: The leading bytes of `archive` its issuer says every pass of its template
    ///   shares: the prefix, found without reading the archive. Once remembered in `known` (the
    ///   same bytes in the same memory), it needs neither a comparison nor a digest: a pass's
    ///   prefix is most of its archive (160 KB for a coupon with its images), and comparing it
    ///   cost as much as the rest of storing the pass.
    static func split(_ archive: Data, shared: Data? = nil, known: SharedArchivePrefixes? = nil) -> (prefix: SharedArchivePrefix, rest: Data)? {
        if let shared, shared.count >= minimumLength, shared.count < archive.count {
            return named(shared, rest: Data(archive.dropFirst(shared.count)), known: known)
        }
        let length = archive.withUnsafeBytes { sharedLength(of: $0) }
        guard length >= minimumLength else { return nil }
        let prefixBytes = archive.prefix(length)
        let rest = Data(archive.dropFirst(length))
        if let same = known?.matching(prefixBytes) { return (same, rest) }
        let prefix = Data(prefixBytes)
        return (SharedArchivePrefix(digest: digest(of: prefix), bytes: prefix), rest)
    }

    /// Splits an archive its issuer left in parts: at its shared entries, when it has them and
    /// they are long enough to share; otherwise as ``split(_:shared:known:)`` splits it whole.
    static func split(_ parts: ArchiveParts, known: SharedArchivePrefixes? = nil) -> (prefix: SharedArchivePrefix, rest: Data)? {
        guard let shared = parts.prefix, shared.count >= minimumLength, !parts.rest.isEmpty else {
            return split(parts.joined, known: known)
        }
        return named(shared, rest: parts.rest, known: known)
    }

    /// `shared` as a prefix, the one remembered in `known` when it has these bytes (no digest).
    private static func named(_ shared: Data, rest: Data, known: SharedArchivePrefixes?) -> (prefix: SharedArchivePrefix, rest: Data) {
        if let same = known?.matching(shared[...]) { return (same, rest) }
        return (SharedArchivePrefix(digest: digest(of: shared), bytes: shared), rest)
    }

    private static func digest(of bytes: Data) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    /// The byte length of the leading local entries (header, name, extra field, data) before a
    /// pass's own files. `PassBuilder` writes the template's shared files first (in name order),
    /// then the pass's own translations, then `pass.json`, the manifest and the signature; the
    /// prefix ends after the last entry before `pass.json` that is not a translation, so a pass's
    /// own `.strings` never fall into it (a shared one sorted last only makes it shorter). Stops at
    /// anything it does not read plainly (sizes given after the data, ZIP64): only shorter too.
    private static func sharedLength(of bytes: UnsafeRawBufferPointer) -> Int {
        func read16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func read32(_ at: Int) -> Int { read16(at) | read16(at + 2) << 16 }
        var offset = 0
        var shared = 0
        while offset + 30 <= bytes.count, read32(offset) == 0x0403_4b50 {
            let flags = read16(offset + 6)
            let compressed = read32(offset + 18)
            let nameLength = read16(offset + 26)
            let extraLength = read16(offset + 28)
            guard flags & 0x08 == 0, compressed != 0xFFFF_FFFF, offset + 30 + nameLength <= bytes.count else { break }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(offset + 30)..<(offset + 30 + nameLength)]), as: UTF8.self)
            guard name != "pass.json", name != "manifest.json", name != "signature" else { break }
            let next = offset + 30 + nameLength + extraLength + compressed
            guard next <= bytes.count else { break }
            offset = next
            if !name.hasSuffix(".strings") { shared = offset }
        }
        return shared
    }
}

/// The prefixes whose rows this process has written or read, by digest: a template version has
/// one, read for every download of its passes and compared with every archive written. A prefix
/// is remembered only once its row is committed, so one found here needs no write.
final class SharedArchivePrefixes: Sendable {
    private let known = NIOLockedValueBox([String: Data]())
    /// Prefixes kept in memory; past this, template versions are read again when asked.
    private static let capacity = 64

    func bytes(_ digest: String) -> Data? {
        known.withLockedValue { $0[digest] }
    }

    /// A remembered prefix with exactly these bytes. Bytes in the very memory remembered (held
    /// here, so never changed) are that prefix without being read.
    func matching(_ bytes: Data.SubSequence) -> SharedArchivePrefix? {
        // Compared outside the lock: signers on every core ask at once.
        let known = known.withLockedValue { $0 }
        return known.first { _, prefix in
            prefix.count == bytes.count && prefix.withUnsafeBytes { stored in
                bytes.withUnsafeBytes { stored.baseAddress == $0.baseAddress || memcmp(stored.baseAddress!, $0.baseAddress!, stored.count) == 0 }
            }
        }.map { SharedArchivePrefix(digest: $0.key, bytes: $0.value) }
    }

    /// Remembers a prefix whose row is in the database.
    func remember(_ prefix: SharedArchivePrefix) {
        known.withLockedValue { known in
            if known.count >= Self.capacity, known[prefix.digest] == nil, let any = known.keys.first { known[any] = nil }
            known[prefix.digest] = prefix.bytes
        }
    }
}
