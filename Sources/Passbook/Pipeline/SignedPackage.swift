public import Foundation

/// A package the pipeline signed, and what went into it: what every sink is given.
public struct SignedPackage: Sendable {
    /// The kind of package.
    public var kind: PackageKind
    /// Its identifiers.
    public var identifiers: PackageIdentifiers
    /// The exact document bytes inside the archive (`pass.json`).
    public var document: Data
    /// The typed pass, when it was given or decoded on the way.
    public var pass: Pass?
    /// Every file of the package but the manifest and the signature, the document included: for
    /// previews and for sinks that map the pass elsewhere.
    public var files: [String: Data]
    /// The exact `manifest.json` bytes that were signed.
    public var manifest: Data
    /// The DER CMS signature.
    public var signature: Data
    /// The validation report, when the policy validated every rule (not for ``ValidationPolicy/none``
    /// or ``ValidationPolicy/incremental(_:)``).
    public var report: ValidationReport?
    /// Warnings raised while building: the report's, and the identity's (a certificate that
    /// expires soon).
    public var diagnostics: [Diagnostic]
    /// The archive as the pipeline left it: the shared entries (when it begins with them) and the
    /// package's own.
    package var parts: ArchiveParts

    /// The signed archive (`.pkpass`) in one piece.
    public var archive: Data { parts.joined }
}

extension SignedPackage {
    /// A signed pass as read back from its archive (a pass an earlier batch wrote).
    package init(reading archive: Data, name: String) throws {
        let source = try PassSource(archive: archive, name: name)
        let pass = try source.package().pass
        var files = source.files
        let manifest = files.removeValue(forKey: "manifest.json") ?? Data()
        let signature = files.removeValue(forKey: "signature") ?? Data()
        self.init(
            kind: .pass, identifiers: PackageIdentifiers(pass), document: files["pass.json"] ?? Data(), pass: pass, files: files,
            manifest: manifest, signature: signature, report: nil, diagnostics: [], parts: ArchiveParts(prefix: nil, rest: archive)
        )
    }
}
