/// The kind of Wallet package a ``PackagePipeline`` makes: the document it is built around, the
/// digest its manifest lists, and how it is named and served. Every stage reads these from here,
/// so a new kind is a new value, not a copy of a stage.
public struct PackageKind: Sendable, Hashable {
    /// A short name for messages: "pass".
    public var name: String
    /// The document at the package's root: `pass.json`.
    public var documentName: String
    /// The digest `manifest.json` lists for each file.
    public var manifestDigest: ManifestDigest
    /// The media type the package is served as.
    public var mimeType: String
    /// The file extension of one package, without the dot: `pkpass`.
    public var fileExtension: String

    /// Creates a kind.
    public init(name: String, documentName: String, manifestDigest: ManifestDigest, mimeType: String, fileExtension: String) {
        self.name = name
        self.documentName = documentName
        self.manifestDigest = manifestDigest
        self.mimeType = mimeType
        self.fileExtension = fileExtension
    }

    /// A Wallet pass: `pass.json`, SHA-1 manifest, `application/vnd.apple.pkpass`.
    public static let pass = PackageKind(
        name: "pass", documentName: "pass.json", manifestDigest: .sha1,
        mimeType: "application/vnd.apple.pkpass", fileExtension: "pkpass"
    )

    /// Whether `path` is one of the files the pipeline writes itself (the document, the manifest,
    /// the signature), which a caller's files never replace.
    func isWrittenByPipeline(_ path: String) -> Bool {
        path == documentName || path == "manifest.json" || path == "signature"
    }
}
