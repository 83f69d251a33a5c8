import Foundation

/// The archive of files every package of a design shares, zipped once; each package appends its
/// own entries to it.
struct SharedArchive: Sendable {
    /// The shared files, by path.
    let files: [String: Data]
    private let appender: ZipAppender

    init(files: [String: Data]) throws {
        self.files = files
        appender = try ZipAppender(files: files.keys.sorted().map { ZipWriter.Entry(name: $0, data: files[$0] ?? Data()) })
    }

    /// The package: the shared files by path, then `ownFiles`, the document, `manifest.json` and
    /// `signature`, all with a fixed timestamp, so the same inputs always give the same bytes. In
    /// two parts when it begins with the shared entries.
    ///
    /// The per-package entries are stored, not deflated: they are a few kilobytes, and a deflate
    /// stream costs more to set up (about 256 KB of zeroed state) than the RSA signature itself.
    func archive(document: (name: String, data: Data), manifest: Data, signature: Data, ownFiles: [String: Data]) throws -> ArchiveParts {
        let own = ownFiles.keys.sorted().map { ($0, ownFiles[$0] ?? Data()) }
        let last = [document, ("manifest.json", manifest), ("signature", signature)]
        if ownFiles.keys.allSatisfy({ files[$0] == nil }) {
            return ArchiveParts(prefix: appender.entries, rest: appender.rest(appending: own + last))
        }
        // A file of the package that replaces a shared one goes through libzip, which overwrites it.
        return ArchiveParts(prefix: nil, rest: try ZipWriter.archive(
            base: appender.appending([]),
            adding: own.map { ZipWriter.Entry(name: $0.0, data: $0.1) } + last.map { ZipWriter.Entry(name: $0.0, data: $0.1, compress: false) },
            operation: "zip the pass"
        ))
    }
}
