public import Foundation

/// A `.pkpasses` bundle: a zip of complete `.pkpass` files that Wallet adds in one step.
///
/// Wallet takes at most ``maximumPassCount`` passes and ``maximumByteCount`` bytes per bundle;
/// both limits are checked when a bundle is made and when one is read.
///
/// ```swift
/// let bundle = try PassBundle(entries: [
///     .init(name: "outbound.pkpass", archive: outbound.archive),
///     .init(name: "return.pkpass", archive: inbound.archive),
/// ])
/// try bundle.write(to: URL(fileURLWithPath: "trip.pkpasses"))
/// ```
public struct PassBundle: Sendable {
    /// The MIME type a web server must send a bundle with.
    public static let mimeType = "application/vnd.apple.pkpasses"
    /// The most passes Wallet takes from one bundle.
    public static let maximumPassCount = 10
    /// The largest bundle Wallet takes: 150 MB.
    public static let maximumByteCount = 150_000_000

    /// One pass in the bundle.
    public struct Entry: Sendable, Hashable {
        /// The file name inside the bundle, ending in `.pkpass`.
        public var name: String
        /// The `.pkpass` bytes.
        public var archive: Data

        /// Creates an entry.
        public init(name: String, archive: Data) {
            self.name = name
            self.archive = archive
        }
    }

    /// The passes in order.
    public let entries: [Entry]
    /// Findings made while reading, such as OS clutter left out.
    public let diagnostics: [Diagnostic]

    /// Makes a bundle; refuses none or more than ten passes, repeated names, names that do not end in
    /// `.pkpass` or contain a `/`, and entries that are not zip archives.
    public init(entries: [Entry]) throws {
        try self.init(entries: entries, diagnostics: [], operation: "make the bundle")
    }

    /// Reads a `.pkpasses` archive; `name` names it in messages.
    public init(archive: Data, name: String = "passes.pkpasses", limits: ZipReader.Limits = ZipReader.Limits()) throws {
        if archive.count > Self.maximumByteCount {
            throw PassbookError(
                .invalidPackage, operation: "read the bundle \(name)",
                reason: "it is \(archive.count) bytes, more than the 150 MB Wallet takes in one bundle"
            )
        }
        try self.init(archive: ZipReader(limits: Self.readingLimits(limits)).read(archive, what: name), name: name)
    }

    /// Reads the `.pkpasses` file at `url` a part at a time.
    public init(contentsOf url: URL, limits: ZipReader.Limits = ZipReader.Limits()) throws {
        try self.init(archive: ZipReader(limits: Self.readingLimits(limits)).read(contentsOf: url), name: url.lastPathComponent)
    }

    /// The limits a bundle is read within: a bundle holds whole passes, so it may be as large as
    /// Wallet takes, whatever the per-pass limit.
    public static func readingLimits(_ limits: ZipReader.Limits) -> ZipReader.Limits {
        var bundleLimits = limits
        bundleLimits.maxTotalSize = max(limits.maxTotalSize, Self.maximumByteCount)
        bundleLimits.maxEntrySize = max(limits.maxEntrySize, limits.maxTotalSize)
        return bundleLimits
    }

    /// Makes a bundle of an archive already read; `name` names it in messages.
    public init(archive: ZipReader.Archive, name: String = "passes.pkpasses") throws {
        let operation = "read the bundle \(name)"
        let files = archive.entries
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            if PassFile.isOSJunk(file.name) {
                diagnostics.append(
                    Diagnostic(id: "package.os-junk", severity: .warning, message: "\(file.name) is operating-system clutter and was skipped", file: file.name)
                )
            } else {
                entries.append(Entry(name: file.name, archive: file.data))
            }
        }
        try self.init(entries: entries, diagnostics: diagnostics, operation: operation)
    }

    private init(entries: [Entry], diagnostics: [Diagnostic], operation: String) throws {
        guard !entries.isEmpty else {
            throw PassbookError(.invalidPackage, operation: operation, reason: "it holds no pass", fix: "A bundle needs one to ten .pkpass files")
        }
        guard entries.count <= Self.maximumPassCount else {
            throw PassbookError(
                .invalidPackage, operation: operation,
                reason: "it holds \(entries.count) passes, and Wallet takes at most \(Self.maximumPassCount) from one bundle",
                fix: "Split the passes into bundles of ten or fewer (passbook batch --bundle does this)"
            )
        }
        var seen = Set<String>()
        var total = 0
        for entry in entries {
            guard entry.name.lowercased().hasSuffix(".pkpass"), !entry.name.contains("/") else {
                throw PassbookError(
                    .invalidPackage, operation: operation,
                    reason: "\(entry.name) is not a .pkpass file at the top of the bundle",
                    fix: "A bundle holds only .pkpass files, side by side"
                )
            }
            guard seen.insert(entry.name).inserted else {
                throw PassbookError(.invalidPackage, operation: operation, reason: "\(entry.name) appears twice", fix: "Give each pass its own file name")
            }
            guard entry.archive.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
                throw PassbookError(.invalidPackage, operation: operation, reason: "\(entry.name) is not a zip archive, so not a pass")
            }
            total += entry.archive.count
        }
        if total > Self.maximumByteCount {
            throw PassbookError(
                .invalidPackage, operation: operation,
                reason: "its passes add up to \(total) bytes, more than the 150 MB Wallet takes in one bundle",
                fix: "Split the passes into smaller bundles"
            )
        }
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// The `.pkpasses` bytes. The passes are stored, not deflated again: they are zips already.
    public func archive() throws -> Data {
        try ZipWriter.archive(
            entries.map { ZipWriter.Entry(name: $0.name, data: $0.archive, compress: false) },
            operation: "zip the bundle"
        )
    }

    /// Writes the bundle to `url` through a temporary file and a rename.
    public func write(to url: URL) throws {
        try FileIO.writeAtomically(archive(), to: url, what: "bundle")
    }

    /// Whether `data` looks like a bundle rather than a single pass: a zip whose entries are `.pkpass` files.
    public static func isBundle(_ data: Data) -> Bool {
        guard let entries = try? ZipReader().entries(of: data, what: "archive") else { return false }
        return isBundle(entries)
    }

    /// Whether `entries` are those of a bundle: every one (OS clutter aside) a `.pkpass` file.
    public static func isBundle(_ entries: [ZipReader.Entry]) -> Bool {
        let names = entries.map(\.name).filter { !PassFile.isOSJunk($0) }
        return !names.isEmpty && names.allSatisfy { $0.lowercased().hasSuffix(".pkpass") }
    }
}
