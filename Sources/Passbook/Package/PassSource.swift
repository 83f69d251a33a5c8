public import Foundation

/// The files of a pass exactly as they were found — a folder or a `.pkpass` — before `pass.json`
/// is read, so that even a pass that cannot be decoded can be validated.
public struct PassSource: Sendable {
    /// Where the files came from, which decides how some findings weigh.
    public enum Origin: String, Sendable, Hashable, Codable {
        /// A source folder: `pass.json` is rewritten as strict JSON when the pass is built.
        case folder
        /// A finished archive: Wallet reads `pass.json` as it is.
        case archive
        /// A package in memory, `pass.json` written by Passbook.
        case memory
    }

    /// A name for messages: the folder or archive name.
    public var name: String
    /// Where the files came from.
    public var origin: Origin
    /// Every file, `pass.json` included, by path; OS clutter, `manifest.json` and `signature` left out.
    public var files: [String: Data]
    /// Findings made while reading, such as OS clutter left out.
    public var diagnostics: [Diagnostic]

    /// Creates a source from files in memory.
    public init(name: String, origin: Origin, files: [String: Data], diagnostics: [Diagnostic] = []) {
        self.name = name
        self.origin = origin
        self.files = files
        self.diagnostics = diagnostics
    }

    /// Reads a pass folder or a `.pkpass` archive, whichever `url` is; an archive is read a part at a
    /// time, so a huge file is refused without being loaded.
    public init(contentsOf url: URL, limits: ZipReader.Limits = ZipReader.Limits()) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PassbookError(.io, operation: "open the pass \(url.path)", reason: "no such file or folder", fix: "Check the path")
        }
        if isDirectory.boolValue {
            try self.init(folder: url, limits: limits)
        } else {
            try self.init(archive: ZipReader(limits: limits).read(contentsOf: url), name: url.lastPathComponent)
        }
    }

    /// Reads a pass folder. OS clutter, hidden files and a stale `manifest.json` or `signature` are
    /// left out with a warning. No file is read past `limits.maxEntrySize`, nor the folder past
    /// `limits.maxTotalSize`.
    public init(folder: URL, limits: ZipReader.Limits = ZipReader.Limits()) throws {
        let operation = "read the pass folder \(folder.path)"
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        var entries: [(path: String, isDirectory: Bool)] = []
        guard Self.list(root.path, under: "", into: &entries) else {
            throw PassbookError(.io, operation: operation, reason: "the folder cannot be listed")
        }
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        var total = 0
        var skipped: String?
        for (path, isDirectory) in entries {
            if let skipped, path.hasPrefix(skipped) { continue }
            let resolved = root.appending(path: path, directoryHint: isDirectory ? .isDirectory : .notDirectory)
            if isDirectory {
                if PassFile.isOSJunk(path) {
                    diagnostics.append(Self.junk(path + "/"))
                    skipped = path + "/"
                }
                continue
            }
            if PassFile.isOSJunk(path) {
                diagnostics.append(Self.junk(path))
            } else if resolved.lastPathComponent.hasPrefix(".") {
                diagnostics.append(
                    Diagnostic(
                        id: "package.hidden-file", severity: .warning,
                        message: "the hidden file \(path) was left out of the pass; rename it if it belongs in the pass",
                        file: path
                    )
                )
            } else if Manifest.isSignatureFile(path) {
                diagnostics.append(
                    Diagnostic(
                        id: "package.stale-signature", severity: .warning,
                        message: "\(path) in the source folder was ignored: it is made anew each time the pass is built",
                        file: path
                    )
                )
            } else {
                if files.count >= limits.maxEntries {
                    throw PassbookError(
                        .invalidPackage, operation: operation,
                        reason: "it holds more than \(limits.maxEntries) files", fix: "A pass holds a few dozen files at most; check that this is the right folder"
                    )
                }
                let data = try FileIO.read(resolved, what: "pass file", limit: limits.maxEntrySize, limitFix: "A pass's files are a few hundred kilobytes; raise the limit with --max-file-size if this one is real")
                total += data.count
                if total > limits.maxTotalSize {
                    throw PassbookError(
                        .invalidPackage, operation: operation,
                        reason: "its files add up to more than \(byteCountText(limits.maxTotalSize)), the most passbook reads of one pass",
                        fix: "A pass is a few megabytes at most; raise the limit with --max-pass-size if this one is real"
                    )
                }
                files[path] = data
            }
        }
        self.init(name: folder.lastPathComponent, origin: .folder, files: files, diagnostics: diagnostics)
    }

    /// Lists the folder at `directory` depth first, each folder before what it holds, with paths
    /// relative to the pass folder. Read with `readdir` and `fstatat` rather than through
    /// FileManager, whose attributes look up the owner's name in the user database for every file.
    /// A symbolic link is listed as a file (and read through), never followed as a folder.
    private static func list(_ directory: String, under prefix: String, into entries: inout [(path: String, isDirectory: Bool)]) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let path = prefix + name
            let isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
            entries.append((path, isDirectory))
            // A folder inside that cannot be listed is passed over, as FileManager's enumerator does.
            if isDirectory { _ = list(directory + "/" + name, under: path + "/", into: &entries) }
        }
        return true
    }

    /// Reads a `.pkpass` archive; `manifest.json` and `signature` are left out (``PassVerifier``
    /// checks them).
    public init(archive: Data, name: String = "pass.pkpass", limits: ZipReader.Limits = ZipReader.Limits()) throws {
        try self.init(archive: ZipReader(limits: limits).read(archive, what: name), name: name)
    }

    /// Makes the source of an archive already read. What Wallet refuses of the archive itself (files
    /// missing from manifest.json or from the archive, digests that differ, no signature, bytes after
    /// the archive) becomes an error, as `verify` reports it.
    public init(archive: ZipReader.Archive, name: String = "pass.pkpass") throws {
        try self.init(archive: archive, name: name, audit: ArchiveAudit(entries: archive.entries))
    }

    /// Makes the source of an archive whose audit is already done (``PassVerifier`` hashes once).
    init(archive: ZipReader.Archive, name: String, audit: ArchiveAudit) throws {
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in archive.entries {
            if Manifest.isSignatureFile(entry.name) { continue }
            if PassFile.isOSJunk(entry.name) {
                diagnostics.append(Self.junk(entry.name))
            } else {
                files[entry.name] = entry.data
            }
        }
        func error(_ id: String, _ message: String, file: String? = nil) {
            diagnostics.append(Diagnostic(id: id, severity: .error, message: message, file: file))
        }
        // A missing document is reported when it is decoded, a wrapper folder with it.
        let document = audit.kind.documentName
        let missing = audit.missingRequired.filter { $0 != document }
        if !missing.isEmpty, files[document] != nil {
            error(
                "archive.layout",
                "the archive has no \(missing.joined(separator: " or ")), and Wallet refuses an unsigned pass; sign it with passbook build",
                file: missing.first
            )
        }
        if let problem = audit.manifestProblem {
            error("archive.manifest", "manifest.json does not read: \(problem); Wallet refuses such a pass. Rebuild the pass with passbook build", file: "manifest.json")
        }
        if !audit.unlisted.isEmpty {
            // Clutter that the manifest does list is harmless and only left out.
            diagnostics.removeAll { $0.id == "package.os-junk" && audit.unlisted.contains($0.file ?? "") }
            error("archive.unlisted-file", ArchiveAudit.unlistedText(audit.unlisted), file: audit.unlisted.first)
        }
        if !audit.absent.isEmpty {
            error("archive.manifest", ArchiveAudit.absentText(audit.absent), file: "manifest.json")
        }
        if !audit.mismatched.isEmpty {
            error("archive.digest", ArchiveAudit.mismatchText(audit.mismatched, digest: audit.kind.manifestDigest), file: audit.mismatched.first)
        }
        if archive.trailingBytes > 0 {
            error("archive.extra-bytes", ArchiveAudit.trailingBytesText(archive.trailingBytes))
        } else if archive.leadingBytes > 0 {
            diagnostics.append(Diagnostic(id: "archive.extra-bytes", severity: .warning, message: ArchiveAudit.leadingBytesText(archive.leadingBytes)))
        }
        self.init(name: name, origin: .archive, files: files, diagnostics: diagnostics)
    }

    /// The source of a package in memory, `pass.json` written as Passbook writes it.
    public init(package: PassPackage, name: String = "pass") throws {
        var files = package.files
        files["pass.json"] = try package.pass.jsonData()
        self.init(name: name, origin: .memory, files: files, diagnostics: package.diagnostics)
    }

    /// Where `pass.json` is when it is not at the top level: the sign of a wrapper folder.
    public var nestedPassJSON: String? {
        files.keys.filter { $0.hasSuffix("/pass.json") }.sorted().first
    }

    /// Decodes `pass.json` into a package, or throws the first problem that stops it.
    public func package() throws -> PassPackage {
        var files = self.files
        guard let json = files.removeValue(forKey: "pass.json") else {
            let nested = nestedPassJSON
            throw PassbookError(
                .invalidPackage,
                operation: "read the pass \(name)",
                reason: nested.map { "pass.json is not at the top level but at \($0), inside a wrapper folder" } ?? "it has no pass.json",
                fix: nested == nil
                    ? "Every pass needs a pass.json beside its images"
                    : "Archive the folder's contents, not the folder itself (passbook build does this)"
            )
        }
        let decoded = try Pass.decode(jsonData: json)
        return PassPackage(pass: decoded.pass, files: files, diagnostics: diagnostics + decoded.diagnostics)
    }

    private static func junk(_ path: String) -> Diagnostic {
        Diagnostic(
            id: "package.os-junk", severity: .warning,
            message: "\(path) is operating-system clutter and was left out of the pass (Wallet refuses a pass with files missing from its manifest)",
            file: path
        )
    }
}
