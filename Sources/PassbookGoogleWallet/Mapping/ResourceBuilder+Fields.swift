import Passbook

extension ResourceBuilder {
    /// Google shows at most this many text modules of an object.
    static let maximumShownModules = 10

    /// Every field becomes a text module of the object (label as header, value as body, each with
    /// its translations); the front fields are laid out as the card's rows by the class.
    mutating func addFieldModules() {
        var modules: [JSONValue] = []
        var moduleIDs: [String: String] = [:]
        var taken = Set<String>()
        var shown: [String] = []
        for group in PassFields.Group.allCases {
            for field in fields[group] ?? [] {
                var id = GoogleWalletIdentifier.moduleID(forFieldKey: field.key)
                var suffix = 2
                while !taken.insert(id).inserted {
                    id = GoogleWalletIdentifier.moduleID(forFieldKey: field.key) + "-\(suffix)"
                    suffix += 1
                }
                moduleIDs[field.key] = id
                // An empty value shows nothing in Google Wallet; the card row keeps its place.
                guard let module = textModule(field, id: id) else { continue }
                modules.append(module)
                shown.append(field.key)
            }
        }
        guard !modules.isEmpty else { return }
        object["textModulesData"] = .array(modules)
        if shown.count > Self.maximumShownModules {
            let hidden = shown.dropFirst(Self.maximumShownModules)
            report(
                "text-module-limit", style.key,
                "Google Wallet shows \(Self.maximumShownModules) text modules of an object; the fields \(hidden.joined(separator: ", ")) are in the object but not shown",
                .warning
            )
        }
        addCardRows(moduleIDs: moduleIDs)
    }

    private func textModule(_ field: PassField, id: String) -> JSONValue? {
        guard let body = FieldText.value(of: field, in: languages.primary, languages: languages), !body.isEmpty else { return nil }
        var module: JSONObject = ["id": .string(id)]
        if let label = FieldText.label(of: field, in: languages.primary, languages: languages), !label.isEmpty {
            module["header"] = .string(label)
        }
        module["body"] = .string(body)
        if !languages.others.isEmpty {
            if module["header"] != nil, let header = localizedLabel(field) { module["localizedHeader"] = header }
            if let localizedBody = localizedValue(field) { module["localizedBody"] = localizedBody }
        }
        return .object(module)
    }

    /// Header, secondary and auxiliary fields (an event ticket's second auxiliary row apart), at most
    /// three a row and three rows, as Google lays out a card.
    private mutating func addCardRows(moduleIDs: [String: String]) {
        var rows: [[PassField]] = []
        for group in [PassFields.Group.header, .secondary, .auxiliary] {
            let groupFields = (fields[group] ?? []).filter { !headlineKeys.contains($0.key) }
            let lines = group == .auxiliary ? [groupFields.filter { $0.row != 1 }, groupFields.filter { $0.row == 1 }] : [groupFields]
            for line in lines where !line.isEmpty {
                var start = 0
                while start < line.count {
                    rows.append(Array(line[start..<min(start + CardTemplate.maximumItemsPerRow, line.count)]))
                    start += CardTemplate.maximumItemsPerRow
                }
            }
        }
        guard !rows.isEmpty else { return }
        let shownRows = rows.prefix(CardTemplate.maximumRows)
        classResource["classTemplateInfo"] = CardTemplate.classTemplateInfo(rows: shownRows.map { $0.compactMap { moduleIDs[$0.key] } })
        let offCard = rows.dropFirst(CardTemplate.maximumRows).flatMap { $0 }.map(\.key)
        if !offCard.isEmpty {
            report(
                "card-rows", style.key,
                "Google Wallet's card has \(CardTemplate.maximumRows) rows of \(CardTemplate.maximumItemsPerRow) fields, so these are shown only in the details: \(offCard.joined(separator: ", "))"
            )
        }
    }
}
