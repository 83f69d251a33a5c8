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
    public static func writeAtomically(_ data: Data, to url: URL, what: String = "file") throws {
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temp)
            if rename(temp.path, url.path) != 0 {
                let code = errno
                throw PassbookError(
                    .io,
                    operation: "write the \(what) \(url.path)",
                    reason: String(cString: strerror(code))
                )
            }
        } catch let error as PassbookError {
            try? FileManager.default.removeItem(at: temp)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw PassbookError(
                .io,
                operation: "write the \(what) \(url.path)",
                reason: error.localizedDescription,
                fix: "Check that the folder exists and is writable, and that the disk has space"
            )
        }
    }
}
