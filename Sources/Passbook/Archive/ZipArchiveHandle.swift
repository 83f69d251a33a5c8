import CZip

/// Owns one libzip archive open for writing: it is written with ``close(operation:)``, and
/// discarded (nothing written, its sources freed) when it goes away unclosed, whatever the error.
final class ZipArchiveHandle {
    let pointer: OpaquePointer
    private var isClosed = false

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        if !isClosed { zip_discard(pointer) }
    }

    /// libzip's message for the last error on the archive.
    var lastError: String { String(cString: zip_strerror(pointer)) }

    /// Writes the archive to its source; libzip reads every entry's bytes now.
    func close(operation: String) throws {
        guard zip_close(pointer) == 0 else {
            throw PassbookError(.invalidArchive, operation: operation, reason: "could not write the archive: \(lastError)")
        }
        isClosed = true
    }
}
