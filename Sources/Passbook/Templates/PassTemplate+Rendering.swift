public import Foundation

extension PassTemplate {
    /// Renders the template with `record`: a pass package ready to validate and sign. An order
    /// template's records are issued through ``TemplateIssuer``.
    ///
    /// Throws a ``PassbookError`` with code ``PassbookError/Code/invalidRecord`` when a required value
    /// is missing or a value does not fit its declared type; the message names the template, the
    /// value and the record's location.
    public func render(_ record: TemplateRecord) throws -> PassPackage {
        guard kind == .pass else {
            throw PassbookError(
                .invalidTemplate, operation: renderOperation(record), reason: "it is an order template, and this makes a pass",
                fix: "Issue its records with a TemplateIssuer, which signs orders"
            )
        }
        let (json, files) = try renderFiles(record)
        do {
            return PassPackage(pass: try Pass(jsonValue: json), files: files)
        } catch let error as PassbookError {
            throw PassbookError(
                .invalidRecord, operation: renderOperation(record),
                reason: "the rendered pass.json is not a pass: \(error.reason)",
                fix: error.fix
            )
        }
    }

    /// Every file of the package its examples make, the document (`pass.json` or `order.json`)
    /// indented: what `validate` judges a template by, pass or order.
    public func exampleFiles() throws -> [String: Data] {
        try RecordRenderer(template: self, overrides: [:]).exampleFiles
    }

    /// Renders `pass.json` and the files that change per record, leaving the pass undecoded.
    func renderFiles(_ record: TemplateRecord) throws -> (passJSON: JSONValue, files: [String: Data]) {
        let rendered = try renderFiles(record, reusing: nil)
        return (rendered.passJSON, rendered.files)
    }

    /// Renders `pass.json` and the files that change per record, taking from `example` each
    /// top-level member and `.strings` file whose values are the examples'; `unchanged` lists the
    /// top-level keys with placeholders so taken.
    func renderFiles(_ record: TemplateRecord, reusing example: TemplateExample?) throws -> (passJSON: JSONValue, files: [String: Data], unchanged: Set<String>) {
        let values = try resolve(record, reusing: example)
        let context = RecordContext(values: values, groups: recordGroups)
        var unchanged = Set<String>()
        let rendered: JSONValue?
        // Closures read locals: one reading a property would copy the whole template per pass.
        let memberDependencies = memberDependencies, fileDependencies = fileDependencies
        if let example {
            rendered = root.render(context) { key in
                guard let names = memberDependencies[key], example.agrees(with: values, on: names) else { return nil }
                unchanged.insert(key)
                return .some(example.members[key])
            }
        } else {
            rendered = root.render(context)
        }
        var files = sharedFiles
        let paths = Array(localizedStrings.keys)
        let changing = example.map { example in paths.filter { !example.agrees(with: values, on: fileDependencies[$0] ?? []) } }
        for (path, data) in renderStrings(context, only: changing) { files[path] = data }
        if let example, let changing {
            for (path, data) in example.files where !changing.contains(path) { files[path] = data }
        }
        return (rendered ?? .object(JSONObject()), files, unchanged)
    }

    /// The `.strings` files with placeholders rendered for `context` (those at `paths`, when given).
    func renderStrings(_ context: RecordContext, only paths: [String]? = nil) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in paths ?? Array(localizedStrings.keys) {
            guard let texts = localizedStrings[path] else { continue }
            let entries = texts.map { key, text in
                let value: String
                switch text.render(context) {
                case .string(let string): value = string
                case .number(let number): value = number.text
                case .bool(let bool): value = bool ? "true" : "false"
                default: value = ""
                }
                return StringsFile.Entry(key: key, value: value)
            }
            files[path] = StringsFile(entries: entries).data()
        }
        return files
    }

    /// The record's values checked against `template.json`, with the built-in names filled in.
    public func resolve(_ record: TemplateRecord) throws -> [String: JSONValue] {
        try resolve(record, reusing: nil)
    }

    /// The record's values checked and converted, a value given as in `example` taking the
    /// example's converted value.
    func resolve(_ record: TemplateRecord, reusing example: TemplateExample?) throws -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        var missing: [String] = []
        for variable in description.variables {
            guard let given = record.values[variable.name], !given.isNull, given != .string("") else {
                if variable.isRequired { missing.append(variable.name) }
                continue
            }
            if let example, let converted = example.values[variable.name], example.record.values[variable.name] == given {
                values[variable.name] = converted
                continue
            }
            switch variable.type.coerce(given) {
            case .success(let value):
                values[variable.name] = value
            case .failure(let problem):
                throw PassbookError(
                    .invalidRecord, operation: renderOperation(record),
                    reason: "the value of \(variable.name) is wrong: \(problem.reason)",
                    fix: "Give \(variable.name) as \(problem.hint)"
                )
            }
        }
        if !missing.isEmpty {
            let list = missing.joined(separator: ", ")
            throw PassbookError(
                .invalidRecord, operation: renderOperation(record),
                reason: missing.count == 1 ? "the required value \(list) is missing" : "the required values \(list) are missing",
                fix: "Give every required value in each record (template.json marks them \"required\": true)"
            )
        }
        let serial = record.serialNumber ?? newSerialNumber()
        values["serialNumber"] = .string(serial)
        values["orderIdentifier"] = .string(serial)
        values["authenticationToken"] = .string(record.authenticationToken ?? SerialNumbers.token())
        return values
    }

    /// A new serial number for a record that gives none: random letters for a pass, a UUID for an
    /// order (the form Apple's examples give `orderIdentifier`).
    public func newSerialNumber() -> String {
        kind == .order ? UUID().uuidString.lowercased() : SerialNumbers.random()
    }

    func renderOperation(_ record: TemplateRecord) -> String {
        "render the template \(name) for the \(record.location)"
    }
}
