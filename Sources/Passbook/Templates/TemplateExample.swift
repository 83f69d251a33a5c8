import Foundation

/// A template rendered once with its examples, kept so that a record's pass takes from it every
/// `pass.json` member and `.strings` file whose values are the examples' instead of rendering it.
///
/// In a batch most values repeat the design (the event, the venue, the colours) and only a few
/// change per holder: the members that read only unchanged values are the examples' as they are.
struct TemplateExample: Sendable {
    /// The example record, as given.
    let record: TemplateRecord
    /// Its values as rendering reads them (checked and converted).
    let values: [String: JSONValue]
    /// The top-level `pass.json` members as the examples render them, before any override; a
    /// member that renders away is absent.
    let members: JSONObject
    /// The `.strings` files with placeholders, as the examples render them.
    let files: [String: Data]

    /// Renders `template` with its examples.
    init(template: PassTemplate) throws {
        record = template.exampleRecord
        let values = try template.resolve(record)
        self.values = values
        let context = RecordContext(values: values, groups: template.recordGroups)
        members = template.root.render(context)?.objectValue ?? JSONObject()
        files = template.renderStrings(context)
    }

    /// Whether `values` hold the examples' value for each of `names`.
    func agrees(with values: [String: JSONValue], on names: [String]) -> Bool {
        names.allSatisfy { values[$0] == self.values[$0] }
    }
}
