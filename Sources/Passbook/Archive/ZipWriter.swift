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
    }

    /// 1980-01-01 00:00, the DOS epoch: a constant time keeps archives reproducible.
    private static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1
    private static let dosTime: UInt16 = 0

    static func archive(_ entries: [Entry], operation: String) throws -> Data {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(nil, 0, 0, &error) else {
            throw failure(operation, "could not create an in-memory archive", &error)
        }
        // The archive takes a reference; keep ours to read the result after zip_close.
        zip_source_keep(source)
        defer { zip_source_free(source) }
        guard let archive = zip_open_from_source(source, ZIP_TRUNCATE, &error) else {
            throw failure(operation, "could not open the in-memory archive", &error)
        }
        // zip_source_buffer (freep = 0) reads the bytes only at zip_close: keep them alive until then.
        let buffers = entries.map { NSData(data: $0.data) }
        for (entry, buffer) in zip(entries, buffers) {
            guard let fileSource = zip_source_buffer(archive, buffer.bytes, zip_uint64_t(buffer.length), 0) else {
                let reason = String(cString: zip_strerror(archive))
                zip_discard(archive)
                throw PassbookError(.invalidArchive, operation: operation, reason: "could not add \(entry.name): \(reason)")
            }
            let index = zip_file_add(archive, entry.name, fileSource, zip_flags_t(ZIP_FL_ENC_UTF_8))
            if index < 0 {
                let reason = String(cString: zip_strerror(archive))
                zip_source_free(fileSource)
                zip_discard(archive)
                throw PassbookError(.invalidArchive, operation: operation, reason: "could not add \(entry.name): \(reason)")
            }
            let index64 = zip_uint64_t(index)
            // PNG data is already deflated; storing it saves time and barely any space.
            let method = entry.name.lowercased().hasSuffix(".png") ? ZIP_CM_STORE : ZIP_CM_DEFLATE
            zip_set_file_compression(archive, index64, Int32(method), 9)
            zip_file_set_dostime(archive, index64, dosTime, dosDate, 0)
            zip_file_set_external_attributes(archive, index64, 0, UInt8(ZIP_OPSYS_UNIX), 0o100644 << 16)
        }
        guard zip_close(archive) == 0 else {
            let reason = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not write the archive: \(reason)")
        }
        withExtendedLifetime(buffers) {}
        return try readAll(source, operation: operation)
    }

    private static func readAll(_ source: OpaquePointer, operation: String) throws -> Data {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_source_stat(source, &stat) == 0, zip_source_open(source) == 0 else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not read back the archive")
        }
        defer { zip_source_close(source) }
        var data = Data(count: Int(stat.size))
        let read = data.withUnsafeMutableBytes { raw in
            zip_source_read(source, raw.baseAddress, zip_uint64_t(raw.count))
        }
        guard read == Int64(stat.size) else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not read back the archive")
        }
        return data
    }

    private static func failure(_ operation: String, _ reason: String, _ error: inout zip_error_t) -> PassbookError {
        let detail = String(cString: zip_error_strerror(&error))
        return PassbookError(.invalidArchive, operation: operation, reason: "\(reason): \(detail)")
    }
}
