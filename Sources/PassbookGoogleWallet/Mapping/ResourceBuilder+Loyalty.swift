import Passbook

extension ResourceBuilder {
    /// A store card: the programme (name, logo) is the class; the first primary field is the balance
    /// and the first header field the second balance, each with its label, and a membership number
    /// from the semantics is the account.
    mutating func addLoyalty() {
        let semantics = pass.semantics
        addIssuerName()
        classResource["programName"] = .string(languages.text(pass.organizationName))
        if !languages.others.isEmpty {
            classResource["localizedProgramName"] = languages.localizedString(pass.organizationName)
        }
        if let logo = image("logo") { classResource["programLogo"] = logo }
        if let primary = first(.primary), let points = points(primary) {
            headlineKeys.insert(primary.key)
            object["loyaltyPoints"] = points
        } else if let balance = semantics?.balance, let money = Self.money(balance) {
            usedSemantics.insert("balance")
            object["loyaltyPoints"] = ["balance": ["money": money]]
        }
        if let header = first(.header), let points = points(header) {
            headlineKeys.insert(header.key)
            object["secondaryLoyaltyPoints"] = points
        }
        // A balance tag says what the points field shows.
        if semantics?.balance != nil { usedSemantics.insert("balance") }
        if let number = semantics?.membershipProgramNumber {
            usedSemantics.insert("membershipProgramNumber")
            object["accountId"] = .string(number)
        }
        if let status = semantics?.membershipProgramStatus {
            usedSemantics.insert("membershipProgramStatus")
            classResource["rewardsTier"] = .string(status)
        }
    }

    /// `LoyaltyPoints` from a field: money for a currency amount, an integer for a whole number,
    /// else the formatted text.
    private func points(_ field: PassField) -> JSONValue? {
        guard !field.value.description.isEmpty else { return nil }
        var balance = JSONObject()
        let number = field.value.numberValue ?? field.value.stringValue.flatMap { JSONNumber(text: $0) }
        if let currency = field.currencyCode, let number {
            balance["money"] = Self.money(number.doubleValue, currency: currency)
        } else if let number, number.isIntegerLiteral, let integer = number.intValue, Int32(exactly: integer) != nil, field.numberStyle == nil {
            balance["int"] = .number(JSONNumber(integer))
        } else if let text = FieldText.value(of: field, in: languages.primary, languages: languages) {
            balance["string"] = .string(text)
        }
        var points: JSONObject = ["balance": .object(balance)]
        if let label = field.label, !label.isEmpty {
            points["label"] = .string(languages.text(label))
            if !languages.others.isEmpty { points["localizedLabel"] = languages.localizedString(label) }
        }
        return .object(points)
    }
}
