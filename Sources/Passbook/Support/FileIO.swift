public import Foundation

/// File reads and atomic writes with errors that name the file.
public enum FileIO {
    /// Reads a whole file; `what` names it in errors ("certificate", "pass").
    public static func read(_ url: URL, what: String = "file") throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw PassbookError(
                .io,
                operation: "read the \(what) \(url.path)",
                reason: exists ? "the file cannot be read (\(error.localizedDescription))" : "no such file",
                fix: exists ? "Check the file's permissions" : "Check the path"
            )
        }
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
