/// Reads a ``Pass`` from JSON that does not entirely fit the model, by leaving out what does not fit
/// and saying what was left out.
///
/// Decoding stops at the first value that does not fit; the value is removed (or, for a required
/// key, filled with an empty one) and decoding starts again, so every problem is found in turn.
enum PassRepair {
    /// What may be left out.
    enum Policy {
        /// Only colors that do not parse: Wallet's handling of them is undocumented, so validation
        /// warns, and a pass must still be readable to be built.
        case colors
        /// Anything that does not fit, for viewers: missing required keys become empty.
        case everything
    }

    /// A value left out, with where it was and why.
    struct Skipped: Sendable, Hashable {
        var path: String
        var reason: String
        /// A color that does not parse, which validation reports as a warning (`colors.invalid`).
        var isColor: Bool

        /// The note for a value left out: a color is the warning validation gives it (Wallet's
        /// handling of one is not documented); anything else keeps Wallet from reading the pass.
        func diagnostic(file: String) -> Diagnostic {
            if isColor {
                return Diagnostic(
                    id: "colors.invalid", severity: .warning,
                    message: "\(reason); Passbook leaves the color out, as what Wallet does with it is not documented — write rgb(r, g, b) with components from 0 to 255",
                    file: file, path: path
                )
            }
            return Diagnostic(
                id: "structure.decode", severity: .error,
                message: "\(reason); the value was left out of what is shown — passbook validate explains what Wallet needs there",
                file: file, path: path
            )
        }
    }

    /// The pass, what was left out, and the required keys that were missing.
    struct Outcome: Sendable {
        var pass: Pass
        var skipped: [Skipped]
        var missing: [String]
    }

    /// Decodes `value` under `policy`, or throws the first problem the policy does not allow to skip.
    static func decode(_ value: JSONValue, file: String, policy: Policy) throws -> Outcome {
        var current = value
        var skipped: [Skipped] = []
        var missing: [String] = []
        while true {
            do {
                return Outcome(pass: try JSONValueDecoder().decode(Pass.self, from: current), skipped: skipped, missing: missing)
            } catch let error as DecodingError {
                // Each repair removes or fills one value, so the bound is only a guard against a model bug.
                guard skipped.count + missing.count < 10_000,
                    let repaired = repair(error, in: current, policy: policy, skipped: &skipped, missing: &missing)
                else { throw error.passbookError(operation: "read \(file)") }
                current = repaired
            }
        }
    }

    private static func repair(
        _ error: DecodingError, in value: JSONValue, policy: Policy, skipped: inout [Skipped], missing: inout [String]
    ) -> JSONValue? {
        switch error {
        case .keyNotFound(let key, let context):
            guard policy == .everything else { return nil }
            if context.codingPath.isEmpty {
                guard Pass.requiredKeys.contains(key.stringValue) else { return nil }
                missing.append(key.stringValue)
                return filling(key.stringValue, in: value)
            }
            // A nested object without a required key (a field without value) cannot be read at all.
            skipped.append(Skipped(path: JSONPath.string(codingPath: context.codingPath), reason: "missing the required key \"\(key.stringValue)\"", isColor: false))
            return removing(context.codingPath[...], from: value)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath
            guard let last = path.last else { return nil }
            let isColor = last.intValue == nil && last.stringValue.hasSuffix("Color") && self.value(at: path[...], in: value)?.stringValue != nil
            let entry = Skipped(path: JSONPath.string(codingPath: path), reason: context.debugDescription, isColor: isColor)
            switch policy {
            case .colors:
                guard isColor else { return nil }
                skipped.append(entry)
                return removing(path[...], from: value)
            case .everything:
                skipped.append(entry)
                if path.count == 1, Pass.requiredKeys.contains(last.stringValue) {
                    missing.append(last.stringValue)
                    return filling(last.stringValue, in: value)
                }
                return removing(path[...], from: value)
            }
        @unknown default:
            return nil
        }
    }

    /// `value` with the required top-level `key` set to an empty value (`formatVersion` 0, which
    /// ``Pass/emptyRequiredKeys`` counts as missing).
    private static func filling(_ key: String, in value: JSONValue) -> JSONValue? {
        guard case .object(var object) = value else { return nil }
        object[key] = key == "formatVersion" ? .number(JSONNumber(0)) : .string("")
        return .object(object)
    }

    private static func value(at path: ArraySlice<any CodingKey>, in value: JSONValue) -> JSONValue? {
        guard let first = path.first else { return value }
        let child = first.intValue.flatMap { value[$0] } ?? value[first.stringValue]
        return child.flatMap { self.value(at: path.dropFirst(), in: $0) }
    }

    /// `value` without the member or element at `path`, or nil when there is none.
    private static func removing(_ path: ArraySlice<any CodingKey>, from value: JSONValue) -> JSONValue? {
        guard let first = path.first else { return nil }
        let rest = path.dropFirst()
        switch value {
        case .object(var object):
            guard let child = object[first.stringValue] else { return nil }
            if rest.isEmpty {
                object.removeValue(forKey: first.stringValue)
            } else {
                guard let updated = removing(rest, from: child) else { return nil }
                object[first.stringValue] = updated
            }
            return .object(object)
        case .array(var elements):
            guard let index = first.intValue, elements.indices.contains(index) else { return nil }
            if rest.isEmpty {
                elements.remove(at: index)
            } else {
                guard let updated = removing(rest, from: elements[index]) else { return nil }
                elements[index] = updated
            }
            return .array(elements)
        default:
            return nil
        }
    }
}
