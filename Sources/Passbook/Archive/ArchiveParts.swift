package import Foundation

/// A signed archive in two parts: the entries every pass of its builder begins with (the same
/// storage for every pass) and what follows them. A service that stores the shared entries once
/// keeps the parts apart, so the 30–160 KB of images are never copied per pass.
package struct ArchiveParts: Sendable {
    /// The shared leading entries, when the archive begins with them.
    package var prefix: Data?
    /// The rest of the archive (all of it when ``prefix`` is `nil`).
    package var rest: Data

    package init(prefix: Data?, rest: Data) {
        self.prefix = prefix
        self.rest = rest
    }

    /// The archive in one piece: one copy of both parts into a buffer of the exact size.
    package var joined: Data {
        guard let prefix, !prefix.isEmpty else { return rest }
        let size = prefix.count + rest.count
        let start = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 1)
        prefix.withUnsafeBytes { UnsafeMutableRawBufferPointer(start: start, count: prefix.count).copyMemory(from: $0) }
        rest.withUnsafeBytes { UnsafeMutableRawBufferPointer(start: start + prefix.count, count: rest.count).copyMemory(from: $0) }
        return Data(bytesNoCopy: start, count: size, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// The archive's length.
    package var count: Int { (prefix?.count ?? 0) + rest.count }
}
