public import Foundation

/// A signed pass: the `.pkpass` bytes and the parts that went into it.
public struct SignedPass: Sendable {
    /// The `.pkpass` archive.
    public var archive: Data
    /// The exact `manifest.json` bytes that were signed.
    public var manifest: Data
    /// The DER CMS signature.
    public var signature: Data
    /// Warnings raised while building (for example a certificate that expires soon).
    public var diagnostics: [Diagnostic]
}

extension PassPackage {
    /// Builds the signed `.pkpass`: serialise `pass.json`, hash every file into `manifest.json`,
    /// sign it, and zip it all in a fixed order with fixed timestamps.
    ///
    /// - Parameters:
    ///   - identity: The signing identity; its certificate must match the pass's identifiers.
    ///   - signingTime: The time recorded in the signature, and at which the certificates must be valid.
    public func signed(with identity: SigningIdentity, signingTime: Date = Date()) throws -> SignedPass {
        let warnings = try identity.check(for: pass, at: signingTime)
        let contents = try contents()
        let manifest = Manifest(files: contents).jsonData()
        let signature = try identity.signature(for: manifest, signingTime: signingTime)
        let archive = try Self.archive(contents: contents, manifest: manifest, signature: signature)
        return SignedPass(archive: archive, manifest: manifest, signature: signature, diagnostics: diagnostics + warnings)
    }

    /// Zips a pass: `pass.json` first, the other files by path, then `manifest.json` and `signature`,
    /// all with a fixed timestamp, so the same inputs always give the same bytes.
    public static func archive(contents: [String: Data], manifest: Data, signature: Data) throws -> Data {
        var entries = [ZipWriter.Entry(name: "pass.json", data: contents["pass.json"] ?? Data())]
        for path in contents.keys.sorted() where path != "pass.json" && !Manifest.isSignatureFile(path) {
            entries.append(ZipWriter.Entry(name: path, data: contents[path] ?? Data()))
        }
        entries.append(ZipWriter.Entry(name: "manifest.json", data: manifest))
        entries.append(ZipWriter.Entry(name: "signature", data: signature))
        return try ZipWriter.archive(entries, operation: "zip the pass")
    }

    /// Builds the signed pass and writes it to `url` through a temporary file and a rename.
    @discardableResult
    public func write(to url: URL, signedWith identity: SigningIdentity, signingTime: Date = Date()) throws -> SignedPass {
        let signed = try signed(with: identity, signingTime: signingTime)
        try FileIO.writeAtomically(signed.archive, to: url, what: "pass")
        return signed
    }

    /// Writes the package as a source folder (pass.json and every file), replacing nothing outside it.
    public func writeFolder(to url: URL) throws {
        for (path, data) in try contents() {
            try FileIO.writeAtomically(data, to: url.appendingPathComponent(path), what: "pass file")
        }
    }
}
