public import Foundation

/// The one way a Wallet package is made: read (or render) → validate → manifest → sign →
/// archive → deliver.
///
/// Every face makes packages through this type and chooses only a ``ValidationPolicy`` and the
/// sinks the packages go to: ``PassPackage/signed(with:signingTime:validation:)``,
/// ``PassBuilder``, ``TemplateIssuer`` (and through it ``BatchIssuer`` and the web service),
/// `passbook build` and `passbook bench`. Each stage is the code of its folder: `Package` reads,
/// `Templates` renders, `Validation` judges, `Manifest` hashes, `Signing` signs, `Archive` zips.
///
/// The files every package shares are hashed and zipped once, when the pipeline is made, so each
/// package costs its own document, manifest and signature. A pipeline is immutable and safe to
/// use from several threads at once.
///
/// ```swift
/// let pipeline = try PackagePipeline(sharedFiles: images, identity: identity)
/// let signed = try pipeline.run(.pass(pass), into: [FileSink(url: URL(fileURLWithPath: "Ticket.pkpass"))])
/// ```
public struct PackagePipeline: Sendable {
    /// The kind of package made.
    public let kind: PackageKind
    /// The identity that signs every package.
    public let identity: SigningIdentity
    /// How each package is judged before it is signed.
    public let validation: ValidationPolicy
    /// The prepared shared files, by the variant a rendered record asks for (always `.shared`).
    private let sharedSets: [SharedFilesVariant: SharedFiles]
    /// The render stage, for a template's records.
    private let renderer: RecordRenderer?

    /// A pipeline whose packages share `sharedFiles` (the document, manifest and signature among
    /// them are ignored).
    public init(kind: PackageKind = .pass, sharedFiles: [String: Data] = [:], identity: SigningIdentity, validation: ValidationPolicy = .refuseErrors(PassValidator())) throws {
        try self.init(kind: kind, shared: SharedFiles(files: sharedFiles, kind: kind), identity: identity, validation: validation)
    }

    /// A pipeline on files prepared already (a ``PassBuilder``'s).
    init(kind: PackageKind, shared: SharedFiles, identity: SigningIdentity, validation: ValidationPolicy) {
        self.kind = kind
        self.identity = identity
        self.validation = validation
        sharedSets = [.shared: shared]
        renderer = nil
    }

    /// A pipeline for the records of a template: rendered by `renderer`, judged by `validation`.
    init(renderer: RecordRenderer, identity: SigningIdentity, validation: ValidationPolicy) throws {
        let kind = renderer.template.kind
        self.kind = kind
        self.identity = identity
        self.validation = validation
        self.renderer = renderer
        sharedSets = try renderer.sharedFileSets.mapValues { try SharedFiles(files: $0, kind: kind) }
    }

    /// The shared files of packages that are not rendered records.
    var sharedFiles: SharedFiles { sharedSets[.shared]! }

    /// Makes the package of `input`, signed at `signingTime`, and delivers it to each of `sinks`
    /// in order.
    ///
    /// - Throws: ``PassRefusedError`` when the policy refuses the package; ``PassbookError`` with
    ///   code ``PassbookError/Code/invalidRecord`` for a record that does not fit the template or
    ///   gives a pass with errors; signing and sink errors as they come.
    @discardableResult
    public func run(_ input: PackageInput, signingTime: Date = Date(), into sinks: [any PackageSink] = []) throws -> SignedPackage {
        try run(input, signingTime: signingTime, decoding: true, into: sinks, clock: nil)
    }

    /// ``run(_:signingTime:into:)``; a record's pass is decoded only when `decoding` (a batch that
    /// writes archives has no use for it), and `clock` is told how long each stage took.
    package func run(_ input: PackageInput, signingTime: Date, decoding: Bool, into sinks: [any PackageSink] = [], clock: BuildStage.Clock?) throws -> SignedPackage {
        var draft = try BuildStage.read.run(clock) { try read(input) }
        var report: ValidationReport?
        if case .none = validation {} else {
            report = try BuildStage.validation.run(clock) { try validate(&draft, decoding: decoding) }
        }
        var warnings: [Diagnostic]
        let identifiers: PackageIdentifiers
        switch kind.document {
        case .pass:
            if draft.source != nil {
                // A pass read from files is signed as strict JSON written from the decoded pass: what
                // Wallet reads, whatever leniencies (a trailing comma, comments) its file had.
                let pass = try draft.pass ?? decodedPass(draft, report: report)
                draft.pass = pass
                draft.document = try pass.jsonData()
            }
            identifiers = try draft.identifiers ?? PackageIdentifiers(draft.pass ?? decodedPass(draft, report: report))
            warnings = try identity.check(
                passTypeIdentifier: identifiers.typeIdentifier, teamIdentifier: identifiers.teamIdentifier,
                serialNumber: identifiers.serialNumber, at: signingTime
            )
        case .order:
            // An order is signed as strict JSON written from what was read, every key kept (parsed
            // once: by the validation when it ran).
            let json = try draft.orderJSON ?? OrderDocument.parse(draft.document, name: draft.name)
            draft.document = JSONWriter.write(.object(json), style: .compact)
            identifiers = OrderDocument.identifiers(json)
            warnings = try identity.check(orderTypeIdentifier: identifiers.typeIdentifier, orderIdentifier: identifiers.serialNumber, at: signingTime)
        }
        if case .refuseErrors = validation, let report { warnings = report.diagnostics.filter { $0.severity == .warning } + warnings }
        let manifest = BuildStage.manifest.run(clock) { draft.shared.manifest.manifest(document: draft.document, ownFiles: draft.ownFiles) }
        let signature = try BuildStage.signature.run(clock) { try identity.signature(for: manifest, signingTime: signingTime) }
        let parts = try BuildStage.archive.run(clock) {
            try draft.shared.archive.archive(document: (kind.documentName, draft.document), manifest: manifest, signature: signature, ownFiles: draft.ownFiles)
        }
        let signed = SignedPackage(
            kind: kind, identifiers: identifiers, document: draft.document, pass: draft.pass, files: draft.files,
            manifest: manifest, signature: signature, report: report, diagnostics: warnings, parts: parts
        )
        if !sinks.isEmpty {
            try BuildStage.delivery.run(clock) {
                for sink in sinks { try sink.deliver(signed) }
            }
        }
        return signed
    }

    /// One package on its way, between the stages.
    private struct Draft {
        var kind: PackageKind
        var name: String
        var document: Data
        /// The shared files it is built on.
        var shared: SharedFiles
        /// Its files beyond (or replacing) the shared ones.
        var ownFiles: [String: Data]
        var identifiers: PackageIdentifiers?
        var pass: Pass?
        /// An order's `order.json` as the validation read it.
        var orderJSON: JSONObject?
        /// The files as read, for a package read from a folder or archive.
        var source: PassSource?
        var rendered: RenderedRecord?

        /// Every file of the package but the manifest and signature.
        var files: [String: Data] {
            if var files = rendered?.files {
                files[kind.documentName] = document
                return files
            }
            var all = source.map { $0.files.filter { $0.key != "manifest.json" && $0.key != "signature" } } ?? shared.files
            for (path, data) in ownFiles { all[path] = data }
            all[kind.documentName] = document
            return all
        }
    }

    /// The read stage, or the render stage for a record.
    private func read(_ input: PackageInput) throws -> Draft {
        switch input {
        case .pass(let pass, let ownFiles):
            return Draft(
                kind: kind, name: pass.serialNumber, document: try pass.jsonData(), shared: sharedFiles, ownFiles: own(ownFiles),
                identifiers: PackageIdentifiers(pass), pass: pass
            )
        case .document(let document, let identifiers, let ownFiles):
            return Draft(kind: kind, name: identifiers.serialNumber, document: document, shared: sharedFiles, ownFiles: own(ownFiles), identifiers: identifiers)
        case .source(let source):
            // The files beside the document are this package's alone: prepared here, once.
            return Draft(
                kind: kind, name: source.name, document: source.files[kind.documentName] ?? Data(),
                shared: try SharedFiles(files: source.files, kind: kind), ownFiles: [:], source: source
            )
        case .record(let record, let overrides, let personalized):
            guard let renderer else {
                throw PassbookError(
                    .invalidRecord, operation: "issue the pass of the \(record.location)",
                    reason: "this pipeline has no template to render records with",
                    fix: "Issue records through a TemplateIssuer, or give the pipeline a pass"
                )
            }
            let rendered = try renderer.render(record, overrides: overrides, personalized: personalized)
            return Draft(
                kind: kind, name: record.location, document: rendered.files[kind.documentName] ?? Data(),
                shared: sharedSets[rendered.base] ?? sharedFiles, ownFiles: rendered.ownFiles, rendered: rendered
            )
        }
    }

    /// A caller's own files, without those the pipeline writes itself.
    private func own(_ files: [String: Data]) -> [String: Data] {
        files.filter { !kind.isWrittenByPipeline($0.key) }
    }

    /// The validation stage: the report when every rule ran, the pass decoded on the way.
    private func validate(_ draft: inout Draft, decoding: Bool) throws -> ValidationReport? {
        switch validation {
        case .none:
            return nil
        case .refuseErrors(let validator):
            return try validateFully(&draft, with: validator, refusing: true)
        case .reportOnly(let validator):
            return try validateFully(&draft, with: validator, refusing: false)
        case .incremental(let records):
            guard let rendered = draft.rendered else { return try validateFully(&draft, with: records.validator, refusing: true) }
            let (report, pass) = records.validate(rendered, decoding: decoding)
            let errors = report.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty, pass != nil || !decoding else {
                throw PassbookError(
                    .invalidRecord, operation: "issue the pass of the \(rendered.location)",
                    reason: "the pass is invalid: \(errors.map(\.description).joined(separator: "; "))",
                    fix: "Correct the record's values (or the template) so the pass validates"
                )
            }
            draft.pass = pass
            let object = rendered.json.objectValue
            draft.identifiers = PackageIdentifiers(
                typeIdentifier: records.examplePass.passTypeIdentifier, teamIdentifier: records.examplePass.teamIdentifier,
                serialNumber: pass?.serialNumber ?? object?["serialNumber"]?.stringValue ?? ""
            )
            return nil
        }
    }

    /// Every rule of `validator` on the package; with `refusing`, one with errors is not signed.
    private func validateFully(_ draft: inout Draft, with validator: PassValidator, refusing: Bool) throws -> ValidationReport {
        let source = draft.source ?? PassSource(name: draft.name, origin: .memory, files: draft.files)
        if kind.document == .order {
            // The order rules, weighed by the same options as the pass rules.
            let (report, json) = OrderValidator(options: validator.options).validateDecoding(source)
            draft.orderJSON = json
            if refusing, !report.isValid, let rendered = draft.rendered {
                let errors = report.diagnostics.filter { $0.severity == .error }
                throw PassbookError(
                    .invalidRecord, operation: "issue the order of the \(rendered.location)",
                    reason: "the order is invalid: \(errors.map(\.description).joined(separator: "; "))",
                    fix: "Correct the record's values (or the template) so the order validates"
                )
            }
            if refusing, !report.isValid { throw PassRefusedError(report: report, serialNumber: draft.name) }
            return report
        }
        let known = draft.source == nil ? draft.shared.images.value : []
        let (report, pass) = validator.validateDecoding(ValidationContext(source: source, thresholds: validator.options.thresholds, knownImages: known))
        if draft.pass == nil { draft.pass = pass }
        if refusing, !report.isValid {
            throw PassRefusedError(report: report, serialNumber: draft.pass?.serialNumber ?? draft.identifiers?.serialNumber ?? draft.name)
        }
        return report
    }

    /// The pass of a package whose policy did not decode it, or why it does not decode.
    private func decodedPass(_ draft: Draft, report: ValidationReport?) throws -> Pass {
        // Even a pass signed whatever its report says needs a document that decodes: the report
        // says why it does not; without one, reading it throws why.
        if let report, !report.isValid { throw PassRefusedError(report: report, serialNumber: draft.name) }
        let source = draft.source ?? PassSource(name: draft.name, origin: .memory, files: draft.files)
        return try source.package().pass
    }
}
