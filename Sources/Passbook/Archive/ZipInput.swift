import Foundation

/// The bytes of an archive, read a range at a time: a file through `pread`, so a huge file is
/// never loaded whole, or bytes already in memory.
final class ZipInput {
    enum Storage {
        case file(path: String, descriptor: Int32)
        case memory(Data)
    }

    let storage: Storage
    /// Size in bytes.
    let size: Int

    /// Opens a file; `operation` names what was being done in errors.
    init(file url: URL, operation: String) throws {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw PassbookError(
                .io, operation: operation,
                reason: code == ENOENT ? "no such file" : String(cString: strerror(code)),
                fix: code == ENOENT ? "Check the path" : "Check the file's permissions"
            )
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw PassbookError(.io, operation: operation, reason: "it is not a regular file", fix: "Give the path of a .pkpass file")
        }
        storage = .file(path: url.path, descriptor: descriptor)
        size = Int(info.st_size)
    }

    init(data: Data) {
        storage = .memory(data)
        size = data.count
    }

    deinit {
        if case .file(_, let descriptor) = storage { close(descriptor) }
    }

    /// Reads up to `count` bytes at `offset`; fewer at the end of the input.
    func read(at offset: Int, count: Int) throws -> [UInt8] {
        let count = max(0, min(count, size - offset))
        guard count > 0 else { return [] }
        switch storage {
        case .memory(let data):
            let start = data.startIndex + offset
            return [UInt8](data[start..<start + count])
        case .file(let path, let descriptor):
            var bytes = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let got = bytes.withUnsafeMutableBytes { raw in
                    pread(descriptor, raw.baseAddress! + filled, count - filled, off_t(offset + filled))
                }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw PassbookError(.io, operation: "read \(path)", reason: String(cString: strerror(errno)))
                }
                if got == 0 { break }
                filled += got
            }
            return Array(bytes.prefix(filled))
        }
    }
}
