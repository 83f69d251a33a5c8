public import Foundation

extension Pass {
    /// Reads `pass.json` leniently: trailing commas and a byte order mark are accepted and
    /// reported as warnings, as are duplicate keys. A color that cannot be read is left out and
    /// reported as a warning too, since what Wallet does with one is not documented; the pass is
    /// then written without it.
    ///
    /// - Parameters:
    ///   - jsonData: The contents of the file.
    ///   - file: The name used in errors and diagnostics.
    /// - Returns: The pass and the warnings about its JSON.
    /// - Throws: ``PassbookError`` with ``PassbookError/Code/invalidJSON`` when the data is not JSON,
    ///   or ``PassbookError/Code/invalidPass`` with the JSON path of a value that does not fit.
    public static func decode(jsonData: Data, file: String = "pass.json") throws -> (
        pass: Pass, diagnostics: [Diagnostic]
    ) {
        let (value, diagnostics) = try JSONParser(mode: .lenient).parse(jsonData, file: file)
        try requireObject(value, file: file)
        let read = try PassRepair.decode(value, file: file, policy: .colors)
        return (read.pass, diagnostics + read.skipped.map { $0.diagnostic(file: file) })
    }

    /// Reads `pass.json` as ``decode(jsonData:file:)`` does, dropping the warnings.
    public init(jsonData: Data) throws {
        self = try Pass.decode(jsonData: jsonData).pass
    }

    /// Reads a pass from parsed JSON, strictly: any value that does not fit, a color included, is an
    /// error; `file` names it in errors.
    public init(jsonValue: JSONValue, file: String = "pass.json") throws {
        try Self.requireObject(jsonValue, file: file)
        do {
            self = try JSONValueDecoder().decode(Pass.self, from: jsonValue)
        } catch let error as DecodingError {
            throw error.passbookError(operation: "read \(file)")
        }
    }

    /// Throws unless `value` is a JSON object, the only thing `pass.json` may hold.
    static func requireObject(_ value: JSONValue, file: String) throws {
        guard case .object = value else {
            throw PassbookError(
                .invalidPass,
                operation: "read \(file)",
                reason: "it holds \(value.kindDescription) instead of a JSON object",
                fix: "Write pass.json as one JSON object with keys such as formatVersion and passTypeIdentifier."
            )
        }
    }

    /// The pass as JSON, keys in a fixed order with unknown keys after the known ones.
    ///
    /// Throws ``PassbookError`` only for values JSON cannot hold, such as a NaN distance.
    public var jsonValue: JSONValue {
        get throws {
            do {
                return try JSONValueEncoder().encode(self)
            } catch let EncodingError.invalidValue(_, context) {
                let path = JSONPath.string(codingPath: context.codingPath)
                throw PassbookError(
                    .invalidPass,
                    operation: "write pass.json",
                    reason: path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)",
                    fix: "Use a finite number."
                )
            }
        }
    }

    /// `pass.json` as strict, pretty-printed JSON; the same pass always gives the same bytes.
    public func jsonData() throws -> Data {
        JSONWriter(style: .pretty).data(from: try jsonValue)
    }
}
