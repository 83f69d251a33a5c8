import CZip
public import Foundation

/// Opens zip archives safely: no path traversal, no absolute paths, no symbolic links,
/// and bounded entry counts and sizes so a zip bomb cannot exhaust memory.
public struct ZipReader: Sendable {
    /// Limits applied while reading.
    public struct Limits: Sendable, Hashable {
        /// Most entries an archive may hold.
        public var maxEntries: Int
        /// Most bytes one entry may expand to; also the most read of one file of a pass folder.
        public var maxEntrySize: Int
        /// Most bytes all entries together may expand to.
        public var maxTotalSize: Int

        /// Most bytes one file of a pass may have by default: 16 MB. Wallet's own images are a few
        /// hundred kilobytes at most, and a pass.json of this size is already far beyond any real one.
        public static let defaultEntrySize = 16_000_000
        /// Most bytes a whole pass may have by default: 64 MB.
        public static let defaultTotalSize = 64_000_000

        /// Creates limits.
        public init(maxEntries: Int = 1_000, maxEntrySize: Int = Limits.defaultEntrySize, maxTotalSize: Int = Limits.defaultTotalSize) {
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

    /// An archive read whole: its files, and any bytes found around it.
    public struct Archive: Sendable, Hashable {
        /// Every file entry, in archive order; directory entries are skipped.
        public var entries: [Entry]
        /// Bytes before the archive (a stub or header some tool put in front).
        public var leadingBytes: Int
        /// Bytes after the archive's end record (often a web page a server appended).
        public var trailingBytes: Int
    }

    /// The limits in force.
    public var limits: Limits

    /// Creates a reader.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads every file entry of `data`; directory entries are skipped.
    ///
    /// - Parameters:
    ///   - data: The archive's bytes.
    ///   - what: Names the archive in error messages (`trip.pkpass`).
    public func entries(of data: Data, what: String) throws -> [Entry] {
        try read(data, what: what).entries
    }

    /// Reads the archive in `data`.
    public func read(_ data: Data, what: String) throws -> Archive {
        try read(ZipInput(data: data), what: what)
    }

    /// Reads the archive file at `url` a part at a time: only the end of the file, the central
    /// directory and the entries themselves are read, so a huge file that is no archive is refused
    /// at once.
    public func read(contentsOf url: URL, what: String? = nil) throws -> Archive {
        let name = what ?? url.lastPathComponent
        return try read(ZipInput(file: url, operation: "open \(name)"), what: name)
    }

    // The format is located here and read by libzip: libzip streams entries, handles data descriptors,
    // zip64 and extra fields, and checks each entry's CRC. It is opened without ZIP_CHECKCONS, whose
    // local-versus-central header comparison refuses archives that Info-ZIP, Python and Wallet read
    // (data descriptors after zero sizes, local extra fields that differ from the central ones):
    // entries are judged from the central directory, as those readers judge them.
    private func read(_ input: ZipInput, what: String) throws -> Archive {
        let operation = "open \(what)"
        if input.size == 0 {
            throw PassbookError(.invalidArchive, operation: operation, reason: "the file is empty")
        }
        guard let layout = try ZipLayout.locate(in: input) else {
            throw Self.notZip(head: try input.read(at: 0, count: 64), size: input.size, operation: operation)
        }
        if layout.entryCount > limits.maxEntries {
            throw tooManyEntries(layout.entryCount, operation: operation)
        }
        // Each central record is at most 46 bytes plus three 64 KiB fields.
        let (largest, overflow) = max(1, layout.entryCount).multipliedReportingOverflow(by: 46 + 3 * 0xFFFF)
        if !overflow, layout.directorySize > largest {
            throw PassbookError(.invalidArchive, operation: operation, reason: "the central directory is larger than its \(layout.entryCount) entries can need: the archive is damaged")
        }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        let entries: [Entry]
        switch input.storage {
        case .file(let path, _):
            guard let source = zip_source_file_create(path, zip_uint64_t(layout.start), zip_int64_t(layout.length), &error) else {
                throw damaged(&error, operation: operation)
            }
            entries = try open(source, &error, operation: operation)
        case .memory(let data):
            entries = try data.withUnsafeBytes { raw -> [Entry] in
                guard let base = raw.baseAddress,
                    let source = zip_source_buffer_create(base + layout.start, zip_uint64_t(layout.length), 0, &error)
                else {
                    throw damaged(&error, operation: operation)
                }
                return try open(source, &error, operation: operation)
            }
        }
        return Archive(entries: entries, leadingBytes: layout.start, trailingBytes: layout.trailing)
    }

    private func open(_ source: OpaquePointer, _ error: inout zip_error_t, operation: String) throws -> [Entry] {
        guard let archive = zip_open_from_source(source, ZIP_RDONLY, &error) else {
            zip_source_free(source)
            throw damaged(&error, operation: operation)
        }
        defer { zip_discard(archive) }
        return try read(archive, operation: operation)
    }

    private func damaged(_ error: inout zip_error_t, operation: String) -> PassbookError {
        PassbookError(
            .invalidArchive, operation: operation,
            reason: "the zip archive is damaged: \(String(cString: zip_error_strerror(&error)))",
            fix: "Download or build the pass again; a .pkpass cut short or altered in transit cannot be read"
        )
    }

    private func tooManyEntries(_ count: Int, operation: String) -> PassbookError {
        PassbookError(
            .invalidArchive,
            operation: operation,
            reason: "the archive has \(count) entries, more than the \(limits.maxEntries) allowed",
            fix: "A pass holds a few dozen files at most; check that this is the right file"
        )
    }

    private func read(_ archive: OpaquePointer, operation: String) throws -> [Entry] {
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0 else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "the archive's directory cannot be read")
        }
        if count > limits.maxEntries {
            throw tooManyEntries(Int(count), operation: operation)
        }
        var entries: [Entry] = []
        var seen: Set<String> = []
        var total = 0
        for index in 0..<zip_uint64_t(count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, index, 0, &stat) == 0, let rawName = stat.name else {
                throw PassbookError(.invalidArchive, operation: operation, reason: "entry \(index) cannot be read")
            }
            let name = String(cString: rawName)
            try Self.checkName(name, operation: operation)
            guard seen.insert(name).inserted else {
                throw PassbookError(
                    .invalidArchive, operation: operation,
                    reason: "\(name) appears twice in the archive, so which copy is meant is unclear",
                    fix: "Rebuild the archive from a folder"
                )
            }
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
                throw PassbookError(.invalidArchive, operation: operation, reason: "\(name) is encrypted, which Wallet cannot read", fix: "Rebuild the archive without a password")
            }
            if stat.comp_method != 0 && stat.comp_method != 8 {
                throw PassbookError(
                    .invalidArchive, operation: operation,
                    reason: "\(name) is compressed with zip method \(stat.comp_method); Wallet reads only stored and deflated entries",
                    fix: "Rebuild the archive with plain zip (deflate), or with passbook build"
                )
            }
            let declared = Int(clamping: stat.size)
            if declared > limits.maxEntrySize {
                throw entryTooLarge(name, bytes: declared, operation: operation)
            }
            if declared > limits.maxTotalSize - total {
                throw archiveTooLarge(operation: operation)
            }
            let data = try readEntry(archive, index: index, name: name, declared: declared, budget: limits.maxTotalSize - total, operation: operation)
            total += data.count
            entries.append(Entry(name: name, data: data))
        }
        return entries
    }

    private func entryTooLarge(_ name: String, bytes: Int, operation: String) -> PassbookError {
        PassbookError(
            .invalidArchive,
            operation: operation,
            reason: "\(name) expands to more than \(byteCountText(limits.maxEntrySize)), the most passbook reads of one file of a pass (a zip bomb?)",
            fix: "A pass's files are a few hundred kilobytes; raise the limit with --max-file-size if this one is real"
        )
    }

    private func archiveTooLarge(operation: String) -> PassbookError {
        PassbookError(
            .invalidArchive,
            operation: operation,
            reason: "the archive expands to more than \(byteCountText(limits.maxTotalSize)), the most passbook reads of one pass (a zip bomb?)",
            fix: "A pass is a few megabytes at most; raise the limit with --max-pass-size if this one is real"
        )
    }

    /// Reads one entry, counting the bytes really inflated: never more than the declared size, the
    /// per-file limit or what is left of the archive's budget, whatever the headers claim.
    private func readEntry(_ archive: OpaquePointer, index: zip_uint64_t, name: String, declared: Int, budget: Int, operation: String) throws -> Data {
        guard let file = zip_fopen_index(archive, index, 0) else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "\(name) cannot be opened: \(String(cString: zip_strerror(archive)))")
        }
        defer { zip_fclose(file) }
        // One byte past the declared size tells an entry that lies about its size.
        let cap = declared == Int.max ? declared : declared + 1
        var data = Data(count: min(cap, 1 << 16))
        var filled = 0
        while filled < cap {
            if filled == data.count {
                data.count = data.count > cap / 2 ? cap : data.count * 2
            }
            let read = data.withUnsafeMutableBytes { raw in
                zip_fread(file, raw.baseAddress.map { $0 + filled }, zip_uint64_t(raw.count - filled))
            }
            if read < 0 {
                throw PassbookError(
                    .invalidArchive,
                    operation: operation,
                    reason: "\(name) is damaged: \(String(cString: zip_file_strerror(file)))",
                    fix: "Download or build the pass again"
                )
            }
            if read == 0 { break }
            filled += Int(read)
            if filled > limits.maxEntrySize { throw entryTooLarge(name, bytes: filled, operation: operation) }
            if filled > budget { throw archiveTooLarge(operation: operation) }
        }
        if filled != declared {
            throw PassbookError(
                .invalidArchive,
                operation: operation,
                reason: "\(name) holds \(filled > declared ? "more" : "fewer") bytes than its header says",
                fix: "Download or build the pass again"
            )
        }
        data.count = filled
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

    private static func notZip(head: [UInt8], size: Int, operation: String) -> PassbookError {
        let text = String(decoding: head.prefix(16), as: UTF8.self).lowercased()
        var reason = "it is not a zip archive"
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            reason = "the zip archive is cut short: its central directory is missing (a download that stopped early?)"
        } else if head.first == UInt8(ascii: "<") || text.contains("<!doctype") {
            reason += " (it starts like an HTML page: a web server probably sent an error page instead of the pass)"
        } else if head.first == UInt8(ascii: "{") {
            reason += " (it starts like JSON: pass the pass folder, or the built .pkpass)"
        }
        return PassbookError(.invalidArchive, operation: operation, reason: reason, fix: "A .pkpass is a zip file; build one with passbook build")
    }
}
