public import Foundation

/// A pass (or order) designed once and filled with each holder's data: a `pass.json` (or
/// `order.json`) whose strings hold Mustache placeholders, its images and localizations, and
/// `template.json` describing the data.
///
/// ```swift
/// let template = try PassTemplate(folder: URL(fileURLWithPath: "Templates/event-ticket"))
/// let record = TemplateRecord(values: ["holder.name": "Zoë Müller", "seat.row": "C"])
/// let package = try template.render(record)
/// try package.write(to: URL(fileURLWithPath: "ticket.pkpass"), signedWith: identity)
/// ```
///
/// A template is checked when it is loaded: `pass.json` must be JSON, every placeholder valid
/// Mustache and declared in `template.json`. Rendering checks each record: a missing required value
/// or a value of the wrong type is an error that names the template, the value and the record.
public struct PassTemplate: Sendable {
    /// The files of a template folder that are never copied into passes.
    public static let templateOnlyFiles: Set<String> = ["template.json", "README.md", "template.schema.json"]

    /// The template's name for messages: its folder name.
    public let name: String
    /// What it makes: passes (`pass.json`), or orders when it has `order.json` and no `pass.json`.
    public let kind: PackageKind
    /// What `template.json` declares.
    public let description: TemplateDescription
    /// Files every pass gets unchanged, by path: images, and `pass.strings` files without
    /// placeholders, already converted to UTF-16.
    public let sharedFiles: [String: Data]
    /// Findings about the template that do not stop it from rendering, such as a declared value
    /// that no placeholder uses.
    public let diagnostics: [Diagnostic]
    /// A SHA-1 over every file that shapes a pass (all but `README.md` and the schema), by path:
    /// it changes when, and only when, the passes the template makes can change.
    public let digest: String

    let root: TemplateNode
    /// The dotted groups of the values a record can have.
    let recordGroups: RecordContext.Groups
    let localizedStrings: [String: [(key: String, text: TemplateText)]]
    /// The record values each top-level `pass.json` member with placeholders can read, by key.
    let memberDependencies: [String: [String]]
    /// The record values each `.strings` file with placeholders can read, by path.
    let fileDependencies: [String: [String]]

    /// Reads a template folder. OS clutter and hidden files are left out, as in a pass folder.
    public init(folder: URL) throws {
        let source = try PassSource(folder: folder)
        try self.init(name: folder.lastPathComponent, files: source.files, diagnostics: source.diagnostics)
    }

    /// Reads a template from its files by path (`pass.json` or `order.json`, `template.json`, `icon.png`, …).
    public init(name: String, files: [String: Data], diagnostics: [Diagnostic] = []) throws {
        self.name = name
        let kind = PackageKind.of(files: files.keys)
        self.kind = kind
        let document = kind.documentName
        let operation = "read the template \(name)"
        var listing = Data()
        for path in files.keys.sorted() where path != "README.md" && path != "template.schema.json" {
            listing.append(Data("\(path)\u{0}\(Manifest.sha1(files[path] ?? Data()))\n".utf8))
        }
        digest = Manifest.sha1(listing)
        guard let descriptionData = files["template.json"] else {
            throw PassbookError(
                .invalidTemplate, operation: operation, reason: "it has no template.json",
                fix: "Add template.json to describe the data the template expects (passbook init makes a template to start from)"
            )
        }
        let description = try TemplateDescription(data: descriptionData, template: name)
        self.description = description
        recordGroups = RecordContext.Groups(names: description.variables.map(\.name) + TemplateDescription.builtInNames)
        guard let passData = files[document] else {
            throw PassbookError(.invalidTemplate, operation: operation, reason: "it has no pass.json (or order.json)", fix: "Put pass.json (or order.json, for orders) beside template.json")
        }
        let parsed: JSONValue
        do {
            parsed = try JSONParser(mode: .strict).parse(passData, file: document).value
        } catch let error as PassbookError {
            throw PassbookError(.invalidTemplate, operation: operation, reason: "\(document) is not valid JSON: \(error.reason)", fix: error.fix)
        }
        guard parsed.objectValue != nil else {
            throw PassbookError(.invalidTemplate, operation: operation, reason: "\(document) holds \(parsed.kindDescription) instead of a JSON object")
        }

        var references: [(path: String, reference: MustacheTags.Reference)] = []
        do {
            root = try TemplateNode.compile(parsed, references: &references)
        } catch {
            throw PassbookError(
                .invalidTemplate, operation: operation, reason: "the placeholder text of \(document): \(error.path) \(error.reason)",
                fix: "Write placeholders as {{name}}, {{#name}}…{{/name}} or {{^name}}…{{/name}}"
            )
        }

        var shared: [String: Data] = [:]
        var localized: [String: [(key: String, text: TemplateText)]] = [:]
        for (path, data) in files where !Self.templateOnlyFiles.contains(path) && path != document {
            guard PassFile(path: path).kind == .strings else {
                shared[path] = data
                continue
            }
            let strings = try StringsFile(data: data, file: path)
            var texts: [(key: String, text: TemplateText)] = []
            for entry in strings.entries {
                do {
                    let text = try TemplateText(entry.value)
                    references += text.references.map { ("\(path) \"\(entry.key)\"", $0) }
                    texts.append((entry.key, text))
                } catch {
                    throw PassbookError(
                        .invalidTemplate, operation: operation,
                        reason: "the value of \"\(entry.key)\" in \(path) (line \(entry.line)): \(error.reason)"
                    )
                }
            }
            if texts.contains(where: { $0.text.isTemplated }) {
                localized[path] = texts
            } else {
                // No placeholders: converted to UTF-16 once and shared, as Apple documents the format.
                shared[path] = strings.data()
            }
        }
        sharedFiles = shared
        localizedStrings = localized
        let names = description.variables.map(\.name) + TemplateDescription.builtInNames
        var members: [String: [String]] = [:]
        if case .object(let nodes) = root {
            for (key, node) in nodes where !node.isFixed { members[key] = Self.dependencies(of: node.referencedNames, among: names) }
        }
        memberDependencies = members
        fileDependencies = localized.mapValues { texts in
            Self.dependencies(of: texts.reduce(into: Set<String>()) { $0.formUnion($1.text.references.map(\.name)) }, among: names)
        }

        var findings = diagnostics
        var used = Set<String>()
        for (location, reference) in references {
            if description.accepts(reference.name) {
                used.insert(reference.name)
                continue
            }
            // A name inside a section may belong to the section's value (`{{#seat}}{{row}}{{/seat}}`).
            if description.variables.contains(where: { reference.name == $0.name.split(separator: ".").last.map(String.init) }) {
                continue
            }
            let suggestion = description.closestName(to: reference.name)
            throw PassbookError(
                .invalidTemplate, operation: operation,
                reason: "\(location) uses {{\(reference.name)}}, which template.json does not declare",
                fix: suggestion.map { "Did you mean {{\($0)}}? Otherwise declare \(reference.name) in template.json" }
                    ?? "Declare \(reference.name) in the data of template.json, with its type and an example"
            )
        }
        for variable in description.variables where !used.contains(variable.name) {
            findings.append(
                Diagnostic(
                    id: "template.unused", severity: .warning,
                    message: "\(variable.name) is declared in template.json but no placeholder uses it",
                    file: "template.json"
                )
            )
        }
        // An order's identifier is its serial number under the name orders give it.
        let identity = kind == .order ? "orderIdentifier" : "serialNumber"
        let identityText = parsed.objectValue?[identity]?.stringValue ?? ""
        if !identityText.contains("{{serialNumber}}"), !(kind == .order && identityText.contains("{{orderIdentifier}}")) {
            let placeholder = kind == .order ? "{{orderIdentifier}}" : "{{serialNumber}}"
            let kept = kind == .order ? "Wallet keeps only one order per orderIdentifier" : "Wallet keeps only one pass per serial"
            findings.append(
                Diagnostic(
                    id: "template.serial", severity: .warning,
                    message: "\(identity) is not \(placeholder): every \(kind.name) would get the same \(identity), and \(kept)",
                    file: document, path: identity
                )
            )
        }
        self.diagnostics = findings
    }

    /// A record of every declared example: rendering it gives the pass the template is designed as.
    public var exampleRecord: TemplateRecord {
        var values: [String: JSONValue] = [:]
        for variable in description.variables { values[variable.name] = variable.example }
        values["serialNumber"] = .string(kind == .order ? "00000000-0000-4000-8000-000000000001" : "EXAMPLE-0001")
        values["authenticationToken"] = .string("example-authentication-token-0001")
        return TemplateRecord(values: values, location: "examples of template.json")
    }

    /// The paths whose bytes differ from one pass to the next besides `pass.json` (or `order.json`).
    public var recordFilePaths: [String] { localizedStrings.keys.sorted() }

    /// The names among `names` whose values a text referring to `referenced` can read: each name
    /// that shares a dotted part with a referenced one.
    ///
    /// Mustache looks a name up in the section around it before the record (`{{row}}` inside
    /// `{{#seat}}` could be `seat.row`), and a group counts as present when any name under it has a
    /// value; every name so read holds a part of the referenced name. template.json keeps a name
    /// from being a value and a group at once, so this is wider than needed, never narrower: a name
    /// too many only renders a member again.
    static func dependencies(of referenced: Set<String>, among names: some Sequence<String>) -> [String] {
        let parts = Set(referenced.flatMap { $0.split(separator: ".") })
        return names.filter { name in name.split(separator: ".").contains { parts.contains($0) } }.sorted()
    }

    /// The top-level `pass.json` keys whose values hold placeholders, and so can differ from one
    /// record to the next.
    var templatedKeys: Set<String> {
        guard case .object(let members) = root else { return [] }
        return Set(members.compactMap { member in
            if case .fixed = member.node { return nil }
            return member.key
        })
    }
}
