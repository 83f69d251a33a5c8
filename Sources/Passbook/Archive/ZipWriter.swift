import CZip
import Foundation

/// Builds zip archives in memory with libzip.
///
/// Entries are written in the given order with a fixed timestamp and fixed attributes,
/// so the same entries always give the same bytes.
enum ZipWriter {
    struct Entry {
        var name: String
        var data: Data
        /// Deflate the entry; when false it is stored as is.
        var compress: Bool

        /// PNG data is already deflated, so it is stored; other files are deflated unless told otherwise.
        init(name: String, data: Data, compress: Bool? = nil) {
            self.name = name
            self.data = data
            self.compress = compress ?? !name.lowercased().hasSuffix(".png")
        }
    }

    /// 1980-01-01 00:00, the DOS epoch: a constant time keeps archives reproducible.
    static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1
    static let dosTime: UInt16 = 0

    /// Zips `entries` into a new archive.
    static func archive(_ entries: [Entry], operation: String) throws -> Data {
        try archive(base: nil, adding: entries, operation: operation)
    }

    /// Appends `entries` to a copy of the archive `base`. libzip copies the entries of `base` as they
    /// are stored, without inflating or hashing them again, which makes this much cheaper than
    /// zipping everything anew when most of the files never change.
    static func archive(base: Data?, adding entries: [Entry], operation: String) throws -> Data {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        // libzip replaces and frees the buffer behind a source it writes to, so it gets a copy it owns.
        var copy: UnsafeMutableRawPointer?
        if let base, !base.isEmpty {
            guard let buffer = malloc(base.count) else {
                throw PassbookError(.invalidArchive, operation: operation, reason: "out of memory")
            }
            base.withUnsafeBytes { raw in
                if let address = raw.baseAddress { buffer.copyMemory(from: address, byteCount: raw.count) }
            }
            copy = buffer
        }
        guard let source = zip_source_buffer_create(copy, zip_uint64_t(copy == nil ? 0 : base?.count ?? 0), copy == nil ? 0 : 1, &error) else {
            free(copy)
            throw failure(operation, "could not create an in-memory archive", &error)
        }
        // The archive takes a reference; keep ours to read the result after zip_close.
        zip_source_keep(source)
        defer { zip_source_free(source) }
        guard let opened = zip_open_from_source(source, copy == nil ? ZIP_TRUNCATE : 0, &error) else {
            throw failure(operation, "could not open the in-memory archive", &error)
        }
        let archive = ZipArchiveHandle(owning: opened)
        // zip_source_buffer (freep = 0) reads the bytes only at zip_close: add every entry inside
        // nested withUnsafeBytes scopes so all of them stay valid until then, without copies.
        try add(entries[...], to: archive, operation: operation)
        return try readAll(source, operation: operation)
    }

    private static func add(_ remaining: ArraySlice<Entry>, to archive: ZipArchiveHandle, operation: String) throws {
        guard let entry = remaining.first else {
            return try archive.close(operation: operation)
        }
        try entry.data.withUnsafeBytes { raw in
            guard let fileSource = zip_source_buffer(archive.pointer, raw.baseAddress, zip_uint64_t(raw.count), 0) else {
                throw PassbookError(.invalidArchive, operation: operation, reason: "could not add \(entry.name): \(archive.lastError)")
            }
            let index = zip_file_add(archive.pointer, entry.name, fileSource, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
            if index < 0 {
                // The archive takes the source only when the entry is added.
                zip_source_free(fileSource)
                throw PassbookError(.invalidArchive, operation: operation, reason: "could not add \(entry.name): \(archive.lastError)")
            }
            let index64 = zip_uint64_t(index)
            let method = entry.compress ? ZIP_CM_DEFLATE : ZIP_CM_STORE
            zip_set_file_compression(archive.pointer, index64, Int32(method), 6)
            zip_file_set_dostime(archive.pointer, index64, dosTime, dosDate, 0)
            zip_file_set_external_attributes(archive.pointer, index64, 0, UInt8(ZIP_OPSYS_UNIX), 0o100644 << 16)
            try add(remaining.dropFirst(), to: archive, operation: operation)
        }
    }

    private static func readAll(_ source: OpaquePointer, operation: String) throws -> Data {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_source_stat(source, &stat) == 0, zip_source_open(source) == 0 else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not read back the archive")
        }
        defer { zip_source_close(source) }
        let size = Int(stat.size)
        var data = Data(count: size)
        let read = data.withUnsafeMutableBytes { raw in zip_source_read(source, raw.baseAddress, zip_uint64_t(size)) }
        guard read == Int64(size) else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not read back the archive")
        }
        return data
    }

    private static func failure(_ operation: String, _ reason: String, _ error: inout zip_error_t) -> PassbookError {
        let detail = String(cString: zip_error_strerror(&error))
        return PassbookError(.invalidArchive, operation: operation, reason: "\(reason): \(detail)")
    }
}
