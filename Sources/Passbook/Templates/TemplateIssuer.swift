public import Foundation

/// Issues signed passes (or orders) from one template: renders a record, validates the package, signs it.
///
/// The template's shared files are hashed and zipped once and its images measured once, so each
/// pass costs its own rendering, validation and signature only. Used by ``BatchIssuer`` and by the
/// web service; immutable and safe to share between threads.
public struct TemplateIssuer: Sendable {
    /// A signed pass and what it was made of.
    public struct Issued: Sendable {
        /// The decoded pass.
        public var pass: Pass
        /// The exact `pass.json` bytes inside the archive.
        public var passJSON: Data
        /// The signed `.pkpass` bytes.
        public var archive: Data
        /// Every file of the pass (`pass.json` included, manifest and signature not), for previews.
        public var files: [String: Data]
        /// ``archive`` as the builder left it: the entries every pass of the template shares (when it
        /// begins with them) and the pass's own.
        package var parts: ArchiveParts
    }

    /// The template passes are made from.
    public let template: PassTemplate
    /// The identity that signs them.
    public let identity: SigningIdentity
    /// The validator each rendered pass goes through; errors reject the record.
    public let validator: PassValidator
    /// The validation report of the template rendered with its examples: its warnings apply to
    /// every pass, so they are reported once.
    public let exampleReport: ValidationReport

    /// The pipeline every pass of the template goes through: rendered, judged by the rules a
    /// record can break, signed.
    public let pipeline: PackagePipeline

    /// Prepares a template: renders it with its examples, validates that pass and checks the
    /// identity against it, so a template or certificate problem shows before any record.
    ///
    /// - Parameters:
    ///   - template: The template, with its examples.
    ///   - identity: The certificate and key every pass is signed with.
    ///   - validator: The rules each pass must pass.
    ///   - overrides: Top-level `pass.json` keys every pass gets (a `webServiceURL`), set
    ///     on the example pass too.
    ///   - signingTime: The signing time of the example pass.
    public init(template: PassTemplate, identity: SigningIdentity, validator: PassValidator = PassValidator(), overrides: JSONObject = [:], signingTime: Date = Date()) throws {
        self.template = template
        self.identity = identity
        self.validator = validator
        let operation = "prepare the template \(template.name)"
        let renderer = try RecordRenderer(template: template, overrides: overrides)
        let source = PassSource(name: "\(template.name) (examples)", origin: .memory, files: renderer.exampleFiles)
        isPersonalizable = renderer.isPersonalizable
        if template.kind == .order {
            // Orders are judged whole, each one: their rules are few and an order is small.
            let report = validator.validate(package: source)
            exampleReport = report
            try Self.refuse(report, template: template, operation: operation)
            let json = try OrderDocument.parse(renderer.exampleFiles["order.json"] ?? Data(), name: template.name)
            let identifiers = OrderDocument.identifiers(json)
            _ = try identity.check(orderTypeIdentifier: identifiers.typeIdentifier, orderIdentifier: identifiers.serialNumber, at: signingTime)
            pipeline = try PackagePipeline(renderer: renderer, identity: identity, validation: .refuseErrors(validator))
            return
        }
        let context = ValidationContext(source: source, thresholds: validator.options.thresholds)
        let (report, example) = validator.validateDecoding(context)
        exampleReport = report
        try Self.refuse(report, template: template, operation: operation)
        guard let example else { throw PassbookError(.invalidTemplate, operation: operation, reason: "the pass made from its examples could not be read") }
        _ = try identity.check(for: example, at: signingTime)
        let records = RecordValidation(
            validator: validator, example: context, examplePass: example,
            recordKeys: template.templatedKeys.union(overrides.keys), recordFiles: renderer.recordFiles
        )
        pipeline = try PackagePipeline(renderer: renderer, identity: identity, validation: .incremental(records))
    }

    /// Throws when the package the examples make has errors: every record's would.
    private static func refuse(_ report: ValidationReport, template: PassTemplate, operation: String) throws {
        guard !report.isValid else { return }
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
        throw PassbookError(
            .invalidTemplate, operation: operation,
            reason: "the \(template.kind.name) made from its examples has \(errors.count == 1 ? "an error" : "\(errors.count) errors"): \(errors.joined(separator: "; "))",
            fix: "Fix the template (passbook validate \(template.name) shows every finding)"
        )
    }

    /// Whether passes of this template offer rewards sign-up (the template has `personalization.json`).
    public let isPersonalizable: Bool

    /// `personalization.json` and the `personalizationLogo` images: what a personalized pass leaves out,
    /// or Wallet would offer the sign-up again.
    public static func isPersonalizationFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "personalization.json" || name.hasPrefix("personalizationLogo")
    }

    /// Renders, validates and signs the pass of `record`.
    ///
    /// - Parameters:
    ///   - record: The record's values.
    ///   - overrides: Top-level `pass.json` keys set after rendering (`webServiceURL`, `voided`).
    ///   - signingTime: The time the signature states.
    ///   - personalized: Leave out `personalization.json` and its logo, for a holder who
    ///     has enrolled.
    /// - Throws: ``PassbookError`` with code ``PassbookError/Code/invalidRecord`` when the record does
    ///   not fit the template or the pass it gives has validation errors; signing errors as they come.
    public func issue(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date(), personalized: Bool = false) throws -> Issued {
        guard template.kind == .pass else {
            throw PassbookError(
                .invalidTemplate, operation: "issue the pass of the \(record.location)", reason: "\(template.name) is an order template",
                fix: "Issue its records with signedPackage(_:overrides:signingTime:), which makes orders too"
            )
        }
        let signed = try pipeline.run(.record(record, overrides: overrides, personalized: personalized), signingTime: signingTime, decoding: true, clock: nil)
        guard let pass = signed.pass else {
            throw PassbookError(.invalidRecord, operation: "issue the pass of the \(record.location)", reason: "the pass could not be read back")
        }
        return Issued(pass: pass, passJSON: signed.document, archive: signed.archive, files: signed.files, parts: signed.parts)
    }

    /// Renders, validates and signs the package of `record`, pass or order as the template makes.
    ///
    /// - Throws: ``PassbookError`` with code ``PassbookError/Code/invalidRecord`` when the record does
    ///   not fit the template or the package it gives has validation errors; signing errors as they come.
    public func signedPackage(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date()) throws -> SignedPackage {
        try pipeline.run(.record(record, overrides: overrides), signingTime: signingTime, decoding: false, clock: nil)
    }

    /// A pass's exact `pass.json` and its signed archive, in two parts when it begins with the
    /// entries every pass of the template shares.
    package typealias SignedBytes = (passJSON: Data, parts: ArchiveParts)

    /// The signed archive and `pass.json` of `record`, made as ``issue(_:overrides:signingTime:personalized:)``
    /// makes them but without decoding the typed pass, for a caller that keeps only the bytes
    /// (the service signing passes again in the background).
    package func issueArchive(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date(), personalized: Bool = false) throws -> SignedBytes {
        let signed = try pipeline.run(.record(record, overrides: overrides, personalized: personalized), signingTime: signingTime, decoding: false, clock: nil)
        return (signed.document, signed.parts)
    }
}
