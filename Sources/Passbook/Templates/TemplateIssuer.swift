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

    private let builder: PassBuilder
    /// The builder for passes whose `.strings` files are the example's: those are hashed and
    /// zipped once too (`nil` when the template has no `.strings` with placeholders).
    private let exampleStringsBuilder: PassBuilder?
    /// The builder for holders who have enrolled: the shared files without the sign-up sheet.
    private let personalizedBuilder: PassBuilder?
    /// What the validator read of the example pass: a record's pass is read over it.
    private let exampleContext: ValidationContext
    /// The example pass, decoded: a record's pass decodes only the members its values change.
    private let examplePass: Pass
    /// The top-level `pass.json` keys a record's values can change (those holding placeholders,
    /// and the overrides).
    private let recordKeys: Set<String>
    /// The paths of the files besides `pass.json` that a record's values change (its `.strings`).
    private let recordFiles: Set<String>
    /// The validator's rules that can reject a pass, listed once rather than per record: the
    /// example passed every rule, and a warning about a record's pass is not reported.
    private let rejectingRules: [any ValidationRule]
    /// Which of those a record's pass goes through, by what it changed.
    private let ruleSelection: RecordRuleSelection
    private let overrides: JSONObject
    /// The template rendered with its examples, member by member.
    private let example: TemplateExample
    /// The text of each top-level member of the example's `pass.json`.
    private let exampleMembers: [String: [UInt8]]
    /// The top-level keys every pass has as the example has them: those without placeholders,
    /// and the overrides.
    private let fixedKeys: Set<String>

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
        self.overrides = overrides
        let operation = "prepare the template \(template.name)"
        let rendering = try TemplateExample(template: template)
        example = rendering
        var exampleObject = rendering.members
        for (key, value) in overrides { exampleObject[key] = value }
        var files = template.sharedFiles.merging(rendering.files) { $1 }
        files["pass.json"] = Self.writer.data(from: .object(exampleObject))
        var texts: [String: [UInt8]] = [:]
        for (key, value) in exampleObject { texts[key] = Self.writer.member(key, value) }
        exampleMembers = texts
        fixedKeys = Set(exampleObject.keys).subtracting(template.templatedKeys).union(overrides.keys)
        let source = PassSource(name: "\(template.name) (examples)", origin: .memory, files: files)
        let context = ValidationContext(source: source, thresholds: validator.options.thresholds)
        exampleContext = context
        let (report, example) = validator.validateDecoding(context)
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
        examplePass = example
        let keys = template.templatedKeys.union(overrides.keys)
        let changedFiles = Set(template.recordFilePaths)
        recordKeys = keys
        recordFiles = changedFiles
        rejectingRules = validator.rejectingRules
        ruleSelection = RecordRuleSelection(candidates: rejectingRules)
        builder = try PassBuilder(files: template.sharedFiles)
        exampleStringsBuilder = changedFiles.isEmpty ? nil : try PassBuilder(files: template.sharedFiles.merging(rendering.files) { $1 })
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
    /// - Parameters:
    ///   - record: The record's values.
    ///   - overrides: Top-level `pass.json` keys set after rendering (`webServiceURL`, `voided`).
    ///   - signingTime: The time the signature states.
    ///   - personalized: Leave out `personalization.json` and its logo, for a holder who
    ///     has enrolled.
    /// - Throws: ``PassbookError`` with code ``PassbookError/Code/invalidRecord`` when the record does
    ///   not fit the template or the pass it gives has validation errors; signing errors as they come.
    public func issue(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date(), personalized: Bool = false) throws -> Issued {
        let made = try make(record, overrides: overrides, signingTime: signingTime, personalized: personalized, decoding: true)
        guard let pass = made.pass else {
            throw PassbookError(.invalidRecord, operation: "issue the pass of the \(record.location)", reason: "the pass could not be read back")
        }
        return Issued(pass: pass, passJSON: made.passJSON, archive: made.archive, files: made.files, parts: made.parts)
    }

    /// A pass's exact `pass.json` and its signed archive, in two parts when it begins with the
    /// entries every pass of the template shares.
    package typealias SignedBytes = (passJSON: Data, parts: ArchiveParts)

    /// The signed archive and `pass.json` of `record`, made as ``issue(_:overrides:signingTime:personalized:)``
    /// makes them but without decoding the typed pass, for a caller that keeps only the bytes
    /// (the service signing passes again in the background).
    package func issueArchive(_ record: TemplateRecord, overrides: JSONObject = [:], signingTime: Date = Date(), personalized: Bool = false) throws -> SignedBytes {
        let made = try make(record, overrides: overrides, signingTime: signingTime, personalized: personalized, decoding: false)
        return (made.passJSON, made.parts)
    }

    /// What ``make(_:overrides:signingTime:personalized:decoding:)`` made.
    struct Made {
        /// The typed pass, when asked for.
        var pass: Pass?
        var serialNumber: String
        var passJSON: Data
        /// The signed archive, as the builder left it.
        var parts: ArchiveParts
        var files: [String: Data]
        /// The signed archive in one piece.
        var archive: Data { parts.joined }
    }

    /// Renders, validates and signs the pass of `record`; the typed pass is decoded only when
    /// `decoding`, as a batch that writes archives has no use for it.
    func make(_ record: TemplateRecord, overrides: JSONObject, signingTime: Date, personalized: Bool, decoding: Bool) throws -> Made {
        // The rendered JSON is written once, for the archive, and judged as rendered, never parsed
        // again. The example pass passed every rule, so a record's pass goes through the rules
        // that can reject it and read what the record changed, and the members it changed.
        var all = self.overrides
        for (key, value) in overrides { all[key] = value }
        var (json, files, same) = try renderRecord(record, overrides: all, callOverrides: overrides)
        if personalized, personalizedBuilder != nil { files = files.filter { !Self.isPersonalizationFile($0.key) } }
        let passJSON = files["pass.json"] ?? Data()
        let source = PassSource(name: record.location, origin: .memory, files: files)
        var pass: Pass?
        var report: ValidationReport?
        if !personalized, case .object(let object) = json {
            let changed = overrides.isEmpty ? recordKeys : recordKeys.union(overrides.keys)
            pass = decoding ? try? examplePass.replacingMembers(changed, from: object) : nil
            if pass != nil || !decoding {
                report = check(source, json: object, changedKeys: changed, same: same)
            }
        }
        if report == nil {
            // Anything unusual (a personalized pass, a member that does not decode) is read and
            // judged in full, so its findings read exactly as validate's.
            (report, pass) = validator.validateDecoding(
                ValidationContext(
                    source: source, thresholds: validator.options.thresholds,
                    knownImages: exampleContext.images, knownStrings: exampleContext.parsedStrings
                ),
                rules: rejectingRules
            )
        }
        let errors = report?.diagnostics.filter { $0.severity == .error } ?? []
        let serial = pass?.serialNumber ?? json.objectValue?["serialNumber"]?.stringValue ?? ""
        guard errors.isEmpty, pass != nil || !decoding else {
            throw PassbookError(
                .invalidRecord, operation: "issue the pass of the \(record.location)",
                reason: "the pass is invalid: \(errors.map(\.description).joined(separator: "; "))",
                fix: "Correct the record's values (or the template) so the pass validates"
            )
        }
        var extras: [String: Data] = [:]
        for path in recordFiles { extras[path] = files[path] }
        var chosen = personalized ? personalizedBuilder ?? builder : builder
        let exampleFiles = example.files
        if !personalized, let exampleStringsBuilder, extras.allSatisfy({ $0.value == exampleFiles[$0.key] }) {
            chosen = exampleStringsBuilder
            extras = [:]
        }
        let signed = try chosen.buildParts(
            passJSON: passJSON, identifiers: (examplePass.passTypeIdentifier, examplePass.teamIdentifier, serial),
            extraFiles: extras, signedWith: identity, signingTime: signingTime
        )
        return Made(pass: pass, serialNumber: serial, passJSON: passJSON, parts: signed.parts, files: files)
    }

    /// The findings of the rules that can reject a record's pass and read what it changed: rules
    /// that read members on their own look at the changed members only.
    ///
    /// A member (or record file) equal to the example's is as clean as it was there, so what a
    /// record left as in the examples is not read again: each rule says what it reads, and one
    /// whose inputs are all unchanged would find what it found in the example. The keys in `same`
    /// are known to hold the example's value.
    private func check(_ source: PassSource, json: JSONObject, changedKeys: Set<String>, same: Set<String>) -> ValidationReport {
        let example = exampleContext.json ?? JSONObject()
        let differing = changedKeys.filter { !same.contains($0) && json[$0] != example[$0] }
        let exampleFiles = exampleContext.source.files
        let filesDiffer = recordFiles.contains { source.files[$0] != exampleFiles[$0] }
        let rules = ruleSelection.rules(differing: differing, filesDiffer: filesDiffer)
        guard !rules.whole.isEmpty || !rules.eachMember.isEmpty else { return ValidationReport(name: source.name, diagnostics: []) }
        let changedFiles = filesDiffer ? recordFiles : []
        var diagnostics: [Diagnostic] = []
        if !rules.whole.isEmpty {
            let whole = ValidationContext(record: source, json: json, over: exampleContext, changedFiles: changedFiles)
            diagnostics = validator.validateDecoding(whole, rules: rules.whole).report.diagnostics
        }
        let memberRules = rules.eachMember
        if !memberRules.isEmpty {
            var members = JSONObject()
            for key in json.keys where differing.contains(key) { members[key] = json[key] }
            let changed = ValidationContext(record: source, json: members, over: exampleContext, changedFiles: changedFiles)
            diagnostics += validator.validateDecoding(changed, rules: memberRules).report.diagnostics
        }
        return ValidationReport(name: source.name, diagnostics: diagnostics)
    }

    private static let writer = JSONWriter(style: .pretty)

    /// The pass's JSON of `record`, rendered with `overrides` set on it (`callOverrides` among
    /// them), and its files with that JSON written once. Members whose values are the examples'
    /// are taken from the example, their text too; `same` lists the top-level keys whose value
    /// is the example pass's.
    private func renderRecord(_ record: TemplateRecord, overrides: JSONObject, callOverrides: JSONObject) throws -> (json: JSONValue, files: [String: Data], same: Set<String>) {
        let (rendered, renderedFiles, unchanged) = try template.renderFiles(record, reusing: example)
        var files = renderedFiles
        var object = rendered.objectValue ?? JSONObject()
        for (key, value) in overrides { object[key] = value }
        var same = fixedKeys.union(unchanged)
        for key in callOverrides.keys { same.remove(key) }
        // The closure reads a local: one reading a property would copy the whole issuer per pass.
        let texts = exampleMembers
        files["pass.json"] = Data(Self.writer.bytes(from: object) { same.contains($0) ? texts[$0] : nil })
        return (.object(object), files, same)
    }
}
