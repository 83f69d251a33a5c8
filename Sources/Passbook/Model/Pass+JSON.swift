public import Foundation

extension Pass {
    /// Reads `pass.json` leniently: trailing commas and a byte order mark are accepted and
    /// reported as warnings, as are duplicate keys.
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
        return (try Pass(jsonValue: value, file: file), diagnostics)
    }

    /// Reads `pass.json` as ``decode(jsonData:file:)`` does, dropping the warnings.
    public init(jsonData: Data) throws {
        self = try Pass.decode(jsonData: jsonData).pass
    }

    /// Reads a pass from parsed JSON; `file` names it in errors.
    public init(jsonValue: JSONValue, file: String = "pass.json") throws {
        guard case .object = jsonValue else {
            throw PassbookError(
                .invalidPass,
                operation: "read \(file)",
                reason: "it holds \(jsonValue.kindDescription) instead of a JSON object",
                fix: "Write pass.json as one JSON object with keys such as formatVersion and passTypeIdentifier."
            )
        }
        do {
            self = try JSONValueDecoder().decode(Pass.self, from: jsonValue)
        } catch let error as DecodingError {
            throw error.passbookError(operation: "read \(file)")
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
