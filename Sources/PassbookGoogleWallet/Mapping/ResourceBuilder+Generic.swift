import Passbook

extension ResourceBuilder {
    /// A generic pass: the organization heads the card, the first primary field is its title (label
    /// above value), and the logo sits on the object, since a generic class has none.
    mutating func addGeneric() {
        object["cardTitle"] = languages.localizedString(issuerName)
        if let primary = first(.primary), let value = localizedValue(primary) {
            headlineKeys.insert(primary.key)
            if let label = localizedLabel(primary) { object["subheader"] = label }
            object["header"] = value
        } else {
            object["header"] = languages.localizedString(pass.description)
            usedDescription = true
        }
        if let logo = image("logo") { object["logo"] = logo }
    }
}
