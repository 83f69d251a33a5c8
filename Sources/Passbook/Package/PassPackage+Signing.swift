public import Foundation

/// A signed pass: the `.pkpass` bytes and the parts that went into it.
public struct SignedPass: Sendable {
    /// The `.pkpass` archive.
    public var archive: Data
    /// The exact `manifest.json` bytes that were signed.
    public var manifest: Data
    /// The DER CMS signature.
    public var signature: Data
    /// Warnings raised while loading and building (for example a certificate that expires soon).
    public var diagnostics: [Diagnostic]
}

extension PassPackage {
    /// Builds the signed `.pkpass`: serialise `pass.json`, hash every file into `manifest.json`,
    /// sign it, and zip it all in a fixed order with fixed timestamps.
    ///
    /// To build many passes that share their images, make one ``PackagePipeline`` and reuse it.
    ///
    /// The pass is validated first: one that Wallet would refuse is not signed, and
    /// ``PassRefusedError`` carries the report. Its warnings join the result's diagnostics.
    ///
    /// - Parameters:
    ///   - identity: The signing identity; its certificate must match the pass's identifiers.
    ///   - signingTime: The time recorded in the signature, and at which the certificates must be valid.
    ///   - validation: `.skip` signs without validating.
    public func signed(with identity: SigningIdentity, signingTime: Date = Date(), validation: SigningValidation = .refuseErrors) throws -> SignedPass {
        let pipeline = try PackagePipeline(sharedFiles: files, identity: identity, validation: ValidationPolicy(validation))
        var signed = SignedPass(try pipeline.run(.pass(pass), signingTime: signingTime))
        signed.diagnostics = diagnostics + signed.diagnostics.filter { !diagnostics.contains($0) }
        return signed
    }

    /// Builds the signed pass and writes it to `url` through a temporary file and a rename.
    @discardableResult
    public func write(to url: URL, signedWith identity: SigningIdentity, signingTime: Date = Date(), validation: SigningValidation = .refuseErrors) throws -> SignedPass {
        let signed = try signed(with: identity, signingTime: signingTime, validation: validation)
        try FileIO.writeAtomically(signed.archive, to: url, what: "pass")
        return signed
    }
}
