public import Foundation

/// File reads and atomic writes with errors that name the file.
public enum FileIO {
    /// Reads a whole file of at most `limit` bytes; `what` names it in errors ("certificate", "pass").
    ///
    /// The bytes are counted as they are read, so a file that grows, a pipe or a device cannot make
    /// this read more than `limit` whatever its size claims.
    ///
    /// - Parameter limitFix: How to raise the limit, for the error when the file is larger.
    public static func read(_ url: URL, what: String = "file", limit: Int = 16_000_000, limitFix: String? = nil) throws -> Data {
        let operation = "read the \(what) \(url.path)"
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw PassbookError(
                .io, operation: operation,
                reason: code == ENOENT ? "no such file" : "the file cannot be read (\(String(cString: strerror(code))))",
                fix: code == ENOENT ? "Check the path" : "Check the file's permissions"
            )
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw PassbookError(.io, operation: operation, reason: "it is a folder, not a file", fix: "Give the path of a file")
        }
        let tooLarge = PassbookError(
            .io, operation: operation,
            reason: "it is larger than \(byteCountText(limit)), the most passbook reads of a \(what)",
            fix: limitFix ?? "Check that this is the right file"
        )
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw tooLarge }
        let cap = limit + 1
        var data = Data(count: min(cap, max(Int(info.st_size) + 1, 1 << 16)))
        var filled = 0
        while filled < cap {
            if filled == data.count { data.count = min(cap, data.count * 2) }
            let got = data.withUnsafeMutableBytes { raw in readBytes(descriptor, raw.baseAddress! + filled, raw.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw PassbookError(.io, operation: operation, reason: "the file cannot be read (\(String(cString: strerror(errno))))")
            }
            if got == 0 { break }
            filled += got
        }
        if filled > limit { throw tooLarge }
        data.count = filled
        return data
    }

    /// Whether `url` names an existing folder.
    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    ///
    /// - Parameter durable: Flush the file to disk before the rename, so a crash cannot leave an empty
    ///   file behind. Batches that write thousands of files pass `false` and call ``flush(folder:)`` once
    ///   at the end instead: one flush per file costs more than signing the pass.
    public static func writeAtomically(_ data: Data, to url: URL, what: String = "file", durable: Bool = true, makeFolder: Bool = true) throws {
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let operation = "write the \(what) \(url.path)"
        func failure(_ code: Int32) -> PassbookError {
            PassbookError(
                .io, operation: operation, reason: String(cString: strerror(code)),
                fix: code == ENOSPC ? "Free some disk space" : "Check that the folder exists and is writable"
            )
        }
        if makeFolder {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw PassbookError(.io, operation: operation, reason: "the folder \(folder.path) cannot be made (\(error.localizedDescription))")
            }
        }
        let descriptor = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        var problem: Int32 = 0
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count, problem == 0 {
                let written = write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno != EINTR { problem = errno }
                } else {
                    offset += written
                }
            }
        }
        if problem == 0, durable, fsync(descriptor) != 0 { problem = errno }
        if close(descriptor) != 0, problem == 0 { problem = errno }
        if problem == 0, rename(temp.path, url.path) != 0 { problem = errno }
        if problem != 0 {
            unlink(temp.path)
            throw failure(problem)
        }
    }

    /// Flushes the files written so far to disk, and `folder`'s entries with them.
    public static func flush(folder: URL) {
        // One system-wide sync: Glibc's module does not offer syncfs, and one call costs far less
        // than a flush per file.
        sync()
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        fsync(descriptor)
    }
}

/// `read(2)`, named apart from ``FileIO/read(_:what:limit:limitFix:)``, which hides it inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
