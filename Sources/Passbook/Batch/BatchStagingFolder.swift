import Foundation

/// A folder inside a batch's output folder where each pass's file is made, unnamed, before it is
/// linked into the output folder under its name.
///
/// On ext4 without a journal, a new file's inode is taken from its folder's block group, and each
/// new inode first steps over every inode freed in that group in the last minute (five while the
/// inode table is unwritten), one lookup each. An output folder emptied for a new run, or any
/// thousands of files deleted beside it, made a 3,000-pass batch take two to three times as long,
/// nearly all of it in the kernel. Subfolders of a folder marked as the top of a hierarchy (the
/// `T` attribute) are placed by the allocator in other groups, as folders made at the root are;
/// files made there take fresh inodes, and a file keeps its inode when it is linked elsewhere.
///
/// The allocator places such a folder in the group with the fewest folders, and a group whose
/// files were all just deleted qualifies again: after 30,000 files were made and deleted, a
/// 3,000-pass batch could still land there and take three times as long. So one file is made
/// in the folder first and timed: in such a group it takes about a millisecond (every freed inode
/// is stepped over), elsewhere 7 to 40 µs. A slow folder is replaced by another, which the
/// allocator puts in another group, up to ``candidates`` folders; the fastest is kept. A group can
/// also have a few unused inodes before the freed ones, so the first files are fast and the next
/// slow: the writers report how long each file took (``note(nanoseconds:)``), and after
/// ``slowInARow`` slow ones in a row the files go to a new folder, up to ``switches`` times.
///
/// Made only where the file system takes the attribute (ext2, ext3, ext4); elsewhere the files
/// are made in the output folder, as before.
final class BatchStagingFolder: @unchecked Sendable {
    /// Where the first files are made.
    let url: URL
    /// The marked folder that holds ``url`` and the folders that replace it.
    private let marked: URL
    private let lock = NSLock()
    // Guarded by `lock`.
    private var folders: [URL]
    /// The path of the last of `folders`.
    private var lastPath: String
    private var slowFiles = 0

    /// How many slow files in a row move the writers to a new folder.
    static let slowInARow = 16
    /// The most new folders made during a run.
    static let switches = 3

    private init(url: URL, marked: URL) {
        self.url = url
        self.marked = marked
        folders = [url]
        lastPath = url.path
    }

    /// Where the next file is made.
    var current: URL {
        lock.withLock { folders[folders.count - 1] }
    }

    /// The path of ``current``.
    var currentPath: String {
        lock.withLock { lastPath }
    }

    /// Notes how long making a file took; enough slow ones in a row move the writers to a new folder.
    func note(nanoseconds: UInt64) {
        lock.withLock {
            guard nanoseconds >= Self.slowFile else {
                slowFiles = 0
                return
            }
            slowFiles += 1
            guard slowFiles >= Self.slowInARow, folders.count <= Self.switches else { return }
            slowFiles = 0
            if let next = Self.makeFolder(in: marked) {
                folders.append(next)
                lastPath = next.path
            }
        }
    }

    /// A new name for a folder: the allocator starts its search for a group at a hash of it.
    private static func randomName() -> String {
        String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// Makes a folder named `name` in `parent`; its URL, or `nil` when it could not be made.
    private static func makeFolder(in parent: URL, named name: String = randomName()) -> URL? {
        let url = parent.appending(path: name, directoryHint: .isDirectory)
        return mkdir(url.path, 0o755) == 0 ? url : nil
    }

    private static let prefix = ".passbook-staging-"

    /// The most folders made and timed before the fastest is kept.
    static let candidates = 4
    /// A folder whose first file took longer than this (nanoseconds) is replaced by another.
    static let slowFile: UInt64 = 200_000

    /// Makes the folders in `folder`, or returns `nil` where the file system has no such attribute.
    ///
    /// - Parameter time: How long making one file in a folder takes, in nanoseconds (`nil`: it
    ///   could not be made); tests give their own.
    static func make(in folder: URL, time: (URL) -> UInt64? = timeOneFile) -> BatchStagingFolder? {
        #if os(Linux)
        let name = randomName()
        guard let marked = makeFolder(in: folder, named: "\(prefix)\(getpid())-\(name)") else { return nil }
        guard FileIO.markTopOfHierarchy(marked) else {
            rmdir(marked.path)
            return nil
        }
        var best: (url: URL, nanoseconds: UInt64)?
        for index in 0..<candidates {
            guard let url = makeFolder(in: marked, named: index == 0 ? name : randomName()) else { break }
            let nanoseconds = time(url) ?? .max
            if let kept = best, kept.nanoseconds <= nanoseconds {
                rmdir(url.path)
            } else {
                if let kept = best { rmdir(kept.url.path) }
                best = (url, nanoseconds)
            }
            if nanoseconds < slowFile { break }
        }
        guard let best else {
            rmdir(marked.path)
            return nil
        }
        return BatchStagingFolder(url: best.url, marked: marked)
        #else
        return nil
        #endif
    }

    /// The shorter of two timings of making an unnamed file in `folder` (the file is gone when
    /// closed), in nanoseconds; `nil` when it cannot be made.
    static func timeOneFile(in folder: URL) -> UInt64? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        var shortest = UInt64.max
        for _ in 0..<2 {
            let opened = FileIO.openUnnamed(in: folder.path, mode: 0o600)
            guard opened.descriptor >= 0 else { return nil }
            close(opened.descriptor)
            shortest = min(shortest, opened.nanoseconds)
        }
        return shortest
        #else
        return nil
        #endif
    }

    /// Removes the folders; they hold no entries, as the files in them have no names.
    func remove() {
        for folder in lock.withLock({ folders }) { rmdir(folder.path) }
        rmdir(marked.path)
    }

    /// Removes the empty staging folders of batches that are no longer running (a batch that was
    /// killed leaves its folders behind). Folders with anything in them are left as they are.
    static func removeStale(in folder: URL) {
        #if os(Linux)
        // Read entry by entry: a resumed batch's folder can hold a million passes, which a listing
        // of every name would hold in memory at once.
        guard let directory = opendir(folder.path) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(prefix) { names.append(name) }
        }
        for name in names {
            guard let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ Int32($0) }),
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            let marked = folder.appending(path: name, directoryHint: .isDirectory)
            for inner in (try? FileManager.default.contentsOfDirectory(atPath: marked.path)) ?? [] {
                rmdir(marked.appending(path: inner, directoryHint: .isDirectory).path)
            }
            rmdir(marked.path)
        }
        #endif
    }
}
