public import Foundation

/// Builds signed passes that share their files (images, localizations) with little work per pass:
/// a ``PackagePipeline`` whose identity and validation are chosen per pass.
///
/// The shared files are hashed and zipped once, in ``init(files:)``; each
/// ``build(_:extraFiles:signedWith:signingTime:validation:)`` then serialises `pass.json`, writes
/// the manifest, signs it and appends the three to a copy of the prepared archive. Use one builder
/// for a batch of passes from the same design; it is immutable and safe to use from several
/// threads at once.
public struct PassBuilder: Sendable {
    private let shared: SharedFiles

    /// The files every pass gets, by path.
    public var files: [String: Data] { shared.files }

    /// Prepares the shared files. `pass.json`, `manifest.json` and `signature` are ignored if present.
    public init(files: [String: Data]) throws {
        shared = try SharedFiles(files: files, kind: .pass)
    }

    /// The pipeline of this builder's files with `identity` and `validation`.
    public func pipeline(signedWith identity: SigningIdentity, validation: ValidationPolicy) -> PackagePipeline {
        PackagePipeline(kind: .pass, shared: shared, identity: identity, validation: validation)
    }

    /// Builds and signs `pass` with the shared files.
    ///
    /// - Parameters:
    ///   - pass: The pass; its identifiers must match the identity's certificate.
    ///   - extraFiles: Files of this pass only (a `pass.strings` with the holder's name), by path;
    ///     they replace shared files of the same path.
    ///   - identity: The signing identity.
    ///   - signingTime: The time recorded in the signature; the certificates must be valid then.
    ///   - validation: By default the pass is validated with its files first, and one that Wallet
    ///     would refuse is not signed (``PassRefusedError``); `.skip` signs it as it is.
    public func build(
        _ pass: Pass, extraFiles: [String: Data] = [:], signedWith identity: SigningIdentity, signingTime: Date = Date(),
        validation: SigningValidation = .refuseErrors
    ) throws -> SignedPass {
        try build(pass, extraFiles: extraFiles, signedWith: identity, signingTime: signingTime, validation: validation, clock: nil)
    }

    /// ``build(_:extraFiles:signedWith:signingTime:validation:)``, telling `clock` how long each
    /// stage took.
    package func build(
        _ pass: Pass, extraFiles: [String: Data] = [:], signedWith identity: SigningIdentity, signingTime: Date = Date(),
        validation: SigningValidation = .refuseErrors, clock: BuildStage.Clock?
    ) throws -> SignedPass {
        SignedPass(try pipeline(signedWith: identity, validation: ValidationPolicy(validation)).run(
            .pass(pass, ownFiles: extraFiles), signingTime: signingTime, decoding: true, clock: clock
        ))
    }

    /// Builds and signs a pass from `pass.json` bytes taken as they are, for callers that already
    /// hold strict JSON and so skip encoding the typed model again. The pass is not validated here.
    ///
    /// - Parameters:
    ///   - passJSON: The exact `pass.json` bytes to sign.
    ///   - identifiers: The pass's `passTypeIdentifier`, `teamIdentifier` and `serialNumber`,
    ///     checked against the identity's certificate.
    ///   - extraFiles: Files of this pass only, by path; they replace shared files of the same path.
    ///   - identity: The signing identity.
    ///   - signingTime: The time recorded in the signature; the certificates must be valid then.
    public func build(
        passJSON: Data, identifiers: (passType: String, team: String, serial: String), extraFiles: [String: Data] = [:],
        signedWith identity: SigningIdentity, signingTime: Date = Date()
    ) throws -> SignedPass {
        let identifiers = PackageIdentifiers(typeIdentifier: identifiers.passType, teamIdentifier: identifiers.team, serialNumber: identifiers.serial)
        return SignedPass(try pipeline(signedWith: identity, validation: .none).run(
            .document(passJSON, identifiers: identifiers, ownFiles: extraFiles), signingTime: signingTime
        ))
    }

    /// The `manifest.json` bytes for the shared files, `extraFiles` and `passJSON`: sorted keys, so
    /// always the same bytes.
    public func manifest(passJSON: Data, extraFiles: [String: Data] = [:]) -> Data {
        shared.manifest.manifest(document: passJSON, ownFiles: extraFiles.filter { !PackageKind.pass.isWrittenByPipeline($0.key) })
    }

    /// The `.pkpass` bytes: the shared files by path, then `pass.json`, `manifest.json` and `signature`,
    /// all with a fixed timestamp, so the same inputs always give the same bytes.
    public func archive(passJSON: Data, manifest: Data, signature: Data, extraFiles: [String: Data] = [:]) throws -> Data {
        try shared.archive.archive(
            document: ("pass.json", passJSON), manifest: manifest, signature: signature,
            ownFiles: extraFiles.filter { !PackageKind.pass.isWrittenByPipeline($0.key) }
        ).joined
    }
}

extension SignedPass {
    /// The pass of a package the pipeline signed.
    init(_ package: SignedPackage) {
        self.init(archive: package.archive, manifest: package.manifest, signature: package.signature, diagnostics: package.diagnostics)
    }
}
