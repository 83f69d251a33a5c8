import Foundation

/// `personalization.json` holds what the sign-up sheet needs: a description and the fields to ask
/// for, from the set Apple documents (format reference §1.5). Wallet's handling of a malformed file
/// is not documented, so these are warnings: the sign-up would not be offered as meant.
struct PersonalizationContentRule: ValidationRule {
    let id = "personalization.content"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "personalization.json is an object with a description and requiredPersonalizationFields from Apple's documented set"

    static let documentedFields: Set<String> = [
        "PKPassPersonalizationFieldName", "PKPassPersonalizationFieldPostalCode",
        "PKPassPersonalizationFieldEmailAddress", "PKPassPersonalizationFieldPhoneNumber",
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let data = context.source.files["personalization.json"] else { return [] }
        let file = "personalization.json"
        guard case .object(let object)? = try? JSONParser().parse(data, file: file).value else {
            return [finding("personalization.json is not a JSON object; the sign-up sheet reads requiredPersonalizationFields and description from it", file: file)]
        }
        var findings: [Diagnostic] = []
        switch object["requiredPersonalizationFields"] {
        case .array(let fields)?:
            let names = fields.compactMap { if case .string(let name) = $0 { name } else { nil } }
            if names.count != fields.count { findings.append(finding("requiredPersonalizationFields must hold strings only", at: "requiredPersonalizationFields", file: file)) }
            if names.isEmpty { findings.append(finding("requiredPersonalizationFields is empty: name at least one field to ask for", at: "requiredPersonalizationFields", file: file)) }
            for name in names where !Self.documentedFields.contains(name) {
                let known = Self.documentedFields.sorted().joined(separator: ", ")
                findings.append(finding("\(name) is not a personalization field Wallet knows; use \(known)", at: "requiredPersonalizationFields", file: file))
            }
        case nil:
            findings.append(finding("personalization.json needs requiredPersonalizationFields, the fields the sign-up sheet asks for", file: file))
        default:
            findings.append(finding("requiredPersonalizationFields must be an array of field names", at: "requiredPersonalizationFields", file: file))
        }
        switch object["description"] {
        case .string(let text)? where !text.isEmpty: break
        default: findings.append(finding("personalization.json needs a description, shown on the sign-up sheet under the logo", at: "description", file: file))
        }
        if let terms = object["termsAndConditions"], case .string = terms {} else if object["termsAndConditions"] != nil {
            findings.append(finding("termsAndConditions must be a string", at: "termsAndConditions", file: file))
        }
        return findings
    }
}
