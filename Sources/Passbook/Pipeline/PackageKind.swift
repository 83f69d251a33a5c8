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
    /// The name of each localization's strings file: `pass.strings`.
    public var stringsFileName: String
    /// Which document rules, identifiers and certificate the package is judged and signed by.
    let document: Document

    /// The documents Passbook knows the rules of.
    enum Document: Sendable, Hashable {
        case pass, order
    }

    /// Creates a kind.
    public init(name: String, documentName: String, manifestDigest: ManifestDigest, mimeType: String, fileExtension: String) {
        self.init(name: name, documentName: documentName, manifestDigest: manifestDigest, mimeType: mimeType, fileExtension: fileExtension, stringsFileName: "pass.strings", document: .pass)
    }

    init(name: String, documentName: String, manifestDigest: ManifestDigest, mimeType: String, fileExtension: String, stringsFileName: String, document: Document) {
        self.name = name
        self.documentName = documentName
        self.manifestDigest = manifestDigest
        self.mimeType = mimeType
        self.fileExtension = fileExtension
        self.stringsFileName = stringsFileName
        self.document = document
    }

    /// A Wallet pass: `pass.json`, SHA-1 manifest, `application/vnd.apple.pkpass`.
    public static let pass = PackageKind(
        name: "pass", documentName: "pass.json", manifestDigest: .sha1,
        mimeType: "application/vnd.apple.pkpass", fileExtension: "pkpass", stringsFileName: "pass.strings", document: .pass
    )

    /// A Wallet order: `order.json`, SHA-256 manifest, signed with an Order Type ID certificate,
    /// `application/vnd.apple.finance.order` (the type iOS's Mail and Safari take as an order).
    public static let order = PackageKind(
        name: "order", documentName: "order.json", manifestDigest: .sha256,
        mimeType: "application/vnd.apple.finance.order", fileExtension: "order", stringsFileName: "order.strings", document: .order
    )

    /// The kind a folder or archive holding these files is: an order when it has `order.json` and no `pass.json`.
    public static func of(files: some Collection<String>) -> PackageKind {
        files.contains("order.json") && !files.contains("pass.json") ? .order : .pass
    }

    /// Whether `path` is one of the files the pipeline writes itself (the document, the manifest,
    /// the signature), which a caller's files never replace.
    func isWrittenByPipeline(_ path: String) -> Bool {
        path == documentName || path == "manifest.json" || path == "signature"
    }
}
