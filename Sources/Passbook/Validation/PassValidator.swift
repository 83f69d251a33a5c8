public import Foundation

/// Checks a pass against Wallet's format rules and Apple's design rules and returns every
/// finding at once.
///
/// ```swift
/// let validator = PassValidator(options: ValidationOptions(disabledRules: ["design.back.missing"]))
/// let report = try validator.validate(contentsOf: URL(fileURLWithPath: "EventTicket.pass"))
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// ```
public struct PassValidator: Sendable {
    /// The rules run, in order.
    public var rules: [any ValidationRule]
    /// How findings are filtered and weighed.
    public var options: ValidationOptions

    /// Creates a validator with the standard rules, any of your own appended.
    public init(rules: [any ValidationRule] = PassValidator.standardRules, options: ValidationOptions = ValidationOptions()) {
        self.rules = rules
        self.options = options
    }

    /// Validates the folder or `.pkpass` at `url`. Throws only when the files cannot be read at all
    /// (no such path, not a zip archive).
    public func validate(contentsOf url: URL) throws -> ValidationReport {
        validate(try PassSource(contentsOf: url))
    }

    /// Validates a package in memory, `pass.json` as Passbook writes it.
    public func validate(_ package: PassPackage, name: String = "pass") throws -> ValidationReport {
        validate(try PassSource(package: package, name: name))
    }

    /// Validates files as they were found.
    ///
    /// - Parameters:
    ///   - source: The files, as read from a folder or an archive.
    ///   - knownImages: Images measured before for the same files (see
    ///     ``ValidationContext/init(source:thresholds:knownImages:)``).
    public func validate(_ source: PassSource, knownImages: [ImageFile] = []) -> ValidationReport {
        validateDecoding(source, knownImages: knownImages).report
    }

    /// Validates a package of either kind: a pass by these rules, an order (`order.json` and no
    /// `pass.json`) by the order rules, weighed by the same options.
    public func validate(package source: PassSource) -> ValidationReport {
        PackageKind.of(files: source.files.keys) == .order ? OrderValidator(options: options).validate(source) : validate(source)
    }

    /// Validates files as they were found and returns the pass decoded on the way, so that a caller
    /// who signs it next does not decode `pass.json` again.
    public func validateDecoding(_ source: PassSource, knownImages: [ImageFile] = []) -> (report: ValidationReport, pass: Pass?) {
        validateDecoding(ValidationContext(source: source, thresholds: options.thresholds, knownImages: knownImages))
    }

    /// Validates what `context` read (a caller that validates many similar passes reads them with
    /// what it knows already).
    func validateDecoding(_ context: ValidationContext, rules: [any ValidationRule]? = nil) -> (report: ValidationReport, pass: Pass?) {
        var diagnostics: [Diagnostic] = []
        for rule in rules ?? self.rules where options.runs(rule) {
            for var diagnostic in rule.check(context) where !options.isDisabled(diagnostic.id) {
                diagnostic.severity = options.severity(of: diagnostic)
                if diagnostic.severity == .hint, !options.reportsHints { continue }
                diagnostics.append(diagnostic)
            }
        }
        // The catch-all decoding finding only speaks when no specific rule explained the problem.
        if diagnostics.contains(where: { $0.id != PassModelRule().id && $0.severity == .error && $0.file == "pass.json" }) {
            diagnostics.removeAll { $0.id == PassModelRule().id }
        }
        return (ValidationReport(name: context.source.name, diagnostics: Self.mergingRepeats(diagnostics)), context.pass)
    }

    /// The rules that can reject a pass under these options: those that report errors, or all of
    /// them when the options raise findings to errors.
    var rejectingRules: [any ValidationRule] {
        if options.warningsAsErrors || options.severityOverrides.values.contains(.error) { return rules }
        return rules.filter { $0.mayReportErrors && !options.isDisabled($0.id) }
    }

    /// One finding, one diagnostic: the same message of the same rule at several places (a field
    /// attribute repeated on several fields) becomes one diagnostic naming every place.
    static func mergingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        FileGroups.grouped(diagnostics) { "\($0.id)\n\($0.severity)\n\($0.message)" }.map { group in
            guard group.count > 1 else { return group[0] }
            var merged = group[0]
            var files: [String] = []
            for file in group.flatMap(\.files) where !files.contains(file) { files.append(file) }
            merged.files = files
            let paths = group.compactMap(\.path)
            if Set(paths).count > 1 {
                merged.path = nil
                merged.message = "at \(FileGroups.phrase(paths)): \(merged.message)"
            }
            return merged
        }
    }
}
