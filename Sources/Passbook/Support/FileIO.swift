public import Foundation
import Synchronization
#if os(Linux)
internal import CLinux
#endif

/// File reads and atomic writes with errors that name the file.
public enum FileIO {
    /// Reads a whole file of at most `limit` bytes; `what` names it in errors ("certificate", "pass").
    ///
    /// The bytes are counted as they are read, so a file that grows, a pipe or a device cannot make
    /// this read more than `limit` whatever its size claims.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - what: Names the file in errors.
    ///   - limit: The most bytes read; a larger file is refused.
    ///   - limitFix: How to raise the limit, for the error when the file is larger.
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
        // A regular file's size plus one byte, so its end is seen in one read; 64 KB for pipes and devices.
        var data = Data(count: min(cap, (info.st_mode & S_IFMT) == S_IFREG ? max(Int(info.st_size) + 1, 4096) : 1 << 16))
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

    /// Makes `url` and the folders above it that are missing; `what` names it in errors ("output folder").
    ///
    /// Foundation's error on Linux says only that the operation failed, so on failure this finds
    /// which part of the path is in the way and says so.
    public static func makeFolder(_ url: URL, what: String = "folder") throws(PassbookError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            let (reason, fix) = whyFolderCannotBeMade(url, error: error)
            throw PassbookError(.io, operation: "make the \(what) \(url.path)", reason: reason, fix: fix)
        }
    }

    /// The reason and fix for a folder that cannot be made: the nearest part of its path that
    /// exists is a file, or a folder that cannot be written.
    private static func whyFolderCannotBeMade(_ url: URL, error: any Error) -> (String, String) {
        let target = url.standardizedFileURL
        var existing = target
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            existing = existing.deletingLastPathComponent()
        }
        if !isDirectory(existing) {
            let what = existing == target ? "it" : existing.path
            return ("\(what) is a file, not a folder", "Remove the file, or choose another folder")
        }
        if access(existing.path, W_OK | X_OK) != 0 {
            return ("the folder \(existing.path) cannot be written (\(String(cString: strerror(errno))))", "Check its permissions, or choose another folder")
        }
        return ("it cannot be made (\(error.localizedDescription))", "Check the path and the free space")
    }

    /// Whether `url` names an existing folder.
    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// The flags of `open` that make an unnamed file in a folder. Glibc's O_TMPFILE is a macro Swift
    /// does not import: __O_TMPFILE | O_DIRECTORY, with __O_TMPFILE 020000000 on these architectures.
    static let unnamedFlags: Int32 = 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC

    /// Opens an unnamed file in the folder at `path`: its descriptor (-1 with errno set when it
    /// cannot be made) and how many nanoseconds making it took.
    static func openUnnamed(in path: String, mode: mode_t) -> (descriptor: Int32, nanoseconds: UInt64) {
        let start = DispatchTime.now().uptimeNanoseconds
        let descriptor = open(path, unnamedFlags, mode)
        return (descriptor, DispatchTime.now().uptimeNanoseconds - start)
    }
    #endif

    /// Writes through a temporary file in the same folder, so readers never see half a file.
    ///
    /// On Linux the temporary file has no name (`O_TMPFILE`) and is given the final name by
    /// `linkat` once written: one directory entry made per file, nothing renamed, nothing left
    /// behind if the process dies mid-write. Where that is not possible (another file system, an
    /// existing file to replace) it is a named file in the same folder, renamed into place.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - url: Where the file goes; a file already there is replaced.
    ///   - what: Names the file in errors ("pass", "index").
    ///   - durable: Flush the file to disk before it gets its name, so a crash cannot leave
    ///     an empty file behind. Batches that write thousands of files pass `false` (and, asked to, call
    ///     ``flush(folder:)`` once at the end): one flush per file costs more than signing the pass.
    ///   - makeFolder: Make the file's folder first when it is missing.
    ///   - staging: Where to make the unnamed file: a folder on the same file system (a
    ///     batch makes one whose files take fresh inodes); the file's own folder when `nil` or when
    ///     that fails.
    ///   - timed: Told how many nanoseconds making the unnamed file in `staging` took.
    public static func writeAtomically(
        _ data: Data, to url: URL, what: String = "file", durable: Bool = true, makeFolder: Bool = true, unnamedIn staging: URL? = nil,
        timed: ((UInt64) -> Void)? = nil
    ) throws {
        if makeFolder { try Self.makeFolder(url.deletingLastPathComponent()) }
        try writeAtomically(data, toPath: url.path, what: what, durable: durable, unnamedIn: staging?.path, timed: timed)
    }

    /// Writes a private key or another secret through ``writeAtomically(_:to:what:durable:makeFolder:unnamedIn:timed:)``,
    /// readable and writable by the owner alone from its first byte: the file is made with mode
    /// 0600, never made with the usual mode and narrowed afterwards, and a file system that does
    /// not keep that mode is an error rather than a secret left readable.
    public static func writeSecret(_ data: Data, to url: URL, what: String) throws {
        try makeFolder(url.deletingLastPathComponent())
        try writeAtomically(data, toPath: url.path, what: what, durable: true, unnamedIn: nil, timed: nil, mode: 0o600)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw PassbookError(.io, operation: "check the \(what) \(url.path)", reason: String(cString: strerror(errno)), fix: "Check that the folder is readable")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw PassbookError(
                .io, operation: "write the \(what) \(url.path)",
                reason: "the file system gave it mode \(String(info.st_mode & 0o777, radix: 8)), which lets other users read it",
                fix: "Write it to a folder on a file system that keeps Unix permissions (not a FAT or network share mounted with a fixed mode)"
            )
        }
    }

    /// Makes an empty file at `url` that only its owner may read and write, when there is none;
    /// one already there is left as it is. For a file another library opens and writes later
    /// (a database): made with its mode, so no other user can open it before it is narrowed.
    public static func createPrivateFile(_ url: URL, what: String) throws(PassbookError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PassbookError(
                .io, operation: "make the \(what) \(url.path)", reason: String(cString: strerror(errno)),
                fix: "Check that the folder exists and is writable"
            )
        }
        close(descriptor)
    }

    /// ``writeAtomically(_:to:what:durable:makeFolder:unnamedIn:timed:)`` by paths, the folder
    /// existing: a batch writes a file per pass, and making a URL's path costs more than the rest
    /// of the call outside the kernel. `mode` is the new file's, from its creation.
    static func writeAtomically(
        _ data: Data, toPath path: String, what: String, durable: Bool, unnamedIn staging: String?, timed: ((UInt64) -> Void)?, mode: mode_t = 0o644
    ) throws {
        // Made only when needed: the hot path has the paths alone.
        var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
        var folder: URL { url.deletingLastPathComponent() }
        // Made only on failure.
        var operation: String { "write the \(what) \(path)" }
        func failure(_ code: Int32) -> PassbookError {
            PassbookError(
                .io, operation: operation, reason: String(cString: strerror(code)),
                fix: code == ENOSPC ? "Free some disk space" : "Check that the folder exists and is writable"
            )
        }
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        var unnamed: Int32 = -1
        if let staging {
            let opened = openUnnamed(in: staging, mode: mode)
            unnamed = opened.descriptor
            if unnamed >= 0 { timed?(opened.nanoseconds) }
        }
        if unnamed < 0 { unnamed = open(Self.folderPath(of: path), unnamedFlags, mode) }
        if unnamed >= 0 {
            var problem = fill(unnamed, with: data, durable: durable)
            if problem == 0 {
                problem = link(unnamed, to: path)
            }
            if problem == EEXIST {
                problem = replace(url, with: unnamed, in: folder)
            }
            close(unnamed)
            switch problem {
            case 0: return
            case EEXIST, ENOENT, EPERM, EXDEV, EOPNOTSUPP: break  // replace, or no /proc: the named way below
            default: throw failure(problem)
            }
        }
        #endif
        var temp = folder
        var descriptor: Int32 = -1
        // A file left by a process that had the same id is skipped, not overwritten.
        for _ in 0..<100 where descriptor < 0 {
            temp = temporaryURL(for: url, in: folder)
            descriptor = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor < 0, errno != EEXIST { throw failure(errno) }
        }
        guard descriptor >= 0 else { throw failure(EEXIST) }
        var problem = fill(descriptor, with: data, durable: durable)
        if close(descriptor) != 0, problem == 0 { problem = errno }
        if problem == 0, rename(temp.path, path) != 0 { problem = errno }
        if problem != 0 {
            unlink(temp.path)
            throw failure(problem)
        }
    }

    /// The folder part of a file's path: all before its last `/` (`.` when none, `/` at the root).
    static func folderPath(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    #if os(Linux)
    /// Whether `linkat` may name an open file by its descriptor (`AT_EMPTY_PATH`): before Linux 6.10
    /// that needs a privilege (CAP_DAC_READ_SEARCH) most processes lack. Until it fails once it is
    /// tried first, as it saves a walk through /proc for every file.
    private static let linksByDescriptor = Atomic<Bool>(true)

    /// Gives the unnamed file open as `descriptor` the name `path`; the `errno` of a failure, or 0.
    private static func link(_ descriptor: Int32, to path: String) -> Int32 {
        let emptyPath: Int32 = 0x1000  // AT_EMPTY_PATH, a macro Swift does not import
        if linksByDescriptor.load(ordering: .relaxed) {
            if linkat(descriptor, "", AT_FDCWD, path, emptyPath) == 0 { return 0 }
            guard errno == ENOENT || errno == EPERM else { return errno }
            linksByDescriptor.store(false, ordering: .relaxed)
        }
        // Through /proc the open file is named without that privilege.
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 ? 0 : errno
    }

    /// Puts the written unnamed file open as `descriptor` in place of the file at `url`: named under
    /// a temporary name in `folder`, then renamed over it, so the bytes are not written a second
    /// time. The `errno` of a failure, or 0.
    private static func replace(_ url: URL, with descriptor: Int32, in folder: URL) -> Int32 {
        for _ in 0..<100 {
            let temp = temporaryURL(for: url, in: folder).path
            let problem = link(descriptor, to: temp)
            // A file left by a process that had the same id is skipped, not overwritten.
            if problem == EEXIST { continue }
            if problem != 0 { return problem }
            if rename(temp, url.path) == 0 { return 0 }
            let renaming = errno
            unlink(temp)
            return renaming
        }
        return EEXIST
    }
    #endif

    /// Writes all of `data` to `descriptor` (and flushes it when `durable`); the `errno` of a failure, or 0.
    private static func fill(_ descriptor: Int32, with data: Data, durable: Bool) -> Int32 {
        var problem = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        if problem == 0, durable, fsync(descriptor) != 0 { problem = errno }
        return problem
    }

    /// Writes all of `bytes` to `descriptor`, again after a short write or an interruption; the
    /// `errno` of a failure, or 0.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno != EINTR { return errno }
            } else {
                offset += written
            }
        }
        return 0
    }

    /// A hidden name in `folder` for a file that becomes `url` once whole, that no other temporary
    /// file of this process or another has: the process id and a counter, without asking the
    /// system for random bytes for each file.
    private static func temporaryURL(for url: URL, in folder: URL) -> URL {
        let next = temporaryCounter.withLock { value -> Int in
            value += 1
            return value
        }
        return folder.appending(path: ".\(url.lastPathComponent).\(getpid())-\(next).tmp", directoryHint: .notDirectory)
    }

    private static let temporaryCounter = LockedCounter()

    /// Marks `folder` as the top of a hierarchy (`chattr +T`), so that ext2/3/4 place its subfolders
    /// in other block groups, as for folders made at the root; false where the file system has no
    /// such flag, or the folder cannot be opened.
    static func markTopOfHierarchy(_ folder: URL) -> Bool {
        #if os(Linux)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return passbook_mark_top_folder(descriptor) == 0
        #else
        return false
        #endif
    }

    /// Flushes the files written so far to disk, and `folder`'s entries with them.
    public static func flush(folder: URL) {
        // One flush of the folder's file system costs far less than a flush per file.
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { sync(); return }
        defer { close(descriptor) }
        #if os(Linux)
        _ = syncfs(descriptor)
        #else
        sync()
        #endif
        fsync(descriptor)
    }
}

/// `read(2)`, named apart from ``FileIO/read(_:what:limit:limitFix:)``, which hides it inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A counter behind a lock.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var value = 0

    func withLock<T>(_ body: (inout Int) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
