import Foundation

/// The render stage of a template's passes: a record's values into `pass.json` and `.strings`,
/// taking from the template's example every member whose values are the examples'.
struct RecordRenderer: Sendable {
    let template: PassTemplate
    /// The template rendered with its examples, member by member.
    let example: TemplateExample
    /// Top-level `pass.json` keys every pass gets (a `webServiceURL`).
    let overrides: JSONObject
    /// The text of each top-level member of the example's `pass.json`.
    private let exampleMembers: [String: [UInt8]]
    /// The top-level keys every pass has as the example has them: those without placeholders,
    /// and the overrides.
    private let fixedKeys: Set<String>
    /// The paths of the files besides `pass.json` that a record's values change (its `.strings`).
    let recordFiles: Set<String>
    /// Whether the template has `personalization.json`.
    let isPersonalizable: Bool

    private static let writer = JSONWriter(style: .pretty)

    init(template: PassTemplate, overrides: JSONObject) throws {
        self.template = template
        self.overrides = overrides
        let example = try TemplateExample(template: template)
        self.example = example
        let exampleObject = Self.object(of: example, overrides: overrides)
        var texts: [String: [UInt8]] = [:]
        for (key, value) in exampleObject { texts[key] = Self.writer.member(key, value) }
        exampleMembers = texts
        fixedKeys = Set(exampleObject.keys).subtracting(template.templatedKeys).union(overrides.keys)
        recordFiles = Set(template.recordFilePaths)
        isPersonalizable = template.sharedFiles["personalization.json"] != nil
    }

    /// The example's `pass.json` object, overrides set.
    var exampleObject: JSONObject { Self.object(of: example, overrides: overrides) }

    private static func object(of example: TemplateExample, overrides: JSONObject) -> JSONObject {
        var object = example.members
        for (key, value) in overrides { object[key] = value }
        return object
    }

    /// The example pass's files: the shared files, the example's `.strings`, its `pass.json`.
    var exampleFiles: [String: Data] {
        var files = template.sharedFiles.merging(example.files) { $1 }
        files[template.kind.documentName] = Self.writer.data(from: .object(exampleObject))
        return files
    }

    /// The sets of shared files a pass of this template is built on, each prepared once.
    var sharedFileSets: [SharedFilesVariant: [String: Data]] {
        var sets: [SharedFilesVariant: [String: Data]] = [.shared: template.sharedFiles]
        if !recordFiles.isEmpty { sets[.exampleStrings] = template.sharedFiles.merging(example.files) { $1 } }
        if isPersonalizable { sets[.withoutPersonalization] = template.sharedFiles.filter { !TemplateIssuer.isPersonalizationFile($0.key) } }
        return sets
    }

    /// Renders `record` with `callOverrides` set after the template's overrides; `personalized`
    /// leaves out the sign-up files.
    func render(_ record: TemplateRecord, overrides callOverrides: JSONObject, personalized: Bool) throws -> RenderedRecord {
        var all = overrides
        for (key, value) in callOverrides { all[key] = value }
        let (rendered, renderedFiles, unchanged) = try template.renderFiles(record, reusing: example)
        var files = renderedFiles
        var object = rendered.objectValue ?? JSONObject()
        for (key, value) in all { object[key] = value }
        var same = fixedKeys.union(unchanged)
        for key in callOverrides.keys { same.remove(key) }
        // The closure reads a local: one reading a property would copy the whole renderer per pass.
        let texts = exampleMembers
        files[template.kind.documentName] = Data(Self.writer.bytes(from: object) { same.contains($0) ? texts[$0] : nil })
        let leavesOut = personalized && isPersonalizable
        if leavesOut { files = files.filter { !TemplateIssuer.isPersonalizationFile($0.key) } }
        var own: [String: Data] = [:]
        for path in recordFiles { own[path] = files[path] }
        var base = SharedFilesVariant.shared
        if leavesOut {
            base = .withoutPersonalization
        } else if !personalized, !recordFiles.isEmpty, own.allSatisfy({ $0.value == example.files[$0.key] }) {
            base = .exampleStrings
            own = [:]
        }
        return RenderedRecord(
            location: record.location, json: .object(object), files: files, sameKeys: same,
            changedKeys: Set(callOverrides.keys), personalized: personalized, base: base, ownFiles: own
        )
    }
}
