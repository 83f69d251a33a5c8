import Foundation

/// Validation of a template's records against the template's example: the example passed every
/// rule, so a record's pass goes through the rules that can reject it, reading what the record
/// changed (``ValidationPolicy/incremental(_:)``).
public struct RecordValidation: Sendable {
    /// The validator whose rules apply.
    public let validator: PassValidator
    /// What the validator read of the example pass: a record's pass is read over it.
    let exampleContext: ValidationContext
    /// The example pass, decoded: a record's pass decodes only the members its values change.
    let examplePass: Pass
    /// The top-level `pass.json` keys a record's values can change (those holding placeholders,
    /// and the overrides).
    let recordKeys: Set<String>
    /// The paths of the files besides `pass.json` that a record's values change (its `.strings`).
    let recordFiles: Set<String>
    /// The validator's rules that can reject a pass, listed once rather than per record: the
    /// example passed every rule, and a warning about a record's pass is not reported.
    private let rejectingRules: [any ValidationRule]
    /// Which of those a record's pass goes through, by what it changed.
    private let ruleSelection: RecordRuleSelection

    init(validator: PassValidator, example: ValidationContext, examplePass: Pass, recordKeys: Set<String>, recordFiles: Set<String>) {
        self.validator = validator
        exampleContext = example
        self.examplePass = examplePass
        self.recordKeys = recordKeys
        self.recordFiles = recordFiles
        rejectingRules = validator.rejectingRules
        ruleSelection = RecordRuleSelection(candidates: rejectingRules)
    }

    /// The findings on `rendered`, and its pass decoded when `decoding` (or when it had to be read
    /// in full).
    func validate(_ rendered: RenderedRecord, decoding: Bool) -> (report: ValidationReport, pass: Pass?) {
        let source = PassSource(name: rendered.location, origin: .memory, files: rendered.files)
        if !rendered.personalized, case .object(let object) = rendered.json {
            let changed = recordKeys.union(rendered.changedKeys)
            let pass = decoding ? try? examplePass.replacingMembers(changed, from: object) : nil
            if pass != nil || !decoding {
                return (check(source, json: object, changedKeys: changed, same: rendered.sameKeys), pass)
            }
        }
        // Anything unusual (a personalized pass, a member that does not decode) is read and
        // judged in full, so its findings read exactly as validate's.
        return validator.validateDecoding(
            ValidationContext(
                source: source, thresholds: validator.options.thresholds,
                knownImages: exampleContext.images, knownStrings: exampleContext.parsedStrings
            ),
            rules: rejectingRules
        )
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
}
