public import Foundation

/// Issues signed passes from one template: renders a record, validates the pass, signs it.
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

    private let builder: PassBuilder
    /// The builder for holders who have enrolled: the shared files without the sign-up sheet.
    private let personalizedBuilder: PassBuilder?
    private let knownImages: [ImageFile]
    /// The template's `.strings` as read for the example pass: the same bytes in a record's pass are not parsed again.
    private let knownStrings: ValidationContext.ReadStrings
    private let overrides: JSONObject

    /// Prepares a template: renders it with its examples, validates that pass and checks the
    /// identity against it, so a template or certificate problem shows before any record.
    ///
    /// - Parameter overrides: Top-level `pass.json` keys every pass gets (a `webServiceURL`), set
    ///   on the example pass too.
    public init(template: PassTemplate, identity: SigningIdentity, validator: PassValidator = PassValidator(), overrides: JSONObject = [:], signingTime: Date = Date()) throws {
        self.template = template
        self.identity = identity
        self.validator = validator
        self.overrides = overrides
        let operation = "prepare the template \(template.name)"
        let files = try Self.render(template, template.exampleRecord, overrides: overrides)
        let source = PassSource(name: "\(template.name) (examples)", origin: .memory, files: files)
        let context = ValidationContext(source: source, thresholds: validator.options.thresholds)
        knownImages = context.images
        knownStrings = context.parsedStrings
        let (report, example) = validator.validateDecoding(source, knownImages: knownImages)
        exampleReport = report
        guard report.isValid, let example else {
            let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
            throw PassbookError(
                .invalidTemplate, operation: operation,
                reason: "the pass made from its examples has \(errors.count == 1 ? "an error" : "\(errors.count) errors"): \(errors.joined(separator: "; "))",
                fix: "Fix the template (passbook validate \(template.name) shows every finding)"
            )
        }
        _ = try identity.check(for: example, at: signingTime)
        builder = try PassBuilder(files: template.sharedFiles)
        personalizedBuilder = template.sharedFiles["personalization.json"] == nil
            ? nil : try PassBuilder(files: template.sharedFiles.filter { !Self.isPersonalizationFile($0.key) })
    }

    /// Whether passes of this template offer rewards sign-up (the template has `personalization.json`).
    public var isPersonalizable: Bool { personalizedBuilder != nil }

    /// `personalization.json` and the `personalizationLogo` images: what a personalized pass leaves out,
    /// or Wallet would offer the sign-up again.
    public static func isPersonalizationFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "personalization.json" || name.hasPrefix("personalizationLogo")
    }

    /// Renders, validates and signs the pass of `record`.
    ///
    /// - Parameter overrides: Top-level `pass.json` keys set after rendering (`webServiceURL`, `voided`).
    /// - Throws: ``PassbookError`` with code ``PassbookError/Code/invalidRecord`` when the record does
    ///   not fit the template or the pass it gives has validation errors; signing errors as they come.
    /// - Parameter personalized: Leave out `personalization.json` and its logo, for a holder who
    ///   has enrolled.
    public func issue(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date(), personalized: Bool = false) throws -> Issued {
        // The rendered JSON is written once and read once, by the validator; the signed archive
        // takes the same bytes, so the typed model is decoded once and never encoded.
        var all = self.overrides
        for (key, value) in overrides { all[key] = value }
        var files = try Self.render(template, record, overrides: all)
        if personalized, personalizedBuilder != nil { files = files.filter { !Self.isPersonalizationFile($0.key) } }
        let passJSON = files["pass.json"] ?? Data()
        let (report, pass) = validator.validateDecoding(ValidationContext(
            source: PassSource(name: record.location, origin: .memory, files: files), thresholds: validator.options.thresholds,
            knownImages: knownImages, knownStrings: knownStrings
        ))
        let errors = report.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let pass else {
            throw PassbookError(
                .invalidRecord, operation: "issue the pass of the \(record.location)",
                reason: "the pass is invalid: \(errors.map(\.description).joined(separator: "; "))",
                fix: "Correct the record's values (or the template) so the pass validates"
            )
        }
        let extras = files.filter { template.recordFilePaths.contains($0.key) }
        let signed = try (personalized ? personalizedBuilder ?? builder : builder).build(
            passJSON: passJSON, identifiers: (pass.passTypeIdentifier, pass.teamIdentifier, pass.serialNumber),
            extraFiles: extras, signedWith: identity, signingTime: signingTime
        )
        return Issued(pass: pass, passJSON: passJSON, archive: signed.archive, files: files)
    }

    /// The pass's files with `pass.json` rendered, `overrides` set on it, and written once.
    private static func render(_ template: PassTemplate, _ record: TemplateRecord, overrides: JSONObject) throws -> [String: Data] {
        var (json, files) = try template.renderFiles(record)
        if !overrides.isEmpty, case .object(var object) = json {
            for (key, value) in overrides { object[key] = value }
            json = .object(object)
        }
        files["pass.json"] = JSONWriter(style: .pretty).data(from: json)
        return files
    }
}
