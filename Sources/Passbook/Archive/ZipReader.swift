import CZip
public import Foundation

/// Opens zip archives safely: no path traversal, no absolute paths, no symbolic links,
/// and bounded entry counts and sizes so a zip bomb cannot exhaust memory.
public struct ZipReader: Sendable {
    /// Limits applied while reading.
    public struct Limits: Sendable, Hashable {
        /// Most entries an archive may hold.
        public var maxEntries: Int
        /// Most bytes one entry may expand to.
        public var maxEntrySize: Int
        /// Most bytes all entries together may expand to.
        public var maxTotalSize: Int

        /// Creates limits.
        public init(maxEntries: Int = 1_000, maxEntrySize: Int = 64 << 20, maxTotalSize: Int = 256 << 20) {
            self.maxEntries = maxEntries
            self.maxEntrySize = maxEntrySize
            self.maxTotalSize = maxTotalSize
        }
    }

    /// One file read from an archive.
    public struct Entry: Sendable, Hashable {
        /// Path inside the archive, `/` separated.
        public var name: String
        /// The uncompressed bytes.
        public var data: Data
    }

    /// The limits in force.
    public var limits: Limits

    /// Creates a reader.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads every file entry of `data`; directory entries are skipped.
    ///
    /// - Parameter what: Names the archive in error messages (`trip.pkpass`).
    public func entries(of data: Data, what: String) throws -> [Entry] {
        let operation = "open \(what)"
        if data.isEmpty {
            throw PassbookError(.invalidArchive, operation: operation, reason: "the file is empty")
        }
        return try data.withUnsafeBytes { raw -> [Entry] in
            var error = zip_error_t()
            zip_error_init(&error)
            defer { zip_error_fini(&error) }
            guard let source = zip_source_buffer_create(raw.baseAddress, zip_uint64_t(raw.count), 0, &error) else {
                throw PassbookError(.invalidArchive, operation: operation, reason: String(cString: zip_error_strerror(&error)))
            }
            guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
                zip_source_free(source)
                throw Self.openFailure(code: zip_error_code_zip(&error), detail: String(cString: zip_error_strerror(&error)), data: data, operation: operation)
            }
            defer { zip_discard(archive) }
            return try read(archive, operation: operation)
        }
    }

    private func read(_ archive: OpaquePointer, operation: String) throws -> [Entry] {
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0 else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "the archive's directory cannot be read")
        }
        if count > limits.maxEntries {
            throw PassbookError(
                .invalidArchive,
                operation: operation,
                reason: "the archive has \(count) entries, more than the \(limits.maxEntries) allowed",
                fix: "A pass holds a few dozen files at most; check that this is the right file"
            )
        }
        var entries: [Entry] = []
        var total = 0
        for index in 0..<zip_uint64_t(count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, index, 0, &stat) == 0, let rawName = stat.name else {
                throw PassbookError(.invalidArchive, operation: operation, reason: "entry \(index) cannot be read")
            }
            let name = String(cString: rawName)
            try Self.checkName(name, operation: operation)
            var opsys: UInt8 = 0
            var attributes: UInt32 = 0
            zip_file_get_external_attributes(archive, index, 0, &opsys, &attributes)
            if opsys == UInt8(ZIP_OPSYS_UNIX) && (attributes >> 16) & 0o170000 == 0o120000 {
                throw PassbookError(
                    .invalidArchive,
                    operation: operation,
                    reason: "\(name) is a symbolic link, which a pass may not contain",
                    fix: "Put the file itself in the archive"
                )
            }
            if name.hasSuffix("/") { continue }
            if stat.encryption_method != 0 {
                throw PassbookError(.invalidArchive, operation: operation, reason: "\(name) is encrypted, which Wallet cannot read")
            }
            let declared = Int(clamping: stat.size)
            if declared > limits.maxEntrySize {
                throw PassbookError(
                    .invalidArchive,
                    operation: operation,
                    reason: "\(name) expands to \(declared) bytes, more than the \(limits.maxEntrySize) allowed (a zip bomb?)"
                )
            }
            total += declared
            if total > limits.maxTotalSize {
                throw PassbookError(
                    .invalidArchive,
                    operation: operation,
                    reason: "the archive expands to more than \(limits.maxTotalSize) bytes (a zip bomb?)"
                )
            }
            entries.append(Entry(name: name, data: try readEntry(archive, index: index, name: name, size: declared, operation: operation)))
        }
        return entries
    }

    private func readEntry(_ archive: OpaquePointer, index: zip_uint64_t, name: String, size: Int, operation: String) throws -> Data {
        guard let file = zip_fopen_index(archive, index, 0) else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "\(name) cannot be opened: \(String(cString: zip_strerror(archive)))")
        }
        defer { zip_fclose(file) }
        // Read one byte past the declared size: an entry that lies about its size is refused
        // instead of being allowed to grow without bound.
        var data = Data(count: size + 1)
        var filled = 0
        while filled < data.count {
            let read = data.withUnsafeMutableBytes { raw in
                zip_fread(file, raw.baseAddress.map { $0 + filled }, zip_uint64_t(raw.count - filled))
            }
            if read < 0 {
                throw PassbookError(
                    .invalidArchive,
                    operation: operation,
                    reason: "\(name) is damaged: \(String(cString: zip_file_strerror(file)))"
                )
            }
            if read == 0 { break }
            filled += Int(read)
        }
        if filled != size {
            throw PassbookError(
                .invalidArchive,
                operation: operation,
                reason: "\(name) holds \(filled > size ? "more" : "fewer") bytes than its header says"
            )
        }
        data.removeLast()
        return data
    }

    static func checkName(_ name: String, operation: String) throws {
        let unsafe: String?
        if name.isEmpty {
            unsafe = "an entry has an empty name"
        } else if name.hasPrefix("/") || name.hasPrefix("\\") || (name.count > 1 && name.dropFirst().hasPrefix(":")) {
            unsafe = "the entry \(name) has an absolute path"
        } else if name.contains("\\") {
            unsafe = "the entry \(name) uses a backslash; zip paths use /"
        } else if name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            unsafe = "the entry \(name) climbs out of the archive with .."
        } else if name.utf8.contains(0) {
            unsafe = "an entry name contains a NUL byte"
        } else {
            unsafe = nil
        }
        if let unsafe {
            throw PassbookError(.invalidArchive, operation: operation, reason: unsafe, fix: "Rebuild the archive from a folder")
        }
    }

    private static func openFailure(code: Int32, detail: String, data: Data, operation: String) -> PassbookError {
        if code == ZIP_ER_NOZIP {
            let head = data.prefix(16)
            var hint = "it is not a zip archive"
            if head.starts(with: Array("<".utf8)) || String(decoding: head, as: UTF8.self).lowercased().contains("<!doctype") {
                hint += " (it starts like an HTML page: a web server probably sent an error page instead of the pass)"
            } else if head.starts(with: Array("{".utf8)) {
                hint += " (it starts like JSON: pass the pass folder, or the built .pkpass)"
            }
            return PassbookError(.invalidArchive, operation: operation, reason: hint, fix: "A .pkpass is a zip file; build one with passbook build")
        }
        return PassbookError(.invalidArchive, operation: operation, reason: "the zip archive is damaged: \(detail)")
    }
}
