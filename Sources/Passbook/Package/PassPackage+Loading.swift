public import Foundation

extension PassPackage {
    /// Loads a pass folder (`Something.pass/`) or a `.pkpass` archive, whichever `url` is.
    public init(contentsOf url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PassbookError(.io, operation: "open the pass \(url.path)", reason: "no such file or folder", fix: "Check the path")
        }
        if isDirectory.boolValue {
            try self.init(folder: url)
        } else {
            try self.init(archive: FileIO.read(url, what: "pass"), name: url.lastPathComponent)
        }
    }

    /// Loads a pass folder. OS junk, hidden files and a stale `manifest.json` or `signature` are left
    /// out with a warning.
    public init(folder: URL) throws {
        let operation = "read the pass folder \(folder.path)"
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else {
            throw PassbookError(.io, operation: operation, reason: "the folder cannot be listed")
        }
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for case let url as URL in enumerator {
            let resolved = url.standardizedFileURL
            let path = String(resolved.path.dropFirst(root.path.count).drop { $0 == "/" })
            let values = try? resolved.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true {
                if PassFile.isOSJunk(path) {
                    diagnostics.append(Self.junk(path + "/"))
                    enumerator.skipDescendants()
                }
                continue
            }
            if PassFile.isOSJunk(path) {
                diagnostics.append(Self.junk(path))
                continue
            }
            if resolved.lastPathComponent.hasPrefix(".") {
                diagnostics.append(
                    Diagnostic(
                        id: "package.hidden-file",
                        severity: .warning,
                        message: "the hidden file \(path) was left out of the pass; rename it if it belongs in the pass",
                        file: path
                    )
                )
                continue
            }
            if Manifest.isSignatureFile(path) {
                diagnostics.append(
                    Diagnostic(
                        id: "package.stale-signature",
                        severity: .warning,
                        message: "\(path) in the source folder was ignored: it is made anew each time the pass is built",
                        file: path
                    )
                )
                continue
            }
            files[path] = try FileIO.read(resolved, what: "pass file")
        }
        try self.init(loadedFiles: files, diagnostics: diagnostics, source: folder.lastPathComponent)
    }

    /// Reads a `.pkpass` archive. `manifest.json` and `signature` are not kept: use ``PassVerifier``
    /// to check them.
    public init(archive: Data, name: String = "pass.pkpass", limits: ZipReader.Limits = ZipReader.Limits()) throws {
        let entries = try ZipReader(limits: limits).entries(of: archive, what: name)
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            if PassFile.isOSJunk(entry.name) {
                diagnostics.append(Self.junk(entry.name))
            } else if !Manifest.isSignatureFile(entry.name) {
                files[entry.name] = entry.data
            }
        }
        try self.init(loadedFiles: files, diagnostics: diagnostics, source: name)
    }

    private init(loadedFiles: [String: Data], diagnostics: [Diagnostic], source: String) throws {
        var files = loadedFiles
        guard let json = files.removeValue(forKey: "pass.json") else {
            let nested = files.keys.filter { $0.hasSuffix("/pass.json") }.sorted()
            throw PassbookError(
                .invalidPackage,
                operation: "read the pass \(source)",
                reason: nested.isEmpty
                    ? "it has no pass.json"
                    : "pass.json is not at the top level but at \(nested[0]), inside a wrapper folder",
                fix: nested.isEmpty
                    ? "Every pass needs a pass.json beside its images"
                    : "Archive the folder's contents, not the folder itself (passbook build does this)"
            )
        }
        let decoded = try Pass.decode(jsonData: json)
        self.init(pass: decoded.pass, files: files, diagnostics: diagnostics + decoded.diagnostics)
    }

    private static func junk(_ path: String) -> Diagnostic {
        Diagnostic(
            id: "package.os-junk",
            severity: .warning,
            message: "\(path) is operating-system clutter and was left out of the pass (Wallet refuses a pass with files missing from its manifest)",
            file: path
        )
    }
}
