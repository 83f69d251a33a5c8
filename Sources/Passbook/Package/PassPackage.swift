public import Foundation

/// A whole pass in memory: `pass.json` as a ``Pass`` plus every other file.
///
/// Folders and `.pkpass` archives are ways in and out of it.
public struct PassPackage: Sendable {
    /// The pass description.
    public var pass: Pass
    /// Every file other than `pass.json`, `manifest.json` and `signature`, by path
    /// (`icon@2x.png`, `de.lproj/pass.strings`, `personalization.json`).
    public var files: [String: Data]
    /// Findings made while loading, such as OS junk left out or a trailing comma in `pass.json`.
    public var diagnostics: [Diagnostic]

    /// Creates a package from a pass and its files.
    public init(pass: Pass, files: [String: Data] = [:], diagnostics: [Diagnostic] = []) {
        self.pass = pass
        self.files = files
        self.diagnostics = diagnostics
    }

    /// Every path, `pass.json` included, sorted.
    public var paths: [String] { (["pass.json"] + files.keys).sorted() }

    /// The images, classified.
    public var images: [PassFile] {
        files.keys.sorted().map(PassFile.init(path:)).filter { $0.kind == .image }
    }

    /// The languages that have an `xx.lproj` folder, sorted.
    public var languages: [String] {
        Set(files.keys.compactMap { PassFile(path: $0).language }).sorted()
    }

    /// The raw `pass.strings` of `language`, if any.
    public func strings(for language: String) -> Data? {
        files["\(language).lproj/pass.strings"]
    }

    /// `personalization.json`, if the pass is personalizable.
    public var personalization: Data? {
        get { files["personalization.json"] }
        set { files["personalization.json"] = newValue }
    }

    /// The exact bytes that go into the archive, `pass.json` serialised as strict JSON.
    public func contents() throws -> [String: Data] {
        var all = files
        all["pass.json"] = try pass.jsonData()
        return all
    }
}
