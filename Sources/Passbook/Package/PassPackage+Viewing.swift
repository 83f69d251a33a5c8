public import Foundation

extension PassPackage {
    /// Loads a pass folder or `.pkpass` archive for viewing (`inspect`, `preview`): `pass.json` is
    /// read by ``LenientPass``, so a pass Wallet would refuse still opens, and what is missing or left
    /// out is in ``diagnostics``.
    ///
    /// Throws only when nothing can be read: the path is neither a folder nor a zip archive, there is
    /// no `pass.json`, or it is not a JSON object.
    public init(viewing url: URL) throws {
        try self.init(viewing: PassSource(contentsOf: url))
    }

    /// Reads `.pkpass` bytes for viewing, as ``init(viewing:)-(URL)`` does.
    public init(viewingArchive archive: Data, name: String = "pass.pkpass") throws {
        try self.init(viewing: PassSource(archive: archive, name: name))
    }

    /// Reads files already found for viewing, as ``init(viewing:)-(URL)`` does.
    public init(viewing source: PassSource) throws {
        var files = source.files
        guard let json = files.removeValue(forKey: "pass.json") else {
            // Without pass.json there is nothing to show; the strict reader says why (a wrapper folder or none at all).
            self = try source.package()
            return
        }
        let read = try LenientPass(jsonData: json)
        self.init(pass: read.pass, files: files, diagnostics: source.diagnostics + read.diagnostics)
    }
}
