public import Foundation

/// Builds signed passes that share their files (images, localizations) with little work per pass.
///
/// The shared files are hashed and zipped once, in ``init(files:)``; each ``build(_:extraFiles:signedWith:signingTime:validation:)``
/// then serialises `pass.json`, writes the manifest, signs it and appends the three to a copy of the
/// prepared archive. Use one builder for a batch of passes from the same design; it is immutable and
/// safe to use from several threads at once.
public struct PassBuilder: Sendable {
    /// The files every pass gets, by path.
    public let files: [String: Data]
    private let digests: [String: String]
    /// `manifest.json` of the shared files and `pass.json`, written once, split where the
    /// digest of `pass.json` goes: writing the manifest per pass cost about 1% of a batch.
    private let manifestAround: (before: Data, after: Data)?
    private let appender: ZipAppender
    /// The shared images, decoded and measured on the first validation and reused by every other;
    /// a builder that signs without validating never decodes them.
    private let images: Memo<[ImageFile]>

    /// Prepares the shared files. `pass.json`, `manifest.json` and `signature` are ignored if present.
    public init(files: [String: Data]) throws {
        let shared = files.filter { $0.key != "pass.json" && !Manifest.isSignatureFile($0.key) }
        self.files = shared
        digests = Manifest(files: shared).digests
        manifestAround = Self.manifestAround(digests)
        appender = try ZipAppender(files: shared.keys.sorted().map { ZipWriter.Entry(name: $0, data: shared[$0] ?? Data()) })
        images = Memo { ValidationContext(source: PassSource(name: "shared files", origin: .memory, files: shared)).images }
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
        let passJSON = try BuildStage.passJSON.run(clock) { try pass.jsonData() }
        var warnings: [Diagnostic] = []
        if validation == .refuseErrors {
            var all = files
            for (path, data) in extraFiles where path != "pass.json" && !Manifest.isSignatureFile(path) { all[path] = data }
            all["pass.json"] = passJSON
            let report = BuildStage.validation.run(clock) {
                PassValidator().validate(PassSource(name: pass.serialNumber, origin: .memory, files: all), knownImages: images.value)
            }
            guard report.isValid else { throw PassRefusedError(report: report, serialNumber: pass.serialNumber) }
            warnings = report.diagnostics.filter { $0.severity == .warning }
        }
        var signed = try build(
            passJSON: passJSON,
            identifiers: (pass.passTypeIdentifier, pass.teamIdentifier, pass.serialNumber),
            extraFiles: extraFiles, signedWith: identity, signingTime: signingTime, clock: clock
        )
        signed.diagnostics = warnings + signed.diagnostics
        return signed
    }

    /// Builds and signs a pass from `pass.json` bytes taken as they are, for callers that already
    /// hold strict JSON (a rendered template) and so skip encoding the typed model again. The pass
    /// is not validated here: the caller has (as ``TemplateIssuer`` does, with the rules a record
    /// can break).
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
        try build(passJSON: passJSON, identifiers: identifiers, extraFiles: extraFiles, signedWith: identity, signingTime: signingTime, clock: nil)
    }

    /// Builds the signed pass as ``build(passJSON:identifiers:extraFiles:signedWith:signingTime:)``
    /// does, its archive left in two parts: the builder's shared entries and the pass's own.
    package func buildParts(
        passJSON: Data, identifiers: (passType: String, team: String, serial: String), extraFiles: [String: Data] = [:],
        signedWith identity: SigningIdentity, signingTime: Date = Date()
    ) throws -> (parts: ArchiveParts, diagnostics: [Diagnostic]) {
        let built = try build(passJSON: passJSON, identifiers: identifiers, extraFiles: extraFiles, signedWith: identity, signingTime: signingTime, clock: nil) { $0 }
        return (built.archive, built.diagnostics)
    }

    /// The manifest, signature and zip steps every pass goes through, timed by `clock` when given.
    private func build(
        passJSON: Data, identifiers: (passType: String, team: String, serial: String), extraFiles: [String: Data],
        signedWith identity: SigningIdentity, signingTime: Date, clock: BuildStage.Clock?
    ) throws -> SignedPass {
        let built = try build(passJSON: passJSON, identifiers: identifiers, extraFiles: extraFiles, signedWith: identity, signingTime: signingTime, clock: clock) {
            $0.joined
        }
        return SignedPass(archive: built.archive, manifest: built.manifest, signature: built.signature, diagnostics: built.diagnostics)
    }

    /// The steps, the archive made by `finish` from its two parts.
    private func build<Archive>(
        passJSON: Data, identifiers: (passType: String, team: String, serial: String), extraFiles: [String: Data],
        signedWith identity: SigningIdentity, signingTime: Date, clock: BuildStage.Clock?, finish: (ArchiveParts) -> Archive
    ) throws -> (archive: Archive, manifest: Data, signature: Data, diagnostics: [Diagnostic]) {
        let warnings = try identity.check(passTypeIdentifier: identifiers.passType, teamIdentifier: identifiers.team, serialNumber: identifiers.serial, at: signingTime)
        let extras = extraFiles.filter { $0.key != "pass.json" && !Manifest.isSignatureFile($0.key) }
        let manifest = BuildStage.manifest.run(clock) { self.manifest(passJSON: passJSON, extraFiles: extras) }
        let signature = try BuildStage.signature.run(clock) { try identity.signature(for: manifest, signingTime: signingTime) }
        let archive = try BuildStage.archive.run(clock) {
            finish(try self.archiveParts(passJSON: passJSON, manifest: manifest, signature: signature, extraFiles: extras))
        }
        return (archive, manifest, signature, warnings)
    }

    /// The `manifest.json` bytes for the shared files, `extraFiles` and `passJSON`: sorted keys, so
    /// always the same bytes.
    public func manifest(passJSON: Data, extraFiles: [String: Data] = [:]) -> Data {
        if extraFiles.isEmpty, let manifestAround {
            return manifestAround.before + Data(Manifest.sha1(passJSON).utf8) + manifestAround.after
        }
        var all = digests
        for (path, data) in extraFiles { all[path] = Manifest.sha1(data) }
        all["pass.json"] = Manifest.sha1(passJSON)
        return Manifest(digests: all).jsonData()
    }

    /// `manifest.json` of `digests` and `pass.json`, before and after the digest of `pass.json`.
    private static func manifestAround(_ digests: [String: String]) -> (before: Data, after: Data)? {
        // Not hexadecimal, so found nowhere else in the manifest.
        let mark = String(repeating: "x", count: 40)
        var all = digests
        all["pass.json"] = mark
        let text = Manifest(digests: all).jsonData()
        let bytes = Array(Data(mark.utf8))
        guard let start = text.firstRange(of: bytes)?.lowerBound else { return nil }
        return (Data(text[..<start]), Data(text[(start + bytes.count)...]))
    }

    /// The `.pkpass` bytes: the shared files by path, then `pass.json`, `manifest.json` and `signature`,
    /// all with a fixed timestamp, so the same inputs always give the same bytes.
    ///
    /// The three per-pass entries are stored, not deflated: they are a few kilobytes, and a deflate
    /// stream costs more to set up (about 256 KB of zeroed state) than the RSA signature itself.
    public func archive(passJSON: Data, manifest: Data, signature: Data, extraFiles: [String: Data] = [:]) throws -> Data {
        try archiveParts(passJSON: passJSON, manifest: manifest, signature: signature, extraFiles: extraFiles).joined
    }

    /// The `.pkpass` of ``archive(passJSON:manifest:signature:extraFiles:)`` in two parts: the shared
    /// entries (the same storage for every pass) and the rest, when it begins with them.
    private func archiveParts(passJSON: Data, manifest: Data, signature: Data, extraFiles: [String: Data]) throws -> ArchiveParts {
        if appendsToShared(extraFiles) {
            return ArchiveParts(
                prefix: appender.entries,
                rest: appender.rest(appending: extraFiles.keys.sorted().map { ($0, extraFiles[$0] ?? Data()) } + [
                    ("pass.json", passJSON), ("manifest.json", manifest), ("signature", signature),
                ])
            )
        }
        // A file of the pass that replaces a shared one goes through libzip, which overwrites it.
        return ArchiveParts(prefix: nil, rest: try ZipWriter.archive(
            base: appender.appending([]),
            adding: extraFiles.keys.sorted().map { ZipWriter.Entry(name: $0, data: extraFiles[$0] ?? Data()) } + [
                ZipWriter.Entry(name: "pass.json", data: passJSON, compress: false),
                ZipWriter.Entry(name: "manifest.json", data: manifest, compress: false),
                ZipWriter.Entry(name: "signature", data: signature, compress: false),
            ],
            operation: "zip the pass"
        ))
    }

    /// Whether an archive with `extraFiles` is the shared entries with its own appended (none of
    /// them replaces a shared file).
    private func appendsToShared(_ extraFiles: [String: Data]) -> Bool {
        extraFiles.keys.allSatisfy { files[$0] == nil && $0 != "pass.json" && !Manifest.isSignatureFile($0) }
    }
}
