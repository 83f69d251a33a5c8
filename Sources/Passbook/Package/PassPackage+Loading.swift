public import Foundation

extension PassPackage {
    /// Loads a pass folder (`Something.pass/`) or a `.pkpass` archive, whichever `url` is.
    public init(contentsOf url: URL) throws {
        self = try PassSource(contentsOf: url).package()
    }

    /// Loads a pass folder. OS junk, hidden files and a stale `manifest.json` or `signature` are left
    /// out with a warning.
    public init(folder: URL) throws {
        self = try PassSource(folder: folder).package()
    }

    /// Reads a `.pkpass` archive. `manifest.json` and `signature` are not kept: use ``PassVerifier``
    /// to check them.
    public init(archive: Data, name: String = "pass.pkpass", limits: ZipReader.Limits = ZipReader.Limits()) throws {
        self = try PassSource(archive: archive, name: name, limits: limits).package()
    }
}
