public import Foundation

/// `pass.json` read as far as it goes, for viewers such as `passbook inspect` and `passbook preview`,
/// which show what is there and list what is missing.
///
/// A required key that is missing, or not of its type, becomes empty (`formatVersion` 0) and is named
/// in ``missingKeys``; any other value that does not fit is left out with a note in ``diagnostics``.
/// Validation, building and verification read strictly (``Pass/decode(jsonData:file:)``) and report
/// missing keys as errors.
///
/// ```swift
/// let read = try LenientPass(jsonData: data)
/// if let missing = read.missingSummary { print(missing) }   // missing: serialNumber, teamIdentifier
/// ```
public struct LenientPass: Sendable {
    /// The pass, with empty values where required keys were missing.
    public var pass: Pass
    /// The required keys `pass.json` lacks or holds with the wrong type, in the documented order.
    public var missingKeys: [String]
    /// Warnings about the JSON (a trailing comma) and a note for each value left out.
    public var diagnostics: [Diagnostic]

    /// Reads `jsonData`; throws only when it is not JSON or not a JSON object, when nothing can be read.
    public init(jsonData: Data, file: String = "pass.json") throws {
        let (value, jsonDiagnostics) = try JSONParser(mode: .lenient).parse(jsonData, file: file)
        try Pass.requireObject(value, file: file)
        let read = try PassRepair.decode(value, file: file, policy: .everything)
        let missing = Pass.requiredKeys.filter(read.missing.contains)
        var diagnostics = jsonDiagnostics + read.skipped.map { $0.diagnostic(file: file) }
        if let summary = Self.summary(of: missing) {
            diagnostics.append(
                Diagnostic(
                    id: "structure.key.required", severity: .error,
                    message: "\(summary); Wallet refuses a pass without \(missing.count == 1 ? "it" : "them"), so add \(missing.count == 1 ? "it" : "them") to pass.json", file: file
                )
            )
        }
        self.pass = read.pass
        self.missingKeys = missing
        self.diagnostics = diagnostics
    }

    /// `missing: serialNumber, teamIdentifier`, or nil when nothing is missing.
    public var missingSummary: String? { Self.summary(of: missingKeys) }

    private static func summary(of keys: [String]) -> String? {
        keys.isEmpty ? nil : "missing: " + keys.joined(separator: ", ")
    }
}
